/**
 * How a unit — or one of its forms, whose upgrades differ — can fly (GF-UPG-FLY,
 * GF-UPG-FAST-FLYER): the battle's one question about flight, read from the capabilities its
 * upgrades give (units/capabilities.ts, which the environment's rules read too). It is asked of
 * the unit as it is now, because a transformation or the environment can change its upgrades
 * mid-battle.
 */
import { hasCapability } from '../../../units/capabilities.ts'

export type Flight = 'none' | 'fly' | 'fast'

export const flightOf = (u: { readonly upgrades: readonly string[] }): Flight =>
  hasCapability(u.upgrades, 'flies-fast') ? 'fast' : hasCapability(u.upgrades, 'flies') ? 'fly' : 'none'

export const canFly = (u: { readonly upgrades: readonly string[] }): boolean => flightOf(u) !== 'none'

/** A fast flyer: it must move in straight lines while in the air, and lands or takes off freely. */
export const fastFlyer = (u: { readonly upgrades: readonly string[] }): boolean => flightOf(u) === 'fast'
