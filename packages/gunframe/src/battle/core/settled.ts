/**
 * States apply() returned. Such a state is a value nobody edits (DESIGN §2), so what is worked out
 * from it alone — its prompt, its figures, its attack plans — may be kept with it and handed to
 * every later question about it. Any other state (a draft being reduced, a test's hand-built
 * state, a bot's what-if copy) may still change, so its answers are worked out afresh each time.
 */
import { frozenUnderTest } from '@sortie/engine'
import type { BattleState } from './types.ts'

const settled = new WeakSet<BattleState>()

/** Marks a state apply() returned (the ruleset's apply, once the decision is settled). */
export function markSettled(s: BattleState): void {
  settled.add(s)
}

export const isSettled = (s: BattleState): boolean => settled.has(s)

/**
 * Where one kind of answer is kept: for the last settled state asked about only. The questions
 * about a state come together (the listing, then the bot scoring what it listed), and one entry
 * costs the garbage collector nothing, where a weak map per kind over every state of a game did.
 */
export interface Slot<T> {
  state: BattleState | undefined
  value: T | undefined
}

export const slot = <T>(): Slot<T> => ({ state: undefined, value: undefined })

/**
 * `make()` for `s`, kept in `slot` when `s` is settled and made afresh for any other state. A kept
 * answer is shared: callers only read it, and with `frozen` that is checked under test (engine
 * `frozenUnderTest`; parts of the settled state the answer holds are frozen with it, as nobody
 * edits those either). Without it, for an answer its keeper adds to (a map of plans).
 */
export function keptWith<T>(slot: Slot<T>, s: BattleState, make: () => T, frozen = false): T {
  if (slot.state === s) return slot.value as T
  const v = make()
  if (!settled.has(s)) return v
  slot.state = s
  slot.value = frozen ? frozenUnderTest(v) : v
  return v
}
