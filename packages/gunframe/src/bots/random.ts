/** The random bot: uniform over the legal decisions. */
import type { Bot } from './bot.ts'

export const randomBot: Bot = {
  name: 'random',
  choose: (_state, legal, ctx) => legal[ctx.rand(legal.length)] as (typeof legal)[number],
}
