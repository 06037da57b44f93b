/**
 * The Versus mission (MS-VS-*): five control points captured by starting or ending a turn within
 * 3"; re-checked at the end of each round, [M+2] per point held; VP for kills, commander and
 * challenge targets, a 10,000 DMG attack; penalties for a lost critical machine and unacceptable
 * casualties; five rounds, most VP wins.
 */
import { dist, type ReduceContext } from '@sortie/engine'
import { unitPoints } from '../../units/roster.ts'
import type { MsEvent } from '../core/messages.ts'
import type { MsState, Side, UnitState } from '../core/types.ts'
import { other, SIDES } from '../core/types.ts'
import { shiftMomentum } from './momentum.ts'

export const CP_RADIUS = 3
export const BIG_HIT = 10_000

const near = (u: UnitState, i: number, s: MsState): boolean =>
  !!u.pos && !u.destroyed && dist(u.pos, s.versus.cps[i] as { x: number; y: number }) <= CP_RADIUS

/** Who holds the point now: one side alone captures; both = contested (no owner); none = unchanged. */
export function evaluateCp(s: MsState, i: number): Side | null | 'keep' {
  const sides = new Set(s.units.filter((u) => near(u, i, s)).map((u) => u.side))
  if (sides.size === 0) return 'keep'
  if (sides.size === 2) return null
  return [...sides][0] as Side
}

/** A unit starting or ending its turn near a point captures it (unless contested). */
export function captureByUnit(s: MsState, u: UnitState, ctx: ReduceContext<MsEvent>): void {
  s.versus.cps.forEach((_, i) => {
    if (!near(u, i, s)) return
    const o = evaluateCp(s, i)
    if (o !== 'keep' && s.versus.owner[i] !== o) {
      s.versus.owner[i] = o
      ctx.emit({ type: 'ControlPoint', index: i, owner: o })
    }
  })
}

export function endOfRoundCps(s: MsState, ctx: ReduceContext<MsEvent>): void {
  s.versus.cps.forEach((_, i) => {
    const o = evaluateCp(s, i)
    if (o !== 'keep' && s.versus.owner[i] !== o) {
      s.versus.owner[i] = o
      ctx.emit({ type: 'ControlPoint', index: i, owner: o })
    }
  })
  for (const side of SIDES) {
    const held = s.versus.owner.filter((o) => o === side).length
    if (held > 0) shiftMomentum(s, side, 2 * held, `holds ${held} control point(s)`, ctx)
  }
}

/** The VP a unit's profile is worth when destroyed: Frame, pilot Level, Performance (MS-VS-KILL). */
export function profileKillValue(u: UnitState): number {
  const p = u.profile
  let vp: number = p.frame
  if (p.level === 1) vp += 5
  if (p.level === 2) vp += 10
  if (p.performance >= 10) vp += 3
  else if (p.performance >= 8) vp += 2
  else if (p.performance >= 5) vp += 1
  return vp
}

/** VP for destroying `u` (MS-VS-KILL); `wasBelowHalf` per ruling A-11. */
export function killValue(s: MsState, u: UnitState, wasBelowHalf: boolean): number {
  let vp = profileKillValue(u)
  if (wasBelowHalf) vp = Math.ceil(vp / 2)
  const isTarget =
    s.commander[u.side] === u.id ||
    (s.challenge && (s.challenge.a === u.id || s.challenge.b === u.id)) ||
    (s.revenge && (s.revenge.a === u.id || s.revenge.b === u.id))
  if (isTarget) vp += s.round
  return vp
}

export function awardVp(s: MsState, side: Side, by: number, why: string, ctx: ReduceContext<MsEvent>): void {
  if (by === 0) return
  s.versus.vp[side] += by
  ctx.emit({ type: 'VictoryPoints', side, by, why })
}

/** Penalties at the end: −3 once for any lost 300+ point unit (ruling A-27), −2 at half losses. */
export function finalPenalties(s: MsState, ctx: ReduceContext<MsEvent>): void {
  for (const side of SIDES) {
    const mine = s.units.filter((u) => u.side === side)
    const lost = mine.filter((u) => u.destroyed)
    if (lost.some((u) => unitPoints(u.profile) >= 300)) awardVp(s, side, -3, 'lost a critical machine', ctx)
    if (mine.length > 0 && lost.length * 2 >= mine.length)
      awardVp(s, side, -2, 'unacceptable casualties', ctx)
  }
}

export function winnerOf(s: MsState): Side | null {
  const { p1, p2 } = s.versus.vp
  return p1 === p2 ? null : p1 > p2 ? 'p1' : 'p2'
}

export const opponentOf = other
