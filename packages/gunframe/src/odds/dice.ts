/**
 * GUNFRAME's attack and defense dice as outcome categories, and the per-pool (count, sixes)
 * tables built from them, cached because a player aiming asks for the same pools again and again.
 *
 * Both pools read a d6 the same way: 1–3 fails, 4–5 succeeds, 6 succeeds and is special (a power
 * point for the attacker, a potential dodge for the defender).
 */
import {
  type CategoryDie,
  type JointTable,
  mergeCategories,
  type Pmf,
  poolJoint,
  rerollCategoriesOnce,
} from '@sortie/engine'

/** Which faces of a pool get re-rolled once (a die is never re-rolled twice in one action). */
export type Reroll = 'none' | 'ones' | 'failures'

const FINE: CategoryDie = { names: ['one', 'fail', 'success', 'six'], weights: [1, 2, 2, 1] }
const COARSE = { one: 'fail' } as const

/** The d6 as fail (1–3) / success (4–5) / six, after the given re-roll. */
export function gunframeDie(reroll: Reroll): CategoryDie {
  // Split the 1 from the other fails so "re-roll 1s" (Warrior) and "re-roll 1–3" (Precise
  // Strike, Evade) both come from the same die; fold it back afterwards.
  const rerolled =
    reroll === 'ones'
      ? rerollCategoriesOnce(FINE, ['one'])
      : reroll === 'failures'
        ? rerollCategoriesOnce(FINE, ['one', 'fail'])
        : FINE
  return mergeCategories(rerolled, COARSE)
}

/**
 * Cached facts about one pool of `n` dice. `table[c][s]` is P(c successes counting sixes, s of
 * them sixes); `successes` is its row marginal; `sixes` the column marginal; `atLeast[k][s]` is
 * P(successes ≥ k and s sixes), which the dodge rule needs.
 */
export interface PoolTable {
  readonly n: number
  readonly reroll: Reroll
  readonly table: JointTable
  readonly successes: Pmf
  readonly sixes: Pmf
  readonly atLeast: Float64Array
}

const cache = new Map<string, PoolTable>()
const CACHE_LIMIT = 512

/** The (successes, sixes) table for `n` dice with the given re-roll; built once, then cached. */
export function poolTable(n: number, reroll: Reroll): PoolTable {
  const key = `${reroll}:${n}`
  const hit = cache.get(key)
  if (hit) return hit
  const table = poolJoint(gunframeDie(reroll), n, { success: 1, six: 1 }, { six: 1 })
  const size = n + 1
  const successes: Pmf = new Array(size).fill(0)
  const sixes: Pmf = new Array(size).fill(0)
  const atLeast = new Float64Array((size + 1) * size)
  for (let c = size - 1; c >= 0; c--)
    for (let s = 0; s < size; s++) {
      const q = table.p[c * size + s]!
      successes[c]! += q
      sixes[s]! += q
      atLeast[c * size + s] = atLeast[(c + 1) * size + s]! + q
    }
  const built: PoolTable = { n, reroll, table, successes, sixes, atLeast }
  // Pools are small integers so the key space is bounded anyway; the limit only guards misuse.
  if (cache.size >= CACHE_LIMIT) cache.clear()
  cache.set(key, built)
  return built
}

/** Forgets every cached pool table (benchmarks measure the cold path with it). */
export function clearPoolTableCache(): void {
  cache.clear()
}
