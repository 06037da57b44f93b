/**
 * Remember Love's disruption beacons in the battle (GF-MIS-REMEMBER-LOVE). The question is asked
 * afresh whenever a Focus Point would go on a unit, from where everything stands at that moment:
 * an attacking unit that walks out of a beacon's 8" may be focused again in the same turn, one
 * that walks in is cut off at once, and its own per-turn focus allowance is never touched.
 */
import { hypot } from '@sortie/engine'
import { focusBlocked } from '../../../missions/beacons.ts'
import type { BattleState, BattleUnit } from '../../core/types.ts'
import { missionUnit } from './units.ts'

/** Is a standing beacon keeping Focus Points off this unit right now? */
export function beaconBlocksFocus(s: BattleState, u: BattleUnit): boolean {
  const ms = s.mission.state
  if (ms?.id !== 'remember-love' || u.side !== ms.roles.attacker || u.piece) return false
  const units = s.units.map(missionUnit)
  // A beacon's marker is measured from its centre to the unit's base edge, as the table would.
  const distance = (p: { x: number; y: number }, mu: { pos: { x: number; y: number }; radius: number }) =>
    Math.max(0, hypot(p.x - mu.pos.x, p.y - mu.pos.y) - mu.radius)
  return focusBlocked(ms, missionUnit(u), units, distance)
}
