/** Carried objects as a battle module: Hands' free pick-up opens a move (the move itself is core's). */
import type { BattleModule } from '../../core/context.ts'
import { handsPickUp } from './carry.ts'

export function objectsModule(): BattleModule {
  return {
    id: 'objects',
    // GF-OPT-THROWING-PICK-UP: the pick-up comes first; core then makes the move.
    decide: (s, c, d) =>
      d.kind === 'move' && d.pickUp !== undefined ? handsPickUp(s, c, d.pickUp) : undefined,
  }
}
