import type { Vec } from '@sortie/engine'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { bestCandidate, firstBest, newSearch } from './best-candidate.ts'
import { candidatePaths } from './candidates.ts'
import type { BestAsk } from './contract.ts'
import { figuresAt, spotsArb } from './move.testkit.ts'
import { randomBattlefield } from './random.ts'
import { THEMES } from './themes.ts'

/** Ways a bot may value an end: nearer a point, a coarse band (many ties), a wavy pattern. */
const endValue = (kind: number, p: Vec) => (e: Vec) =>
  kind === 0
    ? -Math.hypot(e.x - p.x, e.y - p.y)
    : kind === 1
      ? Math.round(Math.hypot(e.x - p.x, e.y - p.y) / 3)
      : Math.sin(e.x * 1.3) + Math.cos(e.y * 0.7)

const arb = fc.record({
  seed: fc.string({ maxLength: 6 }),
  theme: fc.constantFrom(...THEMES),
  spots: spotsArb,
  flying: fc.boolean(),
  allowance: fc.constantFrom(3, 5, 6, 8, 10, 12),
  kind: fc.integer({ min: 0, max: 2 }),
  target: fc.record({
    x: fc.double({ min: 0, max: 36, noNaN: true }),
    y: fc.double({ min: 0, max: 36, noNaN: true }),
  }),
  floor: fc.constantFrom(Number.NEGATIVE_INFINITY, -20, -5, 0, 1, 3),
  dropEvery: fc.constantFrom(0, 2, 3),
  room: fc.constantFrom(64, 64, 30, 5),
})

test('GF-BOT-MOVES: the best candidate by its end is the first of the best the full listing holds', () => {
  let answered = 0
  fc.assert(
    fc.property(arb, ({ seed, theme, spots, flying, allowance, kind, target, floor, dropEvery, room }) => {
      const field = randomBattlefield(seed, theme, '3x3')
      const figs = figuresAt(spots, (i) => (i === 0 && flying ? { flying: true } : {}))
      // A caller's own filter: drops some paths by where they end (deterministic).
      const keep = (path: Vec[]) =>
        dropEvery === 0 || Math.floor((path[path.length - 1] as Vec).x * 10) % dropEvery !== 0
      const ask: BestAsk = { value: endValue(kind, target), keep, floor, room }
      const want = firstBest(candidatePaths(field, figs, 'unit:u0', allowance), ask)
      const got = bestCandidate(field, figs, 'unit:u0', allowance, ask)
      expect(got).toEqual(want)
      if (want) answered++
    }),
    { numRuns: 400 },
  )
  expect(answered).toBeGreaterThan(100)
}, 120_000)

test('GF-BOT-MOVES: a search kept from earlier asks of the position answers as a fresh one', () => {
  fc.assert(
    fc.property(arb, arb, (first, { kind, target, floor, dropEvery, room }) => {
      const { seed, theme, spots, flying, allowance } = first
      const field = randomBattlefield(seed, theme, '3x3')
      const figs = figuresAt(spots, (i) => (i === 0 && flying ? { flying: true } : {}))
      const keep = (path: Vec[]) =>
        dropEvery === 0 || Math.floor((path[path.length - 1] as Vec).x * 10) % dropEvery !== 0
      const search = newSearch(field, figs, 'unit:u0', allowance)
      // An earlier ask measures part of the position (its own values and floor)…
      const earlier: BestAsk = {
        value: endValue(first.kind, first.target),
        keep: () => true,
        floor: first.floor,
        room: 64,
      }
      bestCandidate(field, figs, 'unit:u0', allowance, earlier, search)
      // …and the next, with other values, reads that back: the same answer as measuring afresh.
      const ask: BestAsk = { value: endValue(kind, target), keep, floor, room }
      const got = bestCandidate(field, figs, 'unit:u0', allowance, ask, search)
      expect(got).toEqual(bestCandidate(field, figs, 'unit:u0', allowance, ask))
    }),
    { numRuns: 150 },
  )
}, 120_000)
