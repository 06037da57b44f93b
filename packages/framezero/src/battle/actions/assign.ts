/**
 * Assigning the rolled dice (seed): the defence die goes on the table for the round; a rocket is
 * spent the moment it is assigned to the attack (MF-RULING-SSR-SPENT). A frame that rolled because
 * it came under attack then lets that attack resolve, and finishes its own turn after its attacker
 * (combat order, F§9): its turn moves beneath the attacker's on the stack.
 */
import type { ReduceContext, RuleError } from '@sortie/engine'
import { ACTIONS, type FzDecision, type FzEvent, type FzState } from '../types.ts'
import { resolveAttack } from './attack.ts'
import { fail, frameById, isError, turnAt } from './context.ts'
import { actionValue, assignmentError } from './pool.ts'

type Assign = Extract<FzDecision, { kind: 'assign' }>

export function reduceAssign(s: FzState, d: Assign, ctx: ReduceContext<FzEvent>): RuleError | undefined {
  const t = turnAt(s, d.frame, 'assign')
  if (isError(t)) return t
  const me = frameById(s, d.frame)!
  const a = d.assignment
  if (!a || ACTIONS.some((x) => a[x] === undefined))
    return fail('bad_assignment', 'An assignment names a die (or null) for defence, move, attack and spot.')
  const why = assignmentError(a, t, me)
  if (why) return fail('bad_assignment', why)
  t.assignment = { ...a }
  t.step = 'act'
  me.defence = a.defence === null ? null : actionValue(t, 'defence')
  const ai = a.attack
  const rocket = ai !== null && t.pool?.[ai]?.source === 'ssr'
  if (rocket) me.ssr--
  ctx.emit({
    type: 'Assigned',
    frame: d.frame,
    values: Object.fromEntries(ACTIONS.map((x) => [x, actionValue(t, x)])) as Record<
      (typeof ACTIONS)[number],
      number
    >,
    rocketSpent: rocket,
  })
  if (t.cause === 'attacked') {
    s.turns.pop()
    const attacker = s.turns[s.turns.length - 1]
    s.turns.splice(s.turns.length - 1, 0, t)
    if (attacker?.pending) resolveAttack(s, attacker, attacker.pending.useSpot, ctx)
  }
  return undefined
}
