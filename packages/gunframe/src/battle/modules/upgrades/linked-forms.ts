/**
 * GF-RULING-COMBINED-LINKED: a linked upgrade on a combined form pairs with the other holder of
 * that upgrade in its force, as any linked pair does. The force is checked with the form counted
 * as one more carrier (GF-RULING-COMBINED-UPGRADES), so there is exactly one such holder. The
 * pairing made as units are prepared (setup.ts's pairLinked) cannot see the forms, which the
 * combiner rules build afterwards, so those rules call this once every form exists (in the
 * battle's units with Gestalt, in the stash otherwise): the pair then stands from the first
 * placement on, whichever of the two comes first (GF-UPG-RIVALS keeps them apart).
 *
 * Every linked effect already asks for both partners on the table, so nothing more is needed:
 * paired with a unit outside its team, the link works while both stand; paired with one of its
 * own team's members, the two are never on the table together and the link simply lapses.
 */
import type { BattleState, BattleUnit } from '../../core/types.ts'
import { ownedUnits } from '../../core/unit/own.ts'
import { setUpgradeState } from '../../core/unit/write.ts'
import { LINKED } from './setup.ts'

const ownerOf = (u: BattleUnit): string => u.owner ?? u.side

function pair(a: BattleUnit, b: BattleUnit, id: string): void {
  setUpgradeState(a, { partners: { ...a.upgradeState.partners, [id]: b.id } })
}

/** Pairs each combined form (on the table or off it) with the one other holder of each linked upgrade. */
export function pairCombinedForms(s: BattleState): void {
  const teams = s.opt?.combiners
  if (!teams || teams.length === 0) return
  const all = [...ownedUnits(s), ...(s.opt?.stash ?? [])]
  for (const team of teams) {
    const form = all.find((u) => u.id === team.form)
    if (!form) continue
    for (const id of form.profile.upgrades) {
      if (!LINKED.has(id) || form.upgradeState.partners?.[id]) continue
      const holders = all.filter(
        (u) => u !== form && ownerOf(u) === ownerOf(form) && u.profile.upgrades.includes(id),
      )
      const mate = holders.length === 1 ? holders[0] : undefined
      if (!mate) continue
      pair(form, mate, id)
      if (!mate.upgradeState.partners?.[id]) pair(mate, form, id)
    }
  }
}
