import { playBots, unwrap } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { quickBattle } from '../quick.ts'
import { ruleset } from '../testkit/index.ts'
import { greedyBot, randomBot } from './index.ts'

describe('bots', () => {
  test.each([2, 3])('MF-BOTS: 20 games greedy vs random with %i players, no errors, deterministic', (n) => {
    let greedyWins = 0
    for (let g = 0; g < 10; g++) {
      const seats = Array.from({ length: n }, (_, i) => `p${i + 1}`)
      // alternate which seat the greedy bot takes
      const gSeat = seats[g % n] as string
      const bots = Object.fromEntries(seats.map((x) => [x, x === gSeat ? greedyBot : randomBot]))
      const game = playBots({ ruleset, setup: unwrap(quickBattle(n)), seed: `fz-${n}-${g}`, bots })
      expect(game.error).toBeUndefined()
      expect(game.outcome).not.toBeNull()
      if (game.outcome?.winners.includes(gSeat)) greedyWins++
    }
    expect(greedyWins).toBeGreaterThan(0)
    const again = (seed: string) =>
      playBots({
        ruleset,
        setup: unwrap(quickBattle(n)),
        seed,
        bots: Object.fromEntries(
          Array.from({ length: n }, (_, i) => [`p${i + 1}`, i === 0 ? greedyBot : randomBot]),
        ),
        record: true,
      })
    expect(JSON.stringify(again('same').decisions)).toBe(JSON.stringify(again('same').decisions))
  })
})
