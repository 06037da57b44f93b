/**
 * Works out where each upgrade sits. A player may leave `on` out when there is no choice to make
 * (Agile can only go on Speed, Parry only on Close) or, for frame upgrades with several options,
 * we put it on the first free value so designs stay short to write. Validation reports what does
 * not fit; this module never fails.
 */

import type { FormDesign, FrameValue, UpgradeChoice, WeaponSystem } from './types.ts'
import { upgradeById } from './upgrades.ts'

export interface Placed {
  choice: UpgradeChoice
  /** Index in the form's upgrades list. */
  index: number
  on: FrameValue | WeaponSystem | undefined
}

/** Places each upgrade of a form; `perSlot` is 1 for normal units, 2 for combined forms. */
export function placeUpgrades(form: Pick<FormDesign, 'upgrades'>, perSlot: number): Placed[] {
  const used = new Map<string, number>()
  const placed: Placed[] = form.upgrades.map((choice, index) => {
    const d = upgradeById(choice.id)
    let on = choice.on
    if (on === undefined && d && d.category !== 'pilot' && d.attachTo.length === 1) on = d.attachTo[0]
    if (on !== undefined && d?.category !== 'pilot') used.set(on, (used.get(on) ?? 0) + 1)
    return { choice, index, on }
  })
  for (const p of placed) {
    const d = upgradeById(p.choice.id)
    if (p.on !== undefined || !d || d.category !== 'frame') continue
    const slot = d.attachTo.find((v) => (used.get(v) ?? 0) < perSlot)
    if (slot !== undefined) {
      p.on = slot
      used.set(slot, (used.get(slot) ?? 0) + 1)
    }
  }
  return placed
}

/** The design with every resolvable `on` written out (what export and profiles use). */
export function withPlacements<T extends Pick<FormDesign, 'upgrades'>>(form: T, perSlot: number): T {
  const placed = placeUpgrades(form, perSlot)
  return {
    ...form,
    upgrades: placed.map((p) =>
      p.on !== undefined && p.choice.on === undefined ? { ...p.choice, on: p.on } : p.choice,
    ),
  }
}
