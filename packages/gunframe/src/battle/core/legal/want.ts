/**
 * The families of decisions a caller of `legal(state, want)` may leave out. GUNFRAME names four:
 * 'moves' — every move action (special moves included) and move reaction, whose paths are
 * measured one by one, the dearest part of a listing; 'table-moves', the activating unit's moves
 * from the table's candidates (moveOptions, and the moves modules build on them: a pick-up on the
 * way); 'others', every decision that is not a move; and 'locks', the target lock actions within
 * the others (each asks for line of sight to its enemy, however far: a bot that scores a lock
 * below what it already has need not measure them). A bot that scores the others first measures
 * the moves only when one could still win (the greedy bot, with bestMoveOption for the table's).
 */
import type { LegalWant } from '@sortie/engine'
import type { BattleDecision } from '../types.ts'

export const MOVES = 'moves'
export const TABLE_MOVES = 'table-moves'
export const OTHERS = 'others'
export const LOCKS = 'locks'

/** Does a listing for `want` include the moves? */
export const listsMoves = (want: LegalWant | undefined): boolean => !want?.without?.includes(MOVES)

/** Does a listing for `want` include the activating unit's moves from the table's candidates? */
export const listsTableMoves = (want: LegalWant | undefined): boolean =>
  listsMoves(want) && !want?.without?.includes(TABLE_MOVES)

/** Does a listing for `want` include the decisions that are not moves? */
export const listsOthers = (want: LegalWant | undefined): boolean => !want?.without?.includes(OTHERS)

/** Does a listing for `want` include the target lock actions? */
export const listsLocks = (want: LegalWant | undefined): boolean =>
  listsOthers(want) && !want?.without?.includes(LOCKS)

/** Does a listing for `want` hold every family? */
export const listsAll = (want: LegalWant | undefined): boolean => listsMoves(want) && listsLocks(want)

/** Is `d` in a listing for `want` (by its shape: the table's moves are left out where listed)? */
export const wanted = (want: LegalWant | undefined, d: BattleDecision): boolean =>
  isMoveDecision(d) ? listsMoves(want) : d.kind === 'lock' ? listsLocks(want) : listsOthers(want)

/** One of the 'moves' family: a move action or a move reaction. */
export const isMoveDecision = (d: BattleDecision): boolean =>
  d.kind === 'move' || (d.kind === 'react' && d.action === 'move')

/** A listing without the moves, for callers that said they will not pick one. */
export const WITHOUT_MOVES: LegalWant = { without: [MOVES] }

/** A listing without the moves and the target locks. */
export const WITHOUT_MOVES_OR_LOCKS: LegalWant = { without: [MOVES, LOCKS] }

/** A listing without the table's candidate moves (the special moves and everything else stay). */
export const WITHOUT_TABLE_MOVES: LegalWant = { without: [TABLE_MOVES] }

/** The moves that are not the table's: special moves, a fast flyer's flights, landing, transforming. */
export const OTHER_MOVES: LegalWant = { without: [TABLE_MOVES, OTHERS] }
