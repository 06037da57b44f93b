/**
 * The optional rules (GF-OPT-*) beyond conventional groups, each switched on by its id in the
 * game's `optional` list: combiners (and the transformation sequences, Uncoordinated and
 * Unkillable, which bring combiners in with them), structures, throwing objects and space battles.
 */

import type { OptionalState } from '../../core/optional-state.ts'
import { type MoreOptionalRule, rulesOn } from '../../core/rules-on.ts'
import type { BattleState, BattleUnit } from '../../core/types.ts'

export {
  COMBINER_RULES,
  combinersOn,
  MORE_OPTIONAL_RULES,
  type MoreOptionalRule,
  TABLE_RULES,
} from '../../core/rules-on.ts'

/** Is optional rule `id` on? (`rulesOn` answers for every rule.) */
export const optionOn = (s: BattleState, id: MoreOptionalRule): boolean => rulesOn(s).has(id)

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
