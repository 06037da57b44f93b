/**
 * Focus points: half the side's gunframes on the table and not shut down, rounded up.
 * Conventional units do not count (but may spend). One point per unit per turn.
 */
import type { Seat } from '@sortie/engine'
import type { BattleState, BattleUnit } from './types.ts'

export function focusFor(units: readonly BattleUnit[], seat: Seat): number {
  let n = 0
  for (const u of units) if (u.side === seat && u.status === 'table' && !u.shutDown && !u.conventional) n++
  return Math.ceil(n / 2)
}

/** Can a focus point be spent on this unit now? */
export function canSpendFocus(state: BattleState, u: BattleUnit): boolean {
  return !u.focusSpent && (state.focus[u.side] ?? 0) > 0
}

export function spendFocus(state: BattleState, u: BattleUnit): void {
  state.focus[u.side] = (state.focus[u.side] ?? 0) - 1
  u.focusSpent = true
}
