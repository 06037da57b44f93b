/**
 * The greedy bot's after-roll Skills that swing the roll itself: Valor / Soul (+5 / +7 Hits) and
 * Improvise (re-roll the dice under 5). Each is scored by the change in the attack's value — the
 * same measure greedy rates attacks by (damage as a share of the target's HP, plus the chance to
 * destroy it times its VP) — worked out from the dice already on the table, less a price for the
 * Momentum spent. Used only when the gain beats that price, so a roll already decided is left alone.
 *
 * @example
 * const score = afterRollScore(s, f, 'valor') // > 0: worth taking; skills-done scores 0
 */

import { penOf, saveBonus } from '../battle/actions/attack-resolve.ts'
import { type CountRule, countDice } from '../battle/actions/dice.ts'
import { attackRule, defenceRule, totals, weaponOf } from '../battle/actions/flow.ts'
import { unitOf } from '../battle/actions/geometry.ts'
import { VALOR_HITS } from '../battle/actions/math.ts'
import { FAILED_SAVE_DMG, finishingBlow, SAVE_CAP } from '../battle/actions/saves.ts'
import type { AttackFlow, MsState, UnitState } from '../battle/core/types.ts'
import { SKILL_COST } from '../battle/modules/skills.ts'
import { killValue } from '../battle/modules/versus.ts'

/** What a point of Momentum is worth against the attack's value (greedy's own scale). */
export const MOMENTUM_PRICE = 1
/** Improvise is free but once a round: a small price for using it up. */
export const IMPROVISE_PRICE = 0.3
/** A re-roll of the dice under 5 (the default Improvise): what one re-rolled die is worth on average. */
const meanDie = (r: CountRule): number => countDice([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], r) / 10

/** The DMG `unblocked` Hits deal for certain, before any armour-penetration save is rolled. */
export function sureDamage(f: AttackFlow, a: UnitState, unblocked: number): number {
  const w = weaponOf(a, f.weapon, f.special)
  if (!w) return 0
  const n = Math.max(0, unblocked)
  return n * (w.dmg + f.powerDmg) + finishingBlow(n, w.finisher)
}

/** The attack's value to the attacker with `unblocked` Hits getting through (greedy's hitValue). */
function attackValue(s: MsState, f: AttackFlow, a: UnitState, t: UnitState, unblocked: number): number {
  const w = weaponOf(a, f.weapon, f.special)
  if (!w) return 0
  const n = Math.max(0, unblocked)
  let dmg = sureDamage(f, a, n)
  // Failed ordinary saves add 1000 each (S / P saves deal none: ruling A-13).
  if (w.pen !== undefined && (w.penKind ?? 'normal') === 'normal') {
    const need = penOf(f, w, s, a) - saveBonus(f, t, w)
    const fail = Math.max(0, Math.min(1, (need - 1) / 10))
    dmg += Math.min(SAVE_CAP, n) * fail * FAILED_SAVE_DMG
  }
  const share = Math.min(1, dmg / Math.max(1, t.hp))
  const kill = dmg >= t.hp ? killValue(s, t, t.hp * 2 < t.profile.hp) * 3 : 0
  return 10 * share + kill
}

/** Expected change in the Hits (attack) or DEF (defence) from re-rolling the dice under 5. */
function improviseShift(dice: readonly number[], r: CountRule): number {
  const picked = dice.filter((d) => d < 5)
  return picked.length * meanDie(r) - countDice(picked, r)
}

/**
 * Score of an after-roll Skill for the side using it (attacker: `stage` attack). Null for the
 * Skills this helper does not weigh (Focus, Flash, Iron Wall, Trust stay with greedy's own rules).
 */
export function afterRollScore(s: MsState, f: AttackFlow, skill: string): number | null {
  const a = unitOf(s, f.attacker)
  const t = unitOf(s, f.targets[0] as string)
  if (!a || !t) return null
  const attacking = f.stage === 'attack-skills'
  const now = totals(f).unblocked
  const base = attackValue(s, f, a, t, now)
  if (attacking && (skill === 'valor' || skill === 'soul')) {
    const gain = attackValue(s, f, a, t, now + VALOR_HITS[skill]) - base
    return gain - MOMENTUM_PRICE * SKILL_COST[skill]
  }
  if (skill !== 'improvise') return null
  if (attacking) {
    const more = improviseShift(f.atkDice, attackRule(f))
    return attackValue(s, f, a, t, Math.round(now + more)) - base - IMPROVISE_PRICE
  }
  // Defending: fewer Hits through is the gain.
  const more = improviseShift(f.defDice, defenceRule(f))
  return base - attackValue(s, f, a, t, Math.round(now - more)) - IMPROVISE_PRICE
}
