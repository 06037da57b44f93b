/**
 * GUNFRAME bots: `random` (uniform over legal decisions), `greedy` (one ply), the `search` bot
 * at three levels (`search-easy`, `search` = `search-normal`, `search-hard`; see search/search.ts)
 * and playGame to run a whole bot-vs-bot battle.
 *
 * @example
 * playGame({ ruleset, table, setup, seed: 's1', bots: { p1: greedyBot, p2: randomBot } })
 */
import type { Bot } from './bot.ts'
import { greedyBot } from './greedy.ts'
import { randomBot } from './random.ts'
import { searchBotNormal, searchEasyBot, searchHardBot } from './search/search.ts'

export { type Bot, type BotCandidate, type BotContext, type LegalList, lazyLegal, listed } from './bot.ts'
export { expectedDamage } from './expect.ts'
export { type GameSummary, type PlayOptions, playGame } from './play.ts'
export { explain as explainSearch, type Level as SearchLevel } from './search/search.ts'
export { greedyBot, randomBot, searchBotNormal, searchEasyBot, searchHardBot }

export const BOTS: Record<string, Bot> = {
  random: randomBot,
  greedy: greedyBot,
  'search-easy': searchEasyBot,
  search: searchBotNormal,
  'search-normal': { ...searchBotNormal, name: 'search-normal' },
  'search-hard': searchHardBot,
}
