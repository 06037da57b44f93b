/**
 * Move actions (MS-MOVE-*, MS-ENG-*, MS-HG-*, MS-WATER-*): up to Move inches in a straight line,
 * rotating up to 90° (warships: forward only, 45°); engaged units must stay within engagement range
 * or pay [M−X] to disengage; passing enemies means staying outside their engagement range; High
 * Ground needs Fly or Accelerate's vertical move, started next to the piece; stopping in Deep
 * Water sinks a unit without Amphibious / Fly (ruling A-26); getting back up needs Amphibious / Fly
 * and gives up 5" of that move (MS-WATER-SURFACE); a warship may plough into or through terrain and
 * pays for it with saves (MS-TER-SHIPS, modules/ship-terrain.ts); Momentum shifts for closing on or
 * backing off from the enemy.
 */
import { dist, hypot, pointPolygonDistance, type ReduceContext, type Vec } from '@sortie/engine'
import { baseRadius } from '../../units/defaults.ts'
import type { MsEvent } from '../core/messages.ts'
import type { MsState, Terrain, UnitState } from '../core/types.ts'
import { other } from '../core/types.ts'
import { shiftMomentum } from '../modules/momentum.ts'
import { crashesInto, shipCrash } from '../modules/ship-terrain.ts'
import { crosses, engaged, engagementRange, inside, live } from './geometry.ts'

export const turnDelta = (from: number, to: number): number => {
  const d = ((((to - from) % 360) + 540) % 360) - 180
  return Math.abs(d)
}

export const maxRotation = (u: UnitState): number => (u.profile.type === 'warship' ? 45 : 90)

export const moveAllowance = (u: UnitState): number =>
  u.transformed && u.profile.transform ? u.profile.transform.move : u.profile.move

/** Inches of Move a surfacing move gives up (MS-WATER-SURFACE). */
export const SURFACE_COST = 5

/**
 * How near the base must start to a piece for Accelerate's vertical move onto it: its edge within
 * 1" of the piece's outline (ruling MS-RULING-ACCEL-NEXT — the seed says "next to").
 */
export const NEXT_TO = 1

/**
 * Why a vertical move to `to` cannot climb the High Ground piece there: it must start next to that
 * piece and end on top of it (MS-MOVE-ACCELERATE). Null when it can, or when `to` climbs nothing.
 */
export function verticalStartProblem(s: MsState, u: UnitState, to: Vec): string | null {
  const from = u.pos
  const piece = s.terrain.find(
    (t) => !t.destroyed && t.highGround && inside(to, t) && u.onHighGround !== t.id,
  )
  if (!from || !piece) return null
  const gap = pointPolygonDistance(from, piece.poly) - baseRadius(u.profile.size)
  if (gap <= NEXT_TO + 1e-6) return null
  return `the vertical move must start next to ${piece.id} (within ${NEXT_TO}"); the base is ${gap.toFixed(1)}" away`
}

export interface MovePlan {
  to: Vec
  facing: number
  vertical: boolean
  /** High Ground piece it ends on (null = ground). */
  highGround: string | null
  disengageCost: number
  sinks: boolean
  /** Terrain pieces a warship ploughs into or through on this move (MS-TER-SHIPS). */
  crashes: string[]
}

function segDist(a: Vec, b: Vec, c: Vec): number {
  const dx = b.x - a.x
  const dy = b.y - a.y
  const l2 = dx * dx + dy * dy
  const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((c.x - a.x) * dx + (c.y - a.y) * dy) / l2))
  return hypot(a.x + t * dx - c.x, a.y + t * dy - c.y)
}

/**
 * Checks a move; returns the plan or a readable problem. `surface` asks an underwater unit that
 * stops in Deep Water again to come up there (leaving the water always surfaces).
 */
export function planMove(
  s: MsState,
  u: UnitState,
  to: Vec,
  facing: number,
  vertical: boolean,
  canVertical: boolean,
  surface = false,
): MovePlan | string {
  const from = u.pos
  if (!from) return 'the unit is not on the table'
  const len = dist(from, to)
  if (len > moveAllowance(u) + 1e-6) return `${len.toFixed(1)}" is beyond its ${moveAllowance(u)}" Move`
  const water = s.terrain.find((t: Terrain) => !t.destroyed && t.deepWater && inside(to, t))
  const swims = !!u.profile.amphibious || !!u.profile.fly
  const surfaces = u.underwater && (!water || surface)
  if (surfaces) {
    if (!swims) return 'surfacing from Deep Water needs [A]mphibious or Fly'
    const reach = moveAllowance(u) - SURFACE_COST
    if (len > reach + 1e-6)
      return `surfacing costs ${SURFACE_COST}" of Move: at most ${Math.max(0, reach)}" this move`
  }
  const ship = u.profile.type === 'warship'
  const crashes = ship ? crashesInto(s, from, to) : []
  if (turnDelta(u.facing, facing) > maxRotation(u) + 1e-6)
    return `may rotate at most ${maxRotation(u)}° per move`
  if (u.profile.type === 'warship' && len > 0) {
    const heading = (Math.atan2(to.y - from.y, to.x - from.x) * 180) / Math.PI
    if (turnDelta(u.facing, heading) > 45 + 1e-6) return 'warships only move forwards'
  }
  const r = baseRadius(u.profile.size)
  const { width, depth } = s.setup.table
  if (to.x < r || to.x > width - r || to.y < r || to.y > depth - r) return 'off the table'
  for (const o of live(s))
    if (o.id !== u.id && o.pos && dist(o.pos, to) < r + baseRadius(o.profile.size) - 1e-6)
      return `overlaps ${o.name}`
  // Bases are solid, friend or foe: passing through units is what Crash adds (ruling
  // MS-RULING-MOVE-THROUGH). A base that starts overlapping another (a push can leave it so) may
  // only move off it: no closer to the other's centre at any point of the move.
  for (const o of live(s)) {
    if (o.id === u.id || !o.pos) continue
    const gap = r + baseRadius(o.profile.size) - 1e-6
    const start = dist(o.pos, from)
    if (segDist(from, to, o.pos) < Math.min(gap, start - 1e-6)) return `cannot pass through ${o.name}`
  }
  // Terrain: High Ground blocks passage except climbing onto it (Fly, or Accelerate's vertical move).
  let highGround: string | null = null
  let climbs = false
  for (const t of s.terrain) {
    if (t.destroyed) continue
    const endsOn = inside(to, t)
    // A warship does not climb or stop short: it crashes into the piece (MS-TER-SHIPS).
    if (ship && crashes.includes(t.id)) continue
    if (t.highGround) {
      if (endsOn) {
        if (u.onHighGround === t.id) highGround = t.id
        else if (vertical && canVertical) {
          const why = verticalStartProblem(s, u, to)
          if (!why) {
            highGround = t.id
            climbs = true
          } else if (u.profile.fly)
            highGround = t.id // too far for the vertical move: it flies up
          else return why
        } else if (u.profile.fly) highGround = t.id
        else return `climbing ${t.id} needs Fly or Accelerate's vertical move`
      } else if (crosses(from, to, t) && u.onHighGround !== t.id && !u.profile.fly)
        return `cannot pass through ${t.id}`
    } else if (t.blocksLos && endsOn && !u.profile.fly) return `cannot stand inside ${t.id}`
  }
  // Engagement (MS-ENG-*): who it is locked with now, and who it passes.
  const enemies = live(s).filter((e) => e.side !== u.side)
  const lockedWith = enemies.filter((e) => engaged(u, e))
  let disengageCost = 0
  const probe: UnitState = { ...u, pos: to }
  if (lockedWith.length > 0 && lockedWith.some((e) => !engaged(probe, e))) disengageCost = lockedWith.length
  for (const e of enemies) {
    if (!e.pos || lockedWith.includes(e) || engaged(probe, e)) continue
    if (segDist(from, to, e.pos) < engagementRange(u, e) - 1e-6)
      return `must stay outside ${e.name}'s engagement range to move past it`
  }
  return {
    to,
    facing,
    vertical: climbs,
    highGround,
    disengageCost,
    // Under water it stays under unless it surfaces; on the surface it sinks unless it can swim.
    sinks: u.underwater ? !surfaces : !!water && !swims,
    crashes,
  }
}

/** Applies a checked move, with Momentum shifts and High Ground costs. */
export function applyMove(s: MsState, u: UnitState, plan: MovePlan, ctx: ReduceContext<MsEvent>): void {
  const from = u.pos as Vec
  const a = s.activation
  const nearest = (p: Vec) =>
    live(s)
      .filter((e) => e.side !== u.side && e.pos)
      .reduce((m, e) => Math.min(m, dist(p, e.pos as Vec)), Number.POSITIVE_INFINITY)
  const before = nearest(from)
  // The shift asks where the pool stood when the move was made, before this move's own costs
  // (disengaging, flying onto or dropping off High Ground) come off it (MS-MOM-SHIFT).
  const m = s.momentum[u.side]
  if (plan.disengageCost > 0) shiftMomentum(s, u.side, -plan.disengageCost, 'disengages', ctx)
  const wasOn = u.onHighGround
  u.pos = { ...plan.to }
  u.facing = ((plan.facing % 360) + 360) % 360
  u.onHighGround = plan.highGround
  u.underwater = plan.sinks
  if (plan.highGround && plan.highGround !== wasOn) {
    if (a) a.gainedHighGround = true
    if (u.profile.fly && !plan.vertical) shiftMomentum(s, u.side, -1, 'flies onto High Ground', ctx)
  }
  if (wasOn && !plan.highGround && a?.gainedHighGround)
    shiftMomentum(s, u.side, -1, 'drops from High Ground the turn it was gained', ctx)
  ctx.emit({ type: 'Moved', unit: u.id, from, to: plan.to, facing: u.facing })
  if (plan.crashes.length > 0) shipCrash(s, u, plan.crashes, ctx)
  if (u.destroyed) return
  // Momentum shifts (MS-MOM-SHIFT), none once the opponent is out of activations.
  const opp = other(u.side)
  const oppLeft = live(s).some((e) => e.side === opp && !e.activated)
  if (!oppLeft) return
  const after = nearest(plan.to)
  const travelled = dist(from, plan.to)
  const endsEngaged = live(s).some((e) => engaged(u, e))
  if (m < 3 && after < before && (travelled >= 3 || endsEngaged))
    shiftMomentum(s, u.side, 1, 'presses the enemy', ctx)
  else if (m > 3 && after > before) shiftMomentum(s, u.side, -1, 'falls back', ctx)
}
