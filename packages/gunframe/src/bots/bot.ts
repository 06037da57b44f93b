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

/**
 * The prompt's legal decisions, listed on the first call and kept: a bot that asks the ruleset for
 * a narrower list first (`legal(state, WITHOUT_MOVES)`) may never need them all.
 */
export type LegalList = () => readonly BattleDecision[]

/** A LegalList over decisions already listed. */
export const listed =
  (legal: readonly BattleDecision[]): LegalList =>
  () =>
    legal

/** A LegalList that asks the ruleset on the first call. */
export function lazyLegal(ctx: BotContext, s: BattleState): LegalList {
  let all: readonly BattleDecision[] | undefined
  return () => {
    all ??= ctx.ruleset.legal(s)
    return all
  }
}

export interface Bot {
  name: string
  choose(state: BattleState, legal: LegalList, ctx: BotContext): BattleDecision
  /** The same choice with the best candidates it weighed (bots that can say why). */
  explain?(
    state: BattleState,
    legal: LegalList,
    ctx: BotContext,
  ): { decision: BattleDecision; candidates: BotCandidate[] }
}
