/**
 * Hot segment tests over plain numbers and flat coordinate arrays. Line of sight asks these
 * questions thousands of times a frame, so they avoid allocating objects (DESIGN §3: hand-written
 * tests beat a general geometry library by an order of magnitude here).
 *
 * A flat polygon is `[x0, y0, x1, y1, …]`, closed implicitly (last vertex joins the first).
 *
 * @example
 * segmentsIntersect(0, 0, 2, 2, 0, 2, 2, 0) // true: the diagonals of a square cross
 */

const orient = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number =>
  (bx - ax) * (cy - ay) - (by - ay) * (cx - ax)

const onSegment = (ax: number, ay: number, bx: number, by: number, px: number, py: number): boolean =>
  Math.min(ax, bx) <= px && px <= Math.max(ax, bx) && Math.min(ay, by) <= py && py <= Math.max(ay, by)

/** Do segments AB and CD share at least one point (touching counts)? */
export function segmentsIntersect(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
): boolean {
  const d1 = orient(cx, cy, dx, dy, ax, ay)
  const d2 = orient(cx, cy, dx, dy, bx, by)
  const d3 = orient(ax, ay, bx, by, cx, cy)
  const d4 = orient(ax, ay, bx, by, dx, dy)
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true
  if (d1 === 0 && onSegment(cx, cy, dx, dy, ax, ay)) return true
  if (d2 === 0 && onSegment(cx, cy, dx, dy, bx, by)) return true
  if (d3 === 0 && onSegment(ax, ay, bx, by, cx, cy)) return true
  if (d4 === 0 && onSegment(ax, ay, bx, by, dx, dy)) return true
  return false
}

/**
 * Parameter t along AB (0..1) where AB crosses the line segment CD, or NaN when they do not
 * cross properly (parallel segments report NaN: their overlap has no single crossing).
 */
export function segmentCrossingT(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
): number {
  const rx = bx - ax
  const ry = by - ay
  const sx = dx - cx
  const sy = dy - cy
  const den = rx * sy - ry * sx
  if (den === 0) return Number.NaN
  const qx = cx - ax
  const qy = cy - ay
  const t = (qx * sy - qy * sx) / den
  const u = (qx * ry - qy * rx) / den
  if (t < 0 || t > 1 || u < 0 || u > 1) return Number.NaN
  return t
}

/** Even-odd point-in-polygon test on a flat polygon. Points on the boundary may go either way. */
export function pointInFlatPolygon(px: number, py: number, poly: ArrayLike<number>): boolean {
  let inside = false
  const n = poly.length
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    const xi = poly[i] as number
    const yi = poly[i + 1] as number
    const xj = poly[j] as number
    const yj = poly[j + 1] as number
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

/** Does segment AB touch the flat polygon (cross an edge, or lie inside it)? */
export function segmentHitsFlatPolygon(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  poly: ArrayLike<number>,
): boolean {
  const n = poly.length
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    if (
      segmentsIntersect(
        ax,
        ay,
        bx,
        by,
        poly[j] as number,
        poly[j + 1] as number,
        poly[i] as number,
        poly[i + 1] as number,
      )
    )
      return true
  }
  return pointInFlatPolygon(ax, ay, poly)
}

/** Squared distance from P to segment AB. */
export function pointSegmentDist2(
  px: number,
  py: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  const vx = bx - ax
  const vy = by - ay
  const len2 = vx * vx + vy * vy
  let t = len2 === 0 ? 0 : ((px - ax) * vx + (py - ay) * vy) / len2
  if (t < 0) t = 0
  else if (t > 1) t = 1
  const dx = ax + t * vx - px
  const dy = ay + t * vy - py
  return dx * dx + dy * dy
}

/** Shortest distance between segments AB and CD (0 when they touch). */
export function segmentSegmentDistance(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
): number {
  if (segmentsIntersect(ax, ay, bx, by, cx, cy, dx, dy)) return 0
  return Math.sqrt(
    Math.min(
      pointSegmentDist2(ax, ay, cx, cy, dx, dy),
      pointSegmentDist2(bx, by, cx, cy, dx, dy),
      pointSegmentDist2(cx, cy, ax, ay, bx, by),
      pointSegmentDist2(dx, dy, ax, ay, bx, by),
    ),
  )
}

/**
 * Shortest distance from segment AB to a flat polygon's area (0 when AB touches or enters it).
 * A disc of radius r swept along AB overlaps the polygon exactly when this is below r.
 */
export function segmentFlatPolygonDistance(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  poly: ArrayLike<number>,
): number {
  if (pointInFlatPolygon(ax, ay, poly)) return 0
  let best = Number.POSITIVE_INFINITY
  const n = poly.length
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    const d = segmentSegmentDistance(
      ax,
      ay,
      bx,
      by,
      poly[j] as number,
      poly[j + 1] as number,
      poly[i] as number,
      poly[i + 1] as number,
    )
    if (d < best) best = d
    if (best === 0) return 0
  }
  return best
}

/**
 * Sorted parameters (0..1) where AB crosses the polygon's boundary. Together with the inside
 * test at t = 0 they split AB into alternately inside / outside pieces.
 */
export function flatPolygonCrossings(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  poly: ArrayLike<number>,
): number[] {
  const ts: number[] = []
  const n = poly.length
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    const t = segmentCrossingT(
      ax,
      ay,
      bx,
      by,
      poly[j] as number,
      poly[j + 1] as number,
      poly[i] as number,
      poly[i + 1] as number,
    )
    if (!Number.isNaN(t)) ts.push(t)
  }
  // Insertion sort, stable as Array#sort is: a track crosses a piece a few times at most, and
  // the builtin sort allocated a work copy on every one of the many sight rays.
  for (let i = 1; i < ts.length; i++) {
    const t = ts[i] as number
    let k = i - 1
    while (k >= 0 && (ts[k] as number) - t > 0) {
      ts[k + 1] = ts[k] as number
      k--
    }
    ts[k + 1] = t
  }
  return ts
}
