/**
 * Push / Pull (MS-DMG-PUSH) and knockback collisions (ruling A-14). A failed P save owes a push
 * of 3" each; the attacker picks the direction (a pending question). The unit travels in a
 * straight line and stops at the first base or blocking piece in its way (a destructible piece it
 * is driven into is destroyed, and units on it fall) or at the table edge. Knocked off High
 * Ground, into terrain or into a unit: each unit involved costs its owner [M−1] or 200 × PEN DMG —
 * the owner picks (ruling A-14 (i)); with no Momentum to give, the DMG is taken without asking.
 */
import { dist, type ReduceContext, type Vec } from '@sortie/engine'
import { baseRadius } from '../../units/defaults.ts'
import type { MsEvent } from '../core/messages.ts'
import type { MsState, Pending, Terrain, UnitState } from '../core/types.ts'
import { shiftMomentum } from '../modules/momentum.ts'
import { crosses, inside, live, unitOf } from './geometry.ts'
import { dealDamage } from './resolve.ts'
import { collapse } from './terrain-attack.ts'

export const PUSH_INCHES = 3
/** Knockback damage per point of PEN. */
export const KNOCK_DMG_PER_PEN = 200
const STEP = 0.1

export type PushOwed = Extract<Pending, { kind: 'push' }>
export type KnockOwed = Extract<Pending, { kind: 'knock' }>

/** The straight-away direction (degrees) from the attacker to the target. */
export function awayAngle(s: MsState, p: PushOwed): number {
  const a = unitOf(s, p.attacker)
  const t = unitOf(s, p.target)
  if (!a?.pos || !t?.pos) return 0
  const deg = (Math.atan2(t.pos.y - a.pos.y, t.pos.x - a.pos.x) * 180) / Math.PI
  return Math.round((deg + 360) % 360)
}

/** Directions offered to the attacker: straight back, 45° and 90° either side, and a pull. */
export function pushAngles(s: MsState, p: PushOwed): number[] {
  const b = awayAngle(s, p)
  return [0, 45, -45, 90, -90, 180].map((d) => (b + d + 360) % 360)
}

const blocking = (t: Terrain) => !t.destroyed && (t.blocksLos || t.highGround)

/** Moves the target; returns the knockback questions owed (pushed unit first). */
export function resolvePush(
  s: MsState,
  p: PushOwed,
  angle: number,
  ctx: ReduceContext<MsEvent>,
): KnockOwed[] {
  const t = unitOf(s, p.target)
  if (!t?.pos || t.destroyed) return []
  const r = baseRadius(t.profile.size)
  const dir = { x: Math.cos((angle * Math.PI) / 180), y: Math.sin((angle * Math.PI) / 180) }
  const { width, depth } = s.setup.table
  const start = { ...t.pos }
  let at: Vec = { ...start }
  let hitUnit: UnitState | null = null
  let hitTerrain: Terrain | null = null
  for (let d = STEP; d <= p.inches + 1e-9; d += STEP) {
    const next = { x: start.x + dir.x * d, y: start.y + dir.y * d }
    if (next.x < r || next.x > width - r || next.y < r || next.y > depth - r) break
    hitUnit =
      live(s).find((o) => o.id !== t.id && o.pos && dist(o.pos, next) < r + baseRadius(o.profile.size)) ??
      null
    if (hitUnit) break
    hitTerrain =
      s.terrain.find(
        (x) => blocking(x) && x.id !== t.onHighGround && (crosses(at, next, x) || inside(next, x)),
      ) ?? null
    if (hitTerrain) break
    at = next
  }
  const fellOff = t.onHighGround !== null && dist(start, at) > 0
  const rounded = { x: Math.round(at.x * 100) / 100, y: Math.round(at.y * 100) / 100 }
  t.pos = rounded
  if (fellOff) t.onHighGround = null
  ctx.emit({ type: 'Pushed', unit: t.id, to: rounded })
  // The piece crumbles like any destroyed terrain: units on top fall (MS-TER-CRUMBLE).
  if (hitTerrain?.destructible) collapse(s, hitTerrain, ctx)
  const dmg = KNOCK_DMG_PER_PEN * p.pen
  const owed: KnockOwed[] = []
  if (fellOff || hitTerrain || hitUnit)
    owed.push({ kind: 'knock', side: t.side, unit: t.id, dmg, by: p.attacker })
  if (hitUnit) owed.push({ kind: 'knock', side: hitUnit.side, unit: hitUnit.id, dmg, by: p.attacker })
  return owed
}

/** Pays a knockback: Momentum when chosen and available, otherwise the DMG. */
export function payKnock(
  s: MsState,
  k: KnockOwed,
  pay: 'momentum' | 'damage',
  ctx: ReduceContext<MsEvent>,
): void {
  const u = unitOf(s, k.unit)
  if (!u || u.destroyed) return
  if (pay === 'momentum' && s.momentum[u.side] > 0)
    shiftMomentum(s, u.side, -1, `${u.name} knocked about`, ctx)
  else dealDamage(s, u, k.dmg, k.by, 'knockback', ctx)
}

/** Queues knockbacks, settling at once those whose owner has no Momentum to give (no real choice). */
export function queueKnocks(s: MsState, owed: KnockOwed[], ctx: ReduceContext<MsEvent>): void {
  const ask: KnockOwed[] = []
  for (const k of owed) {
    if (s.momentum[k.side] > 0) ask.push(k)
    else payKnock(s, k, 'damage', ctx)
  }
  s.pending.unshift(...ask)
}
