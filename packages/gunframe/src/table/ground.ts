/**
 * Walking a ground (or climb) path over the terrain, stretch by stretch: the height the centre of
 * the base stands at, the inches any part of it spends in difficult ground, and the blocking and
 * dangerous features it touches. Rule ids: GF-TER-BLOCKING, GF-TER-DANGEROUS, GF-TER-DIFFICULT,
 * GF-TER-ELEVATED, GF-TER-OBSTACLE, GF-SPM-CLIMB, GF-SPM-FALL, GF-FIELD-HILLS, GF-UPG-HEAVY.
 * The move validator (move.ts) adds the bases, the table edge and the Speed.
 */
import {
  err,
  flatPolygonCrossings,
  hypot,
  ok,
  pointInFlatPolygon,
  type Result,
  type RuleError,
  segmentFlatPolygonDistance,
  type Vec,
} from '@sortie/engine'
import { pointApart, segmentApart } from './bounds.ts'
import type { Figure, MoveRequest, TerrainFeature } from './contract.ts'
import { baseEdgeCrossings, flatPointDistance } from './difficult.ts'
import { CONTACT, isInfantry, isTank } from './figures.ts'
import {
  isBlocking,
  isDangerous,
  isDifficult,
  isObstacle,
  isStandable,
  nearSegment,
  type PreparedField,
} from './terrain.ts'

export const EPS = 1e-6
export type Fail = { ok: false; error: RuleError }

export const hyp = (a: Vec, b: Vec): number => hypot(a.x - b.x, a.y - b.y)

/** Obstacles a tank treats as difficult (lower than the figure) or blocking (as tall or taller). */
export const tankDifficult = (me: Figure, f: TerrainFeature): boolean =>
  isTank(me) && isObstacle(f) && f.height < me.height
export const tankBlocking = (me: Figure, f: TerrainFeature): boolean =>
  isTank(me) && isObstacle(f) && f.height >= me.height

export interface GroundResult {
  difficultLen: number
  climbCost: number
  elevation: number
  dangerous: string[]
  /** Inches fallen off ledges (allowFall), and how far along the path the first fall happened. */
  fell: number
  fallAt: number
  /** Obstacles the base passed over (GF-UPG-HEAVY). */
  crossed: string[]
}

/**
 * Sorts a short list of numbers ascending in place, equal ones kept in order: what a stable sort
 * by `p - q` gives (there are no NaNs here), without a comparator call per pair.
 */
function sortShort(ts: number[]): void {
  for (let i = 1; i < ts.length; i++) {
    const v = ts[i] as number
    let j = i - 1
    while (j >= 0 && (ts[j] as number) > v) {
      ts[j + 1] = ts[j] as number
      j--
    }
    ts[j + 1] = v
  }
}

/**
 * The pieces of the stretch being walked, three numbers each: where it starts and ends (0..1
 * along the stretch) and the height the centre stands at on it. One array reused by every walk
 * (walks never nest), so the hot path allocates nothing for it.
 */
const levels: number[] = []

/**
 * GF-TER-DANGEROUS, GF-SPM-FAST: does the base touch hazard `flat` (of height `height`) where the
 * figure stands no higher than its top? A figure up on a hill beside a minefield is not in it,
 * but the same stretch carrying it down off the hill into the minefield is. Judged piece by piece
 * only when the stretch both rises above and stays at or under the hazard's top (rare).
 */
function lowWhereTouching(
  a: Vec,
  b: Vec,
  flat: number[],
  r: number,
  height: number,
  minElev: number,
  maxElev: number,
): boolean {
  if (maxElev < height + EPS) return true
  if (minElev >= height + EPS) return false
  for (let k = 0; k + 2 < levels.length; k += 3) {
    if ((levels[k + 2] as number) >= height + EPS) continue
    const t0 = levels[k] as number
    const t1 = levels[k + 1] as number
    const dx = b.x - a.x
    const dy = b.y - a.y
    const gap = segmentFlatPolygonDistance(a.x + dx * t0, a.y + dy * t0, a.x + dx * t1, a.y + dy * t1, flat)
    if (gap - r <= EPS) return true
  }
  return false
}

/** Walks a ground or climb path: height changes, difficult inches, blocking and dangerous contact. */
export function walkGround(prep: PreparedField, me: Figure, req: MoveRequest): Result<GroundResult> {
  const r = me.radius
  // GF-DEF-DODGE: a dodge ignores what terrain does to movement, so difficult ground is open.
  const allTerrain = req.allTerrain === true || isInfantry(me) || req.dodge === true
  const climbRate = req.climbAtSpeed === true || isInfantry(me) ? 1 : 2
  // Asked once a walk, not per feature and stretch (tankDifficult and tankBlocking, spelled out).
  const tank = isTank(me)
  let elev = me.elevation
  let difficultLen = 0
  let climbCost = 0
  const dangerous: string[] = []
  const crossed: string[] = []
  const path = req.path
  let heightFail: Fail | undefined
  let fell = 0
  let fallAt = Number.POSITIVE_INFINITY
  let walked = 0
  // GF-SPM-CLIMB: a unit left part-way up a wall stands on nothing yet; `hanging` is the ground at
  // its feet until the climb goes on (up, or down past it) or ends with a climb down to it.
  let hanging: number | null = null
  let prevSlope = false
  let first = req.mode === 'climb'
  const bounds = prep.bounds
  for (let s = 1; s < path.length; s++) {
    const a = path[s - 1] as Vec
    const b = path[s] as Vec
    const len = hyp(a, b)
    walked += len
    if (len === 0) continue
    let fellHere = false
    const ids = nearSegment(prep, a, b, r + CONTACT)
    const startElev = elev
    let minElev = elev
    let maxElev = elev
    // Split the segment wherever the centre crosses a standable outline (height goes by the centre)
    // or the base's edge starts or stops touching a difficult area (GF-TER-DIFFICULT: any part of
    // the base inside it makes the inch difficult).
    const ts = [0, 1]
    // What each nearby feature is to this figure, asked once for the segment (not per piece).
    const standables: number[] = []
    const diffs: number[] = []
    for (const i of ids) {
      const f = prep.features[i] as TerrainFeature
      const flat = prep.index.flats[i] as number[]
      // The centre's track never crossing the box means no crossings (bounds.ts).
      const apart = segmentApart(bounds, i, a.x, a.y, b.x, b.y, 0)
      if (isStandable(f)) {
        standables.push(i)
        if (!apart) for (const t of flatPolygonCrossings(a.x, a.y, b.x, b.y, flat)) ts.push(t)
      }
      if (isDifficult(f) || (tank && isObstacle(f) && f.height < me.height)) {
        diffs.push(i)
        if (!apart) for (const t of flatPolygonCrossings(a.x, a.y, b.x, b.y, flat)) ts.push(t)
        baseEdgeCrossings(a, b, flat, r, ts)
      }
    }
    sortShort(ts)
    levels.length = 0
    for (let k = 1; k < ts.length; k++) {
      const t0 = ts[k - 1] as number
      const t1 = ts[k] as number
      if (t1 - t0 <= 1e-12) continue
      const tm = (t0 + t1) / 2
      const mx = a.x + (b.x - a.x) * tm
      const my = a.y + (b.y - a.y) * tm
      let floor = 0
      let floorSlope = false
      let difficult = false
      for (const i of diffs) {
        if (pointApart(bounds, i, mx, my, r)) continue
        if (flatPointDistance(mx, my, prep.index.flats[i] as number[]) < r - EPS) {
          difficult = true
          break
        }
      }
      for (const i of standables) {
        if (pointApart(bounds, i, mx, my, 0)) continue
        if (!pointInFlatPolygon(mx, my, prep.index.flats[i] as number[])) continue
        const f = prep.features[i] as TerrainFeature
        if (f.height > floor) {
          floor = f.height
          floorSlope = f.slope === true
        }
      }
      // GF-FIELD-HILLS: a hill the players agreed is a gentle slope is walked on and off at any height.
      const onSlope = floorSlope || prevSlope
      prevSlope = floorSlope
      if (first && elev > floor + EPS) hanging = floor
      first = false
      const stillHanging = hanging !== null && Math.abs(floor - hanging) <= EPS
      if (!stillHanging) hanging = null
      const rise = floor - elev
      if (Math.abs(rise) > EPS && !stillHanging) {
        // GF-TER-ELEVATED: a step of up to half the figure's height is free.
        if (Math.abs(rise) > me.height / 2 + EPS && !onSlope) {
          if (rise < 0 && req.mode !== 'climb' && req.allowFall === true) {
            // GF-SPM-FALL: walking off the ledge on purpose; the fall is the end of the move.
            fell += -rise
            fallAt = Math.min(fallAt, walked - len + t0 * len)
            fellHere = true
          } else if (req.mode !== 'climb') {
            heightFail ??=
              rise > 0
                ? err('gunframe/too_high', 'That feature is too tall to step onto: climb, jump or fly.', {
                    height: floor,
                  })
                : err('gunframe/ledge', 'Stepping off this ledge needs climb, jump or fly.', { drop: -rise })
          }
          if (req.mode === 'climb') climbCost += Math.abs(rise) * climbRate
        }
        elev = floor
        minElev = Math.min(minElev, elev)
        maxElev = Math.max(maxElev, elev)
      }
      if (difficult && !allTerrain) difficultLen += (t1 - t0) * len
      levels.push(t0, t1, elev)
    }
    // Stepping off a roof leaves the base beside the building: the ledge is the real problem.
    if (heightFail?.error.code === 'gunframe/ledge') return heightFail
    // Whole-base contact: blocking terrain, dangerous terrain (and fast-move hazards).
    // Most stretches touch no hazard: the list is made for those that do.
    let touched: { id: string; d: number }[] | undefined
    for (const i of ids) {
      const f = prep.features[i] as TerrainFeature
      const flat = prep.index.flats[i] as number[]
      const blocking = isBlocking(f) || (tank && isObstacle(f) && f.height >= me.height)
      const hazard =
        req.dodge !== true && (isDangerous(f) || (req.fast === true && (isDifficult(f) || isObstacle(f))))
      if (!blocking && !hazard && !isObstacle(f)) continue
      const gap = segmentFlatPolygonDistance(a.x, a.y, b.x, b.y, flat) - r
      // GF-UPG-HEAVY: obstacles the base passes over are reported (a Heavy unit crushes them).
      if (isObstacle(f) && gap < -CONTACT && !crossed.includes(f.id)) crossed.push(f.id)
      if (!blocking && !hazard) continue
      if (blocking && gap < -CONTACT) {
        // Walking across its top is fine; climbing mode may go up onto it.
        // A unit that walks off a roof starts this stretch on top of the building it drops beside.
        const onTop =
          Math.min(startElev, minElev) >= f.height - EPS || (fellHere && startElev >= f.height - EPS)
        const climbedOnto = req.mode === 'climb' && maxElev >= f.height - EPS
        if (!onTop && !climbedOnto)
          return err('gunframe/blocked_by_terrain', 'Blocking terrain is in the way.', {
            feature: f.id,
          })
      }
      if (hazard && gap <= EPS && lowWhereTouching(a, b, flat, r, f.height, minElev, maxElev)) {
        touched ??= []
        touched.push({ id: f.id, d: flatPointDistance(a.x, a.y, flat) })
      }
    }
    // A wall in the way says more than the height of its roof, so it is reported first.
    if (heightFail) return heightFail
    if (touched) {
      touched.sort((p, q) => p.d - q.d)
      for (const t of touched) if (!dangerous.includes(t.id)) dangerous.push(t.id)
    }
  }
  if (hanging !== null) {
    // Never climbed on: the unit climbed down to the ground at its feet (a short drop is free).
    if (elev - hanging > me.height / 2 + EPS) climbCost += (elev - hanging) * climbRate
    elev = hanging
  }
  return ok({ difficultLen, climbCost, elevation: elev, dangerous, fell, fallAt, crossed })
}
