/**
 * Two bots over a few two-seat games, seats alternating (the first bot is p1 in the even games):
 * how a bot test or a quick check measures one bot against another without the sim.
 */
import type { BotPlayer } from '../protocol/package.ts'
import { playBots } from '../protocol/play.ts'
import type { BaseState, DecisionShape, Ruleset } from '../protocol/types.ts'

export interface HeadToHead {
  won: number
  lost: number
  drawn: number
  /** Games that ended on an error (a bot's illegal decision, a failure), by their error code. */
  errors: string[]
}

export function headToHead<Setup, S extends BaseState, D extends DecisionShape>(o: {
  // biome-ignore lint/suspicious/noExplicitAny: any prompt and event types
  ruleset: Ruleset<Setup, S, D, any, any>
  setup: (game: number) => Setup
  seed: (game: number) => string
  bot: BotPlayer<S, D>
  other: BotPlayer<S, D>
  games: number
}): HeadToHead {
  const out: HeadToHead = { won: 0, lost: 0, drawn: 0, errors: [] }
  for (let g = 0; g < o.games; g++) {
    const me = g % 2 === 0 ? 'p1' : 'p2'
    const game = playBots({
      ruleset: o.ruleset,
      setup: o.setup(g),
      seed: o.seed(g),
      bots: me === 'p1' ? { p1: o.bot, p2: o.other } : { p1: o.other, p2: o.bot },
    })
    if (game.error) out.errors.push(game.error)
    else if (!game.outcome || game.outcome.draw) out.drawn++
    else if (game.outcome.winners.includes(me)) out.won++
    else out.lost++
  }
  return out
}
