/**
 * Frame Zero's searching bots: the engine's lookahead scored by `evaluate`. Candidates come from the
 * greedy bot's ranking of the full legal list; the futures are played by `rolloutBot`, greedy made
 * cheap (the same choices without listing moves it would not take). Three levels share the search
 * and differ in how many candidates, futures and decisions ahead they weigh; the easy one also
 * settles for a lesser choice now and then.
 *
 * Nothing in Frame Zero is hidden (the ruleset's `view` is the whole state for every seat: the bid
 * is the companies on the table, every die is rolled in the open), so the search starts from the
 * state itself and needs no `known`. The futures' dice still come from the bot's own stream.
 */
import { type BotPlayer, type LookaheadSettings, lookaheadDecide } from '@sortie/engine'
import { framezeroRuleset } from '../battle/ruleset.ts'
import type { FzDecision, FzState } from '../battle/types.ts'
import { evaluate } from './evaluate.ts'
import { greedyBot } from './greedy.ts'
import { rolloutBot } from './rollout.ts'

const ruleset = framezeroRuleset()

export type SearchLevel = 'search' | 'search-hard' | 'search-easy'

/**
 * The settings of each level (tuned with `sortie sim framezero --bots search,greedy --swap` and
 * Hard against Normal). More futures per candidate is what makes Hard stronger: wider (8
 * candidates) or deeper (24 decisions) searches lost to Normal, as more candidates give a lucky
 * poor one more chances to look best and longer greedy futures only add noise. Normal and Hard
 * leave greedy's own pick only for a candidate clearly better on the same futures (`confidence`,
 * one standard error), which won Normal 75 of 120 games against itself without it (docs/rules,
 * MF-BOT-SEARCH).
 */
export const SEARCH_LEVELS: Record<SearchLevel, LookaheadSettings> = {
  search: { width: 5, samples: 3, depth: 16, confidence: 1 },
  'search-hard': { width: 5, samples: 32, depth: 12, confidence: 1 },
  'search-easy': { width: 3, samples: 2, depth: 6, slip: 0.25 },
}

/** A searching bot with the given settings (the levels below; tests use a lighter one). */
export function searchWith(
  level: LookaheadSettings,
  id = 'search-custom',
  title = 'Search',
): BotPlayer<FzState, FzDecision> {
  return {
    id,
    title,
    decide(s, seat, ctx) {
      // The root's candidates get greedy's full ranking; every other state is a future's.
      const base: BotPlayer<FzState, FzDecision> = {
        ...rolloutBot,
        decide: (x, who, c) => (x === s ? greedyBot : rolloutBot).decide(x, who, c),
      }
      // Deployment rolls no dice: one future per candidate tells as much as many.
      const place = ruleset.prompt(s)?.kind === 'place'
      const samples = place ? 1 : level.samples
      // Placements are judged by where they leave the frames, not by long futures.
      const depth = place ? Math.min(2, level.depth) : level.depth
      return lookaheadDecide({ id, title, ruleset, base, evaluate, ...level, samples, depth }, s, seat, ctx)
    },
  }
}

function make(
  id: SearchLevel,
  title: string,
  label: string,
  description: string,
): BotPlayer<FzState, FzDecision> {
  return { ...searchWith(SEARCH_LEVELS[id], id, title), label, description }
}

export const searchBot = make(
  'search',
  'Search',
  'Normal',
  'Plays its best few choices forward against likely replies, weighing score, damage and stations.',
)

export const searchHardBot = make(
  'search-hard',
  'Search (hard)',
  'Hard',
  'Like Normal, but plays each of its best choices through many more futures before it commits (two or three seconds at most).',
)

export const searchEasyBot = make(
  'search-easy',
  'Search (easy)',
  'Easy',
  'Looks only a little ahead and now and then settles for a lesser choice.',
)
