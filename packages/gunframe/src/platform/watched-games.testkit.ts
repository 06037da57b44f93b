/**
 * Whole greedy bot games through a ruleset wrapped by a test (to watch what apply does to the
 * states it is given): the shared-part checks of the engine's draft play these.
 */
import { expect } from 'vitest'
import type { GunframeRuleset } from '../battle/core/ruleset.ts'
import { BOTS, playGame } from '../bots/index.ts'
import { tableRules } from '../table/index.ts'
import { type SimOptions, simSeats, simSetup } from './quick-setup.ts'

/** Plays `o.games` greedy mirrors on `ruleset`; each must end without an error. */
export function playWatchedGames(ruleset: GunframeRuleset, o: SimOptions): void {
  const seats = simSeats(o)
  for (let i = 0; i < o.games; i++) {
    const seed = `${o.seed}-${i}`
    const bots = Object.fromEntries(seats.map((seat) => [seat, BOTS.greedy]))
    const g = playGame({ ruleset, table: tableRules, setup: simSetup(o, seed), seed, bots: bots as never })
    expect(g.error).toBeUndefined()
  }
}
