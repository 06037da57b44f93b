/**
 * GF-UPG-HANDS with the missions' loot counters: a unit with Hands takes a loot counter it touches
 * for free as a move action starts (the move decision's `pickUp`) or once it ends (the after-move
 * choice), instead of spending the special action the missions ask of everyone else. Which
 * counters it may take is the mission's own pick-up rule (touching, not carried, one at a time);
 * its hands must also be free of a thrown-objects object (one thing carried at a time).
 */
import { missionActions, pickUp as takeCounter } from '../../../missions/counters.ts'
import type { TableRules } from '../../../table/contract.ts'
import type { BattleCtx } from '../../core/context.ts'
import type { BattleState, BattleUnit } from '../../core/types.ts'
import { distanceFn, missionUnit } from '../missions/units.ts'
import { hasHands } from '../upgrades/capabilities.ts'

/** Loot counters the unit could take for free now (none without Hands or a mission's loot). */
export function handsLoot(s: BattleState, table: TableRules, u: BattleUnit): string[] {
  const ms = s.mission.state
  if (!ms || !hasHands(u) || u.status !== 'table' || u.counters.knockedDown || u.counters.shutDown) return []
  if (s.opt?.objects.some((x) => x.carrier === u.id)) return []
  return missionActions(ms, missionUnit(u), distanceFn(s, table)).flatMap((a) =>
    a.kind === 'pick-up' ? [a.counter] : [],
  )
}

/** Takes the counter (checked by the caller against `handsLoot`). */
export function takeLoot(s: BattleState, c: BattleCtx, u: BattleUnit, counter: string): void {
  const ms = s.mission.state
  if (!ms) return
  s.mission.state = takeCounter(ms, counter, u.id)
  c.emit({ type: 'LootPickedUp', unit: u.id, counter })
}
