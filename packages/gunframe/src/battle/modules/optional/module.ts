/** The optional rules as a battle module: their setup (combiners, structures, objects, space) and actions. */
import type { BattleModule } from '../../core/context.ts'
import { combinerPlaceChoice } from '../combiners/place.ts'
import { optionalActions, optionalDecide } from './actions.ts'
import { darkEvadeChoice } from './darkness.ts'
import { afterMoveChoice } from './events.ts'
import { optionalMoveError } from './move.ts'
import { optionalEndPhase, startOptional } from './setup.ts'

export function optionalModule(): BattleModule {
  return {
    id: 'optional',
    start: startOptional,
    // Buildings and space limit moves in ways the table cannot see.
    moveError: optionalMoveError,
    actions: optionalActions,
    decide(s, c, d) {
      if (d.kind !== 'optional') return undefined
      if (s.stack[s.stack.length - 1]?.t !== 'activation')
        return { code: 'gunframe/no_activation', message: 'No unit is activating.' }
      return optionalDecide(s, c, d) ?? 'done'
    },
    // End-of-turn effects (drift, Unkillable) come before reserves.
    endPhase: optionalEndPhase,
    // Placing a separated combiner's members, an evade in the dark, a move's after-effects.
    choices: { ...combinerPlaceChoice, ...darkEvadeChoice, ...afterMoveChoice },
  }
}
