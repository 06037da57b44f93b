/**
 * How a unit — or one of its forms, whose upgrades differ — can fly (GF-UPG-FLY,
 * GF-UPG-FAST-FLYER): the one place that reads the flight upgrades. It is asked of the unit as it
 * is now, because a transformation or the environment can change its upgrades mid-battle.
 */
export type Flight = 'none' | 'fly' | 'fast'

export const flightOf = (u: { readonly upgrades: readonly string[] }): Flight =>
  u.upgrades.includes('fast-flyer') ? 'fast' : u.upgrades.includes('fly') ? 'fly' : 'none'

export const canFly = (u: { readonly upgrades: readonly string[] }): boolean => flightOf(u) !== 'none'

/** A fast flyer: it must move in straight lines while in the air, and lands or takes off freely. */
export const fastFlyer = (u: { readonly upgrades: readonly string[] }): boolean => flightOf(u) === 'fast'
