/**
 * A saved game whose record no longer replays. Rules get fixed: a decision that was legal when a
 * game was saved can be refused by today's engine, and a replay that stops there would leave the
 * whole game unopenable. `replayPrefix` replays as far as today's rules allow and says where and
 * why it stopped, so the game can go on from its last decision that still replays (with the rest
 * set aside, not thrown away: see `salvageRecord`).
 */
import { stateHash } from './hash.ts'
import { err, ok, type Result, type RuleError } from './result.ts'
import type { BaseState, DecisionShape, EventShape, PromptShape, Ruleset } from './types.ts'

export interface Divergence {
  /** Index of the first recorded decision today's rules refuse. */
  index: number
  /** The engine's refusal of it. */
  error: RuleError
}

export interface PrefixReplay<S, E extends EventShape = EventShape> {
  state: S
  hash: string
  events: E[]
  /** How many recorded decisions replay (all of them when `diverged` is absent). */
  applied: number
  diverged?: Divergence
}

/** Replays the longest prefix of `decisions` that today's rules accept. Fails only if the setup does. */
export function replayPrefix<
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
): Result<PrefixReplay<S, E>, RuleError> {
  const started = ruleset.start(setup, seed)
  if (!started.ok) return started
  let state = started.value
  const events: E[] = []
  for (let i = 0; i < decisions.length; i++) {
    const step = ruleset.apply(state, decisions[i] as D)
    if (!step.ok)
      return ok({
        state,
        hash: stateHash(state),
        events,
        applied: i,
        diverged: { index: i, error: step.error },
      })
    state = step.value.state
    events.push(...step.value.events)
  }
  return ok({ state, hash: stateHash(state), events, applied: decisions.length })
}

/** What a salvage set aside: kept in the game's record so nothing a player did is lost. */
export interface SalvageNote {
  /** Decisions kept (the game goes on after the last of them). */
  kept: number
  /** The refused decision and everything after it, as recorded. */
  setAside: DecisionShape[]
  /** Why today's rules refused decision `kept`. */
  reason: { code: string; message: string }
  /** When (ISO time), stamped by whoever salvaged: the engine has no clock. */
  at: string
}

/**
 * The decisions to keep and the note to file for a game that diverged; `game_replays` when the
 * whole record replays (nothing to salvage).
 */
export function salvageRecord(
  decisions: readonly DecisionShape[],
  diverged: Divergence | undefined,
  at: string,
): Result<{ decisions: DecisionShape[]; note: SalvageNote }, RuleError> {
  if (!diverged)
    return err(
      'engine/game_replays',
      'Every recorded decision replays under today’s rules: nothing to salvage.',
    )
  return ok({
    decisions: decisions.slice(0, diverged.index),
    note: {
      kept: diverged.index,
      setAside: decisions.slice(diverged.index),
      reason: { code: diverged.error.code, message: diverged.error.message },
      at,
    },
  })
}
