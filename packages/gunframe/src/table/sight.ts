/**
 * Line of sight and cover. Rule ids: GF-LOS (from the head through the front arc), GF-LOS-ARC,
 * GF-LOS-BLOCKED, GF-LOS-OBSCURED, GF-LOS-IGNORE-OWN (terrain the attacker is in or touching
 * never obscures), GF-LOS-COVER, GF-LOS-HARD-COVER, GF-LOS-ONE-BENEFIT, GF-SPM-FLY-LOS.
 *
 * Several rays run from the attacker's head to points spread across the target, at three
 * heights up the model. A ray is stopped by a solid feature or a figure on the ground only where
 * it passes below that thing's top, and by a flyer only where it passes through the flyer. No
 * clear ray: blocked. Some stopped: partly hidden, so obscured, unless the only thing hiding it
 * is the feature that gives it cover (one feature never gives both benefits).
 *
 * @example
 * lineOfSight(field, figures, 'unit:a', 'unit:b') // { visible, obscured, cover, … }
 */
import {
  discTouchesFrontArc,
  flatPolygonCrossings,
  inFrontArc,
  pointInFlatPolygon,
  pointSegmentDist2,
  segmentFlatPolygonDistance,
  segmentHitsFlatPolygon,
  sightTargets,
  type Vec,
} from '@sortie/engine'
import { pointApart, SLACK, segmentApart } from './bounds.ts'
import type { Battlefield, Figure, SightCheck, SightOptions, TerrainFeature } from './contract.ts'
import { baseZ, CONTACT, discOf, edgeDistance, isInfantry } from './figures.ts'
import { isBlocking, isObscuring, isSolid, nearSegment, type PreparedField, prepare } from './terrain.ts'

/** Rays across the base, and heights up the model (fractions of its height). */
const ACROSS = 5
const HEIGHTS = [0.2, 0.6, 0.95]

/**
 * Where the flat track a→b is inside the polygon: `[t0, t1, …]`, a pair per piece. The rays to one
 * point across the target share their track (only the height differs), so it is found once.
 */
function insidePieces(a: Vec, b: Vec, flat: number[]): number[] {
  // The pieces between 0, each crossing and 1, in order.
  const cross = flatPolygonCrossings(a.x, a.y, b.x, b.y, flat)
  const out: number[] = []
  let t0 = 0
  for (let k = 0; k <= cross.length; k++) {
    const t1 = k < cross.length ? (cross[k] as number) : 1
    if (t1 - t0 > 1e-12) {
      const tm = (t0 + t1) / 2
      if (pointInFlatPolygon(a.x + (b.x - a.x) * tm, a.y + (b.y - a.y) * tm, flat)) out.push(t0, t1)
    }
    t0 = t1
  }
  return out
}

/** Lowest height of the ray from z0 to z1 over those pieces, or +∞ if there are none. */
function lowestInside(pieces: readonly number[], z0: number, z1: number): number {
  let low = Number.POSITIVE_INFINITY
  for (let k = 0; k < pieces.length; k += 2)
    low = Math.min(low, z0 + (z1 - z0) * (pieces[k] as number), z0 + (z1 - z0) * (pieces[k + 1] as number))
  return low
}

/**
 * Does the ray from `a` (height z0) to `b` (height z1) pass through figure `s`? A figure on the
 * ground stops whatever passes over its base below its top (beneath it is the ground, or the
 * feature it stands on). A flyer is a model up in the air (GF-SPM-FLY-LOS: 8" up): only a ray
 * passing through that height over its base meets it, one passing beneath or above does not.
 */
function meetsFigure(a: Vec, z0: number, b: Vec, z1: number, s: Figure): boolean {
  const bottom = baseZ(s)
  const top = bottom + s.height - 1e-9
  const dx = b.x - a.x
  const dy = b.y - a.y
  const fx = a.x - s.pos.x
  const fy = a.y - s.pos.y
  const A = dx * dx + dy * dy
  if (A === 0) return false
  const B = 2 * (fx * dx + fy * dy)
  const C = fx * fx + fy * fy - s.radius * s.radius
  const disc = B * B - 4 * A * C
  if (disc <= 0) return false
  const q = Math.sqrt(disc)
  const t0 = Math.max(0, (-B - q) / (2 * A))
  const t1 = Math.min(1, (-B + q) / (2 * A))
  if (t1 <= t0) return false
  const za = z0 + (z1 - z0) * t0
  const zb = z0 + (z1 - z0) * t1
  if (Math.min(za, zb) >= top) return false
  return !s.flying || Math.max(za, zb) > bottom + 1e-9
}

/** Slack on the reach of a figure in the way (inches): far above any rounding of the rays. */
const SCREEN_SLACK = 0.01

/**
 * The figures that may stand in the way of sight from a to b: their base coming within reach of
 * the rays. Every ray runs from the eye to a point of the target's base, so it stays within the
 * target's radius of the line from the eye to the target's centre; a base farther from that line
 * than the two radii never meets one. A flyer (GF-LOS-UNITS, GF-SPM-FLY-LOS: 8" up) stands in the
 * way only of rays that reach its height: every ray lies between the eye and the target's foot
 * and top, so sight between two walkers passes beneath it. No other figure changes the answer,
 * so the remembered sight (sight-memo.ts) compares only these: a figure moving beside the line,
 * not across it, leaves the answer remembered.
 */
export function screensBetween(
  figures: readonly Figure[],
  a: Figure,
  b: Figure,
  /** Filled instead of a new list (emptied first): a caller asking on every sight question. */
  into: Figure[] = [],
): Figure[] {
  const minX = Math.min(a.pos.x, b.pos.x - b.radius)
  const maxX = Math.max(a.pos.x, b.pos.x + b.radius)
  const minY = Math.min(a.pos.y, b.pos.y - b.radius)
  const maxY = Math.max(a.pos.y, b.pos.y + b.radius)
  // The heights every ray stays between (sight.ts rays: from the eye to the target's body).
  const eyeZ = baseZ(a) + a.height
  const footZ = baseZ(b)
  const rayLow = Math.min(eyeZ, footZ)
  const rayHigh = Math.max(eyeZ, footZ + b.height)
  const screens = into
  // Emptied only when it holds something: setting a length is a call of its own, and most are empty.
  if (screens.length !== 0) screens.length = 0
  for (const f of figures) {
    if (
      f === a ||
      f === b ||
      (f.flying && (rayHigh <= baseZ(f) || rayLow >= baseZ(f) + f.height)) ||
      f.pos.x + f.radius < minX ||
      f.pos.x - f.radius > maxX ||
      f.pos.y + f.radius < minY ||
      f.pos.y - f.radius > maxY
    )
      continue
    const reach = b.radius + f.radius + SCREEN_SLACK
    if (pointSegmentDist2(f.pos.x, f.pos.y, a.pos.x, a.pos.y, b.pos.x, b.pos.y) <= reach * reach)
      screens.push(f)
  }
  return screens
}

const NONE: SightCheck = {
  visible: false,
  obscured: false,
  cover: 'none',
  inFrontArc: false,
  fromRear: false,
  distance: Number.POSITIVE_INFINITY,
}

export function lineOfSight(
  field: Battlefield,
  figures: readonly Figure[],
  fromId: string,
  toId: string,
  opts?: SightOptions,
): SightCheck {
  const a = figures.find((f) => f.id === fromId)
  const b = figures.find((f) => f.id === toId)
  if (!a || !b || a === b) return NONE
  return sightBetween(prepare(field), figures, a, b, opts ?? {}, true)
}

/**
 * sightBetween's working lists, emptied on every call rather than made anew: it runs for every
 * sight question the memo cannot answer, and never calls itself.
 */
const SCRATCH = {
  rayTo: [] as Vec[],
  rayZ: [] as number[],
  coverIds: [] as number[],
  own: [] as number[],
  blockers: [] as number[],
  obscurers: [] as number[],
  screens: [] as Figure[],
  pieces: [] as (number[] | undefined)[],
}

function emptied(list: unknown[]): void {
  if (list.length !== 0) list.length = 0
}

/**
 * Does figure `f` touch feature `i`? Boxes first (bounds.ts): most features near the line touch
 * neither figure. (Module functions, not closures in sightBetween: a closure made on every call
 * costs its allocation, and under tsx a naming call too.)
 */
function touching(prep: PreparedField, f: Figure, i: number): boolean {
  return (
    !pointApart(prep.bounds, i, f.pos.x, f.pos.y, f.radius + CONTACT) &&
    segmentFlatPolygonDistance(f.pos.x, f.pos.y, f.pos.x, f.pos.y, prep.index.flats[i] as number[]) <=
      f.radius + CONTACT
  )
}

/** Does the ray from `eye` to `to` cross feature `i`'s outline? Its box first: most rays miss it. */
function hits(prep: PreparedField, i: number, eye: Vec, to: Vec): boolean {
  return (
    !segmentApart(prep.bounds, i, eye.x, eye.y, to.x, to.y, 0) &&
    segmentHitsFlatPolygon(eye.x, eye.y, to.x, to.y, prep.index.flats[i] as number[])
  )
}

/**
 * The work of lineOfSight; `useIndex = false` tests every feature against every ray, with no
 * shortcut (the benchmark's baseline, and an oracle for the index and the early stop).
 */
export function sightBetween(
  prep: PreparedField,
  figures: readonly Figure[],
  a: Figure,
  b: Figure,
  opts: SightOptions,
  useIndex: boolean,
  /** `screensBetween(figures, a, b)` when the caller has just found it (read, never kept). */
  found?: readonly Figure[],
): SightCheck {
  const allRound = isInfantry(a) || opts.turreted === true
  const targetDisc = discOf(b)
  const front = allRound || discTouchesFrontArc(a.pos, a.facing, targetDisc)
  const fromRear = !isInfantry(b) && !inFrontArc(b.pos, b.facing, a.pos)
  const distance = edgeDistance(a, b)
  if (!front) return { inFrontArc: front, fromRear, distance, visible: false, obscured: false, cover: 'none' }

  const eye = a.pos
  const z0 = baseZ(a) + a.height
  const zt = baseZ(b)
  const across = sightTargets(eye, targetDisc, ACROSS)
  // The rays, as parallel lists: where each ends across the base and at what height.
  const { rayTo, rayZ, coverIds, own, blockers, obscurers, screens, pieces } = SCRATCH
  // The rays are counted, not emptied (setting a length is a call of its own); the short lists
  // are emptied only when they hold something.
  let rays = 0
  emptied(coverIds)
  emptied(own)
  emptied(blockers)
  emptied(obscurers)
  emptied(pieces)
  for (const p of across) {
    if (!allRound && !inFrontArc(a.pos, a.facing, p)) continue
    for (const h of HEIGHTS) {
      rayTo[rays] = p
      rayZ[rays] = zt + b.height * h
      rays++
    }
  }
  // The rays all lie in the box around the eye and the target's base.
  const candidates = useIndex ? nearSegment(prep, eye, b.pos, b.radius) : prep.features.map((_, i) => i)
  const flats = prep.index.flats
  const bounds = prep.bounds

  // GF-LOS-COVER: a solid feature the target touches, lying between it and the attacker. The
  // feature the target stands on top of is its floor, not something between the two
  // (GF-RULING-PROPOSED-STANDING-ON).
  let hard = false
  if (!b.flying) {
    for (const i of candidates) {
      const f = prep.features[i] as TerrainFeature
      if (!isSolid(f) || !touching(prep, b, i)) continue
      if (b.elevation >= f.height - 1e-9 && pointInFlatPolygon(b.pos.x, b.pos.y, flats[i] as number[]))
        continue
      // The rays to the middle of the base (all but the outermost two).
      let between = false
      for (let k = 1; k < across.length - 1 && !between; k++) between = hits(prep, i, eye, across[k] as Vec)
      if (between) {
        coverIds.push(i)
        if (f.hardCover) hard = true
      }
    }
  }

  // GF-LOS-IGNORE-OWN: what the attacker is in or touches never hides any of the target. A
  // blocking feature it touches still stops sight where it stands in the way (leaning on a
  // building is no window through it) but only ever blocks, never obscures
  // (GF-RULING-PROPOSED-OWN-BLOCKING); anything else it touches is ignored.
  for (const i of candidates) {
    const f = prep.features[i] as TerrainFeature
    const mine = touching(prep, a, i)
    if (isObscuring(f) && !coverIds.includes(i) && !mine) obscurers.push(i)
    if (!isSolid(f) || f.height <= 0) continue
    if (mine) {
      if (!isBlocking(f)) continue
      own.push(i)
    }
    blockers.push(i)
  }
  const inWay = found ?? screensBetween(figures, a, b, screens)
  // Rays cut off by the back arc also leave the target partly unseen.
  const arcCut = rays < across.length * HEIGHTS.length
  let clear = 0
  let hidden = 0
  let throughObscuring = false
  // Each blocker's inside pieces along the track to the current point across the target.
  let track: Vec | undefined
  for (let r = 0; r < rays; r++) {
    const to = rayTo[r] as Vec
    const z1 = rayZ[r] as number
    if (to !== track) {
      track = to
      emptied(pieces)
    }
    let stopped = false
    let stoppedByOther = false
    for (let k = 0; k < blockers.length; k++) {
      const i = blockers[k] as number
      const f = prep.features[i] as TerrainFeature
      // A ray above the top all the way, or whose track never comes near the outline's box,
      // never passes inside it below its top.
      if (Math.min(z0, z1) > f.height - 1e-9 + SLACK) continue
      if (segmentApart(bounds, i, eye.x, eye.y, to.x, to.y, 0)) continue
      let inside = pieces[k]
      if (inside === undefined) {
        inside = insidePieces(eye, to, flats[i] as number[])
        pieces[k] = inside
      }
      if (lowestInside(inside, z0, z1) < f.height - 1e-9) {
        stopped = true
        if (!coverIds.includes(i) && !own.includes(i)) {
          stoppedByOther = true
          break
        }
      }
    }
    if (!stoppedByOther)
      for (const s of inWay) {
        if (meetsFigure(eye, z0, to, z1, s)) {
          stopped = true
          stoppedByOther = true
          break
        }
      }
    if (!stopped) {
      clear++
      for (let k = 0; k < obscurers.length && !throughObscuring; k++)
        throughObscuring = hits(prep, obscurers[k] as number, eye, to)
    }
    if (stoppedByOther) hidden++
    // Seen and partly hidden: no further ray can change the answer.
    if (useIndex && clear > 0 && (hidden > 0 || throughObscuring || arcCut)) break
  }
  if (clear === 0) {
    const out: SightCheck = {
      inFrontArc: front,
      fromRear,
      distance,
      visible: false,
      obscured: false,
      cover: 'none',
    }
    if (coverIds.length > 0) out.hiddenCover = hard ? 'hard' : 'cover'
    return out
  }
  const obscured = hidden > 0 || throughObscuring || arcCut
  const cover = coverIds.length === 0 ? 'none' : hard ? 'hard' : 'cover'
  return { inFrontArc: front, fromRear, distance, visible: true, obscured, cover }
}
