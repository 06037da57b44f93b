import { Dice, seedRng } from '@sortie/engine'
import { type BenchRow, opsPerSecond } from './types.ts'

/** Dice per second from the in-state PRNG, against Math.random as the baseline. */
export async function benchEngine(): Promise<BenchRow[]> {
  const dice = new Dice(seedRng('bench'))
  const pool = 100
  const seeded = opsPerSecond(() => dice.pool(pool)) * pool
  const baseline =
    opsPerSecond(() => {
      for (let i = 0; i < pool; i++) Math.floor(Math.random() * 6) + 1
    }) * pool
  return [
    { name: 'Math.random d6 (baseline)', opsPerSec: baseline, note: 'dice/s' },
    { name: 'seeded in-state d6', opsPerSec: seeded, baseline: 'Math.random d6 (baseline)', note: 'dice/s' },
  ]
}
