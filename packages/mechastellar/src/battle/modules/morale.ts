/**
 * Morale saves (MS-MORALE-*): a d10 against the unit's Morale target. Rally saves gain [M+1] on a
 * pass; Rout saves give the opponent [M+1] on a failure (ruling A-12 (i)).
 */
import { hypot, type ReduceContext } from '@sortie/engine'
import { engagementRange } from '../actions/geometry.ts'
import type { MsEvent } from '../core/messages.ts'
import type { MsState, UnitState } from '../core/types.ts'
import { other } from '../core/types.ts'
import { shiftMomentum } from './momentum.ts'

export function moraleSaves(
  s: MsState,
  u: UnitState,
  n: number,
  purpose: 'rally' | 'rout',
  ctx: ReduceContext<MsEvent>,
): number {
  const dice: number[] = []
  for (let i = 0; i < n; i++) dice.push(ctx.dice.roll(10))
  ctx.emit({ type: 'DiceRolled', unit: u.id, role: 'morale', dice })
  const passes = dice.filter((d) => d >= u.profile.morale).length
  if (purpose === 'rally') shiftMomentum(s, u.side, passes, `${u.name} rallies`, ctx)
  else shiftMomentum(s, other(u.side), n - passes, `${u.name} routs`, ctx)
  return passes
}

/** A Level 1+ Pilot / Kaiju / Captain is defeated: every ally on the table saves vs Rout. */
export function pilotDefeated(s: MsState, victim: UnitState, ctx: ReduceContext<MsEvent>): void {
  if (victim.profile.level < 1 && !(victim.profile.captain && victim.profile.captain >= 1)) return
  for (const a of s.units)
    if (a.side === victim.side && !a.destroyed && a.pos && a.id !== victim.id)
      moraleSaves(s, a, 1, 'rout', ctx)
}

export const withinOf = (a: UnitState, b: UnitState, r: number): boolean =>
  !!a.pos && !!b.pos && hypot(a.pos.x - b.pos.x, a.pos.y - b.pos.y) <= r
export { engagementRange }
