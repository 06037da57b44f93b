/**
 * Table geometry over the engine's primitives: ranges centre to centre (the seed measures weapon
 * range between unit centres; ruling MS-RULING-MEASURE uses the same for engagement), arcs from
 * facings in degrees, and LOS as rays across the target's base (one third clear = visible).
 */
import {
  type Disc,
  dist,
  flattenPolygon,
  inFrontArc,
  pointInPolygon,
  pointPolygonDistance,
  segmentHitsFlatPolygon,
  sightTargets,
  type Vec,
} from '@sortie/engine'
import { baseRadius } from '../../units/defaults.ts'
import type { MsState, Terrain, UnitState } from '../core/types.ts'

export const RAD = Math.PI / 180
export const rad = (deg: number): number => deg * RAD

export const live = (s: MsState): UnitState[] => s.units.filter((u) => !u.destroyed && u.pos !== null)
export const unitOf = (s: MsState, id: string): UnitState | undefined => s.units.find((u) => u.id === id)
export const discOf = (u: UnitState): Disc => ({ c: u.pos ?? { x: 0, y: 0 }, r: baseRadius(u.profile.size) })

export const centreDist = (a: UnitState, b: UnitState): number =>
  a.pos && b.pos ? dist(a.pos, b.pos) : Number.POSITIVE_INFINITY

/** Engagement range is Size + 5"; between two sizes either unit's range counts (ruling A-18). */
export const engagementRange = (a: UnitState, b: UnitState): number =>
  Math.max(a.profile.size, b.profile.size) + 5

export const engaged = (a: UnitState, b: UnitState): boolean =>
  a.side !== b.side && centreDist(a, b) <= engagementRange(a, b) + 1e-9

export const engagedEnemies = (s: MsState, u: UnitState): UnitState[] => live(s).filter((e) => engaged(u, e))

export const inMelee = (s: MsState, u: UnitState): boolean => engagedEnemies(s, u).length > 0

/** Is `p` within the unit's front 180° (MS-TGT-ARC)? */
export const inFront = (u: UnitState, p: Vec): boolean =>
  u.pos ? inFrontArc(u.pos, rad(u.facing), p) : false

const flat = new WeakMap<Vec[], number[]>()
function flatOf(poly: Vec[]): number[] {
  let f = flat.get(poly)
  if (!f) {
    f = flattenPolygon(poly)
    flat.set(poly, f)
  }
  return f
}

export const crosses = (a: Vec, b: Vec, t: Terrain): boolean =>
  segmentHitsFlatPolygon(a.x, a.y, b.x, b.y, flatOf(t.poly))
export const inside = (p: Vec, t: Terrain): boolean => pointInPolygon(p, t.poly)

export interface Sight {
  /** At least a third of the rays are clear (MS-LOS-THIRD). */
  visible: boolean
  /** Some ray is blocked by terrain or a unit, or short cover lies between (MS-COVER-CRITERIA). */
  partial: boolean
  /** Terrain pieces that block some ray (a building an [E] weapon may shoot through). */
  blockers: string[]
  /** Only buildings block it. */
  onlyBuildings: boolean
}

const RAYS = 6

/** LOS from one unit to another, and whether the target is partly hidden. */
export function sight(s: MsState, from: UnitState, to: UnitState): Sight {
  if (!from.pos || !to.pos || to.underwater !== from.underwater)
    return { visible: false, partial: false, blockers: [], onlyBuildings: false }
  const targets = sightTargets(from.pos, discOf(to), RAYS)
  let clear = 0
  let partial = false
  const blockers = new Set<string>()
  for (const p of targets) {
    let blocked = false
    for (const t of s.terrain) {
      if (t.destroyed || t.deepWater) continue
      // Standing on a piece (or targeting one standing on it) does not hide you from it.
      if (from.onHighGround === t.id || to.onHighGround === t.id) continue
      if (!crosses(from.pos, p, t)) continue
      // High Ground sees over obscuring terrain (MS-LOS-OBSCURE) and over anything lower.
      const fromHigh = from.onHighGround !== null
      if (t.obscuring && !fromHigh) {
        blocked = true
        blockers.add(t.id)
      } else if (t.blocksLos && !(fromHigh && heightOf(s, from) > t.height)) {
        blocked = true
        blockers.add(t.id)
      } else if (t.cover) partial = true
    }
    if (!blocked)
      for (const u of live(s)) {
        if (u.id === from.id || u.id === to.id || !u.pos) continue
        if (segDiscHit(from.pos, p, u.pos, baseRadius(u.profile.size))) partial = true
      }
    if (blocked) partial = true
    else clear++
  }
  const onlyBuildings = [...blockers].every((id) => s.terrain.find((t) => t.id === id)?.kind === 'building')
  return { visible: clear * 3 >= RAYS, partial, blockers: [...blockers], onlyBuildings }
}

export const heightOf = (s: MsState, u: UnitState): number =>
  u.onHighGround ? (s.terrain.find((t) => t.id === u.onHighGround)?.height ?? 0) : 0

function segDiscHit(a: Vec, b: Vec, c: Vec, r: number): boolean {
  const dx = b.x - a.x
  const dy = b.y - a.y
  const l2 = dx * dx + dy * dy
  const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((c.x - a.x) * dx + (c.y - a.y) * dy) / l2))
  const px = a.x + t * dx - c.x
  const py = a.y + t * dy - c.y
  return px * px + py * py < r * r
}

/**
 * Cover (MS-COVER-CRITERIA): partly hidden by terrain or units, or hugging cover — a cover piece
 * within the target's engagement range lies on the line between them. Never on High Ground.
 */
export function hasCover(s: MsState, from: UnitState, to: UnitState): boolean {
  if (!from.pos || !to.pos || to.onHighGround) return false
  const sg = sight(s, from, to)
  if (sg.partial) return true
  const reach = to.profile.size + 5
  return s.terrain.some(
    (t) =>
      !t.destroyed &&
      (t.cover || t.blocksLos) &&
      crosses(from.pos as Vec, to.pos as Vec, t) &&
      pointPolygonDistance(to.pos as Vec, t.poly) <= reach,
  )
}

/** Under a roofed piece: Indirect Fire cannot reach it (MS-LOS-IDF). */
export const underOverhead = (s: MsState, u: UnitState): boolean =>
  !!u.pos && s.terrain.some((t) => !t.destroyed && t.overhead && inside(u.pos as Vec, t))

/** Within engagement range of a cover piece: keeps Cover against Indirect Fire. */
export const nearCover = (s: MsState, u: UnitState): boolean =>
  !!u.pos &&
  s.terrain.some(
    (t) =>
      !t.destroyed &&
      (t.cover || t.blocksLos) &&
      pointPolygonDistance(u.pos as Vec, t.poly) <= u.profile.size + 5,
  )
