/**
 * Exact odds for GUNFRAME's rolls (DESIGN §4): attacks (damage, usable power, dodges, Parry,
 * destruction, crippling), split fire, Pilot Skill rolls and jump charges. Computed, never sampled.
 *
 * @example
 * import { attackOdds } from '@sortie/gunframe/odds'
 * const r = attackOdds({ attackDice: 6, defenseDice: 4, rerollDefense: true, armour: 8 })
 * if (r.ok) console.log(r.value.expectedDamage, r.value.destroyed)
 */
export { crippledAt, pCrippled, pDestroyed } from './armour.ts'
export { type AttackOdds, type AttackOutcome, attackOdds, jointOutcomes, oddsFromResolved } from './attack.ts'
export { clearPoolTableCache, gunframeDie, type PoolTable, poolTable, type Reroll } from './dice.ts'
export { clearExpectedDamageMemo, computeExpectedDamage, expectedDamageOf } from './expected.ts'
export {
  type AttackOddsInput,
  type CoverLevel,
  MAX_POOL,
  type ResolvedAttack,
  resolveAttack,
} from './input.ts'
export {
  type JumpChargeOdds,
  jumpChargeOdds,
  type PilotSkillOdds,
  type PilotSkillOptions,
  pilotSkillOdds,
} from './pilot.ts'
export { type AttackPreview, previewAttack, previewResolved } from './preview.ts'
export { type AttackSituation, attackInputFromSituation, type BuiltAttack, type Range } from './situation.ts'
export { type SplitFireOdds, splitFireOdds } from './split.ts'
