/** The space battlefield as a battle module: a unit knocked off a space structure's edge. */
import type { BattleModule } from '../../core/context.ts'
import { spaceStructureEvent } from './structure.ts'

export function spaceModule(): BattleModule {
  return { id: 'space', onEvent: spaceStructureEvent }
}
