/**
 * GF-RULING-COMBINED-LINKED: a linked upgrade on a combined form pairs with the other holder of
 * that upgrade in its force, as any linked pair does. The force is checked with the form counted
 * as one more carrier (GF-RULING-COMBINED-UPGRADES), so there is exactly one such holder. The
 * pairing made at setup (setup.ts's pairLinked) cannot see the form — it is built later, by the
 * combiner rules — so the pair is made here once the form stands among the battle's units:
 * when the team combines, or (a team that starts combined) when the first unit is set down.
 *
 * Every linked effect already asks for both partners on the table, so nothing more is needed:
 * paired with a unit outside its team, the link works while both stand; paired with one of its
 * own team's members, the two are never on the table together and the link simply lapses.
 */
import type { BattleEvent } from '../../core/events/index.ts'
import { findUnit } from '../../core/geo.ts'
import type { BattleState, BattleUnit } from '../../core/types.ts'
import { setUpgradeState } from '../../core/unit/write.ts'
import { LINKED } from './setup.ts'

const ownerOf = (u: BattleUnit): string => u.owner ?? u.side

function pair(a: BattleUnit, b: BattleUnit, id: string): void {
  setUpgradeState(a, { partners: { ...a.upgradeState.partners, [id]: b.id } })
}

/** Pairs each combined form among the units with the one other holder of each linked upgrade. */
export function pairCombinedForms(s: BattleState): void {
  const teams = s.opt?.combiners
  if (!teams || teams.length === 0) return
  for (const team of teams) {
    const form = findUnit(s, team.form)
    if (!form) continue
    for (const id of form.profile.upgrades) {
      if (!LINKED.has(id) || form.upgradeState.partners?.[id]) continue
      const holders = [...s.units, ...(s.opt?.stash ?? [])].filter(
        (u) => u !== form && ownerOf(u) === ownerOf(form) && u.profile.upgrades.includes(id),
      )
      const mate = holders.length === 1 ? holders[0] : undefined
      if (!mate) continue
      pair(form, mate, id)
      if (!mate.upgradeState.partners?.[id]) pair(mate, form, id)
    }
  }
}

/** The events after which a combined form may newly stand among the units. */
export function pairAfter(s: BattleState, e: BattleEvent): void {
  if (e.type === 'CombinerFormed' || e.type === 'UnitDeployed' || e.type === 'UnitPlaced')
    pairCombinedForms(s)
}
