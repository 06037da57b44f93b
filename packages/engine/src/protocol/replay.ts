/**
 * A game is `setup + seed + decisions`: replay rebuilds every state from them, so a saved game
 * can be verified against its recorded hash.
 */
import { stateHash } from './hash.ts'
import { err, ok, type Result, type RuleError } from './result.ts'
import { replayPrefix } from './salvage.ts'
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
  const r = replayPrefix(ruleset, setup, seed, decisions)
  if (!r.ok) return r
  const { state, hash, events, diverged } = r.value
  if (diverged)
    return err(
      'engine/replay_diverged',
      `Decision ${diverged.index} was rejected on replay: ${diverged.error.message}`,
      { index: diverged.index, cause: diverged.error as unknown as Record<string, unknown> },
    )
  return ok({ state, hash, events })
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
