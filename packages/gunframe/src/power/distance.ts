/**
 * How far involuntary moves go (ruling 5): start from the damage the attack's hits did
 * (ruling 10), apply every halving that applies (Heavy, high gravity — each rounds up), then add
 * the environment's bonus (+1" low gravity, +2" in space). Halvings touch recoil and throw only;
 * the bonuses touch every knock-back.
 *
 * @example
 * knockBackDistance(5, 'recoil', { heavy: true, gravity: 'low' }) // ceil(5 / 2) + 1 = 4
 */
import type { PowerEnvironment } from './types.ts'

export type KnockBackKind = 'recoil' | 'throw' | 'other'

export interface KnockBackOpts extends PowerEnvironment {
  /** The moved unit has the Heavy frame upgrade. */
  heavy?: boolean
}

const halfUp = (n: number): number => Math.ceil(n / 2)

export function knockBackDistance(base: number, kind: KnockBackKind, opts: KnockBackOpts = {}): number {
  let d = Math.max(0, base)
  if (kind !== 'other') {
    if (opts.heavy) d = halfUp(d)
    if (opts.gravity === 'high') d = halfUp(d)
  }
  if (opts.gravity === 'low') d += 1
  if (opts.space) d += 2
  return d
}

export interface FallOpts extends PowerEnvironment {
  /** Reckless halves the hits of a fall. */
  reckless?: boolean
}

/**
 * Hits a fall inflicts (the unit then rolls an unmodified defense; any damage knocks it down):
 * one per inch, two in high gravity, halved (up) in low gravity and for Reckless, none in space.
 */
export function fallHits(inches: number, opts: FallOpts = {}): number {
  if (opts.space) return 0
  let hits = Math.max(0, Math.ceil(inches)) * (opts.gravity === 'high' ? 2 : 1)
  if (opts.gravity === 'low') hits = halfUp(hits)
  if (opts.reckless) hits = halfUp(hits)
  return hits
}
