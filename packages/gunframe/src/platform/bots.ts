/**
 * GUNFRAME's bots as the platform's BotPlayers: each answers for the seat the prompt names, with
 * the battle's table rules at hand and its own seeded random stream from the caller.
 *
 * The order is the pickers' order: the first is the default opponent (the search bot at normal),
 * then the other levels, then the simple bots.
 */
import type { BotPlayer } from '@sortie/engine'
import type { BattleDecision, BattleState, GunframeRuleset } from '../battle/index.ts'
import { BOTS } from '../bots/index.ts'
import { tableRules } from '../table/index.ts'

/** How each bot is offered to a player: a label and one line on how it plays. */
export const BOT_LABELS: Record<string, { label: string; description: string; hidden?: boolean }> = {
  search: {
    label: 'Normal',
    description:
      'Plans each activation and weighs the enemy’s replies, cover and objectives (about a second a move).',
  },
  'search-hard': {
    label: 'Hard',
    description:
      'Like Normal, but weighs every move in full and deploys into cover near the objectives (well under a second a move).',
  },
  'search-easy': {
    label: 'Easy',
    description: 'Looks one action ahead and now and then settles for a lesser choice.',
  },
  greedy: {
    label: 'Greedy',
    description: 'Takes the best shot it sees now and moves without minding cover.',
  },
  random: { label: 'Random', description: 'Picks any legal decision at random (for testing).' },
  'search-normal': { label: 'Normal', description: 'The same bot as “search”.', hidden: true },
}

const ORDER = ['search', 'search-hard', 'search-easy', 'greedy', 'random']

export function botPlayers(
  ruleset: () => GunframeRuleset,
): Record<string, BotPlayer<BattleState, BattleDecision>> {
  const out: Record<string, BotPlayer<BattleState, BattleDecision>> = {}
  const ids = [...ORDER.filter((id) => BOTS[id]), ...Object.keys(BOTS).filter((id) => !ORDER.includes(id))]
  for (const id of ids) {
    const bot = BOTS[id]!
    out[id] = {
      id,
      title: bot.name,
      ...(BOT_LABELS[id] ?? {}),
      decide: (state, _seat, ctx) => {
        const c = { ruleset: ruleset(), table: tableRules, rand: ctx.rand }
        // Read only when the bot asks: the caller may list them lazily (playBots does).
        const legal = () => ctx.legal
        // Bots that can say why hand back the candidates they weighed (the web's overlay).
        return bot.explain ? bot.explain(state, legal, c) : { decision: bot.choose(state, legal, c) }
      },
    }
  }
  return out
}
