/**
 * The steps every attack declaration shares before its dice: the rapid-fire gate (a second shot
 * from a system that already fired, and only then), paying its focus point, and the free turn to
 * face the target. Ordinary attacks, Split Fire and structure attacks all go through these.
 */
import type { RuleError } from '@sortie/engine'
import type { BattleCtx } from '../core/context.ts'
import { canSpendFocus, spendFocus } from '../core/focus.ts'
import type { BattleState, BattleUnit } from '../core/types.ts'

/** Refuses rapid fire that is missing (the system already fired) or not needed (it has not). */
export function rapidFireMismatch(needsRapidFire: boolean, rapidFire: boolean): RuleError | undefined {
  if (needsRapidFire && !rapidFire)
    return {
      code: 'gunframe/weapon_used',
      message: 'That weapon system already fired; rapid fire needs a focus point.',
    }
  if (!needsRapidFire && rapidFire)
    return {
      code: 'gunframe/rapid_fire_not_needed',
      message: 'Rapid fire is only for a weapon that already fired.',
    }
  return undefined
}

/** Spends the focus point a rapid fire costs, unless it comes free; refuses when none can be spent. */
export function payRapidFire(
  s: BattleState,
  c: BattleCtx,
  u: BattleUnit,
  rapidFire: boolean,
  free: boolean | undefined,
): RuleError | undefined {
  if (!rapidFire || free) return undefined
  if (!canSpendFocus(c.modules, s, u))
    return { code: 'gunframe/no_focus', message: 'No focus point can be spent on this unit.' }
  spendFocus(c.modules, s, u)
  c.emit({ type: 'FocusSpent', unit: u.id, for: 'rapid-fire' })
  return undefined
}

/** Turns the attacker to the facing its plan needs (the free turn of a close attack), if it differs. */
export function turnToFace(c: BattleCtx, u: BattleUnit, facing: number): void {
  if (facing === u.facing) return
  u.facing = facing
  c.emit({ type: 'UnitTurned', unit: u.id, facing: u.facing, free: true })
}
