/**
 * Target lock and evade actions, each once per unit per turn. A lock strips an Evade counter or
 * places a Target Lock; an evade strips a Target Lock or places an Evade counter. A unit holds
 * at most one of each. Placing a lock lets its target react.
 */
import type { RuleError } from '@sortie/engine'
import type { BattleCtx } from './context.ts'
import { findUnit, sight } from './geo.ts'
import type { BattleState, BattleUnit } from './types.ts'

export function checkLock(
  s: BattleState,
  c: Pick<BattleCtx, 'table'>,
  u: BattleUnit,
  targetId: unknown,
): RuleError | undefined {
  if (u.lockUsed) return { code: 'gunframe/lock_used', message: 'One target lock action per turn.' }
  if (u.shutDown || u.knockedDown) return { code: 'gunframe/cannot_act', message: 'The unit cannot act.' }
  const t = findUnit(s, targetId)
  if (t?.status !== 'table' || t.side === u.side)
    return { code: 'gunframe/bad_target', message: 'Lock on to an enemy unit on the table.' }
  if (!sight(s, c.table, u.id, t.id).visible)
    return { code: 'gunframe/no_line_of_sight', message: 'A lock needs line of sight.' }
  return undefined
}

export function lockAction(
  s: BattleState,
  c: BattleCtx,
  u: BattleUnit,
  targetId: unknown,
): RuleError | undefined {
  const e = checkLock(s, c, u, targetId)
  if (e) return e
  const t = findUnit(s, targetId) as BattleUnit
  u.lockUsed = true
  if (t.evade) {
    t.evade = false
    c.emit({ type: 'EvadeRemoved', unit: t.id, by: u.id })
  } else if (!t.lock) {
    t.lock = true
    c.emit({ type: 'TargetLocked', unit: t.id, by: u.id })
    s.stack.push({ t: 'react', trigger: { type: 'locked', by: u.id, unit: t.id }, seat: t.side })
  } else {
    // Ruling 14: a second lock is legal, places nothing and triggers nothing.
    c.emit({ type: 'LockWasted', unit: t.id, by: u.id })
  }
  return undefined
}

export function evadeAction(_s: BattleState, c: BattleCtx, u: BattleUnit): RuleError | undefined {
  if (u.evadeUsed) return { code: 'gunframe/evade_used', message: 'One evade action per turn.' }
  if (u.shutDown || u.knockedDown) return { code: 'gunframe/cannot_act', message: 'The unit cannot act.' }
  u.evadeUsed = true
  if (u.lock) {
    u.lock = false
    c.emit({ type: 'LockShaken', unit: u.id })
  } else if (!u.evade) {
    u.evade = true
    c.emit({ type: 'EvadePlaced', unit: u.id })
  }
  return undefined
}
