/**
 * Small geometric questions the optional rules ask about terrain polygons (the table contract
 * only measures between figures): how far a base is from a feature (negative when it overlaps),
 * the largest disc centred in a footprint, edge strips and the direction of a table edge.
 */
import { closestPointOnPolygon, hypot, pointInPolygon, polygonCentroid, type Vec } from '@sortie/engine'
import type { Battlefield } from '../../../table/contract.ts'
import type { Edge } from '../../core/optional-state.ts'

/** Gap from a base (centre, radius) to a polygon: negative by how far it reaches inside. */
export function signedGap(c: Vec, r: number, poly: readonly Vec[]): number {
  const q = closestPointOnPolygon(c, poly)
  const d = hypot(q.x - c.x, q.y - c.y)
  return pointInPolygon(c, poly) ? -d - r : d - r
}

/** Centre of a footprint and the radius of the largest disc there that stays inside it. */
export function inscribed(poly: readonly Vec[]): { c: Vec; r: number } {
  const c = polygonCentroid(poly)
  const q = closestPointOnPolygon(c, poly)
  return { c, r: pointInPolygon(c, poly) ? hypot(q.x - c.x, q.y - c.y) : 0.25 }
}

/** Unit vector pointing at a table edge (y = 0 is south). */
export const towardsEdge = (e: Edge): Vec =>
  e === 'south'
    ? { x: 0, y: -1 }
    : e === 'north'
      ? { x: 0, y: 1 }
      : e === 'west'
        ? { x: -1, y: 0 }
        : { x: 1, y: 0 }

/** A strip `depth` inches deep along one edge. */
export function edgeStrip(field: Battlefield, e: Edge, depth: number): Vec[] {
  const { width: w, depth: d } = field
  switch (e) {
    case 'south':
      return [
        { x: 0, y: 0 },
        { x: w, y: 0 },
        { x: w, y: depth },
        { x: 0, y: depth },
      ]
    case 'north':
      return [
        { x: 0, y: d - depth },
        { x: w, y: d - depth },
        { x: w, y: d },
        { x: 0, y: d },
      ]
    case 'west':
      return [
        { x: 0, y: 0 },
        { x: depth, y: 0 },
        { x: depth, y: d },
        { x: 0, y: d },
      ]
    case 'east':
      return [
        { x: w - depth, y: 0 },
        { x: w, y: 0 },
        { x: w, y: d },
        { x: w - depth, y: d },
      ]
  }
}

/** How far past the edge a disc or polygon reaches (positive once any part crosses it). */
export function pastEdge(field: Battlefield, e: Edge, pts: readonly Vec[], r = 0): number {
  let m = Number.NEGATIVE_INFINITY
  for (const p of pts) {
    const v =
      e === 'south' ? -p.y : e === 'north' ? p.y - field.depth : e === 'west' ? -p.x : p.x - field.width
    m = Math.max(m, v + r)
  }
  return m
}

export const shift = (poly: readonly Vec[], by: Vec): Vec[] =>
  poly.map((p) => ({ x: p.x + by.x, y: p.y + by.y }))
