/**
 * A unit's position, counters, turn marks and upgrade marks are shared from one state to the next
 * (the ruleset's `shared` list), so apply copies only the units a decision changes (own.ts), and
 * of those not their parts. A rule that changes a part gives the unit a new one (these helpers)
 * instead of editing the old one, which earlier states still hold; the types make the parts
 * read-only so nothing edits them in place.
 */
import type { BattleUnit, UnitCounters, UnitTurnMarks, UnitUpgradeState } from '../types.ts'

export function setCounters(u: BattleUnit, change: Partial<UnitCounters>): void {
  u.counters = { ...u.counters, ...change }
}

export function setTurnMarks(u: BattleUnit, change: Partial<UnitTurnMarks>): void {
  u.turn = { ...u.turn, ...change }
}

export function setUpgradeState(u: BattleUnit, change: Partial<UnitUpgradeState>): void {
  u.upgradeState = { ...u.upgradeState, ...change }
}

/** Takes the crippled marker off (the one counter a unit may not carry at all). */
export function dropCrippled(u: BattleUnit): void {
  if (!('crippled' in u.counters)) return
  const { crippled: _, ...rest } = u.counters
  u.counters = rest
}
