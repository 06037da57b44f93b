/**
 * Activating a unit: up to two actions (one if distracted, ruling 4), the same action twice
 * allowed, all in one go; each unit activates once per turn. Knocked-down units must stand (a
 * move) first; shut-down units can only reboot with special actions (two in a row, one with
 * Rapid Reboot). Bonus activations granted by upgrades (Lovers, Rivals, Well-Oiled, Wingman)
 * reuse the frame with a restriction and sit outside the alternation (ruling 15).
 */
import type { RuleError } from '@sortie/engine'
import { rebootStep, startActivation } from '@sortie/gunframe/power'
import { declareAttack } from '../actions/attack.ts'
import { evadeAction, lockAction } from '../actions/counters.ts'
import { declareMove } from '../actions/move.ts'
import { conditionsOf } from './conditions.ts'
import type { BattleCtx } from './context.ts'
import { findUnit } from './geo.ts'
import { moveExtrasOf } from './moves.ts'
import type { ActionDecision, ActivationFrame, BattleState, BattleUnit } from './types.ts'
import { setCounters, setTurnMarks } from './unit/write.ts'

export function activate(s: BattleState, c: BattleCtx, seat: string, unitId: unknown): RuleError | undefined {
  const u = findUnit(s, unitId)
  if (!u || u.side !== seat || u.status !== 'table')
    return {
      code: 'gunframe/bad_unit',
      message: 'Activate one of your units on the table.',
      detail: { unit: unitId },
    }
  if (u.turn.activated)
    return { code: 'gunframe/already_activated', message: 'Each unit activates once per turn.' }
  setTurnMarks(u, { activated: true })
  const { actions } = startActivation(conditionsOf(u))
  setCounters(u, { distracted: false })
  s.stack.push(freshActivation(u, actions))
  c.emit({ type: 'UnitActivated', unit: u.id, actions })
  return undefined
}

/** An activation frame before its first action: nothing spent, no system fired, no charge made. */
function freshActivation(u: BattleUnit, actions: number): ActivationFrame {
  return {
    t: 'activation',
    unit: u.id,
    actionsLeft: actions,
    actionsTaken: 0,
    usedBands: [],
    chargeTargets: [],
  }
}

/** Pushes an activation an upgrade grants (it marks nothing and passes the turn to nobody). */
export function bonusActivation(
  s: BattleState,
  c: BattleCtx,
  u: BattleUnit,
  actions: number,
  bonus: NonNullable<ActivationFrame['bonus']>,
): void {
  s.stack.push({ ...freshActivation(u, actions), bonus })
  c.emit({ type: 'BonusActivation', unit: u.id, actions, reason: bonus.reason })
}

export function act(
  s: BattleState,
  c: BattleCtx,
  f: ActivationFrame,
  d: ActionDecision,
): RuleError | undefined {
  const u = findUnit(s, f.unit) as BattleUnit
  // Modules may refuse an action first (a flying fast flyer must move).
  for (const m of c.modules) {
    const refused = m.checkAction?.(s, c, f, u, d)
    if (refused) return refused
  }
  if (d.kind === 'end-activation') {
    f.actionsLeft = 0
    return undefined
  }
  if (u.counters.shutDown && d.kind !== 'special')
    return { code: 'gunframe/shut_down', message: 'A shut-down unit can only reboot (special actions).' }
  if (u.counters.knockedDown && !u.counters.shutDown && d.kind !== 'move')
    return { code: 'gunframe/knocked_down', message: 'A knocked-down unit must stand up (move) first.' }
  if (f.bonus?.only && d.kind !== f.bonus.only)
    return { code: 'gunframe/bonus_only', message: `This free action can only be a ${f.bonus.only}.` }
  if (f.bonus?.target && d.kind === 'attack' && d.target !== f.bonus.target)
    return { code: 'gunframe/bonus_target', message: 'This free attack has a set target.' }
  if (u.counters.reboot > 0 && d.kind !== 'special') setCounters(u, { reboot: 0 })
  f.actionsLeft--
  f.actionsTaken++
  c.emit({ type: 'ActionDeclared', unit: u.id, action: d.kind, index: f.actionsTaken })
  // Modules may offer something once this action is done (a wingman's copy), asked under its frames.
  for (const m of c.modules) m.actionDeclared?.(s, c, f, u, d)
  // Modules may take the declared action over (Swift Transform, Split Fire).
  for (const m of c.modules) {
    if (!m.beforeAction) continue
    const up = m.beforeAction(s, c, f, u, d)
    if (up !== 'continue') return up
  }
  switch (d.kind) {
    case 'move':
      return declareMove(s, c, u, d.path, d.facing, {
        reaction: false,
        first: f.actionsTaken === 1,
        ...moveExtrasOf(d),
      })
    case 'attack':
      return declareAttack(s, c, u, d.target, d.rapidFire === true, {
        reaction: false,
        frame: f,
        ...(typeof d.face === 'boolean' ? { face: d.face } : {}),
      })
    case 'lock':
      return lockAction(s, c, u, d.target)
    case 'evade':
      return evadeAction(s, c, u)
    case 'special':
      if (u.counters.shutDown) return reboot(c, u)
      return specialAction(s, c, u, d.use, d.target)
  }
}

function reboot(c: BattleCtx, u: BattleUnit): RuleError | undefined {
  const r = rebootStep({ conditions: conditionsOf(u), upgrades: u.profile.upgrades })
  setCounters(u, { reboot: r.conditions.reboot })
  if (r.rebooted) {
    setCounters(u, { shutDown: false, reboot: 0 })
    c.emit({ type: 'Rebooted', unit: u.id })
  } else c.emit({ type: 'Rebooting', unit: u.id, progress: u.counters.reboot })
  return undefined
}

/** A special action is some module's (the upgrades' Leader, Repair, …); none here: refused. */
function specialAction(s: BattleState, c: BattleCtx, u: BattleUnit, use: unknown, target: unknown) {
  for (const m of c.modules) {
    const a = m.special?.(s, c, u, use, target)
    if (a !== undefined) return a === 'done' ? undefined : a
  }
  return { code: 'gunframe/bad_special', message: 'No such special action.', detail: { use } }
}
