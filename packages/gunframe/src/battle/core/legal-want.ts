/**
 * The families of decisions a caller of `legal(state, want)` may leave out. GUNFRAME names two:
 * 'moves' — move actions (special moves included) and move reactions, whose paths are measured one
 * by one, the dearest part of a listing — and 'others', everything else. A bot that scores the
 * others first asks for the moves only when none of the others beats the best a move could score,
 * and then for the moves alone.
 */
import type { LegalWant } from '@sortie/engine'
import type { BattleDecision } from './types.ts'

export const MOVES = 'moves'
export const OTHERS = 'others'

/** Does a listing for `want` include the moves? */
export const listsMoves = (want: LegalWant | undefined): boolean => !want?.without?.includes(MOVES)

/** Does a listing for `want` include the decisions that are not moves? */
export const listsOthers = (want: LegalWant | undefined): boolean => !want?.without?.includes(OTHERS)

/** One of the 'moves' family: a move action or a move reaction. */
export const isMoveDecision = (d: BattleDecision): boolean =>
  d.kind === 'move' || (d.kind === 'react' && d.action === 'move')

/** Is `d` in a listing for `want`? */
export const wanted = (want: LegalWant | undefined, d: BattleDecision): boolean =>
  isMoveDecision(d) ? listsMoves(want) : listsOthers(want)

/** A listing without the moves, for callers that said they will not pick one. */
export const WITHOUT_MOVES: LegalWant = { without: [MOVES] }

/** The moves alone, in the order the full listing holds them. */
export const ONLY_MOVES: LegalWant = { without: [OTHERS] }
