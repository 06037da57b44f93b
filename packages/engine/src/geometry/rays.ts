/**
 * Sight rays: line of sight is judged by drawing several lines from the viewer to points spread
 * across the target's base, seen side-on. None clear means blocked; some clear means partly
 * visible. The points lie on the diameter at right angles to the line of sight, which is what
 * the viewer sees of a round base.
 *
 * @example
 * sightTargets(vec(0, 0), disc(vec(10, 0), 1), 5) // 5 points from (10, -0.95) to (10, 0.95)
 */

import type { Disc } from './disc.ts'
import { hypot } from './hypot.ts'
import type { Vec } from './vec.ts'

/** How far out towards the rim the outermost rays aim (the rim itself is a grazing touch). */
export const RIM_FRACTION = 0.95

/**
 * `count` points across the target (an odd count always includes the centre), ordered from one
 * side to the other. A viewer inside the target disc gets just the centre.
 */
export function sightTargets(from: Vec, target: Disc, count = 5): Vec[] {
  const dx = target.c.x - from.x
  const dy = target.c.y - from.y
  const d = hypot(dx, dy)
  if (count <= 1 || d <= target.r) return [target.c]
  // Unit vector across the line of sight.
  const px = -dy / d
  const py = dx / d
  const out: Vec[] = []
  const reach = target.r * RIM_FRACTION
  for (let i = 0; i < count; i++) {
    const s = -reach + (2 * reach * i) / (count - 1)
    out.push({ x: target.c.x + px * s, y: target.c.y + py * s })
  }
  return out
}
