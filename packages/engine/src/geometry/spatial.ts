/**
 * A static spatial index over polygons (flatbush), for "which terrain could this line touch".
 * The index is a derived cache built from the battlefield, never part of game state. Each
 * polygon is also kept in flat form so callers can run the hand-written segment tests directly.
 *
 * @example
 * const index = buildPolygonIndex([rect(0, 0, 2, 2), rect(10, 10, 2, 2)])
 * index.querySegment(vec(-1, 1), vec(3, 1)) // [0]
 */
import Flatbush from 'flatbush'
import { type BBox, flattenPolygon, polygonBBox } from './polygon.ts'
import { segmentHitsFlatPolygon } from './segment.ts'
import type { Vec } from './vec.ts'

export interface PolygonIndex {
  readonly size: number
  readonly flats: readonly number[][]
  readonly boxes: readonly BBox[]
  /** Polygons whose bounding box touches the box (inclusive edges). */
  queryBox(minX: number, minY: number, maxX: number, maxY: number): number[]
  /** Polygons whose bounding box touches the segment's bounding box (a superset of those it crosses). */
  querySegment(a: Vec, b: Vec): number[]
  /** Polygons the segment actually touches: the index prunes, the exact test confirms. */
  segmentHits(a: Vec, b: Vec): number[]
}

export function buildPolygonIndex(polygons: readonly (readonly Vec[])[]): PolygonIndex {
  const flats = polygons.map(flattenPolygon)
  const boxes = polygons.map(polygonBBox)
  // Flatbush refuses an empty index; an empty table simply answers nothing.
  let tree: Flatbush | null = null
  if (boxes.length > 0) {
    tree = new Flatbush(boxes.length)
    for (const b of boxes) tree.add(b.minX, b.minY, b.maxX, b.maxY)
    tree.finish()
  }
  const queryBox = (minX: number, minY: number, maxX: number, maxY: number): number[] =>
    tree ? tree.search(minX, minY, maxX, maxY).sort((p, q) => p - q) : []
  const querySegment = (a: Vec, b: Vec): number[] =>
    queryBox(Math.min(a.x, b.x), Math.min(a.y, b.y), Math.max(a.x, b.x), Math.max(a.y, b.y))
  return {
    size: boxes.length,
    flats,
    boxes,
    queryBox,
    querySegment,
    segmentHits: (a, b) =>
      querySegment(a, b).filter((i) => segmentHitsFlatPolygon(a.x, a.y, b.x, b.y, flats[i] as number[])),
  }
}

/** The baseline the index must agree with: test every polygon's box. */
export function naiveQuerySegment(boxes: readonly BBox[], a: Vec, b: Vec): number[] {
  const minX = Math.min(a.x, b.x)
  const minY = Math.min(a.y, b.y)
  const maxX = Math.max(a.x, b.x)
  const maxY = Math.max(a.y, b.y)
  const out: number[] = []
  boxes.forEach((bb, i) => {
    if (bb.minX <= maxX && bb.maxX >= minX && bb.minY <= maxY && bb.maxY >= minY) out.push(i)
  })
  return out
}
