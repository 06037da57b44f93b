/**
 * The most direct route for a base to a goal area round the terrain it may not cross, and a
 * forced walk of a few inches along it (GF-PANIC-RUN: a panicked unit runs for its deployment
 * zone, going round blocking terrain; other terrain works as usual).
 *
 * Shortest paths for a disc among polygons bend only round the polygons' outward corners, so the
 * graph's nodes are points a hair more than a base radius off each such corner (a few per corner,
 * close enough that the legs between them stay clear), and an edge is any leg along which the
 * swept base keeps clear of every wall. A* with the straight distance to the goal finds the route;
 * the last leg runs to the goal's nearest point when that leg is clear.
 *
 * @example
 * shortestRoute(field, figure('a', 'p2', 18, 20), zone) // [{x:18,y:20}, …corner points…, {x:…,y:24}]
 */
import { flattenPolygon, hypot, segmentFlatPolygonDistance, type Vec } from '@sortie/engine'
import type { Battlefield, Figure, TerrainFeature } from './contract.ts'
import { baseInsideLength } from './difficult.ts'
import { isTank } from './figures.ts'
import { type ForcedMove, involuntaryMove } from './special.ts'
import {
  isBlocking,
  isDangerous,
  isDifficult,
  isObstacle,
  isStandable,
  nearSegment,
  type PreparedField,
  prepare,
} from './terrain.ts'

/** Extra clearance (inches) kept from corners so legs never graze a wall through rounding. */
const MARGIN = 0.02
/** Slack when testing a leg, so a base that starts touching a wall may leave along it. */
const SLACK = 1e-6

const d = (a: Vec, b: Vec) => hypot(a.x - b.x, a.y - b.y)

/** Features the figure can neither cross nor step onto from where it stands. */
export function routeWalls(prep: PreparedField, me: Figure): number[] {
  if (me.flying) return []
  const out: number[] = []
  prep.features.forEach((f, i) => {
    if (f.height <= me.elevation) return
    const wall =
      isBlocking(f) ||
      (isTank(me) && isObstacle(f) && f.height >= me.height) ||
      (isStandable(f) && f.height > me.elevation + me.height / 2 && f.slope !== true)
    if (!wall) return
    // One the base already overlaps cannot be gone round: it is left to the walk.
    const flat = prep.index.flats[i] as number[]
    if (segmentFlatPolygonDistance(me.pos.x, me.pos.y, me.pos.x, me.pos.y, flat) < me.radius - 1e-3) return
    out.push(i)
  })
  return out
}

function clear(prep: PreparedField, walls: ReadonlySet<number>, r: number, a: Vec, b: Vec): boolean {
  for (const i of nearSegment(prep, a, b, r)) {
    if (!walls.has(i)) continue
    const flat = prep.index.flats[i] as number[]
    if (segmentFlatPolygonDistance(a.x, a.y, b.x, b.y, flat) < r - SLACK) return false
  }
  return true
}

/** Points just over a radius off each outward corner, spread over the corner's open angle. */
function cornerPoints(poly: readonly Vec[], r: number): Vec[] {
  const n = poly.length
  let area = 0
  for (let i = 0; i < n; i++) {
    const p = poly[i] as Vec
    const q = poly[(i + 1) % n] as Vec
    area += p.x * q.y - q.x * p.y
  }
  const sign = area >= 0 ? 1 : -1
  const out: Vec[] = []
  for (let i = 0; i < n; i++) {
    const p = poly[(i + n - 1) % n] as Vec
    const v = poly[i] as Vec
    const q = poly[(i + 1) % n] as Vec
    const e1 = { x: v.x - p.x, y: v.y - p.y }
    const e2 = { x: q.x - v.x, y: q.y - v.y }
    if (sign * (e1.x * e2.y - e1.y * e2.x) <= 0) continue
    // Outward normals of the two edges meeting at v.
    const a1 = Math.atan2(e1.y, e1.x) - (sign * Math.PI) / 2
    let a2 = Math.atan2(e2.y, e2.x) - (sign * Math.PI) / 2
    while (sign * (a2 - a1) < 0) a2 += sign * 2 * Math.PI
    const open = a2 - a1
    const k = Math.max(1, Math.ceil(Math.abs(open) / (Math.PI / 4)))
    const rho = (r + MARGIN) / Math.cos(Math.abs(open) / (2 * k))
    for (let j = 0; j <= k; j++) {
      const t = a1 + (open * j) / k
      out.push({ x: v.x + rho * Math.cos(t), y: v.y + rho * Math.sin(t) })
    }
  }
  return out
}

/** The point of a convex polygon (or a single point) nearest to p; p itself when inside. */
export function nearestInConvex(poly: readonly Vec[], p: Vec): Vec {
  if (poly.length === 1) return poly[0] as Vec
  let inside = true
  let best = p
  let bestD = Number.POSITIVE_INFINITY
  let area = 0
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i] as Vec
    const b = poly[(i + 1) % poly.length] as Vec
    area += a.x * b.y - b.x * a.y
  }
  const sign = area >= 0 ? 1 : -1
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i] as Vec
    const b = poly[(i + 1) % poly.length] as Vec
    const ex = b.x - a.x
    const ey = b.y - a.y
    if (sign * (ex * (p.y - a.y) - ey * (p.x - a.x)) < 0) inside = false
    const len2 = ex * ex + ey * ey
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * ex + (p.y - a.y) * ey) / len2))
    const c = { x: a.x + ex * t, y: a.y + ey * t }
    const dc = d(c, p)
    if (dc < bestD) {
      bestD = dc
      best = c
    }
  }
  return inside ? p : best
}

/**
 * Waypoints from the figure to the nearest reachable point of `goal` (a convex polygon, or one
 * point) keeping the base clear of walls and on the table; null when walls close every way.
 */
export function shortestRoute(field: Battlefield, me: Figure, goal: readonly Vec[]): Vec[] | null {
  const prep = prepare(field)
  const r = me.radius
  const start = me.pos
  const wallIdx = routeWalls(prep, me)
  const walls = new Set(wallIdx)
  const onTable = (p: Vec) =>
    p.x >= r - SLACK && p.y >= r - SLACK && p.x <= field.width - r + SLACK && p.y <= field.depth - r + SLACK
  const nodes: Vec[] = [start]
  for (const i of wallIdx)
    for (const p of cornerPoints((prep.features[i] as TerrainFeature).polygon, r))
      if (onTable(p) && clear(prep, walls, r, p, p)) nodes.push(p)
  const h = (p: Vec) => d(p, nearestInConvex(goal, p))
  const cost = nodes.map(() => Number.POSITIVE_INFINITY)
  const from = nodes.map(() => -1)
  const done = nodes.map(() => false)
  cost[0] = 0
  let bestGoal = Number.POSITIVE_INFINITY
  let bestLast = -1
  for (;;) {
    // The open node with the least cost plus distance to go (the graph is small: a scan will do).
    let k = -1
    let kf = Number.POSITIVE_INFINITY
    for (let i = 0; i < nodes.length; i++) {
      if (done[i] || cost[i] === Number.POSITIVE_INFINITY) continue
      const f = (cost[i] as number) + h(nodes[i] as Vec)
      if (f < kf) {
        kf = f
        k = i
      }
    }
    if (k < 0 || kf >= bestGoal) break
    done[k] = true
    const p = nodes[k] as Vec
    const ck = cost[k] as number
    const g = nearestInConvex(goal, p)
    if (ck + d(p, g) < bestGoal && clear(prep, walls, r, p, g)) {
      bestGoal = ck + d(p, g)
      bestLast = k
    }
    for (let i = 0; i < nodes.length; i++) {
      if (done[i]) continue
      const q = nodes[i] as Vec
      const c = ck + d(p, q)
      if (c < (cost[i] as number) && clear(prep, walls, r, p, q)) {
        cost[i] = c
        from[i] = k
      }
    }
  }
  if (bestLast < 0) return null
  const path: Vec[] = [nearestInConvex(goal, nodes[bestLast] as Vec)]
  for (let i = bestLast; i >= 0; i = from[i] as number) path.unshift(nodes[i] as Vec)
  return path
}

export interface RouteWalk extends ForcedMove {
  /** Inches actually covered (difficult ground costs double, so this may be less than paid). */
  moved: number
  /** Dangerous features entered on the way (each needs a Pilot Skill roll). */
  dangerousEntered: string[]
  /** Direction of the last leg walked, radians (the unit ends facing its way). */
  heading: number
}

/**
 * Walks `inches` of Speed along a route as a forced move: difficult ground costs 2" an inch,
 * dangerous features touched are listed, and the walk stops early at whatever would stop a
 * knock-back (figures, table edge, a ledge, never ending on an obstacle).
 */
export function walkRoute(
  field: Battlefield,
  figures: readonly Figure[],
  unitId: string,
  path: readonly Vec[],
  inches: number,
): RouteWalk {
  const prep = prepare(field)
  let me = figures.find((f) => f.id === unitId)
  const start = path[0] ?? me?.pos ?? { x: 0, y: 0 }
  const walk: RouteWalk = {
    end: start,
    stoppedBy: null,
    knockedDown: false,
    fell: 0,
    endElevation: me?.elevation ?? 0,
    moved: 0,
    dangerousEntered: [],
    heading: me?.facing ?? 0,
  }
  if (!me) return walk
  const difficult = me.flying
    ? []
    : prep.features.filter((f) => isDifficult(f) && !isBlocking(f)).map((f) => f.polygon)
  const flats = difficult.map(flattenPolygon)
  const r = me.radius
  // GF-TER-DIFFICULT, as for any move: an inch with any part of the base in difficult ground
  // costs 2", and a part of an inch counts as a whole one (so under 2" left it cannot go in).
  let open = 0
  let rough = 0
  const cost = (o: number, dd: number) => o + 2 * (dd > 1e-6 ? Math.ceil(dd - 1e-6) : 0)
  for (let leg = 1; leg < path.length && cost(open, rough) < inches - 1e-9; leg++) {
    const a = me.pos
    const b = path[leg] as Vec
    const L = d(a, b)
    if (L < 1e-9) continue
    const split = (t: number) => {
      const q = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }
      const ins = baseInsideLength(a, q, difficult, flats, r)
      return { o: open + L * t - ins, dd: rough + ins }
    }
    const paid = (t: number) => {
      const x = split(t)
      return cost(x.o, x.dd)
    }
    const left = inches
    let t = 1
    if (paid(1) > left) {
      let lo = 0
      let hi = 1
      for (let n = 0; n < 40; n++) {
        const m = (lo + hi) / 2
        if (paid(m) > left) hi = m
        else lo = m
      }
      t = lo
    }
    const to = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }
    const last = t < 1 || leg === path.length - 1
    const m = involuntaryMove(
      field,
      figures.map((f) => (f.id === unitId ? (me as Figure) : f)),
      unitId,
      to,
      {
        mayEndOnObstacle: !last,
      },
    )
    const done = split(L > 0 ? d(a, m.end) / L : 0)
    open = done.o
    rough = done.dd
    walk.moved += d(a, m.end)
    walk.heading = Math.atan2(b.y - a.y, b.x - a.x)
    for (const id of dangerousAlong(prep, a, m.end, me.radius, me.flying))
      if (!walk.dangerousEntered.includes(id)) walk.dangerousEntered.push(id)
    me = { ...me, pos: m.end, elevation: m.endElevation }
    Object.assign(walk, {
      ...m,
      moved: walk.moved,
      dangerousEntered: walk.dangerousEntered,
      heading: walk.heading,
    })
    if (m.stoppedBy !== null) break
  }
  return walk
}

/** Dangerous features the base touches between a and b (starting in one counts, as for any move). */
function dangerousAlong(prep: PreparedField, a: Vec, b: Vec, r: number, flying: boolean): string[] {
  if (flying) return []
  const out: string[] = []
  for (const i of nearSegment(prep, a, b, r)) {
    const f = prep.features[i] as TerrainFeature
    if (!isDangerous(f)) continue
    const flat = prep.index.flats[i] as number[]
    if (segmentFlatPolygonDistance(a.x, a.y, b.x, b.y, flat) < r) out.push(f.id)
  }
  return out
}
