/**
 * defineRuleset turns an imperative reducer into the pure `apply` of the contract: the reducer
 * works on a deep copy of the state (a draft, see clone.ts and draft.ts), so it may mutate freely, and any error — returned
 * or thrown — discards the draft and leaves the caller's state untouched.
 *
 * @example
 * const r = defineRuleset({ id: 'x', start, prompt, legal, outcome, view,
 *   reduce(draft, d, ctx) { ctx.dice.d6(); ctx.emit({ type: 'Rolled' }) } })
 */
import { Dice, DiceScriptError } from '../rng/dice.ts'
import { cloneState } from './clone.ts'
import { copiesOnWrite, draftOf, roundState } from './draft.ts'
import { freezeUnderTest } from './frozen.ts'
import { err, ok, type Result, type RuleError } from './result.ts'
import { isReservedName, unsafeInDecision } from './safe-decision.ts'
import {
  type BaseState,
  type DecisionShape,
  type EventShape,
  type GameEvent,
  type LegalWant,
  type Outcome,
  type Prompt,
  type PromptShape,
  promptSeats,
  type Ruleset,
  type Seat,
  type Step,
} from './types.ts'

export interface ReduceContext<E extends EventShape = GameEvent, P extends PromptShape = PromptShape> {
  dice: Dice
  emit(event: E): void
  /**
   * The prompt the decision answers: `prompt(state)` of the state before the draft, which the
   * engine already asked to check the seat, so the reducer need not ask again. Absent where a
   * caller builds a context by hand (tests).
   */
  prompt?: P
}

export interface RulesetImpl<
  Setup,
  State extends BaseState,
  D extends DecisionShape,
  P extends PromptShape = Prompt,
  E extends EventShape = GameEvent,
> {
  id: string
  start(setup: Setup, seed: string): Result<State, RuleError>
  prompt(state: State): P | null
  legal(state: State, want?: LegalWant): D[]
  /** Mutates `draft`; returns a RuleError (or throws) to reject the decision. */
  reduce(draft: State, decision: D, ctx: ReduceContext<E, P>): RuleError | undefined
  outcome(state: State): Outcome | null
  view(state: State, seat: Seat): unknown
  /** What one seat may see of an event (see `Ruleset.viewEvent`); omitted = every seat sees all. */
  viewEvent?(state: State, event: E, seat: Seat): E | null
  /** See `Ruleset.viewDecision`, `viewPrompt` and `viewSetup`. */
  viewDecision?(state: State, decision: D, seat: Seat): boolean
  viewPrompt?(state: State, prompt: P, seat: Seat): P
  viewSetup?(setup: Setup, seat: Seat): Setup
  /** Hashes of the state in earlier shapes that saved records may carry (see `Ruleset.pastHashes`). */
  pastHashes?(state: State): readonly string[]
  /**
   * Decimals kept for every non-integer number in the state after start and after each
   * decision (see quantize.ts); leave unset for rulesets whose state holds no real numbers.
   */
  precision?: number
  /**
   * Parts of the state the reducer only ever replaces with a new object, never edits in place:
   * the draft shares them with the state instead of copying them (see draft.ts). A top-level
   * key, or a dotted path where `*` is every element of an array (`units.*.profile`).
   */
  shared?: readonly string[]
}

/** Checks the answer fits the question before the ruleset sees it. */
export function checkTurn(prompt: PromptShape | null, d: unknown): RuleError | undefined {
  const x = d as Partial<DecisionShape> | null
  if (typeof x !== 'object' || x === null || typeof x.seat !== 'string' || typeof x.kind !== 'string')
    return { code: 'engine/malformed_decision', message: 'A decision needs a seat and a kind.' }
  const unsafe = unsafeInDecision(x)
  if (unsafe)
    return {
      code: 'engine/malformed_decision',
      message: `This decision cannot be taken: ${unsafe.path} ${unsafe.why}.`,
      detail: { path: unsafe.path },
    }
  if (!prompt) return { code: 'engine/game_over', message: 'The game is over; no more decisions are taken.' }
  const seats = promptSeats(prompt)
  if (!seats.includes(x.seat)) {
    const who = seats.length === 1 ? `${seats[0]}'s` : `one of ${seats.join(', ')}'s`
    return {
      code: 'engine/not_your_turn',
      message: `It is ${who} decision, not ${x.seat}'s.`,
      detail: { expected: seats.length === 1 ? seats[0] : [...seats], got: x.seat },
    }
  }
  return undefined
}

export function defineRuleset<
  Setup,
  State extends BaseState,
  D extends DecisionShape,
  P extends PromptShape = Prompt,
  E extends EventShape = GameEvent,
>(impl: RulesetImpl<Setup, State, D, P, E>): Ruleset<Setup, State, D, P, E> {
  return {
    id: impl.id,
    start: (setup, seed) => {
      try {
        const r = impl.start(setup, seed)
        // A seat named like what every object inherits could never act (its decisions are refused).
        const seats = r.ok ? (r.value as { seats?: unknown }).seats : undefined
        const reserved = Array.isArray(seats)
          ? seats.find((x) => typeof x === 'string' && isReservedName(x))
          : undefined
        if (reserved !== undefined)
          return err('engine/bad_seat', `A seat cannot be called '${reserved}'; pick another name.`)
        // Rounded but not settled: the first draft then copies the shared parts too, so from
        // there on every state holds copies (clone.ts) with the same object shapes, not the
        // setup's — code tuned on one kind is not deoptimised by the other.
        if (r.ok && impl.precision !== undefined) roundState(r.value, impl.precision, undefined)
        return r
      } catch (e) {
        return err('engine/setup_failed', `Setup could not be built: ${(e as Error).message}`)
      }
    },
    prompt: impl.prompt,
    legal: impl.legal,
    outcome: impl.outcome,
    view: impl.view,
    ...(impl.viewEvent ? { viewEvent: impl.viewEvent } : {}),
    ...(impl.viewDecision ? { viewDecision: impl.viewDecision } : {}),
    ...(impl.viewPrompt ? { viewPrompt: impl.viewPrompt } : {}),
    ...(impl.viewSetup ? { viewSetup: impl.viewSetup } : {}),
    ...(impl.pastHashes ? { pastHashes: impl.pastHashes } : {}),
    apply(state: State, decision: D): Result<Step<State, E>, RuleError> {
      const prompt = impl.prompt(state)
      const turnError = checkTurn(prompt, decision)
      if (turnError || !prompt) return { ok: false, error: turnError as RuleError }
      if (freezeUnderTest && copiesOnWrite(impl.shared)) return checkedApply(state, decision, prompt)
      return reduceOn(draftOf(state, impl.shared), decision, prompt)
    },
  }

  /** The reducer on a draft, and the rounding after it. */
  function reduceOn(draft: State, decision: D, prompt: P): Result<Step<State, E>, RuleError> {
    const events: E[] = []
    const ctx: ReduceContext<E, P> = { dice: new Dice(draft.rng), emit: (e) => events.push(e), prompt }
    try {
      const error = impl.reduce(draft, decision, ctx)
      if (error) return { ok: false, error }
    } catch (e) {
      if (e instanceof DiceScriptError) return err(e.code, e.message)
      return err(
        'engine/internal_error',
        `The rules engine failed on this decision: ${(e as Error).message}`,
        {
          decision: decision as unknown as Record<string, unknown>,
        },
      )
    }
    if (impl.precision !== undefined) roundState(draft, impl.precision, impl.shared)
    return ok({ state: draft, events })
  }

  /**
   * Under test, for a ruleset whose draft copies elements on write (draft.ts): the decision is also
   * reduced on a full copy, and must answer the same, leaving its input as it was. A rule that
   * writes to a kept element without owning it first, or reads one through a reference taken before
   * it was owned, fails here in whatever test reaches it.
   */
  function checkedApply(state: State, decision: D, prompt: P): Result<Step<State, E>, RuleError> {
    const before = JSON.stringify(state)
    const full = JSON.stringify(reduceOn(cloneState(state), decision, prompt))
    const r = reduceOn(draftOf(state, impl.shared), decision, prompt)
    if (JSON.stringify(state) !== before)
      throw new Error(`${impl.id}: apply changed its input state (a write to a kept element not owned first)`)
    if (JSON.stringify(r) !== full)
      throw new Error(
        `${impl.id}: the copy-on-write draft answered otherwise than a full copy (a stale reference read?)`,
      )
    return r
  }
}
