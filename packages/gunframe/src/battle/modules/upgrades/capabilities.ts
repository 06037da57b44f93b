/**
 * The questions other modules ask of a unit's upgrades (can it carry, does it steady friends, …),
 * answered here so each upgrade's name and rule have one home (those the pure rules libraries
 * share, Stabilised's and Reckless's, through units/capabilities.ts). Plain reads of the unit:
 * cheap enough for the legal-move loops.
 */
import { hasCapability } from '../../../units/capabilities.ts'
import type { Band, BattleUnit } from '../../core/types.ts'
import { has, weaponHas } from './effects/registry.ts'

/** GF-UPG-HANDS: the unit may pick objects up and carry them. */
export const hasHands = (u: BattleUnit): boolean => has(u, 'hands')

/** GF-UPG-RAPID-RELOAD: this weapon system fires again in the activation without Rapid Fire. */
export const reloadsFree = (u: BattleUnit, band: Band): boolean => weaponHas(u, band, 'rapid-reload')

/** GF-UPG-INSPIRING: the unit steadies friends' panic rolls (not its own). */
export const inspires = (u: BattleUnit): boolean => has(u, 'inspiring')

/** GF-UPG-LOVERS: both partners still hold the upgrade (the pair is linked at setup). */
export const areLovers = (a: BattleUnit, b: BattleUnit): boolean => has(a, 'lovers') && has(b, 'lovers')

/** GF-UPG-RIVALS: both partners still hold the upgrade (the pair is linked at setup). */
export const areRivals = (a: BattleUnit, b: BattleUnit): boolean => has(a, 'rivals') && has(b, 'rivals')

/** GF-UPG-STABILISED: a knock-down may be resisted with a Pilot Skill roll. */
export const stabilised = (u: BattleUnit): boolean => hasCapability(u.profile.upgrades, 'resists-knock-down')

/** GF-UPG-RECKLESS: the unit's falls count their hits the Reckless way. */
export const reckless = (u: BattleUnit): boolean => hasCapability(u.profile.upgrades, 'reckless-falls')

/** GF-UPG-BLAST: the weapon system's attack may blast units near the target. */
export const blasts = (u: BattleUnit, band: Band): boolean => weaponHas(u, band, 'blast')
