/**
 * Works out where each upgrade sits. A player may leave `on` out when there is no choice to make
 * (Agile can only go on Speed, Parry only on Close) or, for frame upgrades with several options,
 * we pick the values ourselves so designs stay short to write. The book lets the builder choose
 * among the bracketed values, so a design is only refused when no choice at all fits: the open
 * upgrades are matched to the free slots (bracket order preferred), not placed one by one.
 * Validation reports what does not fit; this module never fails.
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
  const open = placed.filter((p) => p.on === undefined && upgradeById(p.choice.id)?.category === 'frame')
  matchOpen(open, used, perSlot)
  return placed
}

/**
 * Maximum matching of the open frame upgrades to what is left of each value's capacity
 * (augmenting paths, Kuhn). Earlier upgrades keep a slot once they have one, and each tries its
 * bracketed values in order, so with no contest this is the same as "first free value".
 */
function matchOpen(open: Placed[], used: Map<string, number>, perSlot: number): void {
  const holders = new Map<string, Placed[]>()
  const options = (p: Placed): readonly string[] => upgradeById(p.choice.id)?.attachTo ?? []
  const room = (v: string): number => perSlot - (used.get(v) ?? 0) - (holders.get(v)?.length ?? 0)
  const take = (p: Placed, v: string): void => {
    p.on = v as FrameValue
    holders.set(v, [...(holders.get(v) ?? []), p])
  }
  const augment = (p: Placed, seen: Set<string>): boolean => {
    for (const v of options(p)) {
      if (seen.has(v)) continue
      seen.add(v)
      if (room(v) > 0) {
        take(p, v)
        return true
      }
      for (const q of holders.get(v) ?? []) {
        holders.set(
          v,
          (holders.get(v) ?? []).filter((x) => x !== q),
        )
        if (augment(q, seen)) {
          take(p, v)
          return true
        }
        holders.set(v, [...(holders.get(v) ?? []), q])
      }
    }
    return false
  }
  for (const p of open) augment(p, new Set())
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
