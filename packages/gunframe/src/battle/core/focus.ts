/**
 * Focus points: half the side's gunframes on the table, not shut down and not crippled, rounded
 * up, plus what the modules add per unit on the table and not shut down (Hero). Conventional units
 * do not count (but may spend). One point per unit per turn, the modules allowing more (Ace).
 */
import type { Seat } from '@sortie/engine'
import { ignoresCrippling } from '@sortie/gunframe/power'
import type { BattleModules } from './context.ts'
import { focusLimit, moduleFocusBlocked, moduleFocusBonus } from './module.ts'
import type { BattleState, BattleUnit } from './types.ts'
import { setTurnMarks } from './unit/write.ts'

export function focusFor(mods: BattleModules, units: readonly BattleUnit[], seat: Seat): number {
  let n = 0
  let bonus = 0
  for (const u of units) {
    if (u.side !== seat || u.status !== 'table' || u.counters.shutDown) continue
    bonus += moduleFocusBonus(mods, u)
    // GF-CRIPPLED-FOCUS: a crippled unit no longer counts (unless shielded, ruling 9).
    if (u.profile.conventional || (u.counters.crippled === true && !ignoresCrippling(u.profile))) continue
    n++
  }
  return Math.ceil(n / 2) + bonus
}

/** Points spent on the unit this turn. */
function spentOn(state: BattleState, u: BattleUnit): number {
  if (u.turn.focusCount && u.turn.focusCount.turn === state.turn) return u.turn.focusCount.n
  return u.turn.focusSpent ? 1 : 0
}

/** Can a focus point be spent on this unit now? */
export function canSpendFocus(mods: BattleModules, state: BattleState, u: BattleUnit): boolean {
  return (
    (state.focus[u.side] ?? 0) > 0 &&
    (u.turn.focusSpent ? spentOn(state, u) : 0) < focusLimit(mods, u) &&
    // GF-MIS-REMEMBER-LOVE: judged where the unit stands now, not marked for the turn.
    !moduleFocusBlocked(mods, state, u)
  )
}

export function spendFocus(mods: BattleModules, state: BattleState, u: BattleUnit): void {
  state.focus[u.side] = (state.focus[u.side] ?? 0) - 1
  const n = (u.turn.focusSpent ? spentOn(state, u) : 0) + 1
  setTurnMarks(u, { focusSpent: true })
  if (focusLimit(mods, u) > 1) setTurnMarks(u, { focusCount: { turn: state.turn, n } })
}
