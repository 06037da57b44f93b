/**
 * Where environments and upgrades meet the battle's moves, throws, falls and dice:
 * - GF-ENV-HIGH-GRAVITY / GF-ENV-LOW-GRAVITY: which special moves are allowed and what they cost
 *   (the missions module's fastMove / jumpMove), and the gravity the power module needs for
 *   recoil, throw and knock-back distances and for falling hits (ruling 5).
 * - GF-ENV-UNDERWATER: the long-range defense die added to the attack's situation (so Eagle Eyes
 *   and Piercing, which cancel obscurement and cover, leave it alone); burn blocked.
 * - GF-UPG-AQUATIC: water counts as open ground for its moves, a base wholly in water is
 *   obscured, no underwater Speed loss.
 * - GF-UPG-ENVIRONMENT-ENHANCEMENT: no snow slowdown, dust damage or lightning (strikes, counters).
 * - GF-UPG-GUERRILLA: reserves may arrive on any table edge outside the enemy deployment zone.
 */
import { closestPointOnPolygon, hypot, pointInPolygon, type Vec } from '@sortie/engine'
import type { AttackSituation } from '@sortie/gunframe/odds'
import type { PowerEnvironment } from '@sortie/gunframe/power'
import type { EnvironmentState } from '../../../missions/environment.ts'
import type { EnvUnit } from '../../../missions/environment-end.ts'
import { fastMove, jumpMove, speedModifier } from '../../../missions/environment-rules.ts'
import { deploymentZone } from '../../../missions/zones.ts'
import type { Battlefield, TerrainFeature } from '../../../table/contract.ts'
import { other } from '../../core/geo.ts'
import type { BattleState, BattleUnit, Half, SpecialMove } from '../../core/types.ts'
import { type DiceCtx, has, type UpgradeEffect } from './effects/registry.ts'
import { upgradesInPlay } from './flight.ts'

const WATER = /water|river|lake|pond|stream|sea/i
export const isWater = (f: TerrainFeature): boolean => WATER.test(f.name)

// ---------------------------------------------------------------- gravity and special moves

export interface SpecialRule {
  allowed: boolean
  focusCost: number
}

/**
 * Fast and jump as the environment allows them (other special moves: allowed, free). Without an
 * environment: fast costs a focus point unless the unit has Fast; jump needs the Jump upgrade.
 */
export function specialMoveRule(s: BattleState, u: BattleUnit, sp: SpecialMove | undefined): SpecialRule {
  const env = s.mission.environment
  // GF-ENV-SPACE: a flyer grounded by the players' agreement jumps as if it had Jump.
  const ups = env ? { upgrades: upgradesInPlay(s, u) } : u.profile
  if (sp === 'fast') return env ? fastMove(env, ups) : { allowed: true, focusCost: has(u, 'fast') ? 0 : 1 }
  if (sp === 'jump') return env ? jumpMove(env, ups) : { allowed: has(u, 'jump'), focusCost: 0 }
  return { allowed: true, focusCost: 0 }
}

/**
 * The focus points a declared special move costs (0 when free). GF-SPM-COMBINED: a fast jump
 * (`fast`) pays for each form it uses, since each is a use of that movement (in high gravity: two).
 */
export const specialFocusCost = (
  s: BattleState,
  u: BattleUnit,
  sp: SpecialMove | undefined,
  fast?: boolean,
): number =>
  specialMoveRule(s, u, sp).focusCost +
  (fast === true && sp !== 'fast' ? specialMoveRule(s, u, 'fast').focusCost : 0)

/** What the power module needs to know of the environment (gravity, burn underwater). */
export function powerEnvironment(s: BattleState): PowerEnvironment {
  const id = s.mission.environment?.settings.id
  const out: PowerEnvironment = {}
  if (id === 'high-gravity') out.gravity = 'high'
  if (id === 'low-gravity') out.gravity = 'low'
  if (id === 'underwater') out.underwater = true
  return out
}

// ---------------------------------------------------------------- underwater defense die

/**
 * GF-ENV-UNDERWATER: +1 defense die against long-range attacks. The odds situation has no bare
 * "+1D defense" flag, so the die rides on the long-range flag that gives exactly that (Chaff's);
 * a flying Chaff unit takes Dogfighter's +1D instead, and failing both one more Defense.
 */
export function environmentDice(sit: AttackSituation, x: DiceCtx): void {
  const env = x.s.mission.environment
  if (env?.settings.id !== 'underwater' || x.f.band !== 'long') return
  if (!sit.chaff) sit.chaff = true
  else if (!sit.dogfighter) sit.dogfighter = true
  else sit.defense += 1
}

// ---------------------------------------------------------------- aquatic

/** Is the unit's whole base inside a water feature? */
export function whollyInWater(field: Battlefield, u: BattleUnit): boolean {
  return field.terrain.some((f) => {
    if (!isWater(f) || !pointInPolygon(u.pos, f.polygon)) return false
    const q = closestPointOnPolygon(u.pos, f.polygon)
    return hypot(q.x - u.pos.x, q.y - u.pos.y) >= u.profile.radius - 1e-9
  })
}

/** The battlefield as an Aquatic unit moves over it: water loses its difficult and dangerous marks. */
export function fieldFor(s: BattleState, u: BattleUnit): Battlefield {
  if (!has(u, 'aquatic') || !s.field.terrain.some(isWater)) return s.field
  return {
    ...s.field,
    terrain: s.field.terrain.map((f) =>
      isWater(f) ? { ...f, qualities: f.qualities.filter((q) => q !== 'difficult' && q !== 'dangerous') } : f,
    ),
  }
}

export const aquaticEffects: Record<string, UpgradeEffect> = {
  aquatic: {
    defend: (sit, x) => {
      if (whollyInWater(x.s.field, x.t)) sit.obscured = true
    },
  },
}

// ---------------------------------------------------------------- standing Speed, storms

/** Speed change for the whole battle, with Aquatic (underwater) and Environment Enhancement (snow). */
export function environmentSpeedChange(env: EnvironmentState, u: { upgrades: readonly string[] }): number {
  const ups = u.upgrades
  if (env.settings.id === 'underwater' && ups.includes('aquatic')) return 0
  if (env.settings.id === 'storm' && ups.includes('environment-enhancement')) return 0
  return speedModifier(env, u)
}

/**
 * GF-UPG-ENVIRONMENT-ENHANCEMENT: the storm's End-phase effects pass the unit by (dust needs
 * no shelter, lightning finds no water, height, flight or counter on it).
 */
export function shieldedEnvUnit(env: EnvironmentState, u: BattleUnit, e: EnvUnit): EnvUnit {
  if (env.settings.id !== 'storm' || !has(u, 'environment-enhancement')) return e
  return {
    ...e,
    touchingTerrain: true,
    touchingWater: false,
    elevated: false,
    flying: false,
    lock: false,
    evade: false,
  }
}

// ---------------------------------------------------------------- guerrilla

/**
 * Where a reserve may come on: touching an edge in its own half (`inOwnHalf`), or for a Guerrilla
 * any edge spot outside the enemy deployment zone.
 */
export function reserveEdgeAllowed(s: BattleState, u: BattleUnit, p: Vec, inOwnHalf: boolean): boolean {
  if (!has(u, 'guerrilla')) return inOwnHalf
  const enemy = s.halves?.[other(s, u.side)] as Half | undefined
  return !enemy || !pointInPolygon(p, deploymentZone(s.field, enemy))
}
