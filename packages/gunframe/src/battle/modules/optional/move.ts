/**
 * The optional rules' say on a move before the table measures it (called from the move check,
 * so legal moves, declared moves and reactions all agree): infantry inside a building only leave
 * by stepping out (GF-OPT-STRUCTURE-OCCUPY), and space forbids what the table cannot see
 * (GF-OPT-SPACE: floating structures, stopping on debris, landing off a massive surface).
 */
import type { RuleError, Vec } from '@sortie/engine'
import type { BattleState, BattleUnit, SpecialMove } from '../../core/types.ts'
import { spaceMoveError } from '../space/rules.ts'

export function optionalMoveError(
  s: BattleState,
  u: BattleUnit,
  path: readonly Vec[],
  special?: SpecialMove,
): RuleError | undefined {
  if (!s.opt) return undefined
  if (s.opt.structures.some((st) => st.occupants.some((o) => o.unit === u.id)))
    return { code: 'gunframe/in_building', message: 'Infantry leave a building by stepping out of it.' }
  return spaceMoveError(s, u, path, special)
}
