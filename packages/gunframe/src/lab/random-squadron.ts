/**
 * Random legal squadrons for the balance lab, built with the units module: example units from
 * the catalogue, each upgrade kept or dropped at random (so an upgrade's effect can be told apart
 * from the unit that usually carries it), priced by the builder and checked by validateSquadron.
 *
 * The budget itself is drawn between 80% and 100% of the limit: if every squadron spent exactly
 * the limit, "one more point" would never vary and the lab could not measure what a point is worth.
 */
import type { Dice } from '@sortie/engine'
import {
  CATALOGUE,
  pointsOf,
  type Squadron,
  type SquadronUnit,
  type UnitDesign,
  upgradeById,
  validateSquadron,
  validateUnit,
} from '../units/index.ts'

/** Chance that each removable upgrade of a picked unit is dropped. */
const DROP = 0.3

const usable = (d: UnitDesign) => !d.combined && validateUnit(d, { optionalRules: false }).length === 0

/** The example units a random squadron may field: no combined forms, no optional-rule upgrades. */
let pool: UnitDesign[] | undefined
export const candidates = (): UnitDesign[] => {
  pool ??= CATALOGUE.map((e) => e.design).filter(usable)
  return pool
}

const ids = (d: UnitDesign) => [
  ...new Set(
    [...d.upgrades, ...(d.transforms ?? []).flatMap((f) => f.upgrades)]
      .filter((u) => !u.free)
      .map((u) => u.id),
  ),
]

/** The design without upgrade `id` in any form, or null when the builder refuses the result. */
export function without(d: UnitDesign, id: string): UnitDesign | null {
  const strip = (ups: UnitDesign['upgrades']) => ups.filter((u) => u.id !== id || u.free)
  const out: UnitDesign = {
    ...structuredClone(d),
    upgrades: strip(d.upgrades),
    ...(d.transforms
      ? { transforms: d.transforms.map((f) => ({ ...structuredClone(f), upgrades: strip(f.upgrades) })) }
      : {}),
  }
  return validateUnit(out, { optionalRules: false }).length === 0 ? out : null
}

/** A variation of an example unit: linked upgrades always dropped (they need a pair), others at random. */
function vary(d: UnitDesign, dice: Dice, taken: Set<string>): UnitDesign {
  let out = d
  for (const id of ids(d)) {
    const def = upgradeById(id)
    const drop = def?.linked || (def?.unique && taken.has(id)) || dice.roll(1000) <= DROP * 1000
    if (drop) out = without(out, id) ?? out
  }
  return out
}

export function randomSquadron(dice: Dice, limit: number, name: string): Squadron {
  const budget = limit - (dice.roll(Math.floor(limit * 0.2) + 1) - 1)
  const units: SquadronUnit[] = []
  const taken = new Set<string>()
  let left = budget
  const list = candidates()
  for (let tries = 0; tries < 80 && left > 0; tries++) {
    const pick = vary(list[dice.roll(list.length) - 1]!, dice, taken)
    const cost = pointsOf(pick)
    if (!(cost <= left)) continue
    const next = [...units, { ...structuredClone(pick), id: `u${units.length + 1}` }]
    if (
      validateSquadron({ name, size: 'custom', points: limit, units: next }, { optionalRules: false })
        .length > 0
    )
      continue
    units.push(next[next.length - 1]!)
    for (const id of ids(pick)) if (upgradeById(id)?.unique) taken.add(id)
    left -= cost
  }
  return { name, size: 'custom', points: limit, units }
}
