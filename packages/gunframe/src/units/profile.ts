/**
 * Flattens a design into the profile the battle plays with: the first form's values, pilot
 * upgrades plus that form's frame and loadout upgrades with their attachments written out, the
 * points, and every form for a transforming mecha.
 *
 * @example
 * toProfile(eagleVf).forms?.[1]?.upgrades // [{ id: 'agile', on: 'speed' }, …]
 */
import { placeUpgrades } from './attach.ts'
import { FRAMES } from './frames.ts'
import { pointsOf } from './price.ts'
import type { FormDesign, ProfileForm, ProfileUpgrade, UnitDesign, UnitProfile } from './types.ts'
import { upgradeById } from './upgrades.ts'

function profileUpgrades(
  form: Pick<FormDesign, 'upgrades'>,
  perSlot: number,
  pilotOnly: boolean,
): ProfileUpgrade[] {
  const out: ProfileUpgrade[] = []
  for (const p of placeUpgrades(form, perSlot)) {
    const d = upgradeById(p.choice.id)
    const isPilot = d?.category === 'pilot'
    if (pilotOnly !== isPilot) continue
    out.push({
      id: p.choice.id,
      ...(p.on !== undefined && !isPilot ? { on: p.on } : {}),
      ...(d?.takesN ? { n: p.choice.n ?? 1 } : {}),
    })
  }
  return out
}

export function toProfile(design: UnitDesign): UnitProfile {
  const perSlot = design.combined ? 2 : 1
  const pilotUps = profileUpgrades(design, perSlot, true)
  const forms: ProfileForm[] = [{ ...design, name: design.formName }, ...(design.transforms ?? [])].map(
    (f, i) => ({
      name: f.name ?? `Form ${i + 1}`,
      speed: f.speed,
      defense: f.defense,
      armour: f.armour,
      loadout: { ...f.loadout },
      upgrades: [...pilotUps, ...profileUpgrades(f, perSlot, false)],
    }),
  )
  const first = forms[0]!
  return {
    name: design.name,
    frame: design.frame,
    conventional: FRAMES[design.frame]?.conventional ?? false,
    pilot: { name: design.pilot.name ?? '', skill: design.pilot.skill },
    speed: first.speed,
    defense: first.defense,
    armour: first.armour,
    loadout: { ...first.loadout },
    upgrades: first.upgrades,
    points: pointsOf(design),
    ...(forms.length > 1 ? { forms } : {}),
    ...(design.combined ? { combinedFrom: [...design.combined.team] } : {}),
  }
}
