import { Dice, seedRng } from '@sortie/engine'
import { expect, test } from 'vitest'
import { fitLogistic, type SparseRow } from './logistic.ts'
import { rate } from './wilson.ts'

/** Rows drawn from a known logistic model: intercept 0.4, effects 0.8 and −0.5 per copy. */
function simulate(n: number): SparseRow[] {
  const dice = new Dice(seedRng('logistic'))
  const truth = [0.4, 0.8, -0.5]
  const rows: SparseRow[] = []
  for (let i = 0; i < n; i++) {
    const a = dice.roll(5) - 3
    const b = dice.roll(5) - 3
    const eta = truth[0]! + truth[1]! * a + truth[2]! * b
    const y = dice.roll(1_000_000) / 1_000_000 <= 1 / (1 + Math.exp(-eta)) ? 1 : 0
    rows.push({
      x: [
        [1, a],
        [2, b],
      ].filter(([, v]) => v !== 0) as [number, number][],
      y,
    })
  }
  return rows
}

test('LAB-FIT: Newton (IRLS) recovers known log-odds effects, and the 95% intervals hold them', async () => {
  const rows = simulate(4000)
  const fit = await fitLogistic(() => rows, 3, { priorSd: 10 })
  expect(fit.converged).toBe(true)
  expect(fit.n).toBe(4000)
  const truth = [0.4, 0.8, -0.5]
  truth.forEach((t, j) => {
    expect(Math.abs(fit.beta[j]! - t)).toBeLessThan(1.96 * fit.se[j]!)
    expect(fit.se[j]!).toBeLessThan(0.1)
  })
})

test('LAB-FIT: the ridge prior shrinks an effect the data cannot identify to zero, with a wide interval', async () => {
  // Column 2 never varies: only the prior speaks about it.
  const rows = simulate(500).map((r) => ({ ...r, x: r.x.filter(([j]) => j === 1) }))
  const fit = await fitLogistic(() => rows, 3, { priorSd: 1 })
  expect(fit.beta[2]).toBeCloseTo(0, 10)
  expect(fit.se[2]).toBeCloseTo(1, 6)
})

test('LAB-FIT: streamed rows (an async source read once per step) give the same fit as an array', async () => {
  const rows = simulate(300)
  async function* stream() {
    for (const r of rows) yield r
  }
  const a = await fitLogistic(() => rows, 3, { priorSd: 1 })
  const b = await fitLogistic(stream, 3, { priorSd: 1 })
  expect(b).toEqual(a)
})

test('LAB-RATE: Wilson intervals stay inside [0, 1] and hold the rate', () => {
  expect(rate(0, 10)).toMatchObject({ rate: 0, lo: 0 })
  expect(rate(10, 10)).toMatchObject({ rate: 1, hi: 1 })
  const r = rate(55, 100)
  expect(r.lo).toBeLessThan(0.55)
  expect(r.hi).toBeGreaterThan(0.55)
  expect(r.hi - r.lo).toBeCloseTo(0.19, 1)
})
