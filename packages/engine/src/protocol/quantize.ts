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
  const k = 10 ** decimals
  const walk = (v: unknown): void => {
    if (v === null || typeof v !== 'object') return
    if (skip?.has(v)) return
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const x = v[i]
        if (typeof x === 'number') {
          if (!Number.isInteger(x) && Number.isFinite(x)) {
            const r = Math.round(x * k) / k
            if (r !== x) v[i] = r
          }
        } else walk(x)
      }
      return
    }
    const o = v as Record<string, unknown>
    for (const key in o) {
      const x = o[key]
      if (typeof x === 'number') {
        if (!Number.isInteger(x) && Number.isFinite(x)) {
          const r = Math.round(x * k) / k
          if (r !== x) o[key] = r
        }
      } else walk(x)
    }
  }
  walk(value)
}
