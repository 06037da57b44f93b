/**
 * A pool of n identical, independent dice: how many land in each category (a multinomial), or
 * the distribution of one or two counters that each category adds to (hits = hit + six;
 * sixes = six).
 *
 * Tables are built die by die (n steps over a growing table), which stays accurate for any n
 * and needs no factorials.
 *
 * @example
 * const d = unwrap(categoryDie({ miss: 3, hit: 2, six: 1 }))
 * const t = poolJoint(d, 2, { hit: 1, six: 1 }, { six: 1 })
 * jointGet(t, 2, 1)   // two hits, one of them a six: 2·(2/6)(1/6) = 1/9
 */
import { type CategoryDie, dieProbabilities } from './die.ts'
import { type JointTable, jointZero } from './joint.ts'
import { type Pmf, pmfSumIid } from './pmf.ts'

/** How much one die in each category adds to a counter: `{ hit: 1, six: 1 }`. Missing names add 0. */
export type Increments = Readonly<Record<string, number>>

function incrementVector(die: CategoryDie, inc: Increments): number[] {
  return die.names.map((n) => Math.max(0, Math.floor(inc[n] ?? 0)))
}

function poolSize(n: number): number {
  return Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0
}

/** Distribution of the counter summed over `n` dice (n is floored; below 0 counts as 0). */
export function poolCounter(die: CategoryDie, n: number, inc: Increments): Pmf {
  const probs = dieProbabilities(die)
  const step = incrementVector(die, inc)
  const one: Pmf = new Array(Math.max(...step) + 1).fill(0)
  probs.forEach((p, i) => {
    one[step[i]!]! += p
  })
  return pmfSumIid(one, poolSize(n))
}

/** Joint distribution of two counters over `n` dice: `[a][b]` = P(counter a = a, counter b = b). */
export function poolJoint(die: CategoryDie, n: number, a: Increments, b: Increments): JointTable {
  const size = poolSize(n)
  const probs = dieProbabilities(die)
  const ua = incrementVector(die, a)
  const ub = incrementVector(die, b)
  const rows = size * Math.max(...ua) + 1
  const cols = size * Math.max(...ub) + 1
  let cur = jointZero(rows, cols)
  cur.p[0] = 1
  // After k dice only cells up to k·max are reachable: bound the loops to keep n³ small.
  const maxA = Math.max(...ua)
  const maxB = Math.max(...ub)
  for (let k = 0; k < size; k++) {
    const next = jointZero(rows, cols)
    const reachA = k * maxA
    const reachB = k * maxB
    for (let x = 0; x <= reachA; x++)
      for (let y = 0; y <= reachB; y++) {
        const q = cur.p[x * cols + y]!
        if (q === 0) continue
        for (let c = 0; c < probs.length; c++) next.p[(x + ua[c]!) * cols + y + ub[c]!]! += q * probs[c]!
      }
    cur = next
  }
  return cur
}

/** One outcome of a pool: the number of dice in each category (in `die.names` order) and its probability. */
export interface PoolCounts {
  counts: number[]
  p: number
}

/**
 * Every way `n` dice can split among the categories, with its multinomial probability.
 * There are C(n + k − 1, k − 1) of them, so keep this to small pools (tests, explanations).
 */
export function poolCounts(die: CategoryDie, n: number): PoolCounts[] {
  const size = poolSize(n)
  const probs = dieProbabilities(die)
  const k = probs.length
  const out: PoolCounts[] = []
  const counts = new Array(k).fill(0)
  // Walk the categories, choosing how many of the remaining dice land in each; the probability
  // accumulates as binomial(remaining, c)·p^c so no large factorial is ever formed.
  const walk = (i: number, remaining: number, p: number): void => {
    if (i === k - 1) {
      counts[i] = remaining
      out.push({ counts: [...counts], p: p * probs[i]! ** remaining })
      return
    }
    let binom = 1
    for (let c = 0; c <= remaining; c++) {
      counts[i] = c
      walk(i + 1, remaining - c, p * binom * probs[i]! ** c)
      binom = (binom * (remaining - c)) / (c + 1)
    }
  }
  walk(0, size, 1)
  return out
}
