/** The random bot: uniform over the legal decisions. */
import type { BattleDecision } from '@sortie/gunframe/battle'
import type { Bot } from './bot.ts'

export const randomBot: Bot = {
  name: 'random',
  choose: (_state, legal, ctx) => {
    const all = legal()
    return all[ctx.rand(all.length)] as BattleDecision
  },
}
