/**
 * The reducer's draft, and the rounding after it. By default the draft is a deep copy of the
 * state (clone.ts) and rounding walks all of it. A ruleset may name top-level parts of its state
 * that its reducer only ever replaces with a new object, never edits in place (GUNFRAME's
 * battlefield): the draft then keeps the caller's object as it is — no copy, and no rounding
 * while it is still the same object — once the engine has rounded that object itself after a
 * decision (start()'s state is rounded but not kept: see define.ts). A part it has not rounded
 * (a state read back from JSON, built by hand) is copied and rounded as before, so the answer is
 * the same either way; only the work is saved.
 */
import { cloneState } from './clone.ts'
import { roundFloatsInPlace } from './quantize.ts'

/** Shared parts the engine rounded itself: every number under them is already rounded. */
const settled = new WeakSet<object>()

const isObject = (v: unknown): v is object => v !== null && typeof v === 'object'

/** The draft for `reduce`: a deep copy, but for the settled shared parts, which are kept. */
export function draftOf<T>(state: T, shared: readonly string[] | undefined): T {
  if (
    !shared?.length ||
    !isObject(state) ||
    Array.isArray(state) ||
    Object.getPrototypeOf(state) !== Object.prototype
  )
    return cloneState(state)
  const from = state as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const k in from) {
    const v = from[k]
    const y = isObject(v) && settled.has(v) && shared.includes(k) ? v : cloneState(v)
    // A JSON key "__proto__" is an own field, not the prototype (as in clone.ts).
    if (k === '__proto__')
      Object.defineProperty(out, k, { value: y, enumerable: true, writable: true, configurable: true })
    else out[k] = y
  }
  return out as T
}

/** Rounds the state's numbers (quantize.ts), skipping settled parts, then settles the shared ones. */
export function roundState(state: unknown, decimals: number, shared: readonly string[] | undefined): void {
  if (!shared?.length || !isObject(state)) {
    roundFloatsInPlace(state, decimals)
    return
  }
  roundFloatsInPlace(state, decimals, settled)
  const s = state as Record<string, unknown>
  for (const k of shared) {
    const v = s[k]
    if (isObject(v)) settled.add(v)
  }
}
