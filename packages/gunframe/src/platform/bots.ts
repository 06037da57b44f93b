/**
 * GUNFRAME's bots as the platform's BotPlayers: each answers for the seat the prompt names, with
 * the battle's table rules at hand and its own seeded random stream from the caller.
 */
import type { BotPlayer } from '@sortie/engine'
import type { BattleDecision, BattleState, GunframeRuleset } from '../battle/index.ts'
import { BOTS } from '../bots/index.ts'
import { tableRules } from '../table/index.ts'

export function botPlayers(
  ruleset: () => GunframeRuleset,
): Record<string, BotPlayer<BattleState, BattleDecision>> {
  const out: Record<string, BotPlayer<BattleState, BattleDecision>> = {}
  for (const [id, bot] of Object.entries(BOTS))
    out[id] = {
      id,
      title: bot.name,
      decide: (state, _seat, ctx) => {
        const c = { ruleset: ruleset(), table: tableRules, rand: ctx.rand }
        // Bots that can say why hand back the candidates they weighed (the web's overlay).
        return bot.explain ? bot.explain(state, ctx.legal, c) : { decision: bot.choose(state, ctx.legal, c) }
      },
    }
  return out
}
