/** Damage lowers Armour one for one; at zero the unit is destroyed and leaves the table. */
import type { BattleCtx } from './context.ts'
import type { BattleState, BattleUnit } from './types.ts'

/** Returns true when the damage destroyed the unit. */
export function applyDamage(s: BattleState, c: BattleCtx, u: BattleUnit, n: number, cause: string): boolean {
  if (n <= 0 || u.status !== 'table') return false
  const before = u.armour
  u.armour = Math.max(0, u.armour - n)
  c.emit({ type: 'DamageDealt', unit: u.id, amount: n, armour: u.armour, before, cause })
  if (u.armour > 0) return false
  u.status = 'destroyed'
  u.lock = false
  u.evade = false
  c.emit({ type: 'UnitDestroyed', unit: u.id, turn: s.turn })
  return true
}

/** A Pilot Skill roll: one die, success on the skill value or more. */
export function pilotSkillRoll(c: BattleCtx, u: BattleUnit, why: string): { roll: number; success: boolean } {
  const roll = c.dice.d6()
  const success = roll >= u.skill
  c.emit({ type: 'PilotSkillRoll', unit: u.id, why, roll, skill: u.skill, success })
  return { roll, success }
}
