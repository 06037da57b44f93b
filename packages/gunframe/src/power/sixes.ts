/**
 * What a defender's sixes can buy: a dodge (1" each, 2" with Agile, only when every hit was
 * cancelled and the unit may dodge) or, against a close attack with a Parry weapon, 1 damage
 * back to the attacker per six — whichever pool it defended with and whether or not every hit
 * was blocked (ruling 2). A unit that parries does not dodge.
 *
 * @example
 * // Owl Bear (Parry), close attack, every hit blocked, two sixes:
 * defenderSixOptions({ sixes: 2, allBlocked: true, band: 'close', upgrades: [], closeUpgrades: ['parry'], conditions })
 * // { dodgeInches: 2, parryDamage: 2 }
 */
import { hasCapability } from '../units/capabilities.ts'
import { type ConditionUnit, canDodge } from './conditions.ts'
import type { RangeBand } from './types.ts'

export interface DefenderSixes extends ConditionUnit {
  sixes: number
  allBlocked: boolean
  band: RangeBand
  /** Pilot and frame upgrades (Agile). */
  upgrades: readonly string[]
  /** Loadout upgrades on the defender's Close weapon system (Parry). */
  closeUpgrades: readonly string[]
}

/** The two mutually exclusive uses of the sixes (0 when not available). */
export function defenderSixOptions(d: DefenderSixes): { dodgeInches: number; parryDamage: number } {
  const dodge =
    d.allBlocked && canDodge(d) ? d.sixes * (hasCapability(d.upgrades, 'doubled-dodge') ? 2 : 1) : 0
  // A shut-down unit can do nothing, parrying included.
  const parry =
    d.band === 'close' && hasCapability(d.closeUpgrades, 'parries') && !d.conditions.shutDown ? d.sixes : 0
  return { dodgeInches: Math.max(0, dodge), parryDamage: Math.max(0, parry) }
}
