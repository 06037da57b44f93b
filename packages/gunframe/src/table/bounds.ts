/**
 * Axis-aligned bounds of the terrain outlines, measured once per table, and the box early-outs
 * the exact tests sit behind. Legal-move listing asks thousands of "does this segment or base
 * touch that outline" questions a decision and most outlines are nowhere near: a few box
 * comparisons answer those without walking the outline.
 *
 * Every early-out keeps a small margin (SLACK) so it only ever answers where the exact test could
 * not say otherwise, whatever its rounding: the answers stay bit for bit those of the exact tests.
 *
 * @example
 * const b = boundsOf([[0, 0, 2, 0, 2, 2, 0, 2]]) // Float64Array [0, 0, 2, 2]
 * segmentApart(b, 0, 5, 5, 6, 5, 0) // true: the segment passes well above the square
 */

/** Margin past every box (inches): far above float error, far below anything on a table. */
export const SLACK = 1e-7

/** `[minX, minY, maxX, maxY]` per flat outline, in order. */
export function boundsOf(flats: readonly (readonly number[])[]): Float64Array {
  const out = new Float64Array(flats.length * 4)
  flats.forEach((flat, k) => {
    let minX = Number.POSITIVE_INFINITY
    let minY = Number.POSITIVE_INFINITY
    let maxX = Number.NEGATIVE_INFINITY
    let maxY = Number.NEGATIVE_INFINITY
    for (let i = 0; i < flat.length; i += 2) {
      const x = flat[i] as number
      const y = flat[i + 1] as number
      if (x < minX) minX = x
      if (y < minY) minY = y
      if (x > maxX) maxX = x
      if (y > maxY) maxY = y
    }
    out[4 * k] = minX
    out[4 * k + 1] = minY
    out[4 * k + 2] = maxX
    out[4 * k + 3] = maxY
  })
  return out
}

/**
 * Is segment AB (a point when A = B) more than `pad` + SLACK from box i in x or in y? Then every
 * point of it is more than `pad` from the outline: no crossing, no containment, no distance ≤ pad.
 */
export function segmentApart(
  b: Float64Array,
  i: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  pad: number,
): boolean {
  const m = pad + SLACK
  const k = 4 * i
  return (
    (ax < bx ? ax : bx) > (b[k + 2] as number) + m ||
    (ax > bx ? ax : bx) < (b[k] as number) - m ||
    (ay < by ? ay : by) > (b[k + 3] as number) + m ||
    (ay > by ? ay : by) < (b[k + 1] as number) - m
  )
}

/** Is the point more than `pad` + SLACK from box i in x or in y? */
export function pointApart(b: Float64Array, i: number, x: number, y: number, pad: number): boolean {
  const m = pad + SLACK
  const k = 4 * i
  return (
    x > (b[k + 2] as number) + m ||
    x < (b[k] as number) - m ||
    y > (b[k + 3] as number) + m ||
    y < (b[k + 1] as number) - m
  )
}
