/**
 * Paths (polylines) and how much of them lies inside areas: the length of a move through
 * difficult terrain, or whether a sight line crosses a forest.
 *
 * @example
 * pathLengthInside([vec(0, 1), vec(4, 1)], [rect(1, 0, 2, 2)]) // 2
 */
import { hypot } from './hypot.ts'
import { flattenPolygon } from './polygon.ts'
import { flatPolygonCrossings, pointInFlatPolygon } from './segment.ts'
import type { Vec } from './vec.ts'

export function pathLength(path: readonly Vec[]): number {
  let total = 0
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] as Vec
    const b = path[i] as Vec
    total += hypot(b.x - a.x, b.y - a.y)
  }
  return total
}

/** The point `d` inches along the path (clamped to its ends). */
export function pointAlongPath(path: readonly Vec[], d: number): Vec {
  if (path.length === 0) return { x: 0, y: 0 }
  let left = Math.max(0, d)
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] as Vec
    const b = path[i] as Vec
    const l = hypot(b.x - a.x, b.y - a.y)
    if (left <= l && l > 0) return { x: a.x + ((b.x - a.x) * left) / l, y: a.y + ((b.y - a.y) * left) / l }
    left -= l
  }
  return path[path.length - 1] as Vec
}

/** The first `maxLength` inches of the path. */
export function truncatePath(path: readonly Vec[], maxLength: number): Vec[] {
  const out: Vec[] = path.length > 0 ? [path[0] as Vec] : []
  let left = maxLength
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] as Vec
    const b = path[i] as Vec
    const l = hypot(b.x - a.x, b.y - a.y)
    if (l >= left) {
      if (left > 0) out.push(pointAlongPath([a, b], left))
      return out
    }
    out.push(b)
    left -= l
  }
  return out
}

/**
 * Pieces [t0, t1] of segment AB (parameters 0..1) that lie inside any of the flat polygons. The
 * union is measured, so overlapping areas are not counted twice.
 */
export function segmentIntervalsInside(
  a: Vec,
  b: Vec,
  flats: readonly ArrayLike<number>[],
): [number, number][] {
  const ts = [0, 1]
  for (const f of flats) for (const t of flatPolygonCrossings(a.x, a.y, b.x, b.y, f)) ts.push(t)
  ts.sort((p, q) => p - q)
  const out: [number, number][] = []
  for (let i = 1; i < ts.length; i++) {
    const t0 = ts[i - 1] as number
    const t1 = ts[i] as number
    if (t1 - t0 <= 1e-12) continue
    const tm = (t0 + t1) / 2
    const mx = a.x + (b.x - a.x) * tm
    const my = a.y + (b.y - a.y) * tm
    if (!flats.some((f) => pointInFlatPolygon(mx, my, f))) continue
    const last = out[out.length - 1]
    if (last && Math.abs(last[1] - t0) <= 1e-12) last[1] = t1
    else out.push([t0, t1])
  }
  return out
}

/** Length of the path that lies inside the union of the polygons. Never more than the path's length. */
export function pathLengthInside(path: readonly Vec[], polygons: readonly (readonly Vec[])[]): number {
  const flats = polygons.map(flattenPolygon)
  let total = 0
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] as Vec
    const b = path[i] as Vec
    const len = hypot(b.x - a.x, b.y - a.y)
    for (const [t0, t1] of segmentIntervalsInside(a, b, flats)) total += (t1 - t0) * len
  }
  return total
}
