/**
 * GUNFRAME battle: the turn, actions, the attack sequence, reactions and focus points as an
 * engine Ruleset. See ruleset.ts for an example.
 */
export * from './actions/attack.ts'
export { declaredExpectedDamage, type ExpectedAttack, expectedAttack } from './actions/attack-expected.ts'
export {
  type AttackOddsFor,
  type AttackOddsOptions,
  attackOddsFor,
  battleTable,
  declaredAttackOdds,
  plannedAttackOdds,
} from './actions/attack-odds.ts'
export { bandReach, EXTREME_RANGE } from './actions/attack-plan.ts'
export { moveAllowance } from './actions/move-request.ts'
export { type SplitAttackOdds, type SplitShareOdds, splitAttackOdds } from './actions/split-odds.ts'
export type { BattleCtx, BattleLook, BattleModules } from './core/context.ts'
export type { DeclaredAction, StopCause } from './core/events/core.ts'
export {
  BATTLE_EVENT_TYPES,
  type BattleEvent,
  type BattleEventFields,
  type BattleEventOf,
  type BattleEventType,
  eventUnit,
  isBattleEventType,
  isEvent,
} from './core/events/index.ts'
export { focusFor } from './core/focus.ts'
export { BAND_REACH, bandFor, figureOf } from './core/geo.ts'
export { bestOtherMove } from './core/legal/best-other-move.ts'
export { listedLocks } from './core/legal/listed-locks.ts'
export { bestMoveOption, type MoveOption, moveOptions } from './core/legal/move-options.ts'
export {
  isMoveDecision,
  LOCKS,
  listsLocks,
  listsMoves,
  listsOthers,
  listsTableMoves,
  MOVES,
  OTHER_MOVES,
  OTHERS,
  TABLE_MOVES,
  WITHOUT_MOVES,
  WITHOUT_MOVES_OR_LOCKS,
  WITHOUT_TABLE_MOVES,
} from './core/legal/want.ts'
export type { MissionExtras, MissionName, ReserveMode, ReservesFrame } from './core/mission-state.ts'
export { moduleLoadout, moduleSpeed } from './core/module.ts'
export { CONTACT, openGround } from './core/open-ground.ts'
export type * from './core/optional-state.ts'
export { pastHashes } from './core/past-hashes.ts'
export { battlePrompt } from './core/prompt.ts'
export {
  BATTLE_PROMPT_KINDS,
  type BattlePrompt,
  type BattlePromptFields,
  type BattlePromptKind,
  type BattlePromptOf,
} from './core/prompt-types.ts'
export { createGunframeRuleset, type GunframeRuleset, type GunframeRulesetOptions } from './core/ruleset.ts'
export * from './core/setup.ts'
export { SQUADRON_A, SQUADRON_B } from './core/squadrons.ts'
export * from './core/types.ts'
export * from './core/unit/shape.ts'
export { GROUP_RANGE } from './modules/groups/core.ts'
export { standardModules } from './modules/index.ts'
export { missionActionOptions } from './modules/missions/actions.ts'
export { bestDeploy } from './modules/missions/deploy.ts'
export { FFA_MISSIONS, hasOptional, OPTIONAL_RULES, type OptionalRule } from './modules/missions/setup.ts'
export {
  COMBINER_RULES,
  MORE_OPTIONAL_RULES,
  type MoreOptionalRule,
  TABLE_RULES,
} from './modules/optional/rules.ts'
export { effectiveSpeed } from './modules/power/crippled.ts'
export { POWER_ATTACKS, powerCombos } from './modules/power/power.ts'
export { LUCKY_OPTIONS, luckyIndices } from './modules/upgrades/lucky.ts'
