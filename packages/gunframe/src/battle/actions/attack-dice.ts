/**
 * One source for an attack's dice (GF-ODDS-SAME-DICE): the modules describe the attack in the
 * odds module's terms (the upgrades answer `attackSituation`, every upgrade and the environment
 * applied) and the odds module resolves the pools and re-rolls, so what the odds show for a
 * situation is exactly what the battle rolls.
 */
import {
  type AttackSituation,
  attackInputFromSituation,
  type ResolvedAttack,
  resolveAttack,
} from '@sortie/gunframe/odds'
import type { AttackDiceFrame, BattleLook, DiceChoice } from '../core/context.ts'
import type { BattleState, BattleUnit } from '../core/types.ts'

/** The attack as the odds module sees it (the first module that describes it). */
export function attackSituation(
  s: BattleState,
  look: BattleLook,
  a: BattleUnit,
  t: BattleUnit,
  f: AttackDiceFrame,
  choice: DiceChoice = {},
): AttackSituation | undefined {
  for (const m of look.modules) {
    const sit = m.attackSituation?.(s, look.table, a, t, f, choice)
    if (sit !== undefined) return sit
  }
  return undefined
}

const EMPTY: ResolvedAttack = {
  attackPool: 0,
  defensePool: 0,
  attackReroll: 'none',
  defenseReroll: 'none',
  powerful: false,
  parry: false,
  inchesPerSix: 1,
  canDodge: false,
  armour: undefined,
  startingArmour: undefined,
}

/** The dice both sides roll and their re-rolls, as the odds module resolves them. */
export function attackDice(
  s: BattleState,
  look: BattleLook,
  a: BattleUnit,
  t: BattleUnit,
  f: AttackDiceFrame,
  choice: DiceChoice = {},
): ResolvedAttack {
  const sit = attackSituation(s, look, a, t, f, choice)
  if (!sit) return EMPTY
  const built = attackInputFromSituation(sit)
  if (!built.ok) return EMPTY
  const r = resolveAttack(built.value.input)
  return r.ok ? r.value : EMPTY
}
