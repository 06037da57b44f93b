/**
 * The 'power' step of the attack, through the power module: legal purchases (anyPowerAvailable,
 * powerCombos), the declared order checked (checkPowerSpends) and turned into effects
 * (resolvePowerSpends) that power-effects.ts applies one by one. Target painting's lock and
 * Run and Gun's move come once the attack is over.
 */
import type { RuleError } from '@sortie/engine'
import {
  anyPowerAvailable,
  powerCombos as moduleCombos,
  POWER_ATTACKS as POWER_DEFS,
  resolvePowerSpends,
} from '@sortie/gunframe/power'
import type { TableRules } from '../../../table/contract.ts'
import type { BattleCtx } from '../../core/context.ts'
import type { AttackFrame, BattleState, BattleUnit, PowerSpend } from '../../core/types.ts'
import { applyPowerEffects } from './effects.ts'
import { powerInput } from './input.ts'

/** The 13 power attacks (8 basic, 5 special) as the power module defines them. */
export const POWER_ATTACKS = POWER_DEFS

/** Whether any power attack can be bought with the attack's points. */
export function powerChoicesExist(s: BattleState, c: Pick<BattleCtx, 'table'>, f: AttackFrame): boolean {
  if ((f.points ?? 0) <= 0) return false
  return anyPowerAvailable(powerInput(s, c.table, f))
}

/**
 * A finite list of declarations for bots and fuzzers (the empty one first). The cap leaves room
 * for a swing's three facings in every combination up to four points.
 */
export function powerCombos(s: BattleState, table: TableRules, f: AttackFrame, limit = 128): PowerSpend[][] {
  return moduleCombos(powerInput(s, table, f), limit) as PowerSpend[][]
}

export function resolvePower(
  s: BattleState,
  c: BattleCtx,
  f: AttackFrame,
  _t: BattleUnit,
  spend: unknown,
): RuleError | undefined {
  const input = powerInput(s, c.table, f)
  const r = resolvePowerSpends(input, spend)
  if (!r.ok) return r.error
  for (const p of spend as PowerSpend[])
    c.emit({
      type: 'PowerAttack',
      attacker: f.attacker,
      target: input.target.id,
      id: p.id,
      points: p.x ?? null,
    })
  applyPowerEffects(s, c, f, r.value)
  return undefined
}
