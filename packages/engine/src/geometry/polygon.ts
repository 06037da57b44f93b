/**
 * Polygons (terrain footprints) as arrays of points, plus the flat-array form the hot tests use.
 *
 * @example
 * const square = rect(0, 0, 2, 2)
 * pointInPolygon({ x: 1, y: 1 }, square) // true
 * pointPolygonDistance({ x: 3, y: 1 }, square) // 1
 */
import { pointInFlatPolygon, pointSegmentDist2 } from './segment.ts'
import type { Vec } from './vec.ts'

export type Polygon = Vec[]

export interface BBox {
  minX: number
  minY: number
  maxX: number
  maxY: number
}

/** `[x0, y0, x1, y1, …]`: the allocation-free form the segment tests read. */
export function flattenPolygon(poly: readonly Vec[]): number[] {
  const out = new Array<number>(poly.length * 2)
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i] as Vec
    out[2 * i] = p.x
    out[2 * i + 1] = p.y
  }
  return out
}

/** Axis-aligned rectangle, counter-clockwise from its lower-left corner. */
export const rect = (x: number, y: number, w: number, h: number): Polygon => [
  { x, y },
  { x: x + w, y },
  { x: x + w, y: y + h },
  { x, y: y + h },
]

/** Regular n-gon approximating a circle (craters, forests, hills). */
export function regularPolygon(c: Vec, r: number, n: number, rotation = 0): Polygon {
  const out: Polygon = []
  for (let i = 0; i < n; i++) {
    const a = rotation + (2 * Math.PI * i) / n
    out.push({ x: c.x + r * Math.cos(a), y: c.y + r * Math.sin(a) })
  }
  return out
}

/** Signed area: positive when the outline runs counter-clockwise. */
export function signedArea(poly: readonly Vec[]): number {
  let a = 0
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const p = poly[j] as Vec
    const q = poly[i] as Vec
    a += p.x * q.y - q.x * p.y
  }
  return a / 2
}

export function polygonBBox(poly: readonly Vec[]): BBox {
  let minX = Number.POSITIVE_INFINITY
  let minY = Number.POSITIVE_INFINITY
  let maxX = Number.NEGATIVE_INFINITY
  let maxY = Number.NEGATIVE_INFINITY
  for (const p of poly) {
    if (p.x < minX) minX = p.x
    if (p.y < minY) minY = p.y
    if (p.x > maxX) maxX = p.x
    if (p.y > maxY) maxY = p.y
  }
  return { minX, minY, maxX, maxY }
}

export function polygonCentroid(poly: readonly Vec[]): Vec {
  let sx = 0
  let sy = 0
  for (const p of poly) {
    sx += p.x
    sy += p.y
  }
  const n = poly.length || 1
  return { x: sx / n, y: sy / n }
}

export const pointInPolygon = (p: Vec, poly: readonly Vec[]): boolean =>
  pointInFlatPolygon(p.x, p.y, flattenPolygon(poly))

/** Distance from a point to the polygon's area: 0 inside, else to the nearest edge. */
export function pointPolygonDistance(p: Vec, poly: readonly Vec[]): number {
  if (pointInPolygon(p, poly)) return 0
  return Math.sqrt(pointBoundaryDist2(p, poly))
}

/** Nearest point of the polygon's outline to p (for "which side is the wall on" questions). */
export function closestPointOnPolygon(p: Vec, poly: readonly Vec[]): Vec {
  let best = Number.POSITIVE_INFINITY
  let out: Vec = poly[0] ?? p
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[j] as Vec
    const b = poly[i] as Vec
    const vx = b.x - a.x
    const vy = b.y - a.y
    const len2 = vx * vx + vy * vy
    let t = len2 === 0 ? 0 : ((p.x - a.x) * vx + (p.y - a.y) * vy) / len2
    t = Math.max(0, Math.min(1, t))
    const q = { x: a.x + t * vx, y: a.y + t * vy }
    const d = (q.x - p.x) ** 2 + (q.y - p.y) ** 2
    if (d < best) {
      best = d
      out = q
    }
  }
  return out
}

function pointBoundaryDist2(p: Vec, poly: readonly Vec[]): number {
  let best = Number.POSITIVE_INFINITY
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[j] as Vec
    const b = poly[i] as Vec
    const d = pointSegmentDist2(p.x, p.y, a.x, a.y, b.x, b.y)
    if (d < best) best = d
  }
  return best
}

/** Edge-to-edge distance between two polygons (0 when they touch or overlap). */
export function polygonPolygonDistance(a: readonly Vec[], b: readonly Vec[]): number {
  if (a.length === 0 || b.length === 0) return Number.POSITIVE_INFINITY
  if (pointInPolygon(a[0] as Vec, b) || pointInPolygon(b[0] as Vec, a)) return 0
  let best = Number.POSITIVE_INFINITY
  for (const p of a) best = Math.min(best, pointBoundaryDist2(p, b))
  for (const p of b) best = Math.min(best, pointBoundaryDist2(p, a))
  // Crossing edges with no vertex inside the other polygon (a plus sign of two bars).
  if (best > 0 && polygonsEdgesCross(a, b)) return 0
  return Math.sqrt(best)
}

function polygonsEdgesCross(a: readonly Vec[], b: readonly Vec[]): boolean {
  const fb = flattenPolygon(b)
  for (let i = 0, j = a.length - 1; i < a.length; j = i++) {
    const p = a[j] as Vec
    const q = a[i] as Vec
    for (let k = 0, l = fb.length - 2; k < fb.length; l = k, k += 2) {
      const o1 = (q.x - p.x) * ((fb[l + 1] as number) - p.y) - (q.y - p.y) * ((fb[l] as number) - p.x)
      const o2 = (q.x - p.x) * ((fb[k + 1] as number) - p.y) - (q.y - p.y) * ((fb[k] as number) - p.x)
      if (o1 * o2 >= 0) continue
      const o3 =
        ((fb[k] as number) - (fb[l] as number)) * (p.y - (fb[l + 1] as number)) -
        ((fb[k + 1] as number) - (fb[l + 1] as number)) * (p.x - (fb[l] as number))
      const o4 =
        ((fb[k] as number) - (fb[l] as number)) * (q.y - (fb[l + 1] as number)) -
        ((fb[k + 1] as number) - (fb[l + 1] as number)) * (q.x - (fb[l] as number))
      if (o3 * o4 < 0) return true
    }
  }
  return false
}
