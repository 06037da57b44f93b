/**
 * The vocabulary of a Mobile Frame Zero company: systems, the dice they give, and frames.
 * Measurement is in ruler units (F§1): one unit is the length of a 1×4 hinge brick, a ruler is 8.
 */

export const UNIT = 1
export const RULER = 8

/** Weapon range bands (F§4): hand-to-hand (h), direct fire (d), artillery (a). */
export type Band = 'h' | 'd' | 'a'
export const BANDS: readonly Band[] = ['h', 'd', 'a']

/**
 * A full system: defensive (B), movement (G), surveillance (Y), a weapon of one band, or
 * environment protection (E, alternative rule MF-ALT-HAZARD: no die; counts as a system and can be
 * lost; the letter is the project's own, MF-RULING-HAZARD-NOTATION).
 */
export type FullSystem = 'B' | 'G' | 'Y' | 'Rh' | 'Rd' | 'Ra' | 'E'
/** A split-range weapon (alternative rule, F§3): half a system at each of two bands. */
export type SplitSystem = 'Sdh' | 'Sah' | 'Sad'
export type SystemCode = FullSystem | SplitSystem

export const FULL_SYSTEMS: readonly FullSystem[] = ['B', 'G', 'Y', 'Rh', 'Rd', 'Ra', 'E']
export const SPLIT_SYSTEMS: readonly SplitSystem[] = ['Sdh', 'Sah', 'Sad']
export const SYSTEM_CODES: readonly SystemCode[] = [...FULL_SYSTEMS, ...SPLIT_SYSTEMS]

export const SYSTEM_NAMES: Record<SystemCode, string> = {
  B: 'defensive system',
  G: 'movement system',
  Y: 'surveillance system',
  Rh: 'hand-to-hand weapon',
  Rd: 'direct-fire weapon',
  Ra: 'artillery weapon',
  E: 'environment protection (hazard rule)',
  Sdh: 'split weapon (direct fire / hand-to-hand)',
  Sah: 'split weapon (artillery / hand-to-hand)',
  Sad: 'split weapon (artillery / direct fire)',
}

/** The bands a split weapon covers. */
export function splitBands(s: SplitSystem): [Band, Band] {
  return [s[1] as Band, s[2] as Band]
}

export const isSplit = (s: SystemCode): s is SplitSystem => s.startsWith('S')

/** Dice colours (F§2). */
export type Colour = 'W' | 'B' | 'G' | 'Y' | 'R'

/** Where a die comes from: the two built-in whites, a system, the sprint bonus, or a rocket. */
export type DieSource = 'white' | 'system' | 'sprint' | 'ssr'

/** One die of a frame's pool, before it is rolled. `band` is set on red dice; 'r' marks a rocket. */
export interface DieSpec {
  colour: Colour
  sides: 6 | 8
  band?: Band | 'r'
  source: DieSource
}

/** A frame as built: systems (at most 4), its white dice left, single-shot rockets carried. */
export interface FrameSpec {
  name: string
  systems: SystemCode[]
  /** White dice left (2 when built; damage takes them once the systems are gone). */
  whites?: number
  ssr: number
}

export interface CompanySpec {
  name: string
  frames: FrameSpec[]
  /** Frames kept aside for the starting-tie procedure (F§7: the tie winner may add a frame). */
  spares?: FrameSpec[]
}
