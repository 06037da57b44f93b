/**
 * Counting d10 pools (MS-ATK-POOL, MS-ATK-HIT, MS-DEF-COUNT): the one place that turns rolled
 * dice into Hits or DEF. The odds module builds its per-die categories from the same thresholds,
 * so the odds shown are the dice rolled.
 */

/** Attack and defence pools are capped at 10d10. */
export const POOL_CAP = 10

export const capPool = (n: number): number => Math.max(0, Math.min(POOL_CAP, Math.floor(n)))

export interface CountRule {
  /** Lowest face that succeeds: 5 normally, 3 with Focus or Tactical Support. */
  hitOn: number
  /** Lowest face that crits (worth 2): 10, 9 with +1 Crit Range, …; 11 = no crits (IDF). */
  critOn: number
  /** Flash (ruling A-4): every success is worth 2; a crit stays 2. */
  flash?: boolean
}

export const NORMAL: CountRule = { hitOn: 5, critOn: 10 }

/** What one face is under a rule: a crit, a plain success, or nothing (the tray colours by it). */
export function dieGrade(face: number, r: CountRule): 'crit' | 'hit' | 'miss' {
  return face >= r.critOn ? 'crit' : face >= r.hitOn ? 'hit' : 'miss'
}

/** What one die is worth under a rule: 0, 1 or 2. */
export function dieValue(face: number, r: CountRule): number {
  const g = dieGrade(face, r)
  return g === 'crit' ? 2 : g === 'hit' ? (r.flash ? 2 : 1) : 0
}

export const countDice = (dice: readonly number[], r: CountRule): number =>
  dice.reduce((s, f) => s + dieValue(f, r), 0)

/** Crit threshold from a Crit Range bonus (+1 → 9+), never below the hit threshold. */
export const critOnFor = (critRange: number, canCrit = true): number =>
  canCrit ? Math.max(2, 10 - Math.max(0, critRange)) : 11
