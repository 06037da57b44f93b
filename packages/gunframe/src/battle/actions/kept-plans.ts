/**
 * Attack plans kept with a settled state (core/settled.ts). A bot's turn plans the same attack
 * several times over — the listing of legal decisions plans each target (and both facings of a
 * close one), then the bot plans it again to score it — and a plan depends only on the state, the
 * battle's look and the attack's options. Only the plans of the state's own units, within the
 * activation on top of its stack (or as a reaction), are kept: a what-if unit or frame is planned
 * afresh.
 */
import { frozenUnderTest } from '@sortie/engine'
import type { BattleLook } from '../core/context.ts'
import { findUnit } from '../core/geo.ts'
import { isSettled, keptWith, slot } from '../core/settled.ts'
import type { ActivationFrame, BattleState, BattleUnit } from '../core/types.ts'

/** What a plan is asked with (attack-plan.ts AttackOpts). */
interface PlanAsk {
  reaction: boolean
  frame?: ActivationFrame
  face?: boolean
}

const kept = slot<Map<string, unknown>>()

/** A number per table or module list met, so a look can be part of a key without holding it. */
const tokens = new WeakMap<object, number>()
let nextToken = 1
function tokenOf(o: object): number {
  let t = tokens.get(o)
  if (t === undefined) {
    t = nextToken++
    tokens.set(o, t)
  }
  return t
}

/** `fresh()`'s plan, kept for the next ask of the same attack in the same settled state. */
export function keptPlan<P>(
  s: BattleState,
  look: BattleLook,
  a: BattleUnit,
  targetId: unknown,
  opts: PlanAsk,
  fresh: () => P,
): P {
  if (typeof targetId !== 'string' || !isSettled(s) || findUnit(s, a.id) !== a) return fresh()
  if (opts.frame !== undefined && opts.frame !== s.stack[s.stack.length - 1]) return fresh()
  const key = `${tokenOf(look.modules)}:${tokenOf(look.table)}|${a.id}>${targetId}|${opts.reaction ? 'r' : ''}${opts.frame ? 'f' : ''}|${opts.face ?? ''}`
  const plans = keptWith(kept, s, () => new Map<string, unknown>())
  let p = plans.get(key) as P | undefined
  if (p === undefined) {
    p = frozenUnderTest(fresh())
    plans.set(key, p)
  }
  return p
}
