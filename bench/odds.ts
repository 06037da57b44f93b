/**
 * Exact attack odds against Monte Carlo for N = M = 20 (DESIGN §4, issue 8): the exact tables
 * from cold (pool tables rebuilt every call), the cached preview the UI calls while aiming, and
 * a 10⁶-sample simulation as the baseline the ratios are taken against.
 */
import { attackOdds, clearPoolTableCache, previewAttack } from '@sortie/gunframe/odds'
import { simulateAttack } from '../packages/gunframe/src/odds/simulate.testkit.ts'
import { type BenchRow, opsPerSecond } from './types.ts'

const INPUT = { attackDice: 20, defenseDice: 20, rerollAttackMisses: true, armour: 10 }
const MC_SAMPLES = 1_000_000
const MC_NAME = 'odds: Monte Carlo 10^6 samples, 20 vs 20'

export async function benchOdds(): Promise<BenchRow[]> {
  const cold = opsPerSecond(() => {
    clearPoolTableCache()
    attackOdds(INPUT)
  })
  const preview = opsPerSecond(() => previewAttack(INPUT))
  // One simulation takes on the order of a second, so time a single run rather than a loop.
  simulateAttack(INPUT, 10_000, 1) // warm the JIT
  const t0 = performance.now()
  simulateAttack(INPUT, MC_SAMPLES, 2)
  const mc = 1000 / (performance.now() - t0)
  return [
    { name: MC_NAME, opsPerSec: mc, note: 'baseline; still only ±0.1% accurate' },
    { name: 'odds: exact, cold tables, 20 vs 20', opsPerSec: cold, baseline: MC_NAME },
    {
      name: 'odds: previewAttack (cached tables), 20 vs 20',
      opsPerSec: preview,
      baseline: MC_NAME,
      note: `${(1000 / preview).toFixed(3)} ms per preview; budget 1 ms`,
    },
  ]
}
