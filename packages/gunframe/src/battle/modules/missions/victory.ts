/**
 * Winning (GF-MIS-WIN): the missions module's verdict over the VP the battle collected — end of
 * game VP, attrition against the strongest opponent, and the missions that name their winner.
 * A free-for-all scores its markers for every player and uses the standard rules.
 */
import type { Seat } from '@sortie/engine'
import { controlledCount } from '../../../missions/control.ts'
import type { MissionView } from '../../../missions/scoring.ts'
import { addVp, attritionPoints, suddenDeath, winnerByVp } from '../../../missions/standard.ts'
import { decideWinner } from '../../../missions/victory.ts'
import type { BattleCtx } from '../../core/context.ts'
import type { BattleResult, BattleState } from '../../core/types.ts'
import { distanceFn, missionUnits } from './units.ts'

export function decideVictory(s: BattleState, c: BattleCtx, reason: BattleResult['reason']): BattleResult {
  const ms = s.mission.state
  const view = { turn: s.turn, units: missionUnits(s), distance: distanceFn(s, c.table) }
  if (!ms || s.mission.ffa) {
    const attrition = attritionPoints(view.units, s.seats)
    const vp = addVp({ ...s.vp }, attrition)
    return { ...winnerByVp(vp), reason, vp, attrition }
  }
  const end = ms.end ?? { reason: reason === 'sudden_death' ? 'sudden-death' : reason, turn: s.turn }
  const v = decideWinner(ms, view, s.vp, end)
  return { winners: v.winners, draw: v.draw, reason, vp: v.vp, attrition: v.attrition }
}

/** GF-MULTI-FFA: every player scores the markers it alone holds (Take and Hold: the turn number). */
export function ffaEndPhase(
  s: BattleState,
  view: MissionView,
): { gained: Record<Seat, number>; end: BattleResult['reason'] | null } {
  const ms = s.mission.state
  const gained: Record<Seat, number> = {}
  for (const seat of s.seats) gained[seat] = 0
  if (ms) {
    const held = controlledCount(ms.markers, view.units, view.distance)
    const worth = ms.id === 'take-and-hold' ? s.turn : 1
    for (const seat of s.seats) gained[seat] = (held[seat] ?? 0) * worth
  }
  const wiped = suddenDeath(view.units, s.seats)
  if (wiped.length > 0) return { gained, end: 'sudden_death' }
  return { gained, end: s.turn >= 5 ? 'turns' : null }
}
