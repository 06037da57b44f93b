/**
 * The PRNG lives inside the game state as plain JSON, so a saved game carries its own future
 * dice and `setup + seed + decisions` replays bit for bit.
 *
 * @example
 * const rng = seedRng('my-seed')
 * const dice = new Dice(rng); dice.d6() // mutates rng in place: use on a draft state
 */
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus'

export interface RngState {
  /** xoroshiro128+ internal words, as pure-rand exposes them. */
  s: [number, number, number, number]
  /** Dice drawn so far: lets replays and logs say which roll is which. */
  draws: number
  /**
   * Forced results for tests (book examples). While present, every die comes from the front of
   * this queue; an empty queue is an error, never a silent fallback to random dice.
   */
  script?: number[]
}

/** Hashes any string seed to a 32-bit integer (FNV-1a), so seeds can be words. */
export function seedToInt(seed: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h | 0
}

export function seedRng(seed: string): RngState {
  const g = xoroshiro128plus(seedToInt(seed))
  // Skip the first outputs: xoroshiro seeded from a small int starts poorly mixed.
  for (let i = 0; i < 16; i++) g.next()
  const s = g.getState()
  return { s: [s[0] ?? 0, s[1] ?? 0, s[2] ?? 0, s[3] ?? 0], draws: 0 }
}

/** A copy of the state whose next dice are `values` (tests only). */
export function withScript(rng: RngState, values: readonly number[]): RngState {
  return { ...rng, s: [...rng.s], script: [...values] }
}
