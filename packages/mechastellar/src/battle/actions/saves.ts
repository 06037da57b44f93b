/**
 * Armour saves and damage (MS-DMG-*): pure arithmetic over rolled dice, shared by the battle and
 * the worked-example tests.
 */

/** One d10 save per unblocked Hit, at most five (MS-DMG-PEN). */
export const SAVE_CAP = 5
export const FAILED_SAVE_DMG = 1000
export const FINISHING_HITS = 7

export const savesToRoll = (unblocked: number, hasPen: boolean): number =>
  hasPen ? Math.min(SAVE_CAP, unblocked) : 0

/** A save passes when the die plus bonuses reaches the PEN target. */
export const savePasses = (die: number, pen: number, bonus: number): boolean => die + bonus >= pen

/** Finishing Blow: 7+ unblocked Hits deal 1000, or N×1000 with Finisher+N (MS-DMG-FINISH). */
export const finishingBlow = (unblocked: number, finisher = 0): number =>
  unblocked >= FINISHING_HITS ? FAILED_SAVE_DMG * Math.max(1, finisher) : 0

export interface DamageParts {
  perHit: number
  hits: number
  failed: number
  finishing: number
  total: number
}

/** DMG per unblocked Hit, +1000 per failed ordinary save, + Finishing Blow. */
export function damageOf(unblocked: number, dmg: number, failedNormal: number, finisher = 0): DamageParts {
  const hits = Math.max(0, unblocked) * dmg
  const failed = failedNormal * FAILED_SAVE_DMG
  const finishing = finishingBlow(unblocked, finisher)
  return { perHit: dmg, hits, failed, finishing, total: hits + failed + finishing }
}

/** Cover used to block an attack survives when 1d10×100 reaches the weapon's DMG (MS-TER-DESTROY). */
export const coverSurvives = (die: number, dmg: number): boolean => die * 100 >= dmg

/** Cover targeted directly must pass the check five times: one failed die destroys it. */
export const coverSurvivesDirect = (dice: readonly number[], dmg: number): boolean =>
  dice.length >= 5 && dice.slice(0, 5).every((d) => coverSurvives(d, dmg))
