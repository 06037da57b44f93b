/**
 * Momentum (MS-MOM-*): one pool per side, 0..10, starting at 10 less 2 per Level 1+ Pilot/Kaiju.
 * Spends that the player chooses (skills, disengage) need the points; penalties clamp at 0
 * (ruling MS-RULING-PENALTY-CLAMP).
 */
import type { ReduceContext } from '@sortie/engine'
import type { MsEvent } from '../core/messages.ts'
import type { MsState, Side, UnitState } from '../core/types.ts'

export const M_MAX = 10

export function startingMomentum(units: readonly UnitState[], side: Side): number {
  const elite = units.filter((u) => u.side === side && u.profile.level >= 1).length
  return Math.max(0, M_MAX - 2 * elite)
}

export function shiftMomentum(
  s: MsState,
  side: Side,
  by: number,
  why: string,
  ctx: ReduceContext<MsEvent>,
): void {
  const before = s.momentum[side]
  const now = Math.max(0, Math.min(M_MAX, before + by))
  s.momentum[side] = now
  if (now !== before) ctx.emit({ type: 'MomentumChanged', side, by: now - before, now, why })
}

/** Pays a chosen cost: false (and nothing spent) when the pool is short. */
export function spendMomentum(
  s: MsState,
  side: Side,
  cost: number,
  why: string,
  ctx: ReduceContext<MsEvent>,
): boolean {
  if (s.momentum[side] < cost) return false
  shiftMomentum(s, side, -cost, why, ctx)
  return true
}
