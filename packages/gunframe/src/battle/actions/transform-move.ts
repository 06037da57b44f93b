/**
 * GF-SPM-TRANSFORM as a move action: the mecha changes form on the spot (any facing) and, when
 * either form flies, may take off or land as part of it (`flight`). Landing and taking off follow
 * GF-SPM-FLY as any other: a landing needs a spot a ground figure may take and hurts in difficult
 * terrain; a fast flyer's take-off there hurts too (GF-SPM-FAST-FLYER); taking off from an enemy
 * on the ground leaves it, so it needs the disengage roll, and landing beside one engages it.
 */
import type { RuleError } from '@sortie/engine'
import { landingDamage } from '@sortie/gunframe/table'
import type { BattleCtx } from '../core/context.ts'
import { engagedWith, figures } from '../core/geo.ts'
import { moveProfile } from '../core/module.ts'
import type { BattleState, BattleUnit } from '../core/types.ts'
import { applyDamage } from './damage.ts'
import { completed, disengageFrame, disengageRoll, type MoveOpts } from './move-end.ts'
import { formIndex, transform, transformFlightError } from './special-move.ts'

/** The declared transformation: checked, the disengage roll for a take-off, then the change. */
export function transformMove(
  s: BattleState,
  c: BattleCtx,
  u: BattleUnit,
  facing: number,
  opts: MoveOpts,
): RuleError | undefined {
  if (formIndex(u, opts.form) === null)
    return { code: 'gunframe/bad_form', message: 'Pick another of the unit’s forms.' }
  const fe = transformFlightError(c.modules, s, u, opts.form, opts.flight)
  if (fe) return fe
  const startEngaged = engagedWith(s, c.table, u)
  // A ground unit and a flyer are never engaged (GF-RULING-PROPOSED-FLYER-CONTACT), so taking
  // off leaves every enemy the unit was engaged with, as an ordinary take-off does.
  if (opts.flight === 'take-off' && startEngaged.length > 0) {
    const { roll, success } = disengageRoll(s, c, u, startEngaged)
    if (!success) {
      s.stack.push(disengageFrame(u, [{ ...u.pos }], facing, roll, opts, startEngaged))
      return undefined
    }
  }
  return finishTransform(s, c, u, facing, opts, startEngaged)
}

/** The change of form itself, with its landing or take-off; `startEngaged` as the move began. */
export function finishTransform(
  s: BattleState,
  c: BattleCtx,
  u: BattleUnit,
  facing: number,
  opts: MoveOpts,
  startEngaged: readonly string[],
): RuleError | undefined {
  const wasFlying = u.flying
  const e = transform(s, c, u, opts.form, opts.flight)
  if (e) return e
  u.facing = facing
  // A unit landing as it transforms (asked for, or a form that cannot fly) comes down where it
  // hovers, so that spot must take a figure on the ground (the new form's own ground: its
  // upgrades changed with it), and landing in difficult terrain hurts as any landing does.
  if (wasFlying && !u.flying) {
    const field = moveProfile(c.modules, s, u).field ?? s.field
    const spot = c.table.measureMove(field, figures(s), {
      unitId: u.id,
      path: [{ ...u.pos }],
      facing: u.facing,
      mode: 'ground',
      allowance: 0,
    })
    if (!spot.ok) return spot.error
    u.elevation = spot.value.endElevation
    if (landingDamage(s.field, u.pos, u.profile.radius) > 0 && applyDamage(s, c, u, 1, 'landing'))
      return undefined
  }
  if (!wasFlying && u.flying) {
    // Off the wall it may have hung on, at the height a flyer over this spot counts from.
    delete u.hanging
    const spot = c.table.measureMove(s.field, figures(s), {
      unitId: u.id,
      path: [{ ...u.pos }],
      facing: u.facing,
      mode: 'fly',
      allowance: 0,
    })
    if (!spot.ok) return spot.error
    u.elevation = spot.value.endElevation
    const fast = moveProfile(c.modules, s, u).flight === 'fast'
    if (fast && landingDamage(s.field, u.pos, u.profile.radius) > 0 && applyDamage(s, c, u, 1, 'landing'))
      return undefined
  }
  const endEngaged = wasFlying === u.flying ? startEngaged : engagedWith(s, c.table, u)
  completed(s, c, u, opts, startEngaged, endEngaged)
  return undefined
}
