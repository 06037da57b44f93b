/**
 * Carried objects as a battle module: Hands' free pick-up (an object, or a mission's loot counter)
 * opens a move (the move itself is core's).
 */
import type { BattleModule } from '../../core/context.ts'
import { handsPickable, handsPickUp } from './carry.ts'
import { handsLoot } from './hands-loot.ts'

export function objectsModule(): BattleModule {
  return {
    id: 'objects',
    // GF-OPT-THROWING-PICK-UP: the pick-up comes first; core then makes the move.
    decide: (s, c, d) =>
      d.kind === 'move' && d.pickUp !== undefined ? handsPickUp(s, c, d.pickUp) : undefined,
    // Hands may open a move with a free pick-up of an object or a loot counter (a few moves each).
    moveActions: (s, look, u, moves, seat) =>
      [...handsPickable(s, look.table, u).map((ob) => ob.id), ...handsLoot(s, look.table, u)].flatMap((id) =>
        moves
          .slice(0, 3)
          .map((m) => ({ seat, kind: 'move' as const, path: m.path, facing: m.facing, pickUp: id })),
      ),
  }
}
