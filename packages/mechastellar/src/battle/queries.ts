/**
 * Questions a table asks while the player points (MS-WEB-TABLE): may this unit go there, how far
 * does it reach, whom does it see, how wide is its engagement ring, where may it deploy. The
 * answers come from the same rules `apply` uses (a trial apply on a throwaway copy), so a spot the
 * table calls legal is one the engine accepts — the UI holds no rules.
 */
import { dist, type Vec } from '@sortie/engine'
import { baseRadius } from '../units/defaults.ts'
import { engagementRange, sight, unitOf } from './actions/geometry.ts'
import { maxRotation, moveAllowance, planMove, turnDelta } from './actions/move.ts'
import { deployBandFor, deployProblem } from './core/deploy.ts'
import type { Decision } from './core/messages.ts'
import { prompt } from './core/prompt.ts'
import { mechastellarRuleset } from './core/ruleset.ts'
import { aheadFacing, type MsState, type Side, type UnitState } from './core/types.ts'

const ruleset = mechastellarRuleset()

export interface MoveVerdict {
  ok: boolean
  /** Why the spot is refused (the engine's own message), null when legal. */
  reason: string | null
  /** The decision that places / moves the unit there (null when refused). */
  decision: Decision | null
  /** Momentum change for the mover's side (disengaging, shifts, flying onto High Ground). */
  momentum: number
  /** Inches from where the unit stands (0 when deploying). */
  distance: number
}

const refuse = (reason: string, distance = 0): MoveVerdict => ({
  ok: false,
  reason,
  decision: null,
  momentum: 0,
  distance,
})

const round2 = (v: Vec): Vec => ({ x: Math.round(v.x * 100) / 100, y: Math.round(v.y * 100) / 100 })
const norm = (deg: number): number => Math.round(((deg % 360) + 360) % 360)

/** Facing after a move to `to`: towards the travel direction, within the unit's rotation limit. */
export function moveFacing(u: UnitState, to: Vec): number {
  if (!u.pos || dist(u.pos, to) < 0.05) return u.facing
  const heading = (Math.atan2(to.y - u.pos.y, to.x - u.pos.x) * 180) / Math.PI
  const delta = ((((heading - u.facing) % 360) + 540) % 360) - 180
  const lim = maxRotation(u)
  return norm(u.facing + Math.max(-lim, Math.min(lim, delta)))
}

/** Deployment facing: towards the enemy's table edge. */
export const deployFacing = (s: Pick<MsState, 'setup'>, side: Side): number => aheadFacing(s.setup, side)

/**
 * May `unitId` be deployed / moved to `to` right now? Answers for the deploy prompt (any unit of
 * the deploying side still to place) and for the acting unit's move actions; anything else is
 * refused with the reason. `facing` defaults to `moveFacing` / `deployFacing`.
 */
export function moveVerdict(s: MsState, unitId: string, to: Vec, facing?: number): MoveVerdict {
  const p = prompt(s)
  const u = unitOf(s, unitId)
  if (!p || !u) return refuse('nothing to place now')
  const at = round2(to)
  let d: Decision
  if (p.kind === 'deploy') {
    if (!p.units.includes(u.id)) return refuse(`${u.name} is not waiting to deploy`)
    const why = deployProblem(s, u, at)
    if (why) return refuse(why)
    d = { seat: p.seat, kind: 'deploy', unit: u.id, at, facing: facing ?? deployFacing(s, u.side) }
  } else if (p.kind === 'act' && p.unit === u.id && u.pos) {
    const act = s.activation
    const len = dist(u.pos, at)
    if (!act || act.moves < 1) return refuse('no move actions left', len)
    const f = facing ?? moveFacing(u, at)
    if (turnDelta(u.facing, f) > maxRotation(u) + 1e-6)
      return refuse(`may rotate at most ${maxRotation(u)}°`, len)
    let plan = planMove(s, u, at, f, false, act.vertical)
    let vertical = false
    // Climbing needs the vertical move Accelerate gave: use it when the plain move is refused.
    if (typeof plan === 'string' && act.vertical) {
      const up = planMove(s, u, at, f, true, true)
      if (typeof up !== 'string') {
        plan = up
        vertical = true
      }
    }
    if (typeof plan === 'string') return refuse(plan, len)
    d = { seat: p.seat, kind: 'move', to: at, facing: f, ...(vertical ? { vertical: true } : {}) }
  } else if (p.kind === 'launch' && u.onboard === p.ship) {
    d = { seat: p.seat, kind: 'launch', unit: u.id, at }
  } else return refuse(`${u.name} cannot move now`)
  const r = ruleset.apply(s, d)
  if (!r.ok) return refuse(r.error.message)
  const before = s.momentum[u.side]
  const after = r.value.state.momentum[u.side]
  return {
    ok: true,
    reason: null,
    decision: d,
    momentum: after - before,
    distance: u.pos ? dist(u.pos, at) : 0,
  }
}

/** How far one move action takes the unit (its Move, or the transformed mode's). */
export const reachOf = (u: UnitState): number => moveAllowance(u)

/** The engagement ring drawn round a unit: its own Size + 5" (ruling A-18: either ring engages). */
export const engagementRing = (u: UnitState): number => engagementRange(u, u)

/** Base radius in inches. */
export const baseOf = (u: UnitState): number => baseRadius(u.profile.size)

/** Enemies the unit can see (a third of the base), with those partly hidden marked. */
export function sightsFrom(s: MsState, id: string): { id: string; partial: boolean }[] {
  const me = unitOf(s, id)
  if (!me?.pos) return []
  return s.units
    .filter((u) => u.side !== me.side && !u.destroyed && u.pos)
    .map((u) => ({ id: u.id, v: sight(s, me, u) }))
    .filter((x) => x.v.visible)
    .map((x) => ({ id: x.id, partial: x.v.partial }))
}

/** The band a side deploys in (standard deployment), null when units go anywhere (alternate). */
export function deployBand(s: MsState, side: Side): { y0: number; y1: number } | null {
  return deployBandFor(s.setup, side)
}
