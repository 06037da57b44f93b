/**
 * What every kind of move shares once it is declared: the options it was declared with, the
 * disengage roll for leaving an enemy (GF-MOVE-DISENGAGE, Hands makes it harder) and the frame
 * that asks what a failed roll does, and the move's end — charge bookkeeping and the "completed
 * a move in sight" reaction trigger (never for a Cloaking unit).
 */
import type { Vec } from '@sortie/engine'
import type { BattleCtx, BattleLook } from '../core/context.ts'
import { findUnit, other } from '../core/geo.ts'
import { moveProfile } from '../core/module.ts'
import type { MoveExtras } from '../core/moves.ts'
import type { ActivationFrame, BattleState, BattleUnit, DisengageFrame } from '../core/types.ts'
import { pilotSkillRoll } from './damage.ts'

/** How a move is made: in a reaction or an activation (its first action or not), and what it declares. */
export interface MoveOpts extends MoveExtras {
  reaction: boolean
  /** This move is the activation's first action. */
  first: boolean
}

/** GF-MOVE-DISENGAGE: the Pilot Skill roll to leave `leaving`; GF-UPG-HANDS: a success against a unit that holds on is re-rolled. */
export function disengageRoll(
  s: BattleState,
  c: BattleCtx,
  u: BattleUnit,
  leaving: readonly string[],
): { roll: number; success: boolean } {
  const first = pilotSkillRoll(c, u, 'disengage')
  if (first.success && leaving.some((id) => moveProfile(c.modules, s, findUnit(s, id) as BattleUnit).holdsOn))
    return pilotSkillRoll(c, u, 'disengage-hands')
  return first
}

/** The question a failed disengage roll asks, carrying the move to finish if the unit pays. */
export function disengageFrame(
  u: BattleUnit,
  path: Vec[],
  facing: number,
  roll: number,
  opts: MoveOpts,
  startEngaged: string[],
): DisengageFrame {
  return {
    t: 'disengage',
    unit: u.id,
    path,
    facing,
    roll,
    reaction: opts.reaction,
    first: opts.first,
    startEngaged,
    ...(opts.special ? { special: opts.special } : {}),
    ...(opts.fast === true ? { fast: true } : {}),
    ...(opts.form !== undefined ? { form: opts.form } : {}),
    ...(opts.flight ? { flight: opts.flight } : {}),
    ...(opts.allowFall ? { allowFall: true } : {}),
    ...(opts.climbTo !== undefined ? { climbTo: opts.climbTo } : {}),
  }
}

/** The move is over: note a charge (first action, new contact) and let the other side react. */
export function completed(
  s: BattleState,
  c: BattleLook,
  u: BattleUnit,
  opts: MoveOpts,
  startEngaged: readonly string[],
  endEngaged: readonly string[],
): void {
  if (!opts.reaction && opts.first) {
    const f = s.stack.findLast((x): x is ActivationFrame => x.t === 'activation' && x.unit === u.id)
    if (f) f.chargeTargets = endEngaged.filter((id) => !startEngaged.includes(id))
  }
  // GF-UPG-CLOAKING: enemies may not react to its moves.
  if (u.status === 'table' && !moveProfile(c.modules, s, u).unseenMoves)
    s.stack.push({ t: 'react', trigger: { type: 'moved', by: u.id }, seat: other(s, u.side) })
}
