/**
 * Target lock and evade actions, each once per unit per turn. A lock strips an Evade counter or
 * places a Target Lock; an evade strips a Target Lock or places an Evade counter. A unit holds
 * at most one of each. Placing a lock lets its target react. The upgrades module answers the
 * rest through hooks: Defense Matrix (a Pilot Skill roll to lock it), Target Tracking (stripping an
 * Evade also locks), Veteran (shaking a lock also evades), Well-Oiled (a placed lock lets the
 * partner attack that enemy).
 */
import type { RuleError } from '@sortie/engine'
import type { BattleCtx } from '../core/context.ts'
import { findUnit, sight } from '../core/geo.ts'
import { unitTraits } from '../core/module.ts'
import type { BattleState, BattleUnit } from '../core/types.ts'
import { setCounters, setTurnMarks } from '../core/unit/write.ts'

export function checkLock(
  s: BattleState,
  c: Pick<BattleCtx, 'table'>,
  u: BattleUnit,
  targetId: unknown,
): RuleError | undefined {
  if (u.turn.lockUsed) return { code: 'gunframe/lock_used', message: 'One target lock action per turn.' }
  if (u.counters.shutDown || u.counters.knockedDown)
    return { code: 'gunframe/cannot_act', message: 'The unit cannot act.' }
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
  setTurnMarks(u, { lockUsed: true })
  // GF-UPG-DEFENSE-MATRIX: the locking unit must pass a Pilot Skill roll or lose the action.
  if (c.modules.some((m) => m.lockResisted?.(s, c, u, t))) {
    c.emit({ type: 'LockFailed', unit: t.id, by: u.id })
    return undefined
  }
  lockOn(s, c, u, t)
  return undefined
}

/** A successful lock (the action, or Target Painting once its attack is over). */
export function lockOn(s: BattleState, c: BattleCtx, u: BattleUnit, t: BattleUnit): void {
  if (t.counters.evade) {
    setCounters(t, { evade: false })
    c.emit({ type: 'EvadeRemoved', unit: t.id, by: u.id })
    // GF-UPG-TARGET-TRACKING: stripping the Evade also places the lock.
    if (!unitTraits(c.modules, u).locksThroughEvade || t.counters.lock) return
  } else if (t.counters.lock) {
    // Ruling 14: a second lock is legal, places nothing and triggers nothing.
    c.emit({ type: 'LockWasted', unit: t.id, by: u.id })
    return
  }
  setCounters(t, { lock: true })
  c.emit({ type: 'TargetLocked', unit: t.id, by: u.id })
  s.stack.push({ t: 'react', trigger: { type: 'locked', by: u.id, unit: t.id }, seat: t.side })
  // GF-UPG-WELL-OILED: the partner may attack the locked enemy for a focus point (asked first).
  for (const m of c.modules) m.locked?.(s, c, u, t)
}

export function evadeAction(s: BattleState, c: BattleCtx, u: BattleUnit): RuleError | undefined {
  if (u.turn.evadeUsed) return { code: 'gunframe/evade_used', message: 'One evade action per turn.' }
  if (u.counters.shutDown || u.counters.knockedDown)
    return { code: 'gunframe/cannot_act', message: 'The unit cannot act.' }
  setTurnMarks(u, { evadeUsed: true })
  if (u.counters.lock) {
    setCounters(u, { lock: false })
    c.emit({ type: 'LockShaken', unit: u.id })
    // GF-UPG-VETERAN: shaking a lock may also place an Evade counter.
    for (const m of c.modules) m.lockShaken?.(s, c, u)
  } else if (!u.counters.evade) {
    setCounters(u, { evade: true })
    c.emit({ type: 'EvadePlaced', unit: u.id })
  }
  return undefined
}
