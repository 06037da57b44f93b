/**
 * GF-TER-DIFFICULT: difficult ground is charged while any part of the base is inside the area,
 * so these measure a moving disc against outlines (the move validator and forced walks share them).
 */
import { flatPolygonCrossings, hypot, pointInFlatPolygon, pointSegmentDist2, type Vec } from '@sortie/engine'

/**
 * pointPolygonDistance on the flat outline the table keeps: the same sums in the same order (so
 * the same number), without flattening the outline again on every call.
 */
export function flatPointDistance(x: number, y: number, flat: readonly number[]): number {
  if (pointInFlatPolygon(x, y, flat)) return 0
  let best = Number.POSITIVE_INFINITY
  const n = flat.length
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    const d = pointSegmentDist2(
      x,
      y,
      flat[j] as number,
      flat[j + 1] as number,
      flat[i] as number,
      flat[i + 1] as number,
    )
    if (d < best) best = d
  }
  return Math.sqrt(best)
}

/**
 * Where along AB a disc of radius r centred on the path starts or stops overlapping the polygon:
 * the parameters at which the centre is exactly r from a corner or from an edge's line. Extra
 * splits are harmless (each piece is tested at its midpoint), so no need to clip to the edges.
 * They are added to `out` when one is given (the walk gathers all its splits in one list).
 */
export function baseEdgeCrossings(
  a: Vec,
  b: Vec,
  flat: readonly number[],
  r: number,
  out: number[] = [],
): number[] {
  const dx = b.x - a.x
  const dy = b.y - a.y
  const len2 = dx * dx + dy * dy
  if (len2 === 0) return out
  const keep = (t: number) => {
    if (t > 0 && t < 1) out.push(t)
  }
  const n = flat.length
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    const px = flat[j] as number
    const py = flat[j + 1] as number
    const qx = flat[i] as number
    const qy = flat[i + 1] as number
    // |A + t·D − P|² = r² for the corner P.
    const fx = a.x - px
    const fy = a.y - py
    const bq = 2 * (fx * dx + fy * dy)
    const disc = bq * bq - 4 * len2 * (fx * fx + fy * fy - r * r)
    if (disc >= 0) {
      const sq = Math.sqrt(disc)
      keep((-bq - sq) / (2 * len2))
      keep((-bq + sq) / (2 * len2))
    }
    // Signed distance to the edge's line = ±r.
    const ex = qx - px
    const ey = qy - py
    const el = hypot(ex, ey)
    if (el === 0) continue
    const d0 = (ex * fy - ey * fx) / el
    const rate = (ex * dy - ey * dx) / el
    if (rate !== 0) {
      keep((r - d0) / rate)
      keep((-r - d0) / rate)
    }
  }
  return out
}

/**
 * Inches of the segment AB along which a base of radius r centred on it overlaps any of the
 * outlines (`polys` with their flattened forms `flats`); touching an edge is not being inside.
 */
export function baseInsideLength(
  a: Vec,
  b: Vec,
  polys: readonly (readonly Vec[])[],
  flats: readonly (readonly number[])[],
  r: number,
): number {
  const len = hypot(b.x - a.x, b.y - a.y)
  if (len === 0 || polys.length === 0) return 0
  const ts = [0, 1]
  for (const flat of flats) {
    for (const t of flatPolygonCrossings(a.x, a.y, b.x, b.y, flat)) ts.push(t)
    for (const t of baseEdgeCrossings(a, b, flat, r)) ts.push(t)
  }
  ts.sort((p, q) => p - q)
  let inside = 0
  for (let k = 1; k < ts.length; k++) {
    const t0 = ts[k - 1] as number
    const t1 = ts[k] as number
    if (t1 - t0 <= 1e-12) continue
    const tm = (t0 + t1) / 2
    const mx = a.x + (b.x - a.x) * tm
    const my = a.y + (b.y - a.y) * tm
    if (flats.some((flat) => flatPointDistance(mx, my, flat) < r - 1e-6)) inside += (t1 - t0) * len
  }
  return inside
}
