/**
 * Cross-runtime determinism. V8 builds differ in the last bit of Math.atan2, sin and cos (seen:
 * Chromium 156 vs Node 20), so a game played in the browser could replay to another hash on the
 * server. Rounding every non-integer number in the state to a fixed number of decimals after each
 * decision makes both runtimes store the same doubles.
 *
 * `skip` names objects already rounded all through (draft.ts): they are not walked. A number
 * already rounded is left alone rather than written again (rounding twice gives the same double),
 * so objects a new state shares with the old one are never written to.
 */
export function roundFloatsInPlace(value: unknown, decimals: number, skip?: WeakSet<object>): void {
  roundWalk(value, 10 ** decimals, skip)
}

/**
 * `x` rounded to 1/k (k = 10^decimals); integers and non-finite numbers as they are. Callers write
 * back only when `r !== x && !Number.isNaN(r)` (NaN is not equal to itself, and must not be written).
 */
export function roundNumber(x: number, k: number): number {
  return Number.isInteger(x) || !Number.isFinite(x) ? x : Math.round(x * k) / k
}

/** The walk of roundFloatsInPlace with the scale already worked out (draft.ts walks by plan). */
export function roundWalk(v: unknown, k: number, skip?: WeakSet<object>): void {
  if (v === null || typeof v !== 'object') return
  if (skip?.has(v)) return
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const x = v[i]
      if (typeof x === 'number') {
        const r = roundNumber(x, k)
        if (r !== x && !Number.isNaN(r)) v[i] = r
      } else roundWalk(x, k, skip)
    }
    return
  }
  const o = v as Record<string, unknown>
  for (const key in o) {
    const x = o[key]
    if (typeof x === 'number') {
      const r = roundNumber(x, k)
      if (r !== x && !Number.isNaN(r)) o[key] = r
    } else roundWalk(x, k, skip)
  }
}
