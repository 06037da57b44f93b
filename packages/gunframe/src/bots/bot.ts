/** A bot picks one of the legal decisions; its own randomness is seeded so games replay. */
import type { BattleDecision, BattleState, GunframeRuleset } from '@sortie/gunframe/battle'
import type { TableRules } from '@sortie/gunframe/table'

export interface BotContext {
  ruleset: GunframeRuleset
  table: TableRules
  /** Uniform integer in [0, n). */
  rand(n: number): number
}

export interface Bot {
  name: string
  choose(state: BattleState, legal: readonly BattleDecision[], ctx: BotContext): BattleDecision
}
