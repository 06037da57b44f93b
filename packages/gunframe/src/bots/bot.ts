/** A bot picks one of the legal decisions; its own randomness is seeded so games replay. */
import type { BattleDecision, BattleState, GunframeRuleset } from '@sortie/gunframe/battle'
import type { TableRules } from '@sortie/gunframe/table'

export interface BotContext {
  ruleset: GunframeRuleset
  table: TableRules
  /** Uniform integer in [0, n). */
  rand(n: number): number
}

/** One choice a bot weighed, for the "why did it do that" overlay. */
export interface BotCandidate {
  decision: BattleDecision
  score: number
  /** Short readable reason: "attack Zaku: exp. dmg 2.4, kill 35%". */
  note: string
  /** The figures behind the score: "exp. damage", "risk", "objective", "kill" (a chance)… */
  figures?: Record<string, number>
}

export interface Bot {
  name: string
  choose(state: BattleState, legal: readonly BattleDecision[], ctx: BotContext): BattleDecision
  /** The same choice with the best candidates it weighed (bots that can say why). */
  explain?(
    state: BattleState,
    legal: readonly BattleDecision[],
    ctx: BotContext,
  ): { decision: BattleDecision; candidates: BotCandidate[] }
}
