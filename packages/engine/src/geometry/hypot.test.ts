import fc from 'fast-check'
import { expect, test } from 'vitest'
import { hypot } from './hypot.ts'

test('ENG-GEO-HYPOT: hypot(x, y) is Math.hypot(x, y) bit for bit', () => {
  fc.assert(
    fc.property(fc.double(), fc.double(), (x, y) => Object.is(hypot(x, y), Math.hypot(x, y))),
    { numRuns: 200_000 },
  )
  // Table-sized numbers, tenths and tiny offsets, the values the geometry measures.
  fc.assert(
    fc.property(
      fc.double({ min: -100, max: 100, noNaN: true }),
      fc.double({ min: -1e-3, max: 1e-3, noNaN: true }),
      (x, y) => Object.is(hypot(x, y), Math.hypot(x, y)) && Object.is(hypot(y, x), Math.hypot(y, x)),
    ),
    { numRuns: 200_000 },
  )
  const edges = [
    0,
    -0,
    1,
    -1,
    3,
    4,
    0.1,
    1e308,
    -1e308,
    5e-324,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    Number.NaN,
  ]
  for (const x of edges) for (const y of edges) expect(Object.is(hypot(x, y), Math.hypot(x, y))).toBe(true)
})
