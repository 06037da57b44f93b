/**
 * GUNFRAME battle: the turn, actions, the attack sequence, reactions and focus points as an
 * engine Ruleset. See ruleset.ts for an example.
 */
export * from './attack.ts'
export {
  type AttackOddsFor,
  type AttackOddsOptions,
  attackOddsFor,
  battleTable,
  declaredAttackOdds,
  plannedAttackOdds,
} from './attack-odds.ts'
export type { BattleCtx } from './context.ts'
export {
  BATTLE_EVENT_TYPES,
  type BattleEvent,
  type BattleEventFields,
  type BattleEventOf,
  type BattleEventType,
  eventUnit,
  isBattleEventType,
  isEvent,
} from './events.ts'
export type { DeclaredAction, StopCause } from './events-core.ts'
export { focusFor } from './focus.ts'
export { bandFor } from './geo.ts'
export { moveOptions } from './legal.ts'
export { missionActionOptions } from './mission-actions.ts'
export { FFA_MISSIONS, hasOptional, OPTIONAL_RULES, type OptionalRule } from './mission-setup.ts'
export type { MissionExtras, MissionName, ReserveMode, ReservesFrame } from './mission-types.ts'
export { CONTACT, openGround } from './open-ground.ts'
export {
  COMBINER_RULES,
  MORE_OPTIONAL_RULES,
  type MoreOptionalRule,
  TABLE_RULES,
} from './optional-rules.ts'
export type * from './optional-types.ts'
export { POWER_ATTACKS, powerCombos } from './power.ts'
export { effectiveSpeed } from './power-crippled.ts'
export { battlePrompt } from './prompt.ts'
export {
  BATTLE_PROMPT_KINDS,
  type BattlePrompt,
  type BattlePromptFields,
  type BattlePromptKind,
  type BattlePromptOf,
} from './prompt-types.ts'
export { createGunframeRuleset, type GunframeRuleset, type GunframeRulesetOptions } from './ruleset.ts'
export * from './setup.ts'
export { SQUADRON_A, SQUADRON_B } from './squadrons.ts'
export * from './types.ts'
