/**
 * Who must decide now. The action and minor phases are simultaneous: every seat with a pilot still
 * to commit is listed in `seats` and may answer in any order; the narrator also closes its part of
 * the action phase with 'ready' (so its tools stay open until then). Pending pilot ids are public
 * (the table shows who has yet to commit); the orders themselves are sealed in the state.
 */
import { actors } from './queries.ts'
import { type GwPrompt, type GwState, NARRATOR } from './types.ts'

export function pendingActors(s: GwState): string[] {
  if (s.phase === 'action')
    return actors(s)
      .filter((p) => !s.orders[p.id])
      .map((p) => p.id)
  if (s.phase === 'minor')
    return actors(s)
      .filter((p) => !s.minorsDone.includes(p.id))
      .map((p) => p.id)
  return []
}

export function promptOf(s: GwState): GwPrompt | null {
  if (s.result || s.phase === 'over') return null
  if (s.paused) return { kind: 'paused', seat: NARRATOR, reason: s.paused }
  const pending = pendingActors(s)
  const seatsOf = new Set(pending.map((id) => s.pilots[id]?.seat ?? ''))
  if (s.phase === 'action' && !s.narratorReady) seatsOf.add(NARRATOR)
  const seats = s.seats.filter((x) => seatsOf.has(x))
  return {
    kind: s.phase === 'action' ? 'orders' : 'minor',
    seat: seats[0] ?? NARRATOR,
    seats,
    turn: s.turn,
    pending,
  }
}
