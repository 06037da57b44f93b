/**
 * The Ruleset contract (DESIGN §2): every ruleset — GUNFRAME now, the others later — is a set of
 * pure functions over plain-JSON state. Every player choice, including those made inside an
 * opponent's activation, is a Decision answering the current Prompt.
 */
import type { RngState } from '../rng/state.ts'
import type { Result, RuleError } from './result.ts'

/** A player seat: 'p1', 'p2', … Seats, not names, so a game can be replayed by anyone. */
export type Seat = string

/** Who must decide what, now. `kind` is ruleset-defined ('activate', 'react', 'defend', …). */
export interface Prompt {
  seat: Seat
  kind: string
  /** Ruleset-specific detail the UI needs to draw the choice (options, ranges, ids). */
  [key: string]: unknown
}

/** One player's answer to a Prompt. */
export interface Decision {
  seat: Seat
  kind: string
  [key: string]: unknown
}

/** Something that happened, for the log, animations and replays. */
export interface GameEvent {
  type: string
  [key: string]: unknown
}

export interface Outcome {
  /** Winning seats (several in team games); empty on a draw. */
  winners: Seat[]
  draw: boolean
  reason: string
  scores?: Record<Seat, number>
}

export interface Step<S> {
  state: S
  events: GameEvent[]
}

/** What every game state carries: its dice. */
export interface BaseState {
  rng: RngState
}

export interface Ruleset<Setup, State extends BaseState, D extends Decision = Decision> {
  id: string
  start(setup: Setup, seed: string): Result<State, RuleError>
  prompt(state: State): Prompt | null
  legal(state: State): D[]
  apply(state: State, decision: D): Result<Step<State>, RuleError>
  outcome(state: State): Outcome | null
  view(state: State, seat: Seat): unknown
}
