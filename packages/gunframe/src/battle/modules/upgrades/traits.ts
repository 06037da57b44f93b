/**
 * What the actions ask of a unit's upgrades, as capabilities (so actions/ never names one):
 * - a weapon system's traits: GF-UPG-EXTREME-RANGE (long reaches 32"), GF-UPG-INDIRECT-FIRE,
 *   GF-UPG-TURRETED (sees through the back arc), GF-UPG-RAPID-RELOAD (free rapid fire),
 *   GF-UPG-POWERFUL (power points);
 * - the unit's own: GF-UPG-TARGET-TRACKING (stripping an Evade also locks),
 *   GF-UPG-QUICK-REFLEXES (one free reaction).
 */
import type { UnitTraits, WeaponTraits } from '../../core/context.ts'
import type { Band, BattleUnit } from '../../core/types.ts'
import { has, usedUp } from './effects/registry.ts'

/** A weapon system without upgrades (shared: most systems have none, and legal() asks often). */
const PLAIN_WEAPON: WeaponTraits = {
  extremeRange: false,
  indirectFire: false,
  turreted: false,
  freeRapidFire: false,
  powerful: false,
}

export function weaponTraitsOf(u: BattleUnit, band: Band): WeaponTraits {
  const ups = u.profile.weapons?.[band]
  if (!ups || ups.length === 0) return PLAIN_WEAPON
  return {
    extremeRange: ups.includes('extreme-range'),
    indirectFire: ups.includes('indirect-fire'),
    turreted: ups.includes('turreted'),
    freeRapidFire: ups.includes('rapid-reload'),
    powerful: ups.includes('powerful'),
  }
}

export function unitTraitsOf(u: BattleUnit): UnitTraits {
  return {
    locksThroughEvade: has(u, 'target-tracking'),
    freeReaction: has(u, 'quick-reflexes') && !usedUp(u, 'quick-reflexes'),
  }
}
