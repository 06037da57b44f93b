/**
 * The move validator: is this path a legal move for this unit, and what does it cost and
 * trigger? Rule ids: GF-MOVE (Speed along the path), GF-MOVE-THROUGH (no passing through bases),
 * GF-MOVE-ENGAGED (contact ends the move; no out-and-back-in), GF-TER-BLOCKING,
 * GF-TER-DANGEROUS, GF-TER-DIFFICULT, GF-TER-ELEVATED, GF-TER-OBSTACLE, GF-SPM-CLIMB,
 * GF-SPM-FAST, GF-SPM-FLY, GF-SPM-FASTFLYER, GF-SPM-JUMP.
 *
 * Height changes are judged by the centre of the base; difficult ground, blocking, dangerous and
 * obstacle contact by the whole base (an inch moved with any part of the base in a forest is a
 * difficult inch; a base touching a minefield has entered it; a base may not overlap a wall).
 *
 * @example
 * measureMove(field, figures, { unitId: 'unit:a', path: [from, to], facing: 0, mode: 'ground', allowance: 6 })
 */
import { err, hypot, ok, pathLength, type Result, segmentFlatPolygonDistance, type Vec } from '@sortie/engine'
import { SLACK } from './bounds.ts'
import type { Battlefield, Figure, MoveCheck, MoveRequest, TerrainFeature } from './contract.ts'
import { CONTACT, edgeDistance, isInfantry, isTank, JUMP_HEIGHT } from './figures.ts'
import { EPS, type Fail, hyp, walkGround } from './ground.ts'
import { figuresAlong, onTable } from './refusals.ts'
import {
  inDifficult,
  isBlocking,
  isObstacle,
  isStandable,
  nearSegment,
  type PreparedField,
  prepare,
  surfaceAt,
} from './terrain.ts'

function isStraight(path: readonly Vec[]): boolean {
  const a = path[0] as Vec
  const b = path[path.length - 1] as Vec
  const len = hyp(a, b)
  for (const p of path) {
    if (len === 0) {
      if (hyp(p, a) > 1e-3) return false
      continue
    }
    const cross = ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) / len
    const along = ((b.x - a.x) * (p.x - a.x) + (b.y - a.y) * (p.y - a.y)) / len
    if (Math.abs(cross) > 1e-3 || along < -1e-3 || along > len + 1e-3) return false
  }
  return true
}

/** No ids: what most moves leave and cross (never handed out, only ever read for its length). */
const NONE: readonly string[] = Object.freeze([])

const angleGap = (a: number, b: number): number => {
  const d = Math.abs(a - b) % (2 * Math.PI)
  return d > Math.PI ? 2 * Math.PI - d : d
}

export function measureMove(
  field: Battlefield,
  figures: readonly Figure[],
  req: MoveRequest,
): Result<MoveCheck> {
  const mover = moverOf(field, figures, req.unitId)
  if (!mover) return err('gunframe/unknown_unit', 'No such figure on the table.', { unit: req.unitId })
  return measureFor(mover, req)
}

/** The moving figure and what its moves ask whatever the path: worked out once for many paths. */
export interface Mover {
  field: Battlefield
  me: Figure
  others: Figure[]
  /** Enemies in base contact before the move. */
  startContact: Figure[]
  prep: PreparedField
}

export function moverOf(field: Battlefield, figures: readonly Figure[], unitId: string): Mover | null {
  const me = figures.find((f) => f.id === unitId)
  if (!me) return null
  const others = figures.filter((f) => f.id !== me.id)
  const startContact = others.filter((o) => o.side !== me.side && edgeDistance(me, o) <= CONTACT)
  return { field, me, others, startContact, prep: prepare(field) }
}

/**
 * measureMove for a mover already looked up (`req.unitId` is its figure). `basesClear`: the caller
 * has just found `figuresAlong` clear for this very path (the candidate listing asks it before the
 * walk), so it is not asked twice.
 */
export function measureFor(mover: Mover, req: MoveRequest, basesClear = false): Result<MoveCheck> {
  const { field, me, others, startContact, prep } = mover
  const path = req.path
  const start = path[0]
  if (!start || hyp(start, me.pos) > 1e-3)
    return err('gunframe/bad_path', 'A path starts where the figure stands.', {}, 'path[0]')
  for (let i = 0; i < path.length; i++) {
    const p = path[i] as Vec
    if (!Number.isFinite(p.x) || !Number.isFinite(p.y))
      return err('gunframe/bad_path', 'Waypoints must be numbers.', {}, `path[${i}]`)
    if (!onTable(field, p, me.radius))
      return err('gunframe/off_table', 'The base must stay on the table.', { at: i })
  }
  const mode = me.flying ? 'fly' : req.mode
  const total = pathLength(path)
  const end = path[path.length - 1] as Vec
  const moved = total > EPS
  if ((req.straight || req.fast || mode === 'jump' || req.maxTurn !== undefined) && !isStraight(path))
    return err('gunframe/not_straight', 'This move must be one straight line.')
  if (req.minLength !== undefined && total < req.minLength - EPS)
    return err('gunframe/too_short', 'This move must cover more distance.', {
      length: total,
      min: req.minLength,
    })
  // Only a fast move or a turn limit asks the heading (most moves are neither).
  const heading =
    moved && (req.fast || req.maxTurn !== undefined)
      ? Math.atan2(end.y - start.y, end.x - start.x)
      : me.facing
  if (req.maxTurn !== undefined && moved && angleGap(heading, me.facing) > req.maxTurn + EPS)
    return err('gunframe/turn_too_far', 'The unit may not turn that far before moving.', {
      maxTurn: req.maxTurn,
    })

  const engagedWith: string[] = []
  for (const o of others) {
    // Farther apart in x or y than touching: neither overlap nor contact (no need to measure).
    const m = me.radius + o.radius + CONTACT + SLACK
    if (Math.abs(end.x - o.pos.x) > m || Math.abs(end.y - o.pos.y) > m) continue
    const gap = hypot(end.x - o.pos.x, end.y - o.pos.y) - (me.radius + o.radius)
    if (gap < -CONTACT) return err('gunframe/overlap', 'Bases may not overlap.', { other: o.id })
    if (gap <= CONTACT && o.side !== me.side) engagedWith.push(o.id)
  }
  // GF-MOVE-DISENGAGE: an enemy is left if any point of the path is out of contact with it (the
  // gap along a straight stretch is largest at its ends, so the waypoints tell).
  let disengagingFrom: readonly string[] = NONE
  if (startContact.length > 0) {
    const leaves = (o: Figure) =>
      path.some((p, i) => i > 0 && hypot(p.x - o.pos.x, p.y - o.pos.y) - (me.radius + o.radius) > CONTACT)
    disengagingFrom = moved ? startContact.filter(leaves).map((o) => o.id) : []
    const kept = startContact.filter((o) => !disengagingFrom.includes(o.id)).map((o) => o.id)
    const newContact = engagedWith.filter((id) => !kept.includes(id))
    // GF-MOVE-ENGAGED: leaving contact and making contact in one move is not allowed (a dodge may).
    if (req.dodge !== true && disengagingFrom.length > 0 && newContact.length > 0)
      return err('gunframe/reengage', 'Breaking away and closing in are never one move.', {
        engagedWith: newContact,
      })
  }

  let cost = total
  let endElevation = me.elevation
  let dangerousEntered: string[] = []
  let obstaclesCrossed: readonly string[] = NONE
  let difficultInches = 0
  let climbCost = 0
  // GF-SPM-LANDING: only a landing (or a fast flyer's take-off) in difficult terrain hurts; a
  // flyer passing or hovering over it does not.
  let landingDamage = req.endTransition !== undefined && inDifficult(prep, end, me.radius) ? 1 : 0
  let fell = 0
  if (mode === 'fly') {
    endElevation = surfaceAt(prep, end)
  } else if (mode === 'jump') {
    for (const f of prep.features) {
      if (!isStandable(f) || f.height <= JUMP_HEIGHT) continue
      if (segmentFlatPolygonDistance(start.x, start.y, end.x, end.y, flatOf(prep, f)) < me.radius - CONTACT)
        return err('gunframe/jump_too_high', 'Jumps clear features up to 8" tall.', { feature: f.id })
    }
    endElevation = surfaceAt(prep, end)
    landingDamage = inDifficult(prep, end, me.radius) ? 1 : 0
  } else {
    const walked = walkGround(prep, me, req)
    if (!walked.ok) return walked
    const blocked = basesClear ? null : figuresAlong(me, others, path)
    if (blocked) return blocked
    const g = walked.value
    difficultInches = g.difficultLen > EPS ? Math.ceil(g.difficultLen - 1e-6) : 0
    climbCost = g.climbCost
    // GF-TER-DIFFICULT: each difficult inch costs two, and a part of an inch counts as a whole one.
    cost = total - g.difficultLen + 2 * difficultInches + climbCost
    endElevation = g.elevation
    dangerousEntered = g.dangerous
    obstaclesCrossed = g.crossed
    fell = g.fell
    if (req.climbTo !== undefined) {
      const bad = partWayFail(prep, me, end, endElevation, req)
      if (bad) return bad
      // GF-SPM-CLIMB: the part-way rise is paid for like any other climb.
      const rise = (req.climbTo - endElevation) * (req.climbAtSpeed === true || isInfantry(me) ? 1 : 2)
      climbCost += rise
      cost += rise
      endElevation = req.climbTo
    }
    // GF-SPM-FALL (GF-RULING-PROPOSED-VOLUNTARY-FALL): the fall ends the move; the base may go on
    // only as far as it takes to come clear of the ledge (one base width).
    if (fell > 0 && total - g.fallAt > 2 * me.radius + EPS)
      return err('gunframe/fall_ends_move', 'A unit that falls stops at the foot of the drop.', {
        fallAt: g.fallAt,
      })
  }
  const endFail = endSpot(prep, me, end, endElevation, mode)
  if (endFail) return endFail
  if (cost > req.allowance + EPS)
    return err('gunframe/too_far', 'The move costs more than the unit may spend.', {
      cost,
      allowance: req.allowance,
    })

  const check: MoveCheck = { cost, end, engagedWith, dangerousEntered, endElevation }
  if (difficultInches > 0) check.difficultInches = difficultInches
  if (obstaclesCrossed.length > 0) check.obstaclesCrossed = obstaclesCrossed as string[]
  if (climbCost > 0) check.climbCost = climbCost
  if (disengagingFrom.length > 0 && req.dodge !== true) check.disengagingFrom = disengagingFrom as string[]
  if (fell > 0) check.fell = fell
  if (landingDamage > 0) check.landingDamage = landingDamage
  if (moved && (req.fast || req.maxTurn !== undefined)) check.forcedFacing = heading
  return ok(check)
}

const flatOf = (prep: PreparedField, f: TerrainFeature): number[] =>
  prep.index.flats[prep.features.indexOf(f)] as number[]

/** GF-SPM-CLIMB: a part-way stop needs a climb, beside a sheer feature, below its top. */
function partWayFail(prep: PreparedField, me: Figure, p: Vec, ground: number, req: MoveRequest): Fail | null {
  const to = req.climbTo
  if (req.mode !== 'climb' || typeof to !== 'number' || !Number.isFinite(to))
    return err('gunframe/bad_climb', 'Only a climb may stop part-way up a feature.')
  for (const i of nearSegment(prep, p, p, me.radius + CONTACT)) {
    const f = prep.features[i] as TerrainFeature
    // A gentle slope (GF-FIELD-HILLS) is walked up, not climbed: no wall to hang on.
    if (!isStandable(f) || f.slope === true || f.height - ground <= me.height / 2 + EPS) continue
    const gap = segmentFlatPolygonDistance(p.x, p.y, p.x, p.y, prep.index.flats[i] as number[]) - me.radius
    if (gap <= CONTACT && to > ground + EPS && to < f.height - EPS) return null
  }
  return err('gunframe/bad_climb', 'A part-way climb stops beside a sheer feature, below its top.', {
    climbTo: to,
  })
}

/** Where a move (or a placement) ends: not overlapping walls, never on an obstacle. */
function endSpot(prep: PreparedField, me: Figure, p: Vec, elevation: number, mode: string): Fail | null {
  if (mode === 'fly') return null
  const tank = isTank(me)
  for (const i of nearSegment(prep, p, p, me.radius)) {
    const f = prep.features[i] as TerrainFeature
    if (elevation >= f.height - EPS) continue
    const gap = segmentFlatPolygonDistance(p.x, p.y, p.x, p.y, prep.index.flats[i] as number[]) - me.radius
    if (gap >= -CONTACT) continue
    if (isBlocking(f) || (tank && isObstacle(f) && f.height >= me.height))
      return err('gunframe/blocked_by_terrain', 'The base would overlap blocking terrain.', {
        feature: f.id,
      })
    if (isObstacle(f) && !tank)
      return err('gunframe/ends_on_obstacle', 'The base would finish on top of an obstacle.', {
        feature: f.id,
      })
  }
  return null
}
