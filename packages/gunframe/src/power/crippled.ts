/**
 * Crippled units (an optional rule, a game setting): at a quarter of its starting Armour
 * (rounded up) a unit is crippled — half Speed and half every weapon system (rounded up), and it
 * no longer counts towards its side's Focus Points. Units starting at 3 Armour or less never
 * cripple; repairing above the critical point lifts it at once. Reinforced and Anger Issues
 * remove every consequence (ruling 9); Anger Issues also gives +2 Close while crippled.
 *
 * @example
 * crippledThreshold(10) // 3
 * crippledProfile({ armour: 3, maxArmour: 10, speed: 5, loadout: { close: 3, short: 4, medium: 0, long: 1 } })
 * // { speed: 3, loadout: { close: 2, short: 2, medium: 0, long: 1 }, crippled: true, penalised: true }
 */
import { hasCapability } from '../units/capabilities.ts'
import { type ConditionUnit, countsForFocusPool } from './conditions.ts'
import type { RangeBand } from './types.ts'

export interface CrippleUnit {
  armour: number
  /** Starting Armour. */
  maxArmour: number
  upgrades?: readonly string[]
}

/** The Armour at or below which a unit is crippled; null when it can never be. */
export function crippledThreshold(startingArmour: number): number | null {
  if (startingArmour <= 3) return null
  return Math.ceil(startingArmour / 4)
}

/** Crippled now (a destroyed unit is not "crippled", it is gone). */
export function isCrippled(u: CrippleUnit): boolean {
  const t = crippledThreshold(u.maxArmour)
  return t !== null && u.armour > 0 && u.armour <= t
}

/** Reinforced or Anger Issues: crippling costs the unit nothing (ruling 9). */
export function ignoresCrippling(u: { upgrades?: readonly string[] }): boolean {
  return hasCapability(u.upgrades, 'ignores-crippling')
}

/** The crippled penalties bite: the setting is on, the unit is crippled and nothing shields it. */
export function crippledPenalty(u: CrippleUnit, enabled = true): boolean {
  return enabled && isCrippled(u) && !ignoresCrippling(u)
}

export interface CrippleProfile extends CrippleUnit {
  speed: number
  loadout: Record<RangeBand, number>
}

const halfUp = (n: number): number => Math.ceil(n / 2)

/**
 * Speed and weapon systems as the unit uses them now. A halved 1 stays 1 (a system of 0 stays 0,
 * so crippling never takes a weapon away).
 */
export function crippledProfile(
  u: CrippleProfile,
  enabled = true,
): { speed: number; loadout: Record<RangeBand, number>; crippled: boolean; penalised: boolean } {
  const crippled = enabled && isCrippled(u)
  const penalised = crippled && !ignoresCrippling(u)
  const l = u.loadout
  const loadout = penalised
    ? { close: halfUp(l.close), short: halfUp(l.short), medium: halfUp(l.medium), long: halfUp(l.long) }
    : { ...l }
  if (crippled && hasCapability(u.upgrades, 'angry-when-crippled')) loadout.close += 2
  return { speed: penalised ? halfUp(u.speed) : u.speed, loadout, crippled, penalised }
}

/**
 * Whether the unit counts when its side's Focus Points are worked out: not when shut down, nor
 * when crippled (unless Reinforced or Anger Issues shield it).
 */
export function countsForFocus(u: CrippleUnit & ConditionUnit, crippledRule = true): boolean {
  return countsForFocusPool(u) && !crippledPenalty(u, crippledRule)
}
