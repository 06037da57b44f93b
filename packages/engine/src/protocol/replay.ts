/**
 * A game is `setup + seed + decisions`: replay rebuilds every state from them, so a saved game
 * can be verified against its recorded hash.
 */
import { stateHash } from './hash.ts'
import { err, ok, type Result, type RuleError } from './result.ts'
import type { BaseState, DecisionShape, EventShape, PromptShape, Ruleset } from './types.ts'

export interface ReplayResult<S, E extends EventShape = EventShape> {
  state: S
  hash: string
  events: E[]
}

export function replay<
  Setup,
  S extends BaseState,
  D extends DecisionShape,
  P extends PromptShape,
  E extends EventShape,
>(
  ruleset: Ruleset<Setup, S, D, P, E>,
  setup: Setup,
  seed: string,
  decisions: readonly D[],
): Result<ReplayResult<S, E>, RuleError> {
  const started = ruleset.start(setup, seed)
  if (!started.ok) return started
  let state = started.value
  const events: E[] = []
  for (let i = 0; i < decisions.length; i++) {
    const d = decisions[i] as D
    const step = ruleset.apply(state, d)
    if (!step.ok)
      return err('engine/replay_diverged', `Decision ${i} was rejected on replay: ${step.error.message}`, {
        index: i,
        cause: step.error as unknown as Record<string, unknown>,
      })
    state = step.value.state
    events.push(...step.value.events)
  }
  return ok({ state, hash: stateHash(state), events })
}

/**
 * Whether a recorded hash is this state's: its hash now (`current`, when already computed) or,
 * for a record saved before the ruleset changed its state's shape, one of its `pastHashes`.
 * Every place that checks a saved game's hash asks this, so old saves keep verifying.
 */
export function hashMatches<S>(
  ruleset: { pastHashes?(state: S): readonly string[] },
  state: S,
  recorded: string,
  current: string = stateHash(state),
): boolean {
  return recorded === current || (ruleset.pastHashes?.(state).includes(recorded) ?? false)
}

/** A saved game: enough to rebuild and check it. */
export interface GameRecord<Setup, D> {
  ruleset: string
  setup: Setup
  seed: string
  decisions: D[]
  hash?: string
}
