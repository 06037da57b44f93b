/**
 * How a unit — or one of its forms, whose upgrades differ — can fly (GF-UPG-FLY,
 * GF-UPG-FAST-FLYER): the battle's one question about flight, read from the capabilities its
 * upgrades give (units/capabilities.ts, which the environment's rules read too). It is asked of
 * the unit as it is now, because a transformation or the environment can change its upgrades
 * mid-battle: GF-ENV-SPACE, inside a space structure where the players ruled flight out, a
 * flyer's flight upgrades count as Jump instead (`upgradesInPlay`).
 */
import { effectiveUpgrades } from '../../../missions/environment-rules.ts'
import { hasCapability } from '../../../units/capabilities.ts'
import type { BattleState, BattleUnit } from '../../core/types.ts'

export type Flight = 'none' | 'fly' | 'fast'

export const flightOf = (u: { readonly upgrades: readonly string[] }): Flight =>
  hasCapability(u.upgrades, 'flies-fast') ? 'fast' : hasCapability(u.upgrades, 'flies') ? 'fly' : 'none'

export const canFly = (u: { readonly upgrades: readonly string[] }): boolean => flightOf(u) !== 'none'

/** A fast flyer: it must move in straight lines while in the air, and lands or takes off freely. */
export const fastFlyer = (u: { readonly upgrades: readonly string[] }): boolean => flightOf(u) === 'fast'

/**
 * The upgrades the unit counts as having in this battle's environment (GF-ENV-UNDERWATER's Climb,
 * GF-ENV-SPACE's Jump for flyers). The swap is for any unit whose upgrades let it fly, airborne
 * or not, so it is asked with the upgrades' answer rather than the unit's current flying flag.
 */
export function upgradesInPlay(s: BattleState, u: BattleUnit): readonly string[] {
  const env = s.mission.environment
  if (!env) return u.profile.upgrades
  return effectiveUpgrades(env, { upgrades: u.profile.upgrades, flying: canFly(u.profile) })
}

/** How the unit may fly here and now (none inside a space structure where flight was ruled out). */
export const flightIn = (s: BattleState, u: BattleUnit): Flight =>
  flightOf({ upgrades: upgradesInPlay(s, u) })
