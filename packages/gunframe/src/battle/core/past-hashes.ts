/**
 * The hashes a saved GUNFRAME game may carry from before the state changed shape (the engine's
 * `Ruleset.pastHashes`). Saves hold setup + seed + decisions, so they replay into today's state;
 * only their recorded hash was taken over the older shape, which these views rebuild exactly.
 * The one home of that knowledge: the CLI, the server and the web ask the ruleset through
 * `hashMatches` and never know why an old hash still counts.
 */
import { stateHash } from '@sortie/engine'
import type { BattleState } from './types.ts'
import { flatStateView } from './unit/shape.ts'

/** Before units were split by meaning, every unit field sat side by side (core/unit/shape.ts). */
export function pastHashes(s: BattleState): string[] {
  return [stateHash(flatStateView(s))]
}
