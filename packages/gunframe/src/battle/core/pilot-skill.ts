/**
 * The one Pilot Skill roll every rule goes through (dangerous ground, disengaging, reserves,
 * panic, …), so the re-rolls that apply to such a roll are found in one place. A free re-roll the
 * caller grants (Inspiring's, for panic) is taken first; Lucky (GF-UPG-LUCKY), which can be used
 * only once a battle, is spent by itself on a roll that is still failed after it.
 *
 * @example
 * // a panic roll by a unit near a friendly Inspiring unit
 * const { roll, success } = pilotSkillRoll(c, u, 'panic', 'inspiring')
 */

import type { BattleCtx } from './context.ts'
import type { BattleUnit } from './types.ts'

export interface PilotSkillResult {
  /** The die that stands (the last one rolled). */
  roll: number
  success: boolean
}

/** One die, a success on the unit's skill value or more; `free` names a free re-roll of a failure. */
export function pilotSkillRoll(c: BattleCtx, u: BattleUnit, why: string, free?: string): PilotSkillResult {
  const roll = c.dice.d6()
  const success = roll >= u.profile.skill
  c.emit({ type: 'PilotSkillRoll', unit: u.id, why, roll, skill: u.profile.skill, success })
  if (success) return { roll, success }
  if (free) return pilotSkillRoll(c, u, `${why}:${free}`)
  if (c.modules.some((m) => m.pilotReroll?.(c, u))) return pilotSkillRoll(c, u, `${why}:lucky`)
  return { roll, success }
}
