/**
 * The reducer's draft, and the rounding after it. By default the draft is a deep copy of the
 * state (clone.ts) and rounding walks all of it. A ruleset may name parts of its state that its
 * reducer only ever replaces with a new object, never edits in place (GUNFRAME's battlefield, a
 * unit's profile): the draft then keeps the caller's object as it is — no copy, and no rounding
 * while it is still the same object — once the engine has rounded that object itself after a
 * decision (start()'s state is rounded but not kept: see define.ts). A part it has not rounded
 * (a state read back from JSON, built by hand) is copied and rounded as before, so the answer is
 * the same either way; only the work is saved.
 *
 * A shared part is a top-level key (`field`) or a dotted path into the state where `*` stands
 * for every element of an array (`units.*.profile`): what lies on the way to it is copied as
 * usual, so the reducer may still edit those objects in place.
 *
 * A path may also name an object whose own parts are named too (`units.*` with `units.*.pos`):
 * copy-on-write. The draft keeps each settled element as it is; the reducer takes its own copy
 * (ownElement) before writing to one, and only such copies are rounded and settled after the
 * decision — their named parts still kept while unchanged. The reducer must then never write to
 * an element it has not owned, nor read one through a reference taken before it was owned.
 */
import { cloneState, setOwn } from './clone.ts'
import { frozenUnderTest } from './frozen.ts'
import { roundFloatsInPlace, roundNumber, roundWalk } from './quantize.ts'

/** Shared parts the engine rounded itself: every number under them is already rounded. */
const settled = new WeakSet<object>()

const isObject = (v: unknown): v is object => v !== null && typeof v === 'object'

const isPlain = (v: unknown): v is Record<string, unknown> =>
  isObject(v) && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype

/** The shared paths as a tree: `true` marks a kept part, `*` an array's every element. */
type Plan = { [key: string]: Plan | true }

const plans = new WeakMap<readonly string[], Plan>()

/** Plans of objects kept themselves while settled (copy-on-write), their parts planned below. */
const keptPlans = new WeakSet<Plan>()

const keeps = (plan: Plan | true | undefined): plan is Plan =>
  plan !== undefined && plan !== true && keptPlans.has(plan)

/** Whether the paths keep some object whose parts are planned too (see ownElement). */
export function copiesOnWrite(shared: readonly string[] | undefined): boolean {
  return shared !== undefined && shared.length > 0 && hasKept(planOf(shared))
}

function hasKept(plan: Plan): boolean {
  for (const k in plan) {
    const sub = plan[k] as Plan | true
    if (sub !== true && (keptPlans.has(sub) || hasKept(sub))) return true
  }
  return false
}

/**
 * The reducer's own copy of `arr[i]` to write to, when the draft still holds the element kept from
 * the state before (a path such as `units.*` with parts of its own named): a shallow copy put in
 * its place, whose parts stay shared until replaced. An element already the draft's is returned as
 * it is. `arr` must be the draft's own array (the draft copies the arrays on the way to a kept part).
 */
export function ownElement<T>(arr: T[], i: number): T {
  const v = arr[i] as T
  if (!isPlain(v) || !settled.has(v)) return v
  const out = { ...v } as T
  arr[i] = out
  return out
}

function planOf(shared: readonly string[]): Plan {
  let plan = plans.get(shared)
  if (plan) return plan
  // Plans have no prototype: a state key such as "constructor" must not read as a sub-plan.
  plan = Object.create(null) as Plan
  for (const path of shared) {
    const keys = path.split('.')
    let at: Plan = plan
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i] as string
      const here = at[k]
      if (i === keys.length - 1) {
        // A part named whole whose own parts are named too: kept whole, planned below when copied.
        if (here === undefined || here === true) at[k] = true
        else keptPlans.add(here)
      } else {
        let next: Plan
        if (here === undefined || here === true) {
          next = Object.create(null) as Plan
          if (here === true) keptPlans.add(next)
          at[k] = next
        } else next = here
        at = next
      }
    }
  }
  plans.set(shared, plan)
  return plan
}

/** The draft for `reduce`: a deep copy, but for the settled shared parts, which are kept. */
export function draftOf<T>(state: T, shared: readonly string[] | undefined): T {
  if (!shared?.length || !isPlain(state)) return cloneState(state)
  return copyPlanned(state, planOf(shared)) as T
}

function copyPlanned(v: unknown, plan: Plan | true): unknown {
  if (plan === true) return isObject(v) && settled.has(v) ? v : cloneState(v)
  if (Array.isArray(v)) {
    const each = plan['*']
    if (!each) return cloneState(v)
    const n = v.length
    const out = new Array(n)
    if (keeps(each))
      for (let i = 0; i < n; i++) {
        const x = v[i]
        out[i] = isObject(x) && settled.has(x) ? x : copyElement(x, each)
      }
    else for (let i = 0; i < n; i++) out[i] = copyElement(v[i], each)
    return out
  }
  if (!isPlain(v)) return cloneState(v)
  if (keeps(plan) && settled.has(v)) return v
  // As in clone.ts: spread, then write again only the fields that hold objects.
  const out: Record<string, unknown> = { ...v }
  for (const k in out) {
    const x = out[k]
    if (x === null || typeof x !== 'object') continue
    const sub = plan[k]
    if (sub === undefined) setOwn(out, k, cloneState(x))
    // A settled shared part is already in place (the spread put it there): nothing to write.
    else if (sub !== true || !settled.has(x)) setOwn(out, k, copyPlanned(x, sub))
  }
  return out
}

/**
 * copyPlanned for one element of an array under `*` (a unit): the same walk, written out again
 * so that its spread and field reads see only the elements' few shapes. In copyPlanned they see
 * every level's (the state, the units, the mission) and fall back to their slow generic forms,
 * which made a state's copy several times dearer.
 */
function copyElement(v: unknown, plan: Plan | true): unknown {
  if (plan === true || !isPlain(v)) return copyPlanned(v, plan)
  const out: Record<string, unknown> = { ...v }
  for (const k in out) {
    const x = out[k]
    if (x === null || typeof x !== 'object') continue
    const sub = plan[k]
    if (sub === undefined) setOwn(out, k, cloneState(x))
    else if (sub !== true || !settled.has(x)) setOwn(out, k, copyPlanned(x, sub))
  }
  return out
}

/**
 * Rounds the state's numbers (quantize.ts), skipping settled parts, then settles the shared ones.
 * The walk follows the plan, so only objects where a shared part may sit are looked up.
 */
export function roundState(state: unknown, decimals: number, shared: readonly string[] | undefined): void {
  if (!shared?.length || !isObject(state)) {
    roundFloatsInPlace(state, decimals)
    return
  }
  roundPlanned(state, planOf(shared), 10 ** decimals)
}

function roundPlanned(v: unknown, plan: Plan | true, k: number): void {
  if (!isObject(v)) return
  if (plan === true) {
    roundShared(v, k)
    return
  }
  if (Array.isArray(v)) {
    const each = plan['*']
    if (!each) {
      roundWalk(v, k)
      return
    }
    if (keeps(each)) {
      for (let i = 0; i < v.length; i++) {
        const x = v[i]
        if (typeof x !== 'number') roundKept(x, each, k)
        else if (roundNumber(x, k) !== x && !Number.isNaN(roundNumber(x, k))) v[i] = roundNumber(x, k)
      }
      return
    }
    for (let i = 0; i < v.length; i++) {
      const x = v[i]
      if (typeof x === 'number') {
        const r = roundNumber(x, k)
        if (r !== x && !Number.isNaN(r)) v[i] = r
      } else if (each === true || !isPlain(x)) roundPlanned(x, each, k)
      else roundElement(x, each, k)
    }
    return
  }
  if (keeps(plan)) {
    roundKept(v, plan, k)
    return
  }
  const o = v as Record<string, unknown>
  for (const key in o) {
    const x = o[key]
    if (typeof x === 'number') {
      const r = roundNumber(x, k)
      if (r !== x && !Number.isNaN(r)) o[key] = r
    } else if (x !== null && typeof x === 'object') {
      // Only objects are walked: strings and flags hold nothing to round, and the plan is a dictionary.
      const sub = plan[key]
      if (sub === undefined) roundWalk(x, k)
      else if (sub === true) roundShared(x, k)
      else roundPlanned(x, sub, k)
    }
  }
}

/** roundPlanned's walk for one plain element under `*`, written out again for copyElement's reason. */
function roundElement(o: Record<string, unknown>, plan: Plan, k: number): void {
  for (const key in o) {
    const x = o[key]
    if (typeof x === 'number') {
      const r = roundNumber(x, k)
      if (r !== x && !Number.isNaN(r)) o[key] = r
    } else if (x !== null && typeof x === 'object') {
      const sub = plan[key]
      if (sub === undefined) roundWalk(x, k)
      else if (sub === true) roundShared(x, k)
      else roundPlanned(x, sub, k)
    }
  }
}

/**
 * A copy-on-write object: skipped while it is the settled one kept from before; the reducer's own
 * copy (or one it made) is rounded by its plan, then settled. It is not frozen under test, as its
 * parts are: tests edit the units of states they build by playing (define.ts checks, under test,
 * that apply left its input as it was and answered as a full copy would).
 */
function roundKept(v: unknown, plan: Plan, k: number): void {
  if (!isObject(v) || settled.has(v)) return
  if (isPlain(v)) roundElement(v, plan, k)
  else roundWalk(v, k)
  settled.add(v)
}

/** A shared part: rounded once, then settled (kept by every later draft while it is the same object). */
function roundShared(v: object, k: number): void {
  if (settled.has(v)) return
  roundWalk(v, k)
  settled.add(v)
  frozenUnderTest(v)
}
