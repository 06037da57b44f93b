import { pathLength, pointAlongPath, pointPolygonDistance, type Vec } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { box, figure, table } from './build.ts'
import { nearestInConvex, shortestRoute, walkRoute } from './route.ts'

/** The north deployment zone of a 36" table: y 24..36. */
const NORTH: Vec[] = [
  { x: 0, y: 24 },
  { x: 36, y: 24 },
  { x: 36, y: 36 },
  { x: 0, y: 36 },
]
/** A wall 10" wide, right in the way of a unit at (18, 16) heading north. */
const wall = box('wall', 13, 19, 10, 1, { qualities: ['blocking'], height: 4 })

/** Does the base stay clear of the polygon all along the path (checked every 0.05")? */
function clearAlong(path: readonly Vec[], poly: readonly Vec[], r: number): boolean {
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] as Vec
    const b = path[i] as Vec
    const n = Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / 0.05)
    for (let k = 0; k <= n; k++) {
      const p = { x: a.x + ((b.x - a.x) * k) / n, y: a.y + ((b.y - a.y) * k) / n }
      if (pointPolygonDistance(p, poly) < r - 1e-6) return false
    }
  }
  return true
}

describe('routes round blocking terrain (RUN FOR COVER)', () => {
  test('GF-PANIC-RUN: on open ground the route is the straight line to the zone', () => {
    const path = shortestRoute(table([]), figure('a', 'p2', 18, 16), NORTH)
    expect(path).toEqual([
      { x: 18, y: 16 },
      { x: 18, y: 24 },
    ])
  })

  test('GF-PANIC-RUN: a wall in the way is gone round by its nearer end, never through', () => {
    const me = figure('a', 'p2', 16, 16)
    const path = shortestRoute(table([wall]), me, NORTH) as Vec[]
    expect(path.length).toBeGreaterThan(2)
    expect(clearAlong(path, wall.polygon, me.radius)).toBe(true)
    // Round the west end (x = 13), the nearer one.
    expect(Math.min(...path.map((p) => p.x))).toBeLessThan(13)
    expect(path.at(-1)?.y).toBeCloseTo(24)
    // Close to the true shortest length: to the corner's clearance circle, round it, then up.
    const length = pathLength(path)
    expect(length).toBeGreaterThan(8)
    expect(length).toBeLessThan(11)
  })

  test('GF-PANIC-RUN: a unit walled in has no route', () => {
    const box4 = [
      box('n', 10, 20, 10, 1, { qualities: ['blocking'], height: 4 }),
      box('s', 10, 10, 10, 1, { qualities: ['blocking'], height: 4 }),
      box('w', 10, 10, 1, 11, { qualities: ['blocking'], height: 4 }),
      box('e', 19, 10, 1, 11, { qualities: ['blocking'], height: 4 }),
    ]
    expect(shortestRoute(table(box4), figure('a', 'p2', 15, 15), NORTH)).toBeNull()
  })

  test('GF-PANIC-RUN / GF-TER-DIFFICULT: the walk covers the inches along the route; difficult ground costs double by the base', () => {
    const me = figure('a', 'p2', 16, 16)
    const field = table([wall])
    const path = shortestRoute(field, me, NORTH) as Vec[]
    const w = walkRoute(field, [me], me.id, path, 5)
    expect(w.moved).toBeCloseTo(5, 3)
    expect(w.stoppedBy).toBeNull()
    const along = pointAlongPath(path, 5)
    expect(w.end.x).toBeCloseTo(along.x, 3)
    expect(w.end.y).toBeCloseTo(along.y, 3)
    // GF-TER-DIFFICULT: the base already touches the mud, so 5" of Speed takes it 2" in (the book's
    // Speed 5 example), charged by the base, never a part-inch for the last 1".
    const mud = table([box('mud', 0, 17, 36, 10, { qualities: ['difficult'] })])
    const straight = walkRoute(mud, [me], me.id, [me.pos, { x: 16, y: 24 }], 5)
    expect(straight.end.y).toBeCloseTo(16 + 2, 3)
    expect(walkRoute(mud, [me], me.id, [me.pos, { x: 16, y: 24 }], 6).end.y).toBeCloseTo(16 + 3, 3)
    // Dangerous ground touched on the way is listed for its Pilot Skill roll.
    const mines = table([box('mines', 0, 19, 36, 1, { qualities: ['dangerous'] })])
    expect(walkRoute(mines, [me], me.id, [me.pos, { x: 16, y: 24 }], 3).dangerousEntered).toEqual([
      'terrain:mines',
    ])
  })

  test('GF-PANIC-RUN: the nearest point of a zone, or the point itself inside it', () => {
    expect(nearestInConvex(NORTH, { x: 5, y: 10 })).toEqual({ x: 5, y: 24 })
    expect(nearestInConvex(NORTH, { x: 5, y: 30 })).toEqual({ x: 5, y: 30 })
    expect(nearestInConvex([{ x: 0, y: 36 }], { x: 5, y: 30 })).toEqual({ x: 0, y: 36 })
  })
})
