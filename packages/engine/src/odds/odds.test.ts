import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { unwrap } from '../protocol/result.ts'
import { categoryDie, dieFromFaces, dieProbabilities, mergeCategories, rerollCategoriesOnce } from './die.ts'
import {
  combineJoints,
  combineJointsToPmf,
  combinePmfs,
  jointFromRows,
  jointGet,
  jointMap,
  jointMarginalA,
  jointMarginalB,
  jointToRows,
  jointTotal,
} from './joint.ts'
import {
  pmfCdf,
  pmfConvolve,
  pmfExpectation,
  pmfFromWeights,
  pmfMap,
  pmfMix,
  pmfPoint,
  pmfScaleValues,
  pmfSumIid,
  pmfTail,
  pmfTotal,
  pmfTrim,
  pmfUniform,
  pmfVariance,
} from './pmf.ts'
import { poolCounter, poolCounts, poolJoint } from './pool.ts'

const EPS = 1e-12
const d6 = unwrap(categoryDie({ miss: 3, hit: 2, six: 1 }))
const expectPmf = (got: readonly number[], want: readonly number[]) => {
  expect(got.length).toBe(want.length)
  got.forEach((x, i) => {
    expect(x).toBeCloseTo(want[i]!, 12)
  })
}

describe('pmf', () => {
  test('ENGINE-ODDS-PMF: point, uniform and weights', () => {
    expectPmf(pmfPoint(2), [0, 0, 1])
    expectPmf(pmfUniform(1, 3), [0, 1 / 3, 1 / 3, 1 / 3])
    expectPmf(pmfFromWeights([1, 3]), [0.25, 0.75])
    expectPmf(pmfFromWeights([0, 0]), [1])
  })

  test('ENGINE-ODDS-PMF: 2D6 by convolution matches the triangle 1..6..1 / 36', () => {
    const two = pmfConvolve(pmfUniform(1, 6), pmfUniform(1, 6))
    const want = [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1].map((x) => x / 36)
    expectPmf(two, want)
    expect(pmfExpectation(two)).toBeCloseTo(7, 12)
    expect(pmfVariance(two)).toBeCloseTo(35 / 6, 12)
    expect(pmfTail(two, 11)).toBeCloseTo(3 / 36, 12)
    expect(pmfCdf(two, 3)).toBeCloseTo(3 / 36, 12)
  })

  test('ENGINE-ODDS-PMF: sum of n iid equals repeated convolution', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 4 }),
        fc.nat(7),
        (w, n) => {
          const p = pmfFromWeights(w)
          let slow = [1]
          for (let i = 0; i < n; i++) slow = pmfConvolve(slow, p)
          const fast = pmfSumIid(p, n)
          expect(fast.length).toBe(slow.length)
          fast.forEach((x, i) => {
            expect(Math.abs(x - slow[i]!)).toBeLessThan(EPS)
          })
          expect(Math.abs(pmfTotal(fast) - 1)).toBeLessThan(EPS)
        },
      ),
    )
  })

  test('ENGINE-ODDS-PMF: scale, map, mix and trim', () => {
    expectPmf(pmfScaleValues([0.5, 0.5], 2), [0.5, 0, 0.5])
    expectPmf(
      pmfMap(pmfUniform(1, 6), (x) => Math.ceil(x / 2)),
      [0, 1 / 3, 1 / 3, 1 / 3],
    )
    expectPmf(
      pmfMix([
        { weight: 1, pmf: [1] },
        { weight: 3, pmf: [0, 1] },
      ]),
      [0.25, 0.75],
    )
    expectPmf(pmfTrim([0.5, 0.5, 0, 0]), [0.5, 0.5])
  })
})

describe('die', () => {
  test('ENGINE-ODDS-DIE: a d6 classified by face is 3/2/1', () => {
    const d = unwrap(dieFromFaces(6, (f) => (f >= 6 ? 'six' : f >= 4 ? 'hit' : 'miss')))
    expect(d.names).toEqual(['miss', 'hit', 'six'])
    expect(d.weights).toEqual([3, 2, 1])
  })

  test('ENGINE-ODDS-DIE: bad dice are errors, not throws', () => {
    expect(categoryDie({}).ok).toBe(false)
    expect(categoryDie({ a: -1, b: 2 }).ok).toBe(false)
    expect(categoryDie({ a: 0 }).ok).toBe(false)
    expect(dieFromFaces(0, () => 'x').ok).toBe(false)
  })

  test('ENGINE-ODDS-REROLL: re-rolling misses of 3/2/1 gives 9/18/9 over 36', () => {
    expect(rerollCategoriesOnce(d6, ['miss']).weights).toEqual([9, 18, 9])
  })

  test('ENGINE-ODDS-REROLL: re-rolling 1s only, then folding 1s into misses, gives 15/14/7', () => {
    const fine = unwrap(categoryDie({ one: 1, miss: 2, hit: 2, six: 1 }))
    const d = mergeCategories(rerollCategoriesOnce(fine, ['one']), { one: 'miss' })
    expect(d.names).toEqual(['miss', 'hit', 'six'])
    expect(d.weights).toEqual([15, 14, 7])
  })

  test('ENGINE-ODDS-REROLL: a re-roll keeps total probability 1 (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
        (w, mask) => {
          fc.pre(w.some((x) => x > 0))
          const die = unwrap(categoryDie(Object.fromEntries(w.map((x, i) => [`c${i}`, x]))))
          const r = rerollCategoriesOnce(
            die,
            die.names.filter((_, i) => mask[i]),
          )
          expect(Math.abs(pmfTotal(dieProbabilities(r)) - 1)).toBeLessThan(EPS)
        },
      ),
    )
  })
})

describe('pool', () => {
  test('ENGINE-ODDS-POOL: two 3/2/1 dice, hits and sixes, by hand', () => {
    const t = poolJoint(d6, 2, { hit: 1, six: 1 }, { six: 1 })
    // 36 ordered pairs of (miss 3, hit 2, six 1) weights
    expect(jointGet(t, 0, 0)).toBeCloseTo(9 / 36, 12)
    expect(jointGet(t, 1, 0)).toBeCloseTo(12 / 36, 12)
    expect(jointGet(t, 1, 1)).toBeCloseTo(6 / 36, 12)
    expect(jointGet(t, 2, 0)).toBeCloseTo(4 / 36, 12)
    expect(jointGet(t, 2, 1)).toBeCloseTo(4 / 36, 12)
    expect(jointGet(t, 2, 2)).toBeCloseTo(1 / 36, 12)
    expect(jointGet(t, 0, 1)).toBe(0)
    expect(Math.abs(jointTotal(t) - 1)).toBeLessThan(EPS)
  })

  test('ENGINE-ODDS-POOL: counter marginals equal the binomial', () => {
    const hits = poolCounter(d6, 3, { hit: 1, six: 1 })
    expectPmf(hits, [1 / 8, 3 / 8, 3 / 8, 1 / 8])
    const t = poolJoint(d6, 3, { hit: 1, six: 1 }, { six: 1 })
    expectPmf(jointMarginalA(t), hits)
    expectPmf(jointMarginalB(t), poolCounter(d6, 3, { six: 1 }))
  })

  test('ENGINE-ODDS-POOL: multinomial counts agree with the joint table', () => {
    for (const n of [0, 1, 4, 7]) {
      const all = poolCounts(d6, n)
      expect(all.length).toBe(((n + 1) * (n + 2)) / 2)
      const t = poolJoint(d6, n, { hit: 1, six: 1 }, { six: 1 })
      let total = 0
      for (const { counts, p } of all) {
        total += p
        expect(jointGet(t, counts[1]! + counts[2]!, counts[2]!)).toBeCloseTo(p, 12)
      }
      expect(Math.abs(total - 1)).toBeLessThan(EPS)
    }
  })

  test('ENGINE-ODDS-POOL: tables of 40 dice still sum to 1 within 1e-12', () => {
    const t = poolJoint(rerollCategoriesOnce(d6, ['miss']), 40, { hit: 1, six: 1 }, { six: 1 })
    expect(Math.abs(jointTotal(t) - 1)).toBeLessThan(EPS)
  })

  test('ENGINE-ODDS-POOL: bad pool sizes count as no dice', () => {
    expectPmf(poolCounter(d6, -2, { hit: 1 }), [1])
    expect(poolJoint(d6, Number.NaN, { hit: 1 }, { six: 1 }).p).toEqual([1])
  })
})

describe('combine', () => {
  test('ENGINE-ODDS-COMBINE: one attack die against one defense die, by hand', () => {
    const a = poolCounter(d6, 1, { hit: 1, six: 1 })
    const b = poolCounter(d6, 1, { hit: 1, six: 1 })
    expectPmf(
      combinePmfs(a, b, (x, y) => x - y),
      [3 / 4, 1 / 4],
    )
  })

  test('ENGINE-ODDS-COMBINE: joint combination agrees with its one-outcome form and with marginals', () => {
    const ta = poolJoint(d6, 3, { hit: 1, six: 1 }, { six: 1 })
    const tb = poolJoint(d6, 2, { hit: 1, six: 1 }, { six: 1 })
    const f = (h: number, s: number, b: number) => [Math.max(0, h - b), h > b ? s : 0] as const
    const j = combineJoints(ta, tb, (h, s, b) => f(h, s, b))
    expect(Math.abs(jointTotal(j) - 1)).toBeLessThan(EPS)
    expectPmf(
      jointMarginalA(j),
      combineJointsToPmf(ta, tb, (h, _s, b) => Math.max(0, h - b)),
    )
    expectPmf(
      jointMarginalA(j),
      combinePmfs(jointMarginalA(ta), jointMarginalA(tb), (h, b) => h - b),
    )
    expect(jointToRows(jointFromRows([[1, 2], [3]]))).toEqual([
      [1, 2],
      [3, 0],
    ])
    expectPmf(
      jointMap(ta, (h, s) => h - s),
      poolCounter(d6, 3, { hit: 1 }),
    )
  })
})
