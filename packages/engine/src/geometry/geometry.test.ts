import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { arcOf, discTouchesFrontArc, inBackArc, inFrontArc } from './arc.ts'
import { discDistance, discPolygonDistance, firstContactT, sweptDiscPolygonDistance } from './disc.ts'
import { pathLength, pathLengthInside, pointAlongPath, truncatePath } from './path.ts'
import {
  pointInPolygon,
  pointPolygonDistance,
  polygonPolygonDistance,
  rect,
  regularPolygon,
  signedArea,
} from './polygon.ts'
import { sightTargets } from './rays.ts'
import { segmentSegmentDistance, segmentsIntersect } from './segment.ts'
import { buildPolygonIndex, naiveQuerySegment } from './spatial.ts'
import { vec } from './vec.ts'

// Millimetre-grained coordinates: subnormal floats would only test the FPU, not the geometry.
const coord = fc.integer({ min: -50_000, max: 50_000 }).map((v) => v / 1000)
const point = fc.record({ x: coord, y: coord })
const radius = fc.double({ min: 0.1, max: 3, noNaN: true })
const discArb = fc.record({ c: point, r: radius })
const polygonArb = fc
  .tuple(
    point,
    fc.double({ min: 0.5, max: 8, noNaN: true }),
    fc.integer({ min: 3, max: 8 }),
    fc.double({ min: 0, max: 6.28, noNaN: true }),
  )
  .map(([c, r, n, rot]) => regularPolygon(c, r, n, rot))
const pathArb = fc.array(point, { minLength: 2, maxLength: 6 })

describe('distances', () => {
  test('GEO-DIST: disc distance is edge to edge', () => {
    expect(discDistance({ c: vec(0, 0), r: 1 }, { c: vec(5, 0), r: 1 })).toBeCloseTo(3)
    expect(discDistance({ c: vec(0, 0), r: 1 }, { c: vec(1, 0), r: 1 })).toBe(0)
  })
  test('GEO-DIST: point and disc to polygon', () => {
    const sq = rect(0, 0, 2, 2)
    expect(pointPolygonDistance(vec(1, 1), sq)).toBe(0)
    expect(pointPolygonDistance(vec(5, 1), sq)).toBeCloseTo(3)
    expect(discPolygonDistance({ c: vec(5, 1), r: 1 }, sq)).toBeCloseTo(2)
    expect(pointPolygonDistance(vec(3, 3), sq)).toBeCloseTo(Math.SQRT2)
  })
  test('GEO-DIST: disc distance is symmetric and never negative', () => {
    fc.assert(
      fc.property(discArb, discArb, (a, b) => {
        const d = discDistance(a, b)
        return d >= 0 && d === discDistance(b, a)
      }),
    )
  })
  test('GEO-DIST: polygon distance is symmetric and never negative', () => {
    fc.assert(
      fc.property(polygonArb, polygonArb, (a, b) => {
        const d1 = polygonPolygonDistance(a, b)
        const d2 = polygonPolygonDistance(b, a)
        return d1 >= 0 && Math.abs(d1 - d2) < 1e-9
      }),
    )
  })
  test('GEO-DIST: segment distance is symmetric, never negative, 0 when they cross', () => {
    fc.assert(
      fc.property(point, point, point, point, (a, b, c, d) => {
        const d1 = segmentSegmentDistance(a.x, a.y, b.x, b.y, c.x, c.y, d.x, d.y)
        const d2 = segmentSegmentDistance(c.x, c.y, d.x, d.y, a.x, a.y, b.x, b.y)
        const crosses = segmentsIntersect(a.x, a.y, b.x, b.y, c.x, c.y, d.x, d.y)
        return d1 >= 0 && Math.abs(d1 - d2) < 1e-9 && (!crosses || d1 === 0)
      }),
    )
  })
  test('GEO-DIST: a swept disc touches a polygon it ends inside', () => {
    const sq = rect(0, 0, 2, 2)
    expect(sweptDiscPolygonDistance(vec(-5, 1), vec(1, 1), 0.5, sq)).toBe(0)
    expect(sweptDiscPolygonDistance(vec(-5, 4), vec(5, 4), 0.5, sq)).toBeCloseTo(1.5)
  })
  test('GEO-DIST: first contact between a moving base and a still one', () => {
    expect(firstContactT(vec(0, 0), vec(10, 0), vec(10, 0), 2)).toBeCloseTo(0.8)
    expect(firstContactT(vec(0, 0), vec(10, 0), vec(5, 5), 2)).toBeNull()
  })
})

describe('arcs', () => {
  test('GEO-ARC: facing +x, ahead is front and behind is back', () => {
    expect(inFrontArc(vec(0, 0), 0, vec(1, 5))).toBe(true)
    expect(inBackArc(vec(0, 0), 0, vec(-0.1, 5))).toBe(true)
    expect(discTouchesFrontArc(vec(0, 0), 0, { c: vec(-0.5, 0), r: 1 })).toBe(true)
  })
  test('GEO-ARC: front and back split the plane', () => {
    fc.assert(
      fc.property(point, fc.double({ min: -10, max: 10, noNaN: true }), point, (c, f, p) => {
        const front = inFrontArc(c, f, p)
        const back = inBackArc(c, f, p)
        return front !== back && arcOf(c, f, p) === (front ? 'front' : 'back')
      }),
    )
  })
})

describe('polygons and paths', () => {
  test('GEO-POLY: rect runs counter-clockwise and contains its middle', () => {
    expect(signedArea(rect(0, 0, 2, 3))).toBeCloseTo(6)
    expect(pointInPolygon(vec(1, 1), rect(0, 0, 2, 2))).toBe(true)
    expect(pointInPolygon(vec(3, 1), rect(0, 0, 2, 2))).toBe(false)
  })
  test('GEO-PATH: length inside a square crossed straight through', () => {
    expect(pathLengthInside([vec(0, 1), vec(4, 1)], [rect(1, 0, 2, 2)])).toBeCloseTo(2)
    // overlapping areas are measured once
    expect(pathLengthInside([vec(0, 1), vec(4, 1)], [rect(1, 0, 2, 2), rect(2, 0, 2, 2)])).toBeCloseTo(3)
  })
  test('GEO-PATH: a path inside polygons measures no more than the path', () => {
    fc.assert(
      fc.property(pathArb, fc.array(polygonArb, { maxLength: 5 }), (path, polys) => {
        const inside = pathLengthInside(path, polys)
        return inside >= 0 && inside <= pathLength(path) + 1e-9
      }),
    )
  })
  test('GEO-PATH: truncating keeps the start and the asked length', () => {
    const p = [vec(0, 0), vec(3, 0), vec(3, 4)]
    expect(pathLength(p)).toBe(7)
    expect(pathLength(truncatePath(p, 5))).toBeCloseTo(5)
    expect(pointAlongPath(p, 5)).toEqual({ x: 3, y: 2 })
  })
})

describe('rays and index', () => {
  test('GEO-RAYS: rays spread across the target at right angles to the sight line', () => {
    const pts = sightTargets(vec(0, 0), { c: vec(10, 0), r: 1 }, 5)
    expect(pts).toHaveLength(5)
    expect(pts[2]).toEqual({ x: 10, y: 0 })
    for (const p of pts) expect(p.x).toBeCloseTo(10)
    expect(Math.abs((pts[0]?.y ?? 0) - (pts[4]?.y ?? 0))).toBeCloseTo(1.9)
  })
  test('GEO-INDEX: index query equals the naive query', () => {
    fc.assert(
      fc.property(fc.array(polygonArb, { maxLength: 30 }), point, point, (polys, a, b) => {
        const index = buildPolygonIndex(polys)
        expect(index.querySegment(a, b)).toEqual(naiveQuerySegment(index.boxes, a, b))
      }),
    )
  })
  test('GEO-INDEX: an empty index answers nothing', () => {
    expect(buildPolygonIndex([]).segmentHits(vec(0, 0), vec(1, 1))).toEqual([])
    expect(buildPolygonIndex([rect(0, 0, 2, 2)]).segmentHits(vec(-1, 1), vec(3, 1))).toEqual([0])
  })
})
