/**
 * The Ruleset contract (DESIGN §2): every ruleset is a set of pure functions over plain-JSON
 * state. Every player choice, including those made inside an opponent's activation, is a Decision
 * answering the current Prompt. Each ruleset narrows Decision, Prompt and Event to its own tagged
 * unions; the loose shapes below are only the defaults for code that handles any ruleset.
 */
import type { RngState } from '../rng/state.ts'
import type { Result, RuleError } from './result.ts'

/** A player seat: 'p1', 'p2', … Seats, not names, so a game can be replayed by anyone. */
export type Seat = string

/**
 * What every prompt carries. `seat` is the seat asked; `seats`, when present, lists every seat
 * that may answer now (simultaneous orders: each seat commits in any order and the ruleset decides
 * when the step resolves). Prompts are public: anything a seat must not see (a sealed order) lives
 * in the state and is filtered by `view`.
 */
export interface PromptShape {
  seat: Seat
  seats?: readonly Seat[]
  /**
   * Seats named in `seats` that may act but are not waited for (a Gunwave player whose only pilot
   * lies unconscious may still declare it dead). They count for who may answer, not for whether
   * the decisions of this step are made side by side (sealed).
   */
  optional?: readonly Seat[]
  kind: string
}

/** What every decision carries: who answers, and which kind of answer it is. */
export interface DecisionShape {
  seat: Seat
  kind: string
}

/** What every event carries: its type tag. */
export interface EventShape {
  type: string
}

/** The loose prompt, for code that handles any ruleset. */
export interface Prompt extends PromptShape {
  [key: string]: unknown
}

/** The loose decision, for code that handles any ruleset. */
export interface Decision extends DecisionShape {
  [key: string]: unknown
}

/** The loose event, for code that handles any ruleset. */
export interface GameEvent extends EventShape {
  [key: string]: unknown
}

export interface Outcome {
  /** Winning seats (several in team games); empty on a draw. */
  winners: Seat[]
  draw: boolean
  reason: string
  scores?: Record<Seat, number>
}

export interface Step<S, E extends EventShape = GameEvent> {
  state: S
  events: E[]
}

/**
 * What a caller of `legal` will not pick, so the ruleset need not pay to list it (a bot that scores
 * the other decisions first and needs the moves only when nothing else beats them).
 */
export interface LegalWant {
  /** Families of decisions to leave out, named by each ruleset (GUNFRAME: 'moves'). */
  without?: readonly string[]
}

/** What every game state carries: its dice. */
export interface BaseState {
  rng: RngState
}

export interface Ruleset<
  Setup,
  State extends BaseState,
  D extends DecisionShape = Decision,
  P extends PromptShape = Prompt,
  E extends EventShape = GameEvent,
> {
  id: string
  start(setup: Setup, seed: string): Result<State, RuleError>
  /** Who must decide what, now; null once the game is over. */
  prompt(state: State): P | null
  /**
   * A finite list of decisions (continuous choices discretised) for every seat the prompt names.
   * With `want`, the list may leave out the families the caller said it will not pick (the rest in
   * the same order); a ruleset that does not know a family lists it anyway.
   */
  legal(state: State, want?: LegalWant): D[]
  /** Pure: never throws; on error the state is untouched. */
  apply(state: State, decision: D): Result<Step<State, E>, RuleError>
  outcome(state: State): Outcome | null
  /** What one seat (or a spectator, seat 'spectator') may see: hidden orders are removed. */
  view(state: State, seat: Seat): unknown
  /**
   * Optional: what one seat may see of an event — the event, a redacted copy, or null to hide it
   * (a narrator's private note, a hidden unit's move). `state` is the latest state the caller holds
   * (at or after the event), so a filter must stay right as the game goes on (something hidden
   * then revealed may show later). Without it every seat sees every event; use `eventsFor`.
   */
  viewEvent?(state: State, event: E, seat: Seat): E | null
  /**
   * Optional: whether `seat` may see a logged decision of another seat in full (a narrator's
   * private note, an order for a hidden unit, a message it did not hear). Judged on the latest
   * state, like `viewEvent`. Without it, and for decisions that answered a prompt several seats
   * answer at once (sealed until the game ends), a server shows others only the seat and kind.
   */
  viewDecision?(state: State, decision: D, seat: Seat): boolean
  /** Optional: the prompt as `seat` may see it (names of hidden units left out). Without it, as is. */
  viewPrompt?(state: State, prompt: P, seat: Seat): P
  /**
   * Optional: the setup as `seat` may see it while the game runs (a hidden unit's sheet and spot
   * left out). Once the game is over the whole setup is public, so the record replays.
   */
  viewSetup?(setup: Setup, seat: Seat): Setup
  /**
   * Optional: hashes a saved record of this state may also carry, taken when the state was
   * stored in an earlier shape. A save keeps setup + seed + decisions only, so it replays into
   * today's shape; its recorded hash is checked against `stateHash(state)` and these (`hashMatches`).
   */
  pastHashes?(state: State): readonly string[]
}

/** The events `seat` may see, through the ruleset's `viewEvent` (everything when it has none). */
export function eventsFor<State, E extends EventShape>(
  ruleset: { viewEvent?(state: State, event: E, seat: Seat): E | null },
  state: State,
  events: readonly E[],
  seat: Seat,
): E[] {
  const filter = ruleset.viewEvent
  if (!filter) return [...events]
  const out: E[] = []
  for (const e of events) {
    const seen = filter(state, e, seat)
    if (seen) out.push(seen)
  }
  return out
}

/** The seats that may answer a prompt now. */
export function promptSeats(p: PromptShape): readonly Seat[] {
  return p.seats && p.seats.length > 0 ? p.seats : [p.seat]
}

/**
 * The seats a step waits on: more than one means they decide side by side, so each decision stays
 * sealed from the other seats until the game ends.
 */
export function waitedSeats(p: PromptShape): readonly Seat[] {
  const all = promptSeats(p)
  return p.optional?.length ? all.filter((s) => !p.optional?.includes(s)) : all
}

/** The seat name of a spectator: sees what every seat may see, and nothing sealed. */
export const SPECTATOR: Seat = 'spectator'
