/**
 * Sealed: a tiny simultaneous ruleset that proves the contract's multi-seat prompts. Each round
 * both seats secretly pick a number from 1 to 3 in any order; once both have committed the picks
 * are revealed together and the higher pick scores a point. While a pick is sealed, `view` shows
 * the other seat only that it has committed.
 */
import { defineRuleset } from '../protocol/define.ts'
import { err, ok } from '../protocol/result.ts'
import type { Seat } from '../protocol/types.ts'
import { type RngState, seedRng } from '../rng/state.ts'

export interface SealedState {
  rng: RngState
  round: number
  rounds: number
  sealed: Record<Seat, number>
  score: Record<Seat, number>
  revealed: { p1: number; p2: number }[]
}

export type SealedDecision = { seat: Seat; kind: 'pick'; n: number }
export type SealedPrompt = { seat: Seat; seats: Seat[]; kind: 'pick' }
export type SealedEvent =
  | { type: 'Committed'; seat: Seat }
  | { type: 'Revealed'; round: number; p1: number; p2: number; winner: Seat | null }

const SEATS: Seat[] = ['p1', 'p2']

export interface SealedView {
  round: number
  score: Record<Seat, number>
  revealed: { p1: number; p2: number }[]
  /** Own pick, if committed; of the others only whether they have committed. */
  mine: number | null
  committed: Seat[]
}

function promptOf(s: SealedState): SealedPrompt | null {
  if (s.round > s.rounds) return null
  const waiting = SEATS.filter((x) => s.sealed[x] === undefined)
  return { seat: waiting[0] as Seat, seats: waiting, kind: 'pick' }
}

export const sealed = defineRuleset<
  { rounds: number },
  SealedState,
  SealedDecision,
  SealedPrompt,
  SealedEvent
>({
  id: 'sealed',
  start(setup, seed) {
    if (!Number.isInteger(setup.rounds) || setup.rounds < 1)
      return err('sealed/bad_setup', 'rounds must be a positive whole number')
    return ok({
      rng: seedRng(seed),
      round: 1,
      rounds: setup.rounds,
      sealed: {},
      score: { p1: 0, p2: 0 },
      revealed: [],
    })
  },
  prompt: promptOf,
  legal(s) {
    const p = promptOf(s)
    return p ? p.seats.flatMap((seat) => [1, 2, 3].map((n) => ({ seat, kind: 'pick' as const, n }))) : []
  },
  reduce(draft, d, ctx) {
    if (d.kind !== 'pick' || ![1, 2, 3].includes(d.n))
      return { code: 'sealed/bad_pick', message: 'Pick a whole number from 1 to 3.' }
    draft.sealed[d.seat] = d.n
    ctx.emit({ type: 'Committed', seat: d.seat })
    const a = draft.sealed.p1
    const b = draft.sealed.p2
    if (a === undefined || b === undefined) return undefined
    const winner = a > b ? 'p1' : b > a ? 'p2' : null
    if (winner) draft.score[winner] = (draft.score[winner] ?? 0) + 1
    draft.revealed.push({ p1: a, p2: b })
    ctx.emit({ type: 'Revealed', round: draft.round, p1: a, p2: b, winner })
    draft.sealed = {}
    draft.round++
    return undefined
  },
  outcome(s) {
    if (s.round <= s.rounds) return null
    const a = s.score.p1 ?? 0
    const b = s.score.p2 ?? 0
    return {
      winners: a === b ? [] : [a > b ? 'p1' : 'p2'],
      draw: a === b,
      reason: 'rounds played',
      scores: { ...s.score },
    }
  },
  view(s, seat): SealedView {
    return {
      round: s.round,
      score: { ...s.score },
      revealed: s.revealed.map((r) => ({ ...r })),
      mine: s.sealed[seat] ?? null,
      committed: SEATS.filter((x) => s.sealed[x] !== undefined),
    }
  },
})
