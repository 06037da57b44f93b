/**
 * The searching bots (three levels): the engine's lookahead over the greedy bot. Each plays its
 * best few candidate decisions forward on its own reseeded dice, with greedy on both sides, and
 * keeps the one whose futures the Versus evaluation (evaluate.ts) likes best. The searches start
 * from what the seat may know (known.ts): the other side's sealed Commander pick is never read.
 */
import { type BotPlayer, type LookaheadSettings, lookaheadBot } from '@sortie/engine'
import type { Decision } from '../battle/core/messages.ts'
import { mechastellarRuleset } from '../battle/core/ruleset.ts'
import type { MsState } from '../battle/core/types.ts'
import { evaluate } from './evaluate.ts'
import { greedyBot } from './greedy.ts'
import { knownTo } from './known.ts'

/**
 * The settings of each level (tuned with `sortie sim mechastellar --bots search,greedy --swap` and
 * Hard against Normal). Hard plays many futures a candidate and leaves greedy's pick only for a
 * clearly better one (`confidence`): with 3 futures it only drew level with Normal on fresh seeds
 * (docs/rules, MS-BOT-SEARCH).
 */
export const SEARCH_LEVELS: Record<'search' | 'search-hard' | 'search-easy', LookaheadSettings> = {
  search: { width: 3, samples: 2, depth: 6 },
  'search-hard': { width: 5, samples: 12, depth: 10, confidence: 1 },
  'search-easy': { width: 2, samples: 1, depth: 4, slip: 0.3 },
}

const ruleset = mechastellarRuleset()

const TEXT = {
  search: {
    label: 'Normal',
    title: 'Search (normal)',
    description:
      'Plays its best few choices forward on both sides before it commits (well under a second a move).',
  },
  'search-hard': {
    label: 'Hard',
    title: 'Search (hard)',
    description:
      'Like Normal, but plays more of its best choices through many more futures and changes its mind only for a clearly better one.',
  },
  'search-easy': {
    label: 'Easy',
    title: 'Search (easy)',
    description: 'Looks only a little ahead and now and then settles for a lesser choice.',
  },
} as const

function level(id: keyof typeof SEARCH_LEVELS): BotPlayer<MsState, Decision> {
  const bot = lookaheadBot<MsState, Decision>({
    id,
    ...TEXT[id],
    ruleset,
    base: greedyBot,
    evaluate,
    known: knownTo,
    // A VP lead decides the game; a won game is worth far more than any standing lead.
    winValue: 100,
    ...SEARCH_LEVELS[id],
  })
  // The pre-game re-facing step takes any number of turns before 'face-done', and futures that
  // stay inside it look alike, so a search may turn units back and forth for ever (MS-BOT-FACE).
  // Greedy turns each unit at its nearest enemy once and then ends the step.
  return {
    ...bot,
    decide: (s, seat, ctx) =>
      ruleset.prompt(s)?.kind === 'face' ? greedyBot.decide(s, seat, ctx) : bot.decide(s, seat, ctx),
  }
}

export const searchBot = level('search')
export const searchHardBot = level('search-hard')
export const searchEasyBot = level('search-easy')
