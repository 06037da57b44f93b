/**
 * Focus points: half the side's gunframes on the table, not shut down and not crippled, rounded
 * up, plus one per Hero on the table and not shut down. Conventional units do not count (but may
 * spend). One point per unit per turn, Ace (N) allowing N more.
 */
import type { Seat } from '@sortie/engine'
import { ignoresCrippling } from '@sortie/gunframe/power'
import { beaconBlocksFocus } from '../modules/missions/beacons.ts'
import type { BattleState, BattleUnit } from './types.ts'

export function focusFor(units: readonly BattleUnit[], seat: Seat): number {
  let n = 0
  let heroes = 0
  for (const u of units) {
    if (u.side !== seat || u.status !== 'table' || u.shutDown) continue
    // GF-UPG-HERO: +1 a turn while on the table and not shut down.
    if (u.upgrades.includes('hero')) heroes++
    // GF-CRIPPLED-FOCUS: a crippled unit no longer counts (unless shielded, ruling 9).
    if (u.conventional || (u.crippled === true && !ignoresCrippling(u))) continue
    n++
  }
  return Math.ceil(n / 2) + heroes
}

/** Points spent on the unit this turn. */
function spentOn(state: BattleState, u: BattleUnit): number {
  if (u.focusCount && u.focusCount.turn === state.turn) return u.focusCount.n
  return u.focusSpent ? 1 : 0
}

/** GF-UPG-ACE: N more points may go on this unit each turn (not a second reaction, ruling 1). */
const limit = (u: BattleUnit): number => 1 + (u.upgrades.includes('ace') ? (u.upgradeN?.ace ?? 1) : 0)

/** Can a focus point be spent on this unit now? */
export function canSpendFocus(state: BattleState, u: BattleUnit): boolean {
  return (
    (state.focus[u.side] ?? 0) > 0 &&
    (u.focusSpent ? spentOn(state, u) : 0) < limit(u) &&
    // GF-MIS-REMEMBER-LOVE: judged where the unit stands now, not marked for the turn.
    !beaconBlocksFocus(state, u)
  )
}

export function spendFocus(state: BattleState, u: BattleUnit): void {
  state.focus[u.side] = (state.focus[u.side] ?? 0) - 1
  const n = (u.focusSpent ? spentOn(state, u) : 0) + 1
  u.focusSpent = true
  if (limit(u) > 1) u.focusCount = { turn: state.turn, n }
}
