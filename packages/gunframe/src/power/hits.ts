/**
 * Finishing the dice requests inside power effects once the battle has rolled them: defense
 * against Burn, Blast and Chain Attack hits, the Pilot Skill rolls that resist a knock-down and the hull-breach die.
 *
 * @example
 * powerDefenseDice({ base: 'cover-only', cover: 'cover' }, { defense: 3, conditions }) // 4
 * damageFromHits(2, [6, 2, 1]) // 1
 */
import { hasCapability } from '../units/capabilities.ts'
import { type ConditionUnit, defensePool } from './conditions.ts'
import type { PowerHitsPool } from './types.ts'

const COVER_DICE = { none: 0, cover: 1, hard: 2 } as const

/**
 * Dice the unit rolls against power-attack hits: its Defense (halved up while shut down,
 * ruling 11), plus cover for Blast only (Cautious turns cover into hard cover). Never the Close
 * value and never obscurement.
 */
export function powerDefenseDice(pool: PowerHitsPool, u: ConditionUnit & { defense: number }): number {
  const base = defensePool(u, u.defense)
  if (pool.base === 'base') return base
  const cover = pool.cover === 'cover' && hasCapability(u.upgrades, 'cover-counts-hard') ? 'hard' : pool.cover
  return base + COVER_DICE[cover]
}

/** Each die of 4+ cancels a hit; what is left is damage. */
export function damageFromHits(hits: number, defenseDice: readonly number[]): number {
  const blocks = defenseDice.filter((v) => v >= 4).length
  return Math.max(0, hits - blocks)
}

/** A 'pilot-skill' resist request (Stabilised, a collision) passes on the skill value or more. */
export function resistPasses(roll: number, skill: number): boolean {
  return roll >= skill
}

/** The hull-breach die of a blast or explosion inside a space structure. */
export function hullBreached(roll: number, failOn: readonly number[]): boolean {
  return failOn.includes(roll)
}
