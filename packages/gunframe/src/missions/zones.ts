/**
 * Table halves and deployment zones as polygons (GF-MIS-DEPLOY). The defender splits the table
 * through the middle of an edge or corner to corner; each side's zone is the part of its half at
 * least 12" from the centre line, so a diagonal zone is a smaller corner triangle.
 *
 * @example
 * deploymentZone({ width: 36, depth: 36 }, 'south') // rectangle 36 x 6 along y = 0
 */
import { hypot, pointInPolygon, pointSegmentDist2, signedArea, type Vec } from '@sortie/engine'
import type { Half, TableSize } from './types.ts'

export const HALVES: readonly Half[] = [
  'south',
  'north',
  'west',
  'east',
  'southwest',
  'northeast',
  'northwest',
  'southeast',
]

export const EDGE_HALVES: readonly Half[] = ['south', 'north', 'west', 'east']

/** The standard gap between a deployment zone and the centre line. */
export const ZONE_GAP = 12

const OPPOSITE: Record<Half, Half> = {
  south: 'north',
  north: 'south',
  west: 'east',
  east: 'west',
  southwest: 'northeast',
  northeast: 'southwest',
  northwest: 'southeast',
  southeast: 'northwest',
}

export const oppositeHalf = (h: Half): Half => OPPOSITE[h]
export const isEdgeHalf = (h: Half): boolean => EDGE_HALVES.includes(h)

const ccw = (poly: Vec[]): Vec[] => (signedArea(poly) < 0 ? [...poly].reverse() : poly)

/** Fraction of the corner triangle's legs kept once `gap` inches next to the diagonal are cut. */
function cornerShare(t: TableSize, gap: number): number {
  return 1 - (gap * hypot(t.width, t.depth)) / (t.width * t.depth)
}

/** The corner a diagonal half holds. */
function corner(t: TableSize, h: Half): Vec {
  const x = h === 'southwest' || h === 'northwest' ? 0 : t.width
  const y = h === 'southwest' || h === 'southeast' ? 0 : t.depth
  return { x, y }
}

/** Corner triangle with legs `k` times the table's sides. */
function cornerTriangle(t: TableSize, h: Half, k: number): Vec[] {
  const c = corner(t, h)
  const dx = c.x === 0 ? k * t.width : -k * t.width
  const dy = c.y === 0 ? k * t.depth : -k * t.depth
  return ccw([c, { x: c.x + dx, y: c.y }, { x: c.x, y: c.y + dy }])
}

/** Band of the table along an edge, `from` to `to` inches away from that edge. */
function band(t: TableSize, h: Half, from: number, to: number): Vec[] {
  switch (h) {
    case 'south':
      return ccw([
        { x: 0, y: from },
        { x: t.width, y: from },
        { x: t.width, y: to },
        { x: 0, y: to },
      ])
    case 'north':
      return ccw([
        { x: 0, y: t.depth - to },
        { x: t.width, y: t.depth - to },
        { x: t.width, y: t.depth - from },
        { x: 0, y: t.depth - from },
      ])
    case 'west':
      return ccw([
        { x: from, y: 0 },
        { x: to, y: 0 },
        { x: to, y: t.depth },
        { x: from, y: t.depth },
      ])
    default:
      return ccw([
        { x: t.width - to, y: 0 },
        { x: t.width - from, y: 0 },
        { x: t.width - from, y: t.depth },
        { x: t.width - to, y: t.depth },
      ])
  }
}

const halfSpan = (t: TableSize, h: Half): number => (h === 'south' || h === 'north' ? t.depth : t.width) / 2

/** The whole half of the table. */
export function halfPolygon(t: TableSize, h: Half): Vec[] {
  return isEdgeHalf(h) ? band(t, h, 0, halfSpan(t, h)) : cornerTriangle(t, h, 1)
}

/** Deployment zone: the half's part at least `gap` inches from the centre line (empty if none). */
export function deploymentZone(t: TableSize, h: Half, gap = ZONE_GAP): Vec[] {
  if (isEdgeHalf(h)) {
    const depth = halfSpan(t, h) - gap
    return depth > 0 ? band(t, h, 0, depth) : []
  }
  const k = cornerShare(t, gap)
  return k > 0 ? cornerTriangle(t, h, k) : []
}

/** The line that splits the table for this half (and its opposite). */
export function centreLine(t: TableSize, h: Half): [Vec, Vec] {
  switch (h) {
    case 'south':
    case 'north':
      return [
        { x: 0, y: t.depth / 2 },
        { x: t.width, y: t.depth / 2 },
      ]
    case 'west':
    case 'east':
      return [
        { x: t.width / 2, y: 0 },
        { x: t.width / 2, y: t.depth },
      ]
    case 'southwest':
    case 'northeast':
      return [
        { x: t.width, y: 0 },
        { x: 0, y: t.depth },
      ]
    default:
      return [
        { x: 0, y: 0 },
        { x: t.width, y: t.depth },
      ]
  }
}

/** The edge of a deployment zone that faces the centre line. */
export function zoneFront(t: TableSize, h: Half, gap = ZONE_GAP): [Vec, Vec] {
  const zone = deploymentZone(t, h, gap)
  const d = halfSpan(t, h) - gap
  switch (h) {
    case 'south':
      return [
        { x: 0, y: d },
        { x: t.width, y: d },
      ]
    case 'north':
      return [
        { x: 0, y: t.depth - d },
        { x: t.width, y: t.depth - d },
      ]
    case 'west':
      return [
        { x: d, y: 0 },
        { x: d, y: t.depth },
      ]
    case 'east':
      return [
        { x: t.width - d, y: 0 },
        { x: t.width - d, y: t.depth },
      ]
    default: {
      const c = corner(t, h)
      const legs = zone.filter((p) => p.x !== c.x || p.y !== c.y)
      return [legs[0] ?? c, legs[1] ?? c]
    }
  }
}

function polygonCentroidOf(poly: readonly Vec[]): Vec {
  let x = 0
  let y = 0
  for (const p of poly) {
    x += p.x
    y += p.y
  }
  const n = poly.length || 1
  return { x: x / n, y: y / n }
}

/** Centre of a half: its centroid (a rectangle's middle, a triangle's centre of mass). */
export const halfCentre = (t: TableSize, h: Half): Vec => polygonCentroidOf(halfPolygon(t, h))

/** Distance from a point inside a polygon to its outline (0 outside). */
export function insideDepth(p: Vec, poly: readonly Vec[]): number {
  if (poly.length < 3 || !pointInPolygon(p, poly)) return 0
  let best = Number.POSITIVE_INFINITY
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[j] as Vec
    const b = poly[i] as Vec
    best = Math.min(best, pointSegmentDist2(p.x, p.y, a.x, a.y, b.x, b.y))
  }
  return Math.sqrt(best)
}

const EPS = 1e-9

/** A base lies wholly inside the polygon (touching its outline from inside counts). */
export function discWhollyInside(poly: readonly Vec[], c: Vec, r: number): boolean {
  if (poly.length < 3) return false
  if (r <= 0) return pointInPolygon(c, poly) || onOutline(poly, c)
  return pointInPolygon(c, poly) && insideDepth(c, poly) >= r - EPS
}

/** Any part of a base inside the polygon. */
export function discTouches(poly: readonly Vec[], c: Vec, r: number): boolean {
  if (poly.length < 3) return false
  if (pointInPolygon(c, poly)) return true
  let best = Number.POSITIVE_INFINITY
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[j] as Vec
    const b = poly[i] as Vec
    best = Math.min(best, pointSegmentDist2(c.x, c.y, a.x, a.y, b.x, b.y))
  }
  return Math.sqrt(best) < r - EPS
}

function onOutline(poly: readonly Vec[], p: Vec): boolean {
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[j] as Vec
    const b = poly[i] as Vec
    if (pointSegmentDist2(p.x, p.y, a.x, a.y, b.x, b.y) <= EPS) return true
  }
  return false
}

/** Distance from a point to the nearest table edge (negative off the table). */
export const tableEdgeDistance = (t: TableSize, p: Vec): number =>
  Math.min(p.x, p.y, t.width - p.x, t.depth - p.y)

/** Points `n` evenly spaced along a segment, at i/(n+1) of its length (ends left free). */
export function evenlyAlong(a: Vec, b: Vec, n: number): Vec[] {
  const out: Vec[] = []
  for (let i = 1; i <= n; i++) {
    const f = i / (n + 1)
    out.push({ x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f })
  }
  return out
}
