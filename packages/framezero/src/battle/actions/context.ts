/** Small lookups the frame's turn shares. */
import { err, type RuleError } from '@sortie/engine'
import { RULER } from '../../units/index.ts'
import { bandAt, frameGap, frameToRect, HTH, isCover, SSR_MIN } from '../geo.ts'
import type { CoverSpec, FrameState, FzState, TurnState } from '../types.ts'
import { actionValue } from './pool.ts'

export const fail = (code: string, message: string): RuleError => err(`framezero/${code}`, message).error

export const topTurn = (s: FzState): TurnState | undefined => s.turns[s.turns.length - 1]

export const frameById = (s: FzState, id: string) => s.frames.find((f) => f.id === id)

/** The turn on top of the stack, if it belongs to `frame` and is at `step`. */
export function turnAt(s: FzState, frame: string, step: TurnState['step']): TurnState | RuleError {
  const t = topTurn(s)
  if (!t || t.frame !== frame) return fail('not_this_frame', `It is not ${frame}'s turn.`)
  if (t.step !== step) return fail('wrong_step', `${frame} is at the ${t.step} step, not ${step}.`)
  return t
}

export const isError = (x: unknown): x is RuleError =>
  typeof x === 'object' && x !== null && 'code' in x && 'message' in x

export type Resolved = { kind: 'frame'; frame: FrameState } | { kind: 'cover'; cover: CoverSpec }

export function targetOf(s: FzState, t: TurnState): Resolved | undefined {
  if (!t.target) return undefined
  if (t.target.kind === 'frame') {
    const f = frameById(s, t.target.id)
    return f && !f.destroyed && f.pos ? { kind: 'frame', frame: f } : undefined
  }
  const id = t.target.id
  const c = s.cover.find((x) => x.id === id)
  // Razed below 3 bricks since it was declared (say by the attack that activated this frame), it
  // is no longer cover, and only cover may be targeted: the target is gone (MF-RULING-RAZED-TARGET).
  return c && isCover(c) ? { kind: 'cover', cover: c } : undefined
}

export function targetDistance(s: FzState, t: TurnState): number | undefined {
  const me = frameById(s, t.frame)
  const tg = targetOf(s, t)
  if (!me?.pos || !tg) return undefined
  return tg.kind === 'frame' ? frameGap(me.pos, tg.frame.pos!) : frameToRect(me.pos, tg.cover)
}

/** The attack die's reach: its band, and for a rocket also the 2 u minimum (F§3, F§4). */
export function attackInRange(s: FzState, t: TurnState): boolean {
  const d = targetDistance(s, t)
  if (d === undefined || !t.band) return false
  const i = t.assignment?.attack
  const die = i === null || i === undefined ? undefined : t.pool?.[i]
  if (die?.band === 'r') return d >= SSR_MIN && d <= RULER
  return bandAt(d) === t.band || (t.band === 'h' && d <= HTH)
}

/** An assigned attack that can still be made: the frame must make it before spotting or ending. */
export function attackDue(s: FzState, t: TurnState): boolean {
  return !t.attacked && actionValue(t, 'attack') > 0 && attackInRange(s, t)
}
