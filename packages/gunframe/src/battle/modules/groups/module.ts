/** Unit groups as a battle module: a follower's spots near its leader (GF-OPT-GROUPS-MOVE). */
import type { BattleModule } from '../../core/context.ts'
import { groupFollowerChoice } from './groups.ts'
import { groupMoveChoice, groupMoveDecisions } from './move.ts'
import { offerReactionGroup } from './react.ts'

export function groupsModule(): BattleModule {
  return {
    id: 'groups',
    // GF-OPT-GROUPS-FORM: a conventional unit may name followers before its reaction.
    react(s, c, u, by, d) {
      const r = offerReactionGroup(s, c, u, by, d)
      return r === null ? undefined : (r ?? 'done')
    },
    legal: (s, look, p) => (p.kind === 'choose' ? (groupMoveDecisions(s, look) ?? undefined) : undefined),
    choices: { ...groupFollowerChoice, ...groupMoveChoice },
  }
}
