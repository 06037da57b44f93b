/** The space battlefield as a battle module: a unit knocked off a space structure's edge. */
import type { BattleModule } from '../../core/context.ts'
import { flyerSight } from './cover.ts'
import { debrisReturnChoice, debrisReturnChoices } from './return.ts'
import { spaceStructureEvent } from './structure.ts'

export function spaceModule(): BattleModule {
  return {
    id: 'space',
    // GF-OPT-SPACE-OFF-EDGE: returning debris is answered with a point.
    legal: (s, _look, p) => (p.kind === 'choose' ? (debrisReturnChoices(s, p.seat) ?? undefined) : undefined),
    onEvent: spaceStructureEvent,
    // GF-OPT-SPACE-DEBRIS: debris may give a flying target cover.
    flyerSight,
    choices: debrisReturnChoice,
  }
}
