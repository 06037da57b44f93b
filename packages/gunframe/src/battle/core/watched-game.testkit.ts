/**
 * For tests of what the ruleset remembers: one greedy-vs-greedy game on a city, every state apply
 * returns handed to `onState` as it is made.
 */
import { BOTS, playGame } from '../../bots/index.ts'
import { simSeats, simSetup } from '../../platform/quick-setup.ts'
import { tableRules } from '../../table/index.ts'
import type { GunframeRuleset } from './ruleset.ts'
import type { BattleState } from './types.ts'

export function watchedGame(
  ruleset: GunframeRuleset,
  seed: string,
  onState: (next: BattleState) => void,
): { error?: unknown } {
  const watched: GunframeRuleset = Object.assign(Object.create(ruleset), {
    apply: (s: Parameters<GunframeRuleset['apply']>[0], d: Parameters<GunframeRuleset['apply']>[1]) => {
      const r = ruleset.apply(s, d)
      if (r.ok) onState(r.value.state)
      return r
    },
  })
  const o = { games: 1, seed, bots: ['greedy', 'greedy'], battlefield: 'city' }
  const bots = Object.fromEntries(simSeats(o).map((seat) => [seat, BOTS.greedy]))
  return playGame({
    ruleset: watched,
    table: tableRules,
    setup: simSetup(o, seed),
    seed,
    bots: bots as never,
  })
}
