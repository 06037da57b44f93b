/**
 * A unit's profile changes by replacement, never in place: the engine keeps each unit's profile
 * from one state to the next instead of copying it (`shared` in ruleset.ts, engine draft.ts), so
 * an edit in place would also change every earlier state holding that profile.
 */
import type { BattleUnit, UnitProfile } from './types.ts'

/** Gives the unit a new profile: the old one with `patch` written over it. */
export function reprofile(u: BattleUnit, patch: Partial<UnitProfile>): void {
  u.profile = { ...u.profile, ...patch }
}

/** Gives the unit a new profile without the named optional fields. */
export function unprofile(u: BattleUnit, ...keys: (keyof UnitProfile)[]): void {
  const p: Partial<UnitProfile> = { ...u.profile }
  for (const k of keys) delete p[k]
  u.profile = p as UnitProfile
}
