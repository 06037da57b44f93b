/**
 * The situational numbers of one attack (MS-ATK-*, MS-L1-*, MS-TA-*, MS-COVER-*): pool sizes,
 * bonus Hits, bonus DEF and crit ranges, from a small plain description so the battle, the odds
 * and the bots share one formula.
 */
import type { WeaponProfile } from '../../units/types.ts'
import type { L1Attack, L1Defence } from '../core/types.ts'
import { capPool } from './dice.ts'
import { firesAsIdf } from './weapon-traits.ts'

export interface AttackSituation {
  weapon: WeaponProfile
  melee: boolean
  rapidFire: boolean
  /**
   * The shooter is within engagement range of an enemy (melee: always): Rapid Fire penalties are
   * ignored (MS-ENG-SHOOT, MS-RULING-ENG-SHOOT).
   */
  inEngagement: boolean
  bonus: L1Attack
  valor: 'none' | 'valor' | 'soul'
  supportAtk: boolean
  tacticalAdvantage: boolean
  /** Size of a target standing on High Ground: enemies gain +1+Size Hits, wherever they stand. */
  targetHighGround: number | null
  ignoresCover: boolean
  isCounter: boolean
  /** Ace Flash Intuition cancels the counter penalty. */
  counterPenaltyWaived: boolean
  remoteLoss: number
  /** Tactical Support order: hits on 3+. */
  tactical: boolean
}

/** Hits Valor adds to the attack: +5, or +7 for an Ace's Soul (ruling A-5). */
export const VALOR_HITS = { valor: 5, soul: 7 } as const

/** Ruling A-1: a Counter attack is made at −2 Hits (the rule text, not the example's −1). */
export const COUNTER_PENALTY = 2

/**
 * Rapid Fire's change to the pool and Hits inside its range. A shot made inside engagement range
 * ignores the penalties (negative changes) but keeps the gains (MS-ENG-SHOOT).
 */
export function rapidFireChange(
  w: WeaponProfile,
  rapidFire: boolean,
  inEngagement: boolean,
): { dice: number; hits: number } {
  if (!rapidFire || !w.rf) return { dice: 0, hits: 0 }
  const keep = (n: number) => (n > 0 || !inEngagement ? n : 0)
  return { dice: keep(w.rf.dice ?? 0), hits: keep(w.rf.hits ?? 0) }
}

export function attackNumbers(a: AttackSituation): {
  dice: number
  hits: number
  critRange: number
  canCrit: boolean
} {
  const w = a.weapon
  // Remote weapons fire as IDF too (ruling A-15).
  const idf = !a.melee && firesAsIdf(w)
  const rf = rapidFireChange(w, a.rapidFire, a.inEngagement)
  const dice = w.atk - a.remoteLoss + rf.dice
  let hits = w.hits + rf.hits
  let critRange = 0
  // Ruling A-3: Barrage is a shooting bonus only.
  if (a.bonus === 'barrage' && !a.melee) hits += w.explosive || w.supportAtk ? 2 : 1
  // Ruling A-9: Bullseye on an attack that ignores Cover gives one more step (crits on 8+).
  if (a.bonus === 'bullseye' && !a.melee) critRange += a.ignoresCover ? 2 : 1
  if (a.bonus === 'balanced' && a.melee) {
    hits += 1
    critRange += 1
  }
  // +1 Crit Hit is worth two Hits (ruling MS-RULING-CRITHIT); IDF cannot crit (ruling A-28).
  if (a.bonus === 'power' && !idf) hits += 2
  if (a.valor !== 'none') hits += VALOR_HITS[a.valor]
  if (a.supportAtk) hits += 1
  if (a.tacticalAdvantage && !idf) hits += 2
  if (a.targetHighGround !== null) hits += 1 + a.targetHighGround
  if (a.isCounter && !a.counterPenaltyWaived) hits -= COUNTER_PENALTY
  if (idf) critRange = 0
  return { dice: capPool(dice), hits, critRange, canCrit: !idf }
}

export interface DefenceSituation {
  melee: boolean
  evade: { dice: number; def: number }
  meleeDef: { dice: number; def: number }
  shield: number
  barrier: number
  cover: boolean
  blindside: boolean
  supportDef: boolean
  bonus: L1Defence
  boost: boolean
  /** Defending a counter after a Power attack: −1 DEF (ruling A-10). */
  powerPenalty: boolean
  /** Challenged units gain +1 CRIT DEF against other enemies. */
  challengeBonus: boolean
  shutdown: boolean
}

export function defenceNumbers(d: DefenceSituation): { dice: number; def: number; critRange: number } {
  const line = d.melee ? d.meleeDef : d.evade
  let def = line.def
  // Shield, Cover (shooting) and [Barrier] do not stack: the largest applies (ruling A-30).
  const shield = d.blindside ? 0 : d.shield
  const cover = d.cover && !d.melee && !d.blindside ? 2 : 0
  def += Math.max(shield, cover, d.barrier)
  if (d.supportDef && !d.blindside) def += 1
  if (d.bonus === 'guard') def += 1
  if (d.boost && !d.melee) def += 2
  if (d.powerPenalty) def -= 1
  if (d.challengeBonus) def += 2
  return { dice: d.shutdown ? 0 : capPool(line.dice), def, critRange: d.bonus === 'dodge' ? 1 : 0 }
}
