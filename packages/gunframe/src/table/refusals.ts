/**
 * Reasons a straight ground move is refused that show without walking the terrain: a base in the
 * way (GF-MOVE-THROUGH, GF-MOVE-ENGAGED) and a blocking feature the swept base overlaps from below
 * (GF-TER-BLOCKING). The move validator asks `figuresAlong` itself; the candidate listing asks
 * both first, so the many tries that end against a wall or a base skip the walk.
 *
 * `wallInTheWay` only ever says yes where measureFor says no (the same sums on the same numbers):
 * it never changes which candidates are listed, only how fast the hopeless ones are dropped.
 */
import { err, hypot, polygonBBox, segmentFlatPolygonDistance, type Vec } from '@sortie/engine'
import { SLACK, segmentApart } from './bounds.ts'
import type { Battlefield, Figure, TerrainFeature } from './contract.ts'
import { CONTACT, isTank } from './figures.ts'
import { EPS, type Fail, hyp } from './ground.ts'
import { featuresInBox, isBlocking, isObstacle, type PreparedField } from './terrain.ts'

/** Does the base fit on the table at p? (The validator's own test, for every waypoint.) */
export function onTable(field: Battlefield, p: Vec, r: number): boolean {
  return p.x - r >= -EPS && p.y - r >= -EPS && p.x + r <= field.width + EPS && p.y + r <= field.depth + EPS
}

/**
 * Is a move ending at (x, y) certainly refused for where it ends: off the table (onTable's test),
 * or overlapping another base (measureFor's own tests of the last waypoint, asked before anything
 * else is).
 */
export function endRefused(
  field: Battlefield,
  me: Figure,
  others: readonly Figure[],
  x: number,
  y: number,
): boolean {
  const r = me.radius
  if (!(x - r >= -EPS && y - r >= -EPS && x + r <= field.width + EPS && y + r <= field.depth + EPS))
    return true
  for (const o of others) {
    const m = r + o.radius + CONTACT + SLACK
    if (Math.abs(x - o.pos.x) > m || Math.abs(y - o.pos.y) > m) continue
    if (hypot(x - o.pos.x, y - o.pos.y) - (r + o.radius) < -CONTACT) return true
  }
  return false
}

/**
 * The others that can matter to a straight move from where `me` stands ending within `reach`
 * of it: a base farther than that and touching in x or in y is passed over by the same box test
 * in endRefused, figuresAlong and measureFor's overlap and contact tests, whatever the move.
 * Order is kept (the first base in the way is the one reported).
 */
export function withinReach(me: Figure, others: readonly Figure[], reach: number): Figure[] {
  return others.filter((o) => {
    const m = reach + me.radius + o.radius + CONTACT + SLACK
    return !(Math.abs(o.pos.x - me.pos.x) > m || Math.abs(o.pos.y - me.pos.y) > m)
  })
}

/**
 * Bases in the way of a ground path; contact with an enemy it would engage (GF-MOVE-ENGAGED: one
 * on the ground like the mover) before the end is illegal.
 */
export function figuresAlong(me: Figure, others: readonly Figure[], path: readonly Vec[]): Fail | null {
  // A base farther than touching from the path's box in x or y is nowhere near any stretch of it.
  const { minX, minY, maxX, maxY } = polygonBBox(path)
  const end = path[path.length - 1] as Vec
  for (const o of others) {
    const reach = me.radius + o.radius
    const m = reach + CONTACT + SLACK
    if (o.pos.x < minX - m || o.pos.x > maxX + m || o.pos.y < minY - m || o.pos.y > maxY + m) continue
    const endContact = hyp(end, o.pos) - reach <= CONTACT
    // GF-RULING-PROPOSED-FLYER-CONTACT: a walker brushing past an enemy flyer is not engaged with
    // it, so the touch does not end its move (its base still may not pass through the flyer's).
    const engages = o.side !== me.side && o.flying === me.flying
    for (let i = 1; i < path.length; i++) {
      const a = path[i - 1] as Vec
      const b = path[i] as Vec
      const dx = b.x - a.x
      const dy = b.y - a.y
      const len2 = dx * dx + dy * dy
      const t =
        len2 === 0 ? 0 : Math.max(0, Math.min(1, ((o.pos.x - a.x) * dx + (o.pos.y - a.y) * dy) / len2))
      const d = hypot(a.x + t * dx - o.pos.x, a.y + t * dy - o.pos.y)
      const last = i === path.length - 1
      if (d < reach - CONTACT && !(last && t > 1 - EPS))
        return err('gunframe/blocked_by_unit', 'Another base is in the way.', { other: o.id })
      const atStart = i === 1 && t < EPS
      if (engages && d <= reach + CONTACT && !atStart && !(last && endContact))
        return err('gunframe/contact_ends_move', 'Touching an enemy ends the move there.', { other: o.id })
    }
  }
  return null
}

/**
 * Does a blocking feature certainly refuse the ground move from `a`, where `me` stands, straight
 * to (bx, by) (a walk, not a climb, a dodge or a fast move)? The swept base overlapping it refuses
 * the walk when the figure does not start on top of it: walkGround's `onTop` needs the start at
 * the feature's height, and only a climb may go up onto it. The same sums as walkGround's.
 */
export function wallInTheWay(prep: PreparedField, me: Figure, a: Vec, bx: number, by: number): boolean {
  const r = me.radius
  const bounds = prep.bounds
  // nearSegment's box (the walk's own list of features), without a point object per try.
  const pad = r + CONTACT
  const near = featuresInBox(
    prep,
    Math.min(a.x, bx) - pad,
    Math.min(a.y, by) - pad,
    Math.max(a.x, bx) + pad,
    Math.max(a.y, by) + pad,
  )
  const tank = isTank(me)
  for (const i of near) {
    const f = prep.features[i] as TerrainFeature
    // walkGround's blocking: blocking terrain, or an obstacle as tall as a tank (tankBlocking).
    const blocking = isBlocking(f) || (tank && isObstacle(f) && f.height >= me.height)
    if (!blocking || me.elevation >= f.height - EPS) continue
    // Farther than the overlap in x or y: no overlap (the box test only ever answers "apart").
    if (segmentApart(bounds, i, a.x, a.y, bx, by, r - CONTACT)) continue
    const flat = prep.index.flats[i] as number[]
    if (segmentFlatPolygonDistance(a.x, a.y, bx, by, flat) - r < -CONTACT) return true
  }
  return false
}
