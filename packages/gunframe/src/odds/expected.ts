/**
 * GF-ODDS-MEMO: an attack's expected damage alone, remembered by the four numbers it depends on.
 * A bot weighs the same few pools over and over (every unit against every enemy, each prompt),
 * and wants only this number, not the whole distribution oddsFromResolved builds.
 *
 * The expected damage depends on nothing but the two pools' sizes and re-rolls: it is
 * `pmfExpectation` of the same damage distribution oddsFromResolved computes, so a remembered
 * answer is bit for bit the `expectedDamage` of `oddsFromResolved` for that input. The answers
 * are plain numbers (nothing a caller could edit) and the memo is bounded, so it can hold no game's
 * state nor make two games differ.
 */
import { pmfExpectation } from '@sortie/engine'
import { damageDistribution } from './attack.ts'
import { poolTable } from './dice.ts'
import { MAX_POOL, type ResolvedAttack } from './input.ts'

const memo = new Map<number, number>()
/** Far more than the pools a game meets; reaching it only starts the memo afresh. */
const MEMO_LIMIT = 4096

const ATTACK_REROLLS = ['none', 'ones', 'failures'] as const
const DEFENSE_REROLLS = ['none', 'failures'] as const

const pool = (n: number): boolean => Number.isInteger(n) && n >= 0 && n <= MAX_POOL

/** One number for the four inputs, or undefined for input the memo does not cover. */
function keyOf(r: ResolvedAttack): number | undefined {
  const ar = ATTACK_REROLLS.indexOf(r.attackReroll)
  const dr = DEFENSE_REROLLS.indexOf(r.defenseReroll)
  if (ar < 0 || dr < 0 || !pool(r.attackPool) || !pool(r.defensePool)) return undefined
  return ((r.attackPool * 3 + ar) * (MAX_POOL + 1) + r.defensePool) * 2 + dr
}

/** The expected damage, computed afresh (the memo's source, and its tests' oracle). */
export function computeExpectedDamage(r: ResolvedAttack): number {
  const att = poolTable(r.attackPool, r.attackReroll)
  const def = poolTable(r.defensePool, r.defenseReroll)
  return pmfExpectation(damageDistribution(att, def))
}

/** `oddsFromResolved(r).expectedDamage`, remembered. */
export function expectedDamageOf(r: ResolvedAttack): number {
  const key = keyOf(r)
  if (key === undefined) return computeExpectedDamage(r)
  const hit = memo.get(key)
  if (hit !== undefined) return hit
  const e = computeExpectedDamage(r)
  if (memo.size >= MEMO_LIMIT) memo.clear()
  memo.set(key, e)
  return e
}

/** Forgets every remembered answer (tests check the memo against fresh answers with it). */
export function clearExpectedDamageMemo(): void {
  memo.clear()
}
