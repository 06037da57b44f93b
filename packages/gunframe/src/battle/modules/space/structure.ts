/**
 * GF-ENV-SPACE-STRUCTURE, edge collisions: inside a space structure a unit forced into the table
 * edge (knock-back, recoil, throw) strains the unseen wall, so it rolls for a hull breach like
 * explode and blast do (modules/missions/events.ts): 1-2 tears a 2" hazard, centred under the unit.
 */
import type { BattleCtx } from '../../core/context.ts'
import type { BattleEvent } from '../../core/events/index.ts'
import { findUnit } from '../../core/geo.ts'
import type { BattleState } from '../../core/types.ts'
import { hullBreach } from '../missions/environment.ts'

export function spaceStructureEvent(s: BattleState, c: BattleCtx, e: BattleEvent): void {
  if (e.type !== 'KnockedBack' || e.stoppedBy !== 'edge') return
  if (s.mission.environment?.settings.id !== 'space-structure') return
  const u = findUnit(s, e.unit)
  if (u?.status === 'table') hullBreach(s, c, { ...u.pos })
}
