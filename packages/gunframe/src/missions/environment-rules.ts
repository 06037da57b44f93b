/**
 * What each environmental condition changes during play, as questions the battle asks at the
 * moment it needs the answer: a unit's Speed and upgrades, whether a reaction to movement is
 * allowed, the free evade in the dark, storm obscuring, extra defense dice, which special moves
 * and power attacks work, displacement distances (ruling 5) and falling hits.
 */
import { hasCapability, upgradeGives } from '../units/capabilities.ts'
import type { UpgradeId } from '../units/upgrade-ids.ts'
import type { EnvironmentState } from './environment.ts'

type WithUpgrades = { upgrades: readonly string[] }
/** A range band (kept local so the missions module does not depend on the battle). */
export type RangeBand = 'close' | 'short' | 'medium' | 'long'

/** Is darkness in force this turn (darkness, sunrise before dawn, nightfall from turn 4)? */
export function isDark(env: EnvironmentState, turn: number): boolean {
  const id = env.settings.id
  return id === 'darkness' || (id === 'sunrise' && env.dark) || (id === 'nightfall' && turn >= 4)
}

/** GF-ENV-NIGHTFALL: the sight limit of turns 2 and 3 (null when none applies). */
function nightfallLimit(env: EnvironmentState, turn: number): number | null {
  if (env.settings.id !== 'nightfall') return null
  if (turn === 2) return 16
  if (turn === 3) return 8
  return null
}

/**
 * GF-ENV-DARKNESS / GF-ENV-NIGHTFALL: may a unit react to an enemy move that came within
 * `distance` inches of it? (Reactions to attacks and target locks are unaffected.)
 */
export function mayReactToMove(env: EnvironmentState, turn: number, distance: number): boolean {
  if (isDark(env, turn)) return false
  const limit = nightfallLimit(env, turn)
  return limit === null || distance <= limit + 1e-9
}

/**
 * GF-ENV-DARKNESS: after a move action ending in obscuring terrain and far enough from every enemy
 * (8"; 16" in nightfall's turn 2), a unit may evade for free — for a Focus Point, or at no cost
 * with Stealth or Cloaking. Returns the Focus Point cost, or null when not offered.
 */
export function freeEvadeCost(
  env: EnvironmentState,
  turn: number,
  u: WithUpgrades & { inObscuring: boolean; nearestEnemy: number },
): 0 | 1 | null {
  const limit = isDark(env, turn) ? 8 : nightfallLimit(env, turn)
  if (limit === null || !u.inObscuring || !(u.nearestEnemy > limit)) return null
  return hasCapability(u.upgrades, 'unseen-in-dark') ? 0 : 1
}

/** GF-ENV-STORM: a target at medium or long range counts as obscured while the storm rages. */
export const stormObscures = (env: EnvironmentState, band: RangeBand): boolean =>
  env.settings.id === 'storm' && env.stormActive && (band === 'medium' || band === 'long')

/**
 * GF-ENV-STORM-EYE: with the option on, equal natural initiative rolls stop the storm, and the
 * next equal pair starts it again. Returns the new storm flag.
 */
export function eyeOfTheStorm(env: EnvironmentState, naturalRolls: readonly number[]): boolean {
  if (env.settings.id !== 'storm' || !env.settings.eye) return env.stormActive
  const equal = naturalRolls.length >= 2 && naturalRolls.every((r) => r === naturalRolls[0])
  return equal ? !env.stormActive : env.stormActive
}

/** GF-ENV-SNOW / GF-ENV-UNDERWATER: change to a unit's Speed for the whole battle. */
export function speedModifier(env: EnvironmentState, u: WithUpgrades): number {
  // Snow slows even while the eye of the storm stops the storm's other effects.
  if (env.settings.id === 'storm' && env.settings.storm === 'snow') return -1
  if (env.settings.id === 'underwater' && !hasCapability(u.upgrades, 'heavy-body')) return -1
  return 0
}

/** GF-ENV-UNDERWATER: +1 defense die against long-range attacks. */
export const extraDefenseDice = (env: EnvironmentState, band: RangeBand): number =>
  env.settings.id === 'underwater' && band === 'long' ? 1 : 0

/** The upgrades an environment hands out (it grants them; it never asks for them). */
const CLIMB: UpgradeId = 'climb'
const JUMP: UpgradeId = 'jump'

/**
 * Upgrades a unit counts as having: everyone climbs underwater; in a space structure where
 * flight was ruled out, flyers count as jumpers instead.
 */
export function effectiveUpgrades(env: EnvironmentState, u: WithUpgrades & { flying?: boolean }): string[] {
  const out = [...u.upgrades]
  if (env.settings.id === 'underwater' && !hasCapability(u.upgrades, 'climbs')) out.push(CLIMB)
  if (env.settings.id === 'space-structure' && env.settings.flight === false && u.flying) {
    const kept = out.filter((x) => !upgradeGives(x, 'flies'))
    if (!hasCapability(kept, 'jumps')) kept.push(JUMP)
    return kept
  }
  return out
}

/** GF-ENV-SPACE: may this unit fly (false only in a no-flight space structure)? */
export const mayFly = (env: EnvironmentState): boolean =>
  !(env.settings.id === 'space-structure' && env.settings.flight === false)

export interface MoveOption {
  allowed: boolean
  focusCost: 0 | 1
}

/** GF-ENV-HIGH-GRAVITY: the fast special move (normally a Focus Point, free with the Fast upgrade). */
export function fastMove(env: EnvironmentState, u: WithUpgrades): MoveOption {
  const upgrade = hasCapability(u.upgrades, 'moves-fast')
  if (env.settings.id === 'high-gravity') return { allowed: upgrade, focusCost: 1 }
  return { allowed: true, focusCost: upgrade ? 0 : 1 }
}

/** GF-ENV-HIGH-GRAVITY / GF-ENV-LOW-GRAVITY: the jump special move. */
export function jumpMove(env: EnvironmentState, u: WithUpgrades): MoveOption {
  const upgrade = hasCapability(u.upgrades, 'jumps')
  if (env.settings.id === 'high-gravity') return { allowed: upgrade, focusCost: 1 }
  if (env.settings.id === 'low-gravity' && !upgrade) return { allowed: true, focusCost: 1 }
  return { allowed: upgrade, focusCost: 0 }
}

/** GF-ENV-SPACE: no HALO deployment inside a space structure. */
export const haloAllowed = (env: EnvironmentState): boolean => env.settings.id !== 'space-structure'

/** GF-ENV-SPACE: no indirect fire inside a space structure. */
export const indirectFireAllowed = (env: EnvironmentState): boolean => env.settings.id !== 'space-structure'

/** GF-ENV-UNDERWATER: burn has no effect underwater. */
export const powerAllowed = (env: EnvironmentState, power: string): boolean =>
  !(env.settings.id === 'underwater' && power === 'burn')

/** GF-ENV-SPACE: using explode or blast calls for a hull breach roll. */
export const powerRisksBreach = (env: EnvironmentState, power: string): boolean =>
  env.settings.id === 'space-structure' && (power === 'explode' || power === 'blast')

/**
 * GF-RULING-5 with GF-ENV-HIGH-GRAVITY / GF-ENV-LOW-GRAVITY: a recoil, throw or knock back distance.
 * Start from the damage suffered, halve (rounding up) for Heavy and for high gravity — recoil and
 * throw only — then add +1" in low gravity (every knock back) and +2" in space battles.
 */
export function displacement(
  env: EnvironmentState,
  kind: 'recoil' | 'throw' | 'knock-back',
  damage: number,
  opts: { heavy?: boolean; spaceBattle?: boolean } = {},
): number {
  let d = Math.max(0, damage)
  const halvable = kind === 'recoil' || kind === 'throw'
  if (halvable && opts.heavy) d = Math.ceil(d / 2)
  if (halvable && env.settings.id === 'high-gravity') d = Math.ceil(d / 2)
  if (env.settings.id === 'low-gravity') d += 1
  if (opts.spaceBattle) d += 2
  return d
}

/**
 * GF-ENV-HIGH-GRAVITY / GF-ENV-LOW-GRAVITY: hits from a fall of `inches` (1 per inch normally,
 * 2 per inch in high gravity; halved, rounding up, in low gravity and again for Reckless).
 */
export function fallHits(env: EnvironmentState, inches: number, u: WithUpgrades = { upgrades: [] }): number {
  let hits = Math.max(0, Math.ceil(inches)) * (env.settings.id === 'high-gravity' ? 2 : 1)
  if (env.settings.id === 'low-gravity') hits = Math.ceil(hits / 2)
  if (hasCapability(u.upgrades, 'reckless-falls')) hits = Math.ceil(hits / 2)
  return hits
}
