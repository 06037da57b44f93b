/**
 * Range zones (§7.1, §7.2, §7.10). Positions are squares of a grid whose side is one movement
 * unit; the zone between two things follows from the empty squares between them (the gap):
 * adjacent 0, close 1, medium 2–3, long 4–5, extreme 6–9 (project default width 4), beyond that
 * out of reach. Without the optional grid the table shows only the zones; the engine keeps the
 * squares either way so every player sees consistent zones between every pair (GW-RULING-ZONES).
 */
export type Band = 'adjacent' | 'close' | 'medium' | 'long' | 'extreme'
export const BANDS: readonly Band[] = ['adjacent', 'close', 'medium', 'long', 'extreme']
/** Widths in movement units (§7.2; extreme is the project's own). */
export const BAND_WIDTH: Record<Band, number> = { adjacent: 1, close: 1, medium: 2, long: 2, extreme: 4 }

export interface Pos {
  x: number
  y: number
}

/** Squares moved to get from one square to the other (diagonal steps allowed). */
export function steps(a: Pos, b: Pos): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y))
}

/** Empty squares between two things (0 when touching or sharing a square). */
export function gap(a: Pos, b: Pos): number {
  return Math.max(0, steps(a, b) - 1)
}

/** Largest gap each band covers. */
export function bandMaxGap(b: Band): number {
  let end = -1
  for (const x of BANDS) {
    end += BAND_WIDTH[x]
    if (x === b) return end
  }
  return end
}

/** The zone for a gap, or null past extreme. */
export function bandOfGap(g: number): Band | null {
  for (const b of BANDS) if (g <= bandMaxGap(b)) return b
  return null
}

export function bandBetween(a: Pos, b: Pos): Band | null {
  return bandOfGap(gap(a, b))
}

/** Whether a band is within a maximum range. */
export function withinBand(b: Band | null, max: Band): boolean {
  return b !== null && BANDS.indexOf(b) <= BANDS.indexOf(max)
}

/** Movement units needed to go from one gap to another along a straight line (GW-RULING-ZONE-COST). */
export function unitsBetweenGaps(from: number, to: number): number {
  return Math.abs(to - from)
}

export const samePos = (a: Pos, b: Pos): boolean => a.x === b.x && a.y === b.y

/** Squares on a king-move straight line from a to b, excluding a (for terrain along a move). */
export function pathSquares(a: Pos, b: Pos): Pos[] {
  const n = steps(a, b)
  const out: Pos[] = []
  for (let i = 1; i <= n; i++)
    out.push({ x: a.x + Math.round(((b.x - a.x) * i) / n), y: a.y + Math.round(((b.y - a.y) * i) / n) })
  return out
}
