/**
 * Front and back arcs. The boundary is the line through the base centre at right angles to the
 * facing; a point exactly on that line counts as front, so the two arcs split the plane with no
 * gap and no overlap.
 *
 * @example
 * inFrontArc(vec(0, 0), 0, vec(1, 5)) // true: facing +x, the point is ahead of the line x = 0
 */
import type { Disc } from './disc.ts'
import type { Vec } from './vec.ts'

/** Signed distance of p ahead of the arc line (negative = behind). */
export const arcOffset = (centre: Vec, facing: number, p: Vec): number =>
  (p.x - centre.x) * Math.cos(facing) + (p.y - centre.y) * Math.sin(facing)

export const inFrontArc = (centre: Vec, facing: number, p: Vec): boolean => arcOffset(centre, facing, p) >= 0
export const inBackArc = (centre: Vec, facing: number, p: Vec): boolean => !inFrontArc(centre, facing, p)
export const arcOf = (centre: Vec, facing: number, p: Vec): 'front' | 'back' =>
  inFrontArc(centre, facing, p) ? 'front' : 'back'

/** Does any part of the disc lie in the front arc (strictly ahead of the line)? */
export const discTouchesFrontArc = (centre: Vec, facing: number, d: Disc): boolean =>
  arcOffset(centre, facing, d.c) + d.r > 0

/** Is the whole disc behind the arc line? */
export const discWhollyInBackArc = (centre: Vec, facing: number, d: Disc): boolean =>
  arcOffset(centre, facing, d.c) + d.r <= 0

/** Facing (radians) that looks from `from` towards `to`. */
export const facingTowards = (from: Vec, to: Vec): number => Math.atan2(to.y - from.y, to.x - from.x)
