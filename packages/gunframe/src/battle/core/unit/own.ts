/**
 * Units are copied on write (the ruleset's `shared` names `units.*`): a decision's draft keeps
 * every unit of the state before, and a rule takes the draft's own copy of a unit before changing
 * it, so apply copies the few units a decision touches instead of all of them.
 *
 * The draft's own copy is taken when a rule looks a unit up by id while the reducer works on that
 * draft (findUnit, geo.ts): a rule that writes to a unit has nearly always just looked it up, and
 * from then on every lookup and every walk over `s.units` meets the same copy. A rule that writes
 * to units it meets walking the list takes them with ownedUnits first. Under test the engine
 * checks each decision against a full copy (engine define.ts), which catches a missed one.
 */
import { ownElement } from '@sortie/engine'
import type { BattleState, BattleUnit } from '../types.ts'

/** The draft the reducer is working on now, if any (set around one reduce, see ruleset.ts). */
let writing: BattleState | undefined

/** Runs the reducer's work on `draft`: lookups in it hand out the draft's own units. */
export function writingTo<T>(draft: BattleState, work: () => T): T {
  const before = writing
  writing = draft
  try {
    return work()
  } finally {
    writing = before
  }
}

/** The unit at `i`, the draft's own copy when `s` is the draft being reduced. */
export function unitAt(s: BattleState, i: number): BattleUnit {
  return s === writing ? ownElement(s.units, i) : (s.units[i] as BattleUnit)
}

/** Every unit, each the draft's own (for rules that change units they meet walking the list). */
export function ownedUnits(s: BattleState): readonly BattleUnit[] {
  if (s === writing) for (let i = 0; i < s.units.length; i++) ownElement(s.units, i)
  return s.units
}

/** `u` as the draft's own copy (u as it is outside a reduce, or when it is already the draft's). */
export function owned(s: BattleState, u: BattleUnit): BattleUnit {
  if (s !== writing) return u
  const i = s.units.indexOf(u)
  return i < 0 ? u : ownElement(s.units, i)
}
