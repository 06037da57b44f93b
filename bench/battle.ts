/**
 * GUNFRAME battle throughput: greedy-vs-greedy games per second (real table rules, the example
 * squadrons) and random decisions per second (open ground, small squadrons, legal() included).
 */
import { Dice, seedRng } from '@sortie/engine'
import { createGunframeRuleset, openGround, SQUADRON_A, SQUADRON_B } from '@sortie/gunframe/battle'
import { greedyBot, playGame } from '@sortie/gunframe/bots'
import { tableRules } from '@sortie/gunframe/table'

export type BenchRow = { name: string; opsPerSec: number; baseline?: string }

export async function benchBattle(): Promise<BenchRow[]> {
  const real = createGunframeRuleset({ table: tableRules })
  const setup = { squadrons: { p1: SQUADRON_A, p2: SQUADRON_B } }
  let t = performance.now()
  const games = 6
  for (let i = 0; i < games; i++)
    playGame({
      ruleset: real,
      table: tableRules,
      setup,
      seed: `bench-${i}`,
      bots: { p1: greedyBot, p2: greedyBot },
    })
  const gamesPerSec = games / ((performance.now() - t) / 1000)

  const open = createGunframeRuleset({ table: openGround })
  const dice = new Dice(seedRng('bench-random'))
  let decisions = 0
  t = performance.now()
  for (let g = 0; g < 10; g++) {
    const started = open.start(setup, `bench-random-${g}`)
    if (!started.ok) break
    let s = started.value
    while (open.prompt(s)) {
      const legal = open.legal(s)
      const r = open.apply(s, legal[dice.roll(legal.length) - 1]!)
      if (!r.ok) break
      s = r.value.state
      decisions++
    }
  }
  const decisionsPerSec = decisions / ((performance.now() - t) / 1000)
  return [
    { name: 'gunframe battle: greedy v greedy games (7v7, table rules)', opsPerSec: gamesPerSec },
    {
      name: 'gunframe battle: random decisions incl. legal() (open ground)',
      opsPerSec: decisionsPerSec,
      baseline: 'gunframe battle: greedy v greedy games (7v7, table rules)',
    },
  ]
}
