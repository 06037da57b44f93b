/**
 * GF-UPG-SPLIT-FIRE's odds before the attack is declared: each share is planned and its dice
 * described the way the battle rolls them (the share's own dice, its own modifiers, sight and
 * cover, its own target's defense), then the odds module's splitFireOdds combines the shares as
 * the independent attacks they are. The table, the bots and the command line read one answer.
 *
 * @example
 * const r = splitAttackOdds(state, 'unit:p1:0', [{ target: 'unit:p2:0', dice: 2 }, { target: 'unit:p2:1', dice: 1 }], { modules })
 * if (r.ok) r.value.odds.expectedTotalDamage
 */
import { err, ok, type Result, type RuleError } from '@sortie/engine'
import {
  type AttackOddsInput,
  previewResolved,
  type SplitFireOdds,
  splitFireOdds,
} from '@sortie/gunframe/odds'
import { findUnit } from '../core/geo.ts'
import type { BattleState } from '../core/types.ts'
import type { AttackPlan } from './attack.ts'
import {
  type AttackOddsOptions,
  battleTable,
  defenderChoices,
  type Framed,
  planForOdds,
  poolDice,
} from './attack-odds.ts'

export interface SplitShareOdds {
  target: string
  dice: number
  plan: AttackPlan
  /** The dice-level input this share's odds come from (the defender's better pool). */
  input: AttackOddsInput
}

export interface SplitAttackOdds {
  shares: SplitShareOdds[]
  /** `targets[i]` is share i's odds; the totals are over every share. */
  odds: SplitFireOdds
}

/**
 * Odds of a Split Fire attack not yet declared: `split` as the attack decision carries it. Each
 * share's defender is assumed to pick the pool that does it better, as attackOddsFor does; a
 * share the battle would refuse (no sight, out of range) is refused here with the same error.
 */
export function splitAttackOdds(
  state: BattleState,
  attacker: string,
  split: readonly { target: string; dice: number }[],
  options: Omit<AttackOddsOptions, 'lock'>,
): Result<SplitAttackOdds, RuleError> {
  const a = findUnit(state, attacker)
  if (!a) return err('gunframe/odds_unknown_unit', 'No such unit.', { attacker })
  const look = { table: battleTable(state, options.modules, options.table), modules: options.modules }
  const shares: SplitShareOdds[] = []
  for (const sh of split) {
    const t = findUnit(state, sh.target)
    if (!t) return err('gunframe/odds_unknown_unit', 'No such unit.', { target: sh.target })
    const plan = planForOdds(state, look, a, t, options)
    if (!plan.ok) return plan
    const f: Framed = { ...plan.value, dice: sh.dice }
    const { pools, evade } = defenderChoices(t, f, options)
    let best: AttackOddsInput | undefined
    let bestDamage = Number.POSITIVE_INFINITY
    for (const pool of pools) {
      // A share keeps any lock on its target: spending it is a step of the share's own attack.
      const r = poolDice(state, look, a, t, f, { lock: 'keep', pool, evade })
      if (!r.ok) return r
      const { built, dice } = r.value
      const damage = previewResolved(built.input, built.defendWith, dice).expectedDamage
      if (damage < bestDamage) {
        best = built.input
        bestDamage = damage
      }
    }
    if (!best) return err('gunframe/odds_no_dice', 'No module describes the attack’s dice.')
    shares.push({ target: sh.target, dice: sh.dice, plan: plan.value, input: best })
  }
  const odds = splitFireOdds(shares.map((s) => s.input))
  if (!odds.ok) return odds
  return ok({ shares, odds: odds.value })
}
