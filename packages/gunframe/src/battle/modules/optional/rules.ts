/**
 * The optional rules of issue 7 beyond conventional groups, each switched on by its id in the
 * game's `optional` list: combiners (and the transformation sequences, Uncoordinated and
 * Unkillable, which bring combiners in with them), structures, throwing objects and space battles.
 */

import type { BattleState, BattleUnit } from '../../core/types.ts'
import type { OptionalState } from './types.ts'

export const COMBINER_RULES = [
  'combiners',
  'combiner-head',
  'combiner-ropes',
  'combiner-gestalt',
  'combiner-uncoordinated',
  'combiner-unkillable',
] as const

export const TABLE_RULES = ['structures', 'throwing', 'space'] as const

export const MORE_OPTIONAL_RULES = [...COMBINER_RULES, ...TABLE_RULES] as const
export type MoreOptionalRule = (typeof MORE_OPTIONAL_RULES)[number]

export const optionOn = (s: BattleState, id: MoreOptionalRule): boolean =>
  s.mission.optional?.includes(id) ?? false

/** Any combiner rule brings combiners into play. */
export const combinersOn = (s: BattleState): boolean =>
  COMBINER_RULES.some((id) => s.mission.optional?.includes(id))

/** The transformation criteria: one at most (Unkillable can't mix with the others either). */
const EXCLUSIVE = ['combiner-head', 'combiner-ropes', 'combiner-gestalt', 'combiner-unkillable']

export function optionalConflict(list: readonly string[]): string | null {
  const picked = EXCLUSIVE.filter((id) => list.includes(id))
  return picked.length > 1 ? picked.join(' + ') : null
}

export function emptyOptional(): OptionalState<BattleUnit> {
  return {
    stash: [],
    combiners: [],
    structures: [],
    objects: [],
    space: null,
    buildingTurn: {},
  }
}

/** The optional state, created on first use (hand-built test states start without it). */
export function optState(s: BattleState): OptionalState<BattleUnit> {
  s.opt ??= emptyOptional()
  return s.opt
}
