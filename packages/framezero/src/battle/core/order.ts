/**
 * Tactical order (F§9): the highest current score activates an unactivated frame or passes to the
 * next; the lowest cannot pass while it has frames to activate; players without unactivated
 * frames are skipped; after each activation (and the combat chain it caused) play restarts from
 * the top. Equal scores follow the tactical rank (MF-RULING-SCORE-TIE).
 */
import type { ReduceContext, RuleError, Seat } from '@sortie/engine'
import { fail } from '../actions/context.ts'
import type { FzEvent, FzState } from '../types.ts'
import { byScore } from './scores.ts'

export const unactivated = (s: FzState, seat: Seat) =>
  s.frames.filter((f) => f.seat === seat && !f.destroyed && f.pos && !f.activated)

/** The seat to act now and whether it may pass; null when nobody has a frame left to activate. */
export function tacticalTurn(s: FzState): { seat: Seat; canPass: boolean } | null {
  const eligible = byScore(s).filter((x) => unactivated(s, x).length > 0)
  const open = eligible.filter((x) => !s.passed.includes(x))
  const seat = open[0]
  if (!seat) return null
  return { seat, canPass: open.length > 1 }
}

export function reduceActivate(
  s: FzState,
  seat: Seat,
  frame: string,
  ctx: ReduceContext<FzEvent>,
): RuleError | undefined {
  const tt = tacticalTurn(s)
  if (!tt || tt.seat !== seat) return fail('not_your_activation', `It is not ${seat}'s turn to activate.`)
  const f = unactivated(s, seat).find((x) => x.id === frame)
  if (!f) return fail('cannot_activate', `${frame} is not an unactivated frame of ${seat}.`)
  f.activated = true
  s.activations++
  s.turns.push({
    frame,
    cause: 'tactical',
    step: 'declare',
    target: null,
    band: null,
    pool: null,
    assignment: null,
    moved: false,
    attacked: false,
    pending: null,
  })
  ctx.emit({ type: 'Activated', frame, cause: 'tactical' })
  return undefined
}

export function reducePass(s: FzState, seat: Seat, ctx: ReduceContext<FzEvent>): RuleError | undefined {
  const tt = tacticalTurn(s)
  if (!tt || tt.seat !== seat) return fail('not_your_activation', `It is not ${seat}'s turn to activate.`)
  if (!tt.canPass) return fail('cannot_pass', 'The lowest score with frames to activate cannot pass.')
  s.passed.push(seat)
  ctx.emit({ type: 'Passed', seat })
  return undefined
}

/** Ends the frame's turn on top of the stack; an emptied stack restarts tactical order. */
export function endTopTurn(s: FzState, ctx: ReduceContext<FzEvent>): void {
  const t = s.turns.pop()
  if (t) ctx.emit({ type: 'TurnEnded', frame: t.frame })
  if (s.turns.length === 0) s.passed = []
}
