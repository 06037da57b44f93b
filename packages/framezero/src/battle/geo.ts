/**
 * Table geometry in ruler units (F§1, F§5). Every distance is taken between the closest points of
 * the two things (MF-TABLE-MEASURE): a frame stands on a round footprint of FRAME_RADIUS
 * (MF-RULING-FRAME-BASE, the project's own size: 1 u across, about a hinge brick's length, since
 * the sources give frames no base), structures are their rectangles and stations squares of
 * STATION_SIZE (4×4 studs, 1 u = 5 studs). Positions are footprint centres.
 */
import {
  dist,
  hypot,
  pointSegmentDist2,
  segmentFlatPolygonDistance,
  segmentHitsFlatPolygon,
  type Vec,
} from '@sortie/engine'
import { type Band, RULER } from '../units/index.ts'
import type { CoverSpec, FrameState, FzState } from './types.ts'

export const FRAME_RADIUS = 0.5
export const STATION_SIZE = 0.8
export const HTH = 1
/** Rockets reach from 2 u to one ruler (F§3). */
export const SSR_MIN = 2

export const coverHeight = (c: CoverSpec) => Math.ceil(Math.max(0, c.bricks) / Math.max(1, c.perLayer))
/**
 * A structure 3+ bricks high is cover (seed); lower ones are decoration. Difficult terrain (the
 * alternative rule MF-ALT-DIFFICULT) is never cover, whatever its height.
 */
export const isCover = (c: CoverSpec) => !c.difficult && !c.hazard && coverHeight(c) >= 3

/**
 * MF-ALT-HAZARD: a frame whose footprint centre is in a hazard area when its turn starts (when it
 * rolls) loses one white die for the turn unless it carries environment protection.
 */
export const hazardStrikes = (s: FzState, f: FrameState) =>
  !!f.pos && !f.systems.includes('E') && s.cover.some((c) => c.hazard && inRect(f.pos!, c))

const rectPoly = (c: CoverSpec) => [c.x, c.y, c.x + c.w, c.y, c.x + c.w, c.y + c.h, c.x, c.y + c.h]

export function distToRect(p: Vec, c: CoverSpec): number {
  const dx = Math.max(c.x - p.x, 0, p.x - (c.x + c.w))
  const dy = Math.max(c.y - p.y, 0, p.y - (c.y + c.h))
  return hypot(dx, dy)
}

export const inRect = (p: Vec, c: CoverSpec) =>
  p.x >= c.x && p.x <= c.x + c.w && p.y >= c.y && p.y <= c.y + c.h

export const segmentHitsRect = (a: Vec, b: Vec, c: CoverSpec) =>
  segmentHitsFlatPolygon(a.x, a.y, b.x, b.y, rectPoly(c))

export function stationDistance(p: Vec, s: Vec): number {
  const half = STATION_SIZE / 2
  const dx = Math.max(Math.abs(p.x - s.x) - half, 0)
  const dy = Math.max(Math.abs(p.y - s.y) - half, 0)
  return hypot(dx, dy)
}

/** Gap between two station squares, centres given (0 when they touch or overlap). */
export function stationGap(a: Vec, b: Vec): number {
  const dx = Math.max(Math.abs(a.x - b.x) - STATION_SIZE, 0)
  const dy = Math.max(Math.abs(a.y - b.y) - STATION_SIZE, 0)
  return hypot(dx, dy)
}

/** Two station squares share some area (touching edges do not count). */
export const stationsOverlap = (a: Vec, b: Vec) =>
  Math.abs(a.x - b.x) < STATION_SIZE && Math.abs(a.y - b.y) < STATION_SIZE

/** Gap between two frames' footprints, centre points given (0 when they touch). */
export const frameGap = (a: Vec, b: Vec) => Math.max(0, dist(a, b) - 2 * FRAME_RADIUS)

/** Gap between a frame's footprint and a structure's rectangle. */
export const frameToRect = (p: Vec, c: CoverSpec) => Math.max(0, distToRect(p, c) - FRAME_RADIUS)

/** Gap between a frame's footprint and a station's square. */
export const frameToStation = (p: Vec, st: Vec) => Math.max(0, stationDistance(p, st) - FRAME_RADIUS)

/** The exclusive band a distance falls in (F§4). */
export function bandAt(d: number): Band {
  return d <= HTH ? 'h' : d <= RULER ? 'd' : 'a'
}

export const onTable = (s: Pick<FzState, 'table'>, p: Vec) =>
  p.x >= 0 && p.y >= 0 && p.x <= s.table.width && p.y <= s.table.height

export const liveFrames = (s: FzState) => s.frames.filter((f) => !f.destroyed && f.pos)

/** The structure giving the target cover against a ranged attack from `from`, if any (F§5). */
export function structureCover(s: FzState, from: Vec, target: Vec): CoverSpec | undefined {
  return s.cover.find(
    (c) =>
      isCover(c) && !inRect(target, c) && frameToRect(target, c) <= HTH && segmentHitsRect(from, target, c),
  )
}

/** A frame standing between attacker and target within 1 u of the target: cover by a frame. */
export function frameCover(s: FzState, attacker: FrameState, target: FrameState): FrameState | undefined {
  if (!attacker.pos || !target.pos) return undefined
  return frameCoverAt(s, attacker.pos, target.pos, [attacker.id, target.id])
}

/**
 * The live frame (other than those in `exclude`) that would cover a frame standing at `to` from
 * fire coming from `from`: within 1 u of `to` and across the line between them. Frames are cover
 * too (F§5), so deployment asks this as well as `structureCover`.
 */
export function frameCoverAt(
  s: FzState,
  from: Vec,
  to: Vec,
  exclude: readonly string[],
): FrameState | undefined {
  return liveFrames(s).find(
    (f) =>
      !exclude.includes(f.id) &&
      frameGap(f.pos as Vec, to) <= HTH &&
      pointSegmentDist2(f.pos!.x, f.pos!.y, from.x, from.y, to.x, to.y) <= FRAME_RADIUS * FRAME_RADIUS,
  )
}

/**
 * What a straight leg of a frame's move runs into. A frame that must go round cover
 * (MF-TABLE-FRAMES-BLOCK) may not sweep its footprint over a structure that is cover, nor over the
 * footprint of any other frame still on the table (frames are cover too, F§5); a frame without a
 * movement system may not enter difficult terrain (MF-ALT-DIFFICULT). `ignore` is the moving frame.
 */
export function legBlockedBy(
  s: FzState,
  a: Vec,
  b: Vec,
  ignore: string,
  must: { goRound: boolean; avoidDifficult: boolean } = { goRound: true, avoidDifficult: false },
): 'cover' | 'frame' | 'difficult' | undefined {
  // A frame already closer than a footprint (placed snug, or pushed by a retreat) may still move
  // as long as the leg brings it no closer.
  const eps = 1e-6
  if (must.avoidDifficult)
    for (const c of s.cover) {
      if (!c.difficult) continue
      const start = distToRect(a, c)
      if (segmentFlatPolygonDistance(a.x, a.y, b.x, b.y, rectPoly(c)) < Math.min(FRAME_RADIUS, start) - eps)
        return 'difficult'
    }
  if (!must.goRound) return undefined
  for (const c of s.cover) {
    if (!isCover(c)) continue
    const start = distToRect(a, c)
    if (segmentFlatPolygonDistance(a.x, a.y, b.x, b.y, rectPoly(c)) < Math.min(FRAME_RADIUS, start) - eps)
      return 'cover'
  }
  for (const f of liveFrames(s)) {
    if (f.id === ignore) continue
    const reach = Math.min(2 * FRAME_RADIUS, dist(a, f.pos!))
    if (Math.sqrt(pointSegmentDist2(f.pos!.x, f.pos!.y, a.x, a.y, b.x, b.y)) < reach - eps) return 'frame'
  }
  return undefined
}

export const standsOnCover = (s: FzState, p: Vec) => s.cover.some((c) => isCover(c) && inRect(p, c))
