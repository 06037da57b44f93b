/**
 * GF-ENV-SPACE-STRUCTURE, edge collisions: inside a space structure a unit forced into the table
 * edge (knock-back, recoil, throw) strains the unseen wall, so it rolls for a hull breach like
 * explode and blast do (mission-events.ts): 1-2 tears a 2" hazard, centred under the unit.
 */
import type { BattleCtx } from './context.ts'
import type { BattleEvent } from './events.ts'
import { findUnit } from './geo.ts'
import { hullBreach } from './mission-environment.ts'
import type { BattleState } from './types.ts'

export function spaceStructureEvent(s: BattleState, c: BattleCtx, e: BattleEvent): void {
  if (e.type !== 'KnockedBack' || e.stoppedBy !== 'edge') return
  if (s.mission.environment?.settings.id !== 'space-structure') return
  const u = findUnit(s, e.unit)
  if (u?.status === 'table') hullBreach(s, c, { ...u.pos })
}
