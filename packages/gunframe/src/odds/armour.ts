/**
 * Armour thresholds the odds report against: destruction at 0, and the crippled critical point
 * (a quarter of the starting Armour, rounded up; units that start at 3 or less never cripple).
 */
import type { Pmf } from '@sortie/engine'

/** The Armour value at or below which a unit is crippled, or undefined if it can never be. */
export function crippledAt(startingArmour: number): number | undefined {
  if (startingArmour <= 3) return undefined
  return Math.ceil(startingArmour / 4)
}

/** P(damage ≥ armour): the attack reduces Armour to 0. */
export function pDestroyed(damage: Pmf, armour: number): number {
  let s = 0
  for (let k = armour; k < damage.length; k++) s += damage[k]!
  return s
}

/**
 * P(the unit survives the attack and is crippled afterwards): 0 < armour − damage ≤ critical point.
 * A unit already crippled stays so when it survives.
 */
export function pCrippled(damage: Pmf, armour: number, startingArmour: number): number {
  const critical = crippledAt(startingArmour)
  if (critical === undefined) return 0
  let s = 0
  for (let k = 0; k < Math.min(armour, damage.length); k++) if (armour - k <= critical) s += damage[k]!
  return s
}
