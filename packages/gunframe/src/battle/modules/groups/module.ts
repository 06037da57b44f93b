/** Unit groups as a battle module: a follower's spots near its leader (GF-OPT-GROUPS-MOVE). */
import type { BattleModule } from '../../core/context.ts'
import { groupMoveDecisions } from './move.ts'

export function groupsModule(): BattleModule {
  return {
    id: 'groups',
    legal: (s, look, p) =>
      p.kind === 'choose' ? (groupMoveDecisions(s, look.table) ?? undefined) : undefined,
  }
}
