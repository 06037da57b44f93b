/**
 * Which optional rules this game plays with — the one place that question is answered. A rule is
 * on when the game's `optional` list names it; Crippled and Panic can also be switched on by the
 * older `settings` flags, which saved games still carry.
 *
 * @example
 * if (rulesOn(s).has('panic')) rollPanic(s, u)
 */
import type { BattleState } from './types.ts'

/** The combiner rules; any of them brings combined forms into play. */
export const COMBINER_RULES = [
  'combiners',
  'combiner-head',
  'combiner-ropes',
  'combiner-gestalt',
  'combiner-uncoordinated',
  'combiner-unkillable',
] as const

/** Optional rules that change the table itself. */
export const TABLE_RULES = ['structures', 'throwing', 'space'] as const

export const MORE_OPTIONAL_RULES = [...COMBINER_RULES, ...TABLE_RULES] as const
export type MoreOptionalRule = (typeof MORE_OPTIONAL_RULES)[number]

/** Every optional rule a game may switch on (crippled and panic belong to the power-attack rules). */
export const OPTIONAL_RULES = ['groups', 'crippled', 'panic', ...MORE_OPTIONAL_RULES] as const
export type OptionalRule = (typeof OPTIONAL_RULES)[number]

/** The optional rules on in this game. */
export function rulesOn(s: BattleState): ReadonlySet<OptionalRule> {
  const on = new Set((s.mission.optional ?? []) as OptionalRule[])
  if (s.settings?.crippled === true) on.add('crippled')
  if (s.settings?.panic === true) on.add('panic')
  return on
}

/** Any combiner rule brings combiners into play. */
export const combinersOn = (s: BattleState): boolean => {
  const on = rulesOn(s)
  return COMBINER_RULES.some((id) => on.has(id))
}
