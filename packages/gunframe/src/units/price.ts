/**
 * Points follow from construction alone: frame cost, one point per upgrade bought (N times for
 * (N) upgrades, nothing for a conventional unit's free upgrade), one for Pilot Skill 3+. A
 * transforming mecha costs its dearest form plus one, with the pilot and pilot upgrades added
 * after (Unit Construction › Transforming Mecha).
 *
 * @example
 * priceUnit(eagleVf) // ok({ points: 15, breakdown: [...] })
 */
import { err, ok, type Result } from '@sortie/engine'
import { FRAMES, frameDef, PILOT_SKILL_COST, TRANSFORM_COST } from './frames.ts'
import type { FormDesign, UnitDesign, UpgradeChoice } from './types.ts'
import { upgradeById, upgradeLabel } from './upgrades.ts'

export interface PriceLine {
  label: string
  points: number
}

export interface Price {
  points: number
  /** Lines that add up to `points`. */
  breakdown: PriceLine[]
  /** Cost of each form before the pilot (transforming mecha only). */
  forms?: { name: string; points: number }[]
}

const isPilot = (u: UpgradeChoice): boolean => upgradeById(u.id)?.category === 'pilot'
const upgradeCost = (u: UpgradeChoice): number => (u.free ? 0 : Math.max(1, u.n ?? 1))

/** Frame cost plus the form's frame and loadout upgrades (pilot upgrades are not part of a form). */
function formLines(frameCost: number, frameName: string, form: FormDesign): PriceLine[] {
  const lines: PriceLine[] = [{ label: `${frameName} frame`, points: frameCost }]
  for (const u of form.upgrades) {
    if (isPilot(u)) continue
    lines.push({ label: upgradeLabel(u) + (u.free ? ' (free)' : ''), points: upgradeCost(u) })
  }
  return lines
}

const sum = (lines: PriceLine[]): number => lines.reduce((a, l) => a + l.points, 0)

export function priceUnit(design: UnitDesign): Result<Price> {
  const f = frameDef(design.frame)
  if (!f) return err('gunframe/build_unknown_frame', `unknown frame type '${String(design.frame)}'`)
  const pilotLines: PriceLine[] = []
  if (design.pilot?.skill === 3) pilotLines.push({ label: 'Pilot Skill 3+', points: PILOT_SKILL_COST })
  for (const u of design.upgrades ?? []) {
    if (isPilot(u)) pilotLines.push({ label: upgradeLabel(u), points: upgradeCost(u) })
  }
  const forms: FormDesign[] = [{ ...design, name: design.formName }, ...(design.transforms ?? [])]
  if (forms.length === 1) {
    const breakdown = [...formLines(f.cost, f.name, design), ...pilotLines]
    return ok({ points: sum(breakdown), breakdown })
  }
  const costs = forms.map((form, i) => ({
    name: form.name ?? `Form ${i + 1}`,
    points: sum(formLines(FRAMES[design.frame].cost, f.name, form)),
  }))
  const dearest = costs.reduce((a, b) => (b.points > a.points ? b : a))
  const breakdown: PriceLine[] = [
    { label: `Dearest form (${dearest.name})`, points: dearest.points },
    { label: 'Transforming', points: TRANSFORM_COST },
    ...pilotLines,
  ]
  return ok({ points: sum(breakdown), breakdown, forms: costs })
}

/** Points or NaN, for places that have already validated the design. */
export const pointsOf = (design: UnitDesign): number => {
  const r = priceUnit(design)
  return r.ok ? r.value.points : Number.NaN
}
