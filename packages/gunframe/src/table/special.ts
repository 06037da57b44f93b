/**
 * Pure outcomes of movement rules that involve dice or forced movement. The battle rolls the
 * dice and applies damage; these say what a given roll or shove means. Rule ids: GF-SPM-FALL,
 * GF-TER-DANGEROUS, GF-MOVE-DISENGAGE, GF-SPM-JUMP-CHARGE, GF-SPM-LANDING, GF-MOVE-INVOLUNTARY,
 * GF-SPM-KNOCKBACK, GF-SPM-FLY-DOWNED.
 *
 * A fall's hits are counted once, by the power module's `fallHits` (gravity, space, Reckless).
 *
 * @example
 * dangerousOutcome(2, 4) // { passed: false, damage: 2 }: a failed roll deals its own value
 */
import { hypot, segmentFlatPolygonDistance, type Vec } from '@sortie/engine'
import type { Battlefield, Figure, TerrainFeature } from './contract.ts'
import { CONTACT, isTank } from './figures.ts'
import { inDifficult, isBlocking, isObstacle, nearSegment, prepare, slopedAt, surfaceAt } from './terrain.ts'

export interface Environment {
  /** Space: knock-backs go 2" further. */
  space?: boolean
  lowGravity?: boolean
  highGravity?: boolean
}

/** Pilot Skill roll against a dangerous feature: a failed roll deals its own value in damage. */
export const dangerousOutcome = (roll: number, skill: number): { passed: boolean; damage: number } =>
  roll >= skill ? { passed: true, damage: 0 } : { passed: false, damage: roll }

export type DisengageOutcome =
  | { passed: true }
  /** Failed: the player chooses to stop, or to take `damage` and move on. */
  | { passed: false; damageToMove: number }

export const disengageOutcome = (roll: number, skill: number): DisengageOutcome =>
  roll >= skill ? { passed: true } : { passed: false, damageToMove: roll }

/** Jump charge: the jumper always takes 1; the target takes 1 too if the roll passes. */
export const jumpChargeOutcome = (roll: number, skill: number): { jumper: number; target: number } => ({
  jumper: 1,
  target: roll >= skill ? 1 : 0,
})

/**
 * Damage for ending a jump, landing or (fast flyer) taking off at a spot: 1 in difficult terrain.
 * `radius`: the base's, so any part of it in the area counts (GF-RULING-PROPOSED-LANDING-BASE);
 * left out, the point alone is asked.
 */
export const landingDamage = (field: Battlefield, at: Vec, radius = 0): number =>
  inDifficult(prepare(field), at, radius) ? 1 : 0

/** Climbing costs 2" of Speed per vertical inch, or 1" with the Climb upgrade (and for infantry). */
export const climbCost = (vertical: number, atSpeed = false): number => Math.abs(vertical) * (atSpeed ? 1 : 2)

/**
 * Knock-back and throw distances, per the project ruling: halve first (Heavy, high gravity;
 * round up), then add +1" in low gravity and +2" in space.
 */
export function adjustForcedDistance(base: number, opts: Environment & { heavy?: boolean } = {}): number {
  let d = base
  if (opts.heavy) d = Math.ceil(d / 2)
  if (opts.highGravity) d = Math.ceil(d / 2)
  if (opts.lowGravity) d += 1
  if (opts.space) d += 2
  return d
}

/** The point `distance` inches from `unit`, on the line through both centres, away from `from`. */
export function awayFrom(from: Vec, unit: Vec, distance: number): Vec {
  const dx = unit.x - from.x
  const dy = unit.y - from.y
  const l = hypot(dx, dy) || 1
  return { x: unit.x + (dx / l) * distance, y: unit.y + (dy / l) * distance }
}

/** The point `distance` inches from `unit` towards `to` along the centre line (never past it). */
export function towards(to: Vec, unit: Vec, distance: number): Vec {
  const l = hypot(to.x - unit.x, to.y - unit.y)
  if (l === 0) return unit
  const k = Math.min(distance, l) / l
  return { x: unit.x + (to.x - unit.x) * k, y: unit.y + (to.y - unit.y) * k }
}

export interface ForcedMove {
  end: Vec
  /** What stopped it early, if anything. */
  /** 'obstacle': it would have ended on one, so it stopped short (GF-RULING-PROPOSED-SHOVE-OBSTACLE). */
  stoppedBy: 'edge' | 'terrain' | 'figure' | 'ledge' | 'obstacle' | null
  /** Stopped by the edge, blocking terrain or a figure: the unit is knocked down. */
  knockedDown: boolean
  /** The figure it ran into (it tests its Pilot Skill; on a failure it falls over too). */
  contacted?: string
  /** Feature it hit, if terrain stopped it (or the obstacle it stopped short of). */
  feature?: string
  /** Inches fallen off an elevated feature (the power module's `fallHits` counts the hits). */
  fell: number
  endElevation: number
}

/**
 * An involuntary straight move (knock back, throw, recoil, panic): it goes as far as it can
 * and stops at the first table edge, blocking feature, figure or ledge.
 */
export function involuntaryMove(
  field: Battlefield,
  figures: readonly Figure[],
  unitId: string,
  to: Vec,
  /** A leg in the middle of a longer forced walk may pass its end over an obstacle. */
  opts: { mayEndOnObstacle?: boolean } = {},
): ForcedMove {
  const me = figures.find((f) => f.id === unitId)
  if (!me) return { end: to, stoppedBy: null, knockedDown: false, fell: 0, endElevation: 0 }
  const prep = prepare(field)
  const a = me.pos
  const r = me.radius
  let tStop = 1
  let stoppedBy: ForcedMove['stoppedBy'] = null
  let contacted: string | undefined
  let feature: string | undefined
  const at = (t: number): Vec => ({ x: a.x + (to.x - a.x) * t, y: a.y + (to.y - a.y) * t })
  // Table edge: the base may not leave the table.
  const edgeT = (p0: number, p1: number, lo: number, hi: number): number => {
    if (p1 - r < lo) return (lo + r - p0) / (p1 - p0)
    if (p1 + r > hi) return (hi - r - p0) / (p1 - p0)
    return 1
  }
  const te = Math.min(edgeT(a.x, to.x, 0, field.width), edgeT(a.y, to.y, 0, field.depth))
  if (te < tStop) {
    tStop = Math.max(0, te)
    stoppedBy = 'edge'
  }
  // Figures: first touch. A flyer passes over figures on the ground (GF-SPM-FLY) but may not
  // come down on top of one, so only one it would end over stops it.
  const L = hypot(to.x - a.x, to.y - a.y)
  for (const o of figures) {
    if (o.id === me.id) continue
    const t = firstTouch(a, to, o.pos, r + o.radius)
    const passesOver =
      me.flying && !o.flying && hypot(to.x - o.pos.x, to.y - o.pos.y) >= r + o.radius - CONTACT
    if (t !== null && t < tStop - 1e-9 && !passesOver) {
      tStop = t
      stoppedBy = 'figure'
      contacted = o.id
    }
  }
  // Blocking terrain (and, for tanks, tall obstacles) taller than where the unit stands. A flyer
  // ignores terrain altogether (GF-RULING-PROPOSED-FLYER-KNOCKBACK).
  const terrain = me.flying ? [] : nearSegment(prep, a, to, r + CONTACT)
  for (const i of terrain) {
    const f = prep.features[i] as TerrainFeature
    const blocks = isBlocking(f) || (isTank(me) && isObstacle(f) && f.height >= me.height)
    if (!blocks || me.elevation >= f.height) continue
    const flat = prep.index.flats[i] as number[]
    const gapAt = (t: number) => {
      const p = at(t)
      return segmentFlatPolygonDistance(a.x, a.y, p.x, p.y, flat) - r
    }
    if (gapAt(tStop) >= 0) continue
    // The swept gap only shrinks as the move goes on: bisect for the first touch.
    let lo = 0
    let hi = tStop
    for (let k = 0; k < 40; k++) {
      const m = (lo + hi) / 2
      if (gapAt(m) < 0) hi = m
      else lo = m
    }
    if (lo < tStop) {
      tStop = lo
      stoppedBy = 'terrain'
      feature = f.id
      contacted = undefined
    }
  }
  // GF-RULING-PROPOSED-SHOVE-OBSTACLE: no base may end on an obstacle, so a shove that would
  // leave it there stops where the base first met the obstacle. Obstacles are crossable, so this
  // is no collision: the unit stays up.
  if (!me.flying && opts.mayEndOnObstacle !== true) {
    const back = clearOfObstacles(prep, me, a, at, tStop)
    if (back) {
      tStop = back.t
      stoppedBy = 'obstacle'
      contacted = undefined
      feature = back.feature
    }
  }
  // Ledges: leaving an elevated feature ends the move with a fall.
  let fell = 0
  let endElevation = me.elevation
  const steps = me.flying ? 0 : Math.max(1, Math.ceil((L * tStop) / 0.05))
  // GF-FIELD-HILLS: the step between two samples is no ledge when either stands on a gentle slope.
  const sloped = (k: number) =>
    slopedAt(prep, at((tStop * k) / steps)) || slopedAt(prep, at((tStop * (k - 1)) / steps))
  for (let k = 1; k <= steps; k++) {
    const t = (tStop * k) / steps
    const s = surfaceAt(prep, at(t))
    if (s < endElevation - me.height / 2 && !sloped(k)) {
      fell = endElevation - s
      endElevation = s
      // It lands at the foot of the drop with its base clear of the ledge (never off the table),
      // not straddling the wall it fell from.
      tStop = Math.min(t + (r + CONTACT) / L, Math.max(0, te))
      stoppedBy = 'ledge'
      contacted = undefined
      feature = undefined
      break
    }
    if (s > endElevation + me.height / 2 && !sloped(k)) {
      // Shoved against a feature too tall to step onto: it stops there like a wall.
      tStop = (tStop * (k - 1)) / steps
      stoppedBy = 'terrain'
      contacted = undefined
      break
    }
    endElevation = s
  }
  const out: ForcedMove = {
    end: at(tStop),
    stoppedBy,
    knockedDown: stoppedBy === 'edge' || stoppedBy === 'terrain' || stoppedBy === 'figure',
    fell,
    endElevation,
  }
  if (contacted) out.contacted = contacted
  if (feature) out.feature = feature
  return out
}

/**
 * Where a straight shove must stop so the base does not end on an obstacle: the last point before
 * it first touched one it would end overlapping, repeated in case that point is on another.
 */
function clearOfObstacles(
  prep: ReturnType<typeof prepare>,
  me: Figure,
  a: Vec,
  at: (t: number) => Vec,
  t0: number,
): { t: number; feature: string } | null {
  const r = me.radius
  let t = t0
  let out: { t: number; feature: string } | null = null
  for (let round = 0; round < 8 && t > 0; round++) {
    const p = at(t)
    let moved = false
    for (const i of nearSegment(prep, p, p, r)) {
      const f = prep.features[i] as TerrainFeature
      if (!isObstacle(f) || me.elevation >= f.height) continue
      const flat = prep.index.flats[i] as number[]
      if (segmentFlatPolygonDistance(p.x, p.y, p.x, p.y, flat) >= r - CONTACT) continue
      // The swept gap only shrinks along the shove: bisect for the first touch.
      const gapTo = (u: number) => {
        const q = at(u)
        return segmentFlatPolygonDistance(a.x, a.y, q.x, q.y, flat) - r
      }
      let lo = 0
      let hi = t
      for (let k = 0; k < 40; k++) {
        const m = (lo + hi) / 2
        if (gapTo(m) < 0) hi = m
        else lo = m
      }
      t = lo
      out = { t, feature: f.id }
      moved = true
      break
    }
    if (!moved) break
  }
  return out
}

function firstTouch(a: Vec, b: Vec, c: Vec, reach: number): number | null {
  const dx = b.x - a.x
  const dy = b.y - a.y
  const fx = a.x - c.x
  const fy = a.y - c.y
  const A = dx * dx + dy * dy
  if (A === 0) return null
  const B = 2 * (fx * dx + fy * dy)
  const C = fx * fx + fy * fy - reach * reach
  // Already touching: only a move into the other base collides. Sliding along the contact edge
  // (B = 0, e.g. a throw aimed along it) or moving apart carries the base clear.
  if (C <= 1e-9) return B < -1e-9 * Math.sqrt(A) * reach ? 0 : null
  const disc = B * B - 4 * A * C
  if (disc < 0) return null
  const t = (-B - Math.sqrt(disc)) / (2 * A)
  // Already touching and moving apart is no collision.
  if (t < 0) return B < 0 && C < 0 ? 0 : null
  return t <= 1 ? t : null
}
