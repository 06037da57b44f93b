/**
 * GUNFRAME bots: `random` (uniform over legal decisions) and `greedy` (one ply), and playGame to
 * run a whole bot-vs-bot battle.
 *
 * @example
 * playGame({ ruleset, table, setup, seed: 's1', bots: { p1: greedyBot, p2: randomBot } })
 */
import type { Bot } from './bot.ts'
import { greedyBot } from './greedy.ts'
import { randomBot } from './random.ts'

export type { Bot, BotContext } from './bot.ts'
export { expectedDamage } from './expect.ts'
export { type GameSummary, type PlayOptions, playGame } from './play.ts'
export { greedyBot, randomBot }

export const BOTS: Record<string, Bot> = { random: randomBot, greedy: greedyBot }
