import fc from 'fast-check'
import { expect, test } from 'vitest'
import { justBelow } from './just-below.ts'

/** The same step on a BigInt view of the bits: the reference. */
function reference(x: number): number {
  if (!Number.isFinite(x)) return x
  if (x === 0) return -Number.MIN_VALUE
  const bits = new BigInt64Array(new Float64Array([x]).buffer)
  bits[0] = (bits[0] as bigint) + (x > 0 ? -1n : 1n)
  return new Float64Array(bits.buffer)[0] as number
}

test('GF-BOT-MOVES: justBelow is the next double down, bit for bit the BigInt step', () => {
  const edges = [
    0,
    -0,
    1,
    -1,
    0.5,
    2,
    Number.MIN_VALUE,
    -Number.MIN_VALUE,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
  ]
  for (const x of [...edges, 2 ** 32, 2 ** -1022, -(2 ** -1022), Number.POSITIVE_INFINITY, Number.NaN])
    expect(Object.is(justBelow(x), reference(x))).toBe(true)
  fc.assert(
    fc.property(fc.double({ noNaN: true }), (x) => {
      const y = justBelow(x)
      expect(Object.is(y, reference(x))).toBe(true)
      if (Number.isFinite(x) && x !== -Number.MAX_VALUE) expect(y).toBeLessThan(x)
    }),
    { numRuns: 20000 },
  )
})
