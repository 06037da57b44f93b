/**
 * GUNFRAME power attacks, conditions, crippled units and panic as pure rules over narrow ports.
 * The battle adapts its state to the input shapes, rolls the dice the effects ask for and
 * applies the effects in order.
 *
 * @example
 * import { resolvePowerSpends, spendablePower } from '@sortie/gunframe/power'
 * const points = spendablePower({ sixes: 3, damage: 2 })
 * resolvePowerSpends({ attacker, target, band: 'close', points, damage: 2 }, [{ id: 'recoil' }, { id: 'knock-down' }])
 */
export { POWER_ATTACKS, type PowerDef, powerDef, spendCost } from './catalogue.ts'
export { powerCombos, swingFacings } from './combos.ts'
export {
  type ActionKind,
  allowedActions,
  applyCondition,
  attackModifiersAgainst,
  CONDITION_ENDS,
  type Conditions,
  type ConditionUnit,
  canDefendWithClose,
  canDodge,
  canReact,
  canUseEvade,
  countsForFocusPool,
  defensePool,
  FLYER_DOWNED_FALL,
  isDowned,
  maxActions,
  NO_CONDITIONS,
  rebootActionsNeeded,
  rebootStep,
  standUp,
  startActivation,
} from './conditions.ts'
export {
  type CrippleProfile,
  type CrippleUnit,
  countsForFocus,
  crippledPenalty,
  crippledProfile,
  crippledThreshold,
  ignoresCrippling,
  isCrippled,
} from './crippled.ts'
export {
  type FallOpts,
  fallHits,
  type KnockBackKind,
  type KnockBackOpts,
  knockBackDistance,
} from './distance.ts'
export { damageFromHits, hullBreached, powerDefenseDice, resistPasses } from './hits.ts'
export { type FallEffect, type KnockBackStop, knockBackEnd, type MovedUnit } from './knockback.ts'
export {
  anyPowerAvailable,
  CHAIN_REACH,
  chainPaths,
  checkPowerSpends,
  checkSpend,
  legalPowerSpends,
  type PlannedSpend,
  type PowerOption,
} from './legal.ts'
export {
  INSPIRING_RANGE,
  PANIC_OUTCOMES,
  PANIC_RANGE,
  type PanicOutcome,
  type PanicOutcomeId,
  type PanicTest,
  type PanicVictim,
  type PanicWitness,
  panicChoices,
  panicPasses,
  panicTesters,
  type RunForCover,
  runForCover,
} from './panic.ts'
export { canUseAblative, powerPoints, type SpendableInput, spendablePower } from './points.ts'
export {
  BLAST_RADIUS,
  CHAIN_HITS,
  HULL_BREACH_ON,
  projectedConditions,
  resolvePowerAttack,
  resolvePowerSpends,
} from './resolve.ts'
export { type DefenderSixes, defenderSixOptions } from './sixes.ts'
export {
  inZone,
  type SuppressionZone,
  suppressionZone,
  zonesAfterEndPhase,
  zoneTerrain,
} from './suppression.ts'
export type * from './types.ts'
