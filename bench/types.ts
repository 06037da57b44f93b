/** One measured line of `npm run bench`; `baseline` names the row it is compared against. */
export interface BenchRow {
  name: string
  opsPerSec: number
  baseline?: string
  /** Extra text shown after the figures (units, budgets, why skipped). */
  note?: string
}

/** Runs `fn` repeatedly for about `ms` milliseconds and returns calls per second. */
export function opsPerSecond(fn: () => void, ms = 400): number {
  for (let i = 0; i < 3; i++) fn() // warm the JIT before timing
  let n = 0
  const t0 = performance.now()
  let t = t0
  while (t - t0 < ms) {
    fn()
    n++
    if ((n & 7) === 0) t = performance.now()
  }
  return n / ((performance.now() - t0) / 1000)
}
