/**
 * Discs: a figure's base. GUNFRAME measures every distance between closest edges, so most
 * questions here are "how far apart are the rims".
 *
 * @example
 * discDistance({ c: vec(0, 0), r: 1 }, { c: vec(5, 0), r: 1 }) // 3
 */
import { hypot } from './hypot.ts'
import { flattenPolygon, pointPolygonDistance } from './polygon.ts'
import { segmentFlatPolygonDistance } from './segment.ts'
import type { Vec } from './vec.ts'

export interface Disc {
  c: Vec
  r: number
}

export const disc = (c: Vec, r: number): Disc => ({ c, r })

/** Edge-to-edge distance between two discs; 0 when they touch or overlap. */
export function discDistance(a: Disc, b: Disc): number {
  return Math.max(0, hypot(a.c.x - b.c.x, a.c.y - b.c.y) - (a.r + b.r))
}

/** Distance from a point to a disc's rim (0 inside). */
export const pointDiscDistance = (p: Vec, d: Disc): number =>
  Math.max(0, hypot(p.x - d.c.x, p.y - d.c.y) - d.r)

/** Do the discs overlap by more than `tolerance` (touching is allowed)? */
export const discsOverlap = (a: Disc, b: Disc, tolerance = 1e-6): boolean =>
  hypot(a.c.x - b.c.x, a.c.y - b.c.y) < a.r + b.r - tolerance

/** Edge-to-edge distance from a disc to a polygon's area; 0 when they touch or overlap. */
export const discPolygonDistance = (d: Disc, poly: readonly Vec[]): number =>
  Math.max(0, pointPolygonDistance(d.c, poly) - d.r)

/**
 * Smallest gap between a polygon and a disc of radius r swept from a to b: 0 when the moving
 * base would touch or overlap the polygon somewhere on the way.
 */
export const sweptDiscPolygonDistance = (a: Vec, b: Vec, r: number, poly: readonly Vec[]): number =>
  Math.max(0, segmentFlatPolygonDistance(a.x, a.y, b.x, b.y, flattenPolygon(poly)) - r)

/**
 * First parameter t in [0, 1] at which a point moving from a to b comes within `reach` of c,
 * or null if it never does. With reach = r1 + r2 this is the moment two bases first touch.
 */
export function firstContactT(a: Vec, b: Vec, c: Vec, reach: number): number | null {
  const dx = b.x - a.x
  const dy = b.y - a.y
  const fx = a.x - c.x
  const fy = a.y - c.y
  const A = dx * dx + dy * dy
  const C = fx * fx + fy * fy - reach * reach
  if (C <= 0) return 0
  if (A === 0) return null
  const B = 2 * (fx * dx + fy * dy)
  const disc2 = B * B - 4 * A * C
  if (disc2 < 0) return null
  const t = (-B - Math.sqrt(disc2)) / (2 * A)
  return t >= 0 && t <= 1 ? t : null
}
