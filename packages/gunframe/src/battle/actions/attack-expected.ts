/**
 * The expected damage of an attack, for a bot weighing many of them: the same planning and the
 * same dice as attack-odds.ts (GF-ODDS-SAME-DICE), with only the expected damage worked out
 * (remembered by pool numbers, GF-ODDS-MEMO) instead of every distribution a preview shows.
 * Each answer is the `preview.expectedDamage` the matching attack-odds.ts function gives.
 */
import { err, ok, type Result, type RuleError } from '@sortie/engine'
import { expectedDamageOf } from '@sortie/gunframe/odds'
import type { BattleLook } from '../core/context.ts'
import { findUnit } from '../core/geo.ts'
import type { AttackFrame, BattleState, BattleUnit } from '../core/types.ts'
import {
  type AttackOddsFor,
  type AttackOddsOptions,
  defenderChoices,
  type Framed,
  framedPlan,
  planForOdds,
  poolDice,
} from './attack-odds.ts'

/** What a bot weighing many attacks needs of attackOddsFor: its plan and the expected damage. */
export interface ExpectedAttack {
  plan: AttackOddsFor['plan']
  expectedDamage: number
}

type Lock = 'keep' | 'focus-fire' | 'precise-strike'

/** framedOdds' choice of the defender's pool (the one the attacker does worst against), as a number. */
function leastExpected(
  s: BattleState,
  look: BattleLook,
  a: BattleUnit,
  t: BattleUnit,
  f: Framed,
  lock: Lock,
  o: Pick<AttackOddsOptions, 'defendWith' | 'evade'>,
): Result<number, RuleError> {
  const { pools, evade } = defenderChoices(t, f, o)
  let best: number | undefined
  for (const pool of pools) {
    const r = poolDice(s, look, a, t, f, { lock, pool, evade })
    if (!r.ok) return r
    const e = expectedDamageOf(r.value.dice)
    if (best === undefined || e < best) best = e
  }
  return ok(best as number)
}

/**
 * attackOddsFor's plan and `preview.expectedDamage`, for a caller that has the units and the
 * battle's look already (a bot scoring every unit against every enemy).
 */
export function expectedAttack(
  state: BattleState,
  look: BattleLook,
  a: BattleUnit,
  t: BattleUnit,
  options: Omit<AttackOddsOptions, 'modules' | 'table'>,
): Result<ExpectedAttack, RuleError> {
  const plan = planForOdds(state, look, a, t, options)
  if (!plan.ok) return plan
  const lock = t.counters.lock ? (options.lock ?? 'keep') : 'keep'
  const e = leastExpected(state, look, a, t, plan.value, lock, options)
  if (!e.ok) return e
  return ok({ plan: framedPlan(plan.value), expectedDamage: e.value })
}

/** declaredAttackOdds' `preview.expectedDamage`: an attack already declared, its frame on the stack. */
export function declaredExpectedDamage(
  state: BattleState,
  look: BattleLook,
  frame: AttackFrame,
  options: Pick<AttackOddsOptions, 'lock' | 'defendWith' | 'evade'>,
): Result<number, RuleError> {
  const a = findUnit(state, frame.attacker)
  const t = findUnit(state, frame.target)
  if (!a || !t) return err('gunframe/odds_unknown_unit', 'No such unit.', { frame: frame.attacker })
  // Once the firepower is rolled the lock's use is part of the frame.
  const lock = frame.lockUse ?? (t.counters.lock ? (options.lock ?? 'keep') : 'keep')
  return leastExpected(state, look, a, t, frame, lock, options)
}
