/** Carried objects as a battle module: Hands' free pick-up opens a move (the move itself is core's). */
import type { BattleModule } from '../../core/context.ts'
import { handsPickable, handsPickUp } from './carry.ts'

export function objectsModule(): BattleModule {
  return {
    id: 'objects',
    // GF-OPT-THROWING-PICK-UP: the pick-up comes first; core then makes the move.
    decide: (s, c, d) =>
      d.kind === 'move' && d.pickUp !== undefined ? handsPickUp(s, c, d.pickUp) : undefined,
    // Hands may open a move with a free pick-up (a few moves per object).
    moveActions: (s, look, u, moves, seat) =>
      handsPickable(s, look.table, u).flatMap((ob) =>
        moves
          .slice(0, 3)
          .map((m) => ({ seat, kind: 'move' as const, path: m.path, facing: m.facing, pickUp: ob.id })),
      ),
  }
}
