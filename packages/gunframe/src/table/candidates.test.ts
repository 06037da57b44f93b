import fc from 'fast-check'
import { expect, test } from 'vitest'

test('GF-BOT-MOVES: two ends whose rounded keys agree are within 0.11" in each coordinate', () => {
  // candidates.ts spells out an end's key only near an end already listed; this is why it may.
  const coord = fc.double({ min: -40, max: 80, noNaN: true })
  const step = fc.oneof(
    fc.double({ min: -0.2, max: 0.2, noNaN: true }),
    fc.constantFrom(0.1, -0.1, 0.05, -0.05),
  )
  fc.assert(
    fc.property(coord, step, (a, d) => {
      const b = a + d
      if (a.toFixed(1) === b.toFixed(1)) expect(Math.abs(a - b)).toBeLessThanOrEqual(0.11)
    }),
    { numRuns: 20000 },
  )
})
