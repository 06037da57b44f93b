/**
 * Damage lowers Armour one for one; at zero the unit is destroyed and leaves the table. Every
 * change of Armour re-reads the crippled marker, and a destruction sets off what watches for it
 * (Lovers, Rivals, panic) once the current attack is over.
 */
import type { BattleCtx } from '../core/context.ts'
import type { BattleState, BattleUnit } from '../core/types.ts'
import { dropCrippled, setCounters } from '../core/unit/write.ts'

/** Returns true when the damage destroyed the unit. */
export function applyDamage(s: BattleState, c: BattleCtx, u: BattleUnit, n: number, cause: string): boolean {
  if (n <= 0 || u.status !== 'table') return false
  const before = u.armour
  u.armour = Math.max(0, u.armour - n)
  c.emit({ type: 'DamageDealt', unit: u.id, amount: n, armour: u.armour, before, cause })
  if (u.armour > 0) {
    for (const m of c.modules) m.armourChanged?.(s, c, u)
    return false
  }
  u.status = 'destroyed'
  setCounters(u, { lock: false, evade: false })
  dropCrippled(u)
  c.emit({ type: 'UnitDestroyed', unit: u.id, turn: s.turn })
  for (const m of c.modules) m.destroyed?.(s, c, u, cause)
  return true
}

/** Regains Armour up to the starting value (Mechanic, Repair Systems); returns what came back. */
export function repair(s: BattleState, c: BattleCtx, u: BattleUnit, n: number, by: string): number {
  if (u.status !== 'table') return 0
  const gained = Math.max(0, Math.min(n, u.profile.maxArmour - u.armour))
  if (gained === 0) return 0
  u.armour += gained
  c.emit({ type: 'Repaired', unit: u.id, amount: gained, armour: u.armour, by })
  for (const m of c.modules) m.armourChanged?.(s, c, u)
  return gained
}

// The common Pilot Skill roll lives on its own so that the panic rolls (power-destroyed.ts, which
// this file imports) can use it too.
export { pilotSkillRoll } from '../core/pilot-skill.ts'
