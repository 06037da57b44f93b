/**
 * Who must decide now. The action and minor phases are simultaneous: every seat with a pilot still
 * to commit is listed in `seats` and may answer in any order; the narrator also closes its part of
 * the action phase with 'ready' (so its tools stay open until then). Pending pilot ids are public
 * (the table shows who has yet to commit); the orders themselves are sealed in the state.
 *
 * A player seat whose pilot lies unconscious is never waited on, yet its player may declare the
 * character dead (§6.6.1): such a seat is named after the others, in `optional`, so the engine takes
 * that decision from it; the phase goes on without it, and a `pass` drops it until the next phase
 * (GW-RULING-DEATH-WINDOW).
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

/** What a `pass` is remembered against: the phase it was given in. */
export const phaseKey = (s: GwState): string => `${s.turn}:${s.phase}`

/** Unconscious (not dead) pilots: the ones whose players may declare them dead. */
export const declarable = (s: GwState): string[] =>
  Object.values(s.pilots)
    .filter((p) => p.unconscious && !p.dead)
    .map((p) => p.id)
    .sort()

export function promptOf(s: GwState): GwPrompt | null {
  if (s.result || s.phase === 'over') return null
  if (s.paused) return { kind: 'paused', seat: NARRATOR, reason: s.paused }
  const pending = pendingActors(s)
  const seatsOf = new Set(pending.map((id) => s.pilots[id]?.seat ?? ''))
  if (s.phase === 'action' && !s.narratorReady) seatsOf.add(NARRATOR)
  const seats = s.seats.filter((x) => seatsOf.has(x))
  // The narrator is asked in every action phase, its window for its own NPCs: never optional.
  const down = new Set(declarable(s).map((id) => s.pilots[id]?.seat ?? ''))
  const optional = s.seats.filter(
    (x) => x !== NARRATOR && down.has(x) && !seatsOf.has(x) && s.passed?.[x] !== phaseKey(s),
  )
  return {
    kind: s.phase === 'action' ? 'orders' : 'minor',
    seat: seats[0] ?? optional[0] ?? NARRATOR,
    seats: [...seats, ...optional],
    turn: s.turn,
    pending,
    ...(optional.length ? { optional } : {}),
  }
}
