/**
 * What a weapon's trait keywords imply for an attack, read in one place so the battle, the legal
 * list, the Skills and the odds cannot disagree.
 */
import type { WeaponProfile } from '../../units/types.ts'

/**
 * A weapon that is fired as Indirect Fire: an [IDF] gun, or a Remote weapon (ruling A-15: it fires
 * indirectly). Such a shot needs no LOS, cannot crit in any way (ruling A-28) and takes no
 * Bullseye or Skills (MS-LOS-IDF). Melee weapons never do.
 */
export const firesAsIdf = (w: WeaponProfile): boolean => w.kind === 'shoot' && (!!w.idf || !!w.remote)

/**
 * Units one action with this weapon may attack. E[X]plosives add a target (supplement §1 keyword
 * list); the seed says bonus targets do not stack, and a weapon that already reaches several
 * units is read as holding such a bonus, so the larger count applies, never their sum
 * (MS-RULING-EXPLOSIVE-TARGET).
 */
export const EXPLOSIVE_BONUS_TARGETS = 1

export const maxTargets = (w: WeaponProfile): number =>
  Math.max(w.targets ?? 1, 1 + (w.explosive ? EXPLOSIVE_BONUS_TARGETS : 0))
