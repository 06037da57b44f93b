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

/** A saved game: enough to rebuild and check it. */
export interface GameRecord<Setup, D> {
  ruleset: string
  setup: Setup
  seed: string
  decisions: D[]
  hash?: string
}
