/**
 * The families of decisions a caller of `legal(state, want)` may leave out. GUNFRAME names two:
 * 'moves' — every move action (special moves included) and move reaction, whose paths are
 * measured one by one, the dearest part of a listing — and 'table-moves', the activating unit's
 * moves from the table's candidates (moveOptions, and the moves modules build on them: a pick-up
 * on the way). A bot that scores the rest first measures the moves only when one could still win
 * (the greedy bot, with bestMoveOption for the table's).
 */
import type { LegalWant } from '@sortie/engine'
import type { BattleDecision } from './types.ts'

export const MOVES = 'moves'
export const TABLE_MOVES = 'table-moves'

/** Does a listing for `want` include the moves? */
export const listsMoves = (want: LegalWant | undefined): boolean => !want?.without?.includes(MOVES)

/** Does a listing for `want` include the activating unit's moves from the table's candidates? */
export const listsTableMoves = (want: LegalWant | undefined): boolean =>
  listsMoves(want) && !want?.without?.includes(TABLE_MOVES)

/** One of the 'moves' family: a move action or a move reaction. */
export const isMoveDecision = (d: BattleDecision): boolean =>
  d.kind === 'move' || (d.kind === 'react' && d.action === 'move')

/** A listing without the moves, for callers that said they will not pick one. */
export const WITHOUT_MOVES: LegalWant = { without: [MOVES] }

/** A listing without the table's candidate moves (the special moves and everything else stay). */
export const WITHOUT_TABLE_MOVES: LegalWant = { without: [TABLE_MOVES] }
