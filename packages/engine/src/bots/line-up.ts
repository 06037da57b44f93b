/**
 * The bots a ruleset offers, in the pickers' order: the search bot at normal first (the default
 * opponent), then its other levels, then the simple bots, each labelled for the opponent picker.
 * Rulesets on the engine's lookahead share the order and the simple bots' labels; each says in
 * its own words how its greedy bot plays.
 */
import type { BotPlayer } from '../protocol/package.ts'

export interface LineUp<S, D> {
  search: BotPlayer<S, D>
  hard: BotPlayer<S, D>
  easy: BotPlayer<S, D>
  greedy: BotPlayer<S, D>
  /** How this ruleset's greedy bot plays, in one line. */
  greedyDescription: string
  random: BotPlayer<S, D>
}

export function botLineUp<S, D>(o: LineUp<S, D>): Record<string, BotPlayer<S, D>> {
  return {
    search: o.search,
    'search-hard': o.hard,
    'search-easy': o.easy,
    greedy: { ...o.greedy, label: 'Greedy', description: o.greedyDescription },
    random: { ...o.random, label: 'Random', description: 'Picks any legal choice at random (for testing).' },
  }
}
