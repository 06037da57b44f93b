/**
 * Activating a unit: up to two actions (one if distracted), the same action twice allowed, all
 * in one go; each unit activates once per turn. Knocked-down units must stand (a move) first;
 * shut-down units can only reboot with two consecutive special actions.
 */
import type { RuleError } from '@sortie/engine'
import { declareAttack } from './attack.ts'
import type { BattleCtx } from './context.ts'
import { evadeAction, lockAction } from './counters.ts'
import { findUnit } from './geo.ts'
import { declareMove } from './move.ts'
import type { ActivationFrame, BattleDecision, BattleState, BattleUnit } from './types.ts'

export function activate(s: BattleState, c: BattleCtx, seat: string, unitId: unknown): RuleError | undefined {
  const u = findUnit(s, unitId)
  if (!u || u.side !== seat || u.status !== 'table')
    return {
      code: 'gunframe/bad_unit',
      message: 'Activate one of your units on the table.',
      detail: { unit: unitId },
    }
  if (u.activated)
    return { code: 'gunframe/already_activated', message: 'Each unit activates once per turn.' }
  u.activated = true
  const actions = u.distracted ? 1 : 2
  u.distracted = false
  s.stack.push({
    t: 'activation',
    unit: u.id,
    actionsLeft: actions,
    actionsTaken: 0,
    usedBands: [],
    chargeTargets: [],
  })
  c.emit({ type: 'UnitActivated', unit: u.id, actions })
  return undefined
}

type ActionDecision = Extract<
  BattleDecision,
  { kind: 'move' | 'attack' | 'lock' | 'evade' | 'special' | 'end-activation' }
>

export function act(
  s: BattleState,
  c: BattleCtx,
  f: ActivationFrame,
  d: ActionDecision,
): RuleError | undefined {
  const u = findUnit(s, f.unit) as BattleUnit
  if (d.kind === 'end-activation') {
    f.actionsLeft = 0
    return undefined
  }
  if (u.shutDown && d.kind !== 'special')
    return { code: 'gunframe/shut_down', message: 'A shut-down unit can only reboot (special actions).' }
  if (u.knockedDown && !u.shutDown && d.kind !== 'move')
    return { code: 'gunframe/knocked_down', message: 'A knocked-down unit must stand up (move) first.' }
  f.actionsLeft--
  f.actionsTaken++
  c.emit({ type: 'ActionDeclared', unit: u.id, action: d.kind, index: f.actionsTaken })
  switch (d.kind) {
    case 'move':
      return declareMove(s, c, u, d.path, d.facing, { reaction: false, first: f.actionsTaken === 1 })
    case 'attack':
      return declareAttack(s, c, u, d.target, d.rapidFire === true, { reaction: false, frame: f })
    case 'lock':
      return lockAction(s, c, u, d.target)
    case 'evade':
      return evadeAction(s, c, u)
    case 'special':
      return special(c, u)
  }
}

function special(c: BattleCtx, u: BattleUnit): RuleError | undefined {
  // Upgrades add their special actions here; in the core rules it only reboots.
  if (!u.shutDown) return { code: 'gunframe/no_special', message: 'This unit has no special action to take.' }
  u.reboot++
  if (u.reboot >= 2) {
    u.shutDown = false
    u.reboot = 0
    c.emit({ type: 'Rebooted', unit: u.id })
  } else c.emit({ type: 'Rebooting', unit: u.id, progress: u.reboot })
  return undefined
}
