/** Win rates with a Wilson 95% interval (sound at small n and near 0 or 1, unlike ±1.96·se). */
import type { Rate } from '../types.ts'

const Z = 1.959964

const r4 = (x: number) => Math.round(x * 10_000) / 10_000

/** `wins` may be fractional (a draw counts half where the caller says so). */
export function rate(wins: number, n: number): Rate {
  if (n <= 0) return { n: 0, wins: 0, rate: 0, lo: 0, hi: 1 }
  const p = wins / n
  const z2 = Z * Z
  const mid = (p + z2 / (2 * n)) / (1 + z2 / n)
  const half = (Z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n)
  return { n, wins, rate: r4(p), lo: r4(Math.max(0, mid - half)), hi: r4(Math.min(1, mid + half)) }
}
