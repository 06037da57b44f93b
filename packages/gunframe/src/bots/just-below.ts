/**
 * The next double below a number: the floor a bot passes when "above it" must take the number
 * itself too. Worked on the number's bits in place (no BigInt, no new buffer): it runs on every
 * action prompt.
 */
/** One double and its two 32-bit halves, reused (justBelow runs on every action prompt). */
const DOUBLE = new Float64Array(1)
const HALVES = new Uint32Array(DOUBLE.buffer)
const LOW = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 0 : 1

/** The largest number below `x` (so "above it" takes `x` itself too): one step of its bits. */
export function justBelow(x: number): number {
  if (!Number.isFinite(x)) return x
  if (x === 0) return -Number.MIN_VALUE
  DOUBLE[0] = x
  const lo = HALVES[LOW] as number
  const hi = 1 - LOW
  // Towards zero for a positive number, away from it for a negative one (the sign bit stays).
  if (x > 0) {
    HALVES[LOW] = lo === 0 ? 0xffffffff : lo - 1
    if (lo === 0) HALVES[hi] = (HALVES[hi] as number) - 1
  } else {
    HALVES[LOW] = lo === 0xffffffff ? 0 : lo + 1
    if (lo === 0xffffffff) HALVES[hi] = (HALVES[hi] as number) + 1
  }
  return DOUBLE[0] as number
}
