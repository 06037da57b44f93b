/**
 * GUNFRAME's event vocabulary: one tagged member per event type the battle emits, with its exact
 * fields. The fields live per area (events-core, -attack, -power, -mission, -optional); the
 * runtime list below names every type once and the checks under it keep list and maps in step, so
 * emitting an unlisted type, a missing field or a stray one is a compile error.
 *
 * @example
 * if (e.type === 'DamageDealt') log(`${e.unit} takes ${e.amount}`)
 */
import type { AttackEvents } from './attack.ts'
import type { CoreEvents } from './core.ts'
import type { MissionEvents } from './mission.ts'
import type { OptionalEvents, UpgradeEvents } from './optional.ts'
import type { PowerEvents } from './power.ts'

/** Every event type the battle emits (the test ENG-TYPED-GUNFRAME checks a played battle against it). */
export const BATTLE_EVENT_TYPES = [
  'RolesChosen',
  'InitiativeRolled',
  'InitiativeChosen',
  'TurnStarted',
  'RandomGameLength',
  'VictoryPoints',
  'GameEnded',
  'UnitDeployed',
  'UnitActivated',
  'BonusActivation',
  'ActivationEnded',
  'ActionDeclared',
  'FocusSpent',
  'UnitMoved',
  'MoveStopped',
  'UnitTurned',
  'JumpCharge',
  'Transformed',
  'Dodged',
  'TargetLocked',
  'LockFailed',
  'LockWasted',
  'LockShaken',
  'EvadePlaced',
  'EvadeRemoved',
  'EvadeUsed',
  'Reaction',
  'FreeReaction',
  'ChoiceOffered',
  'ChoiceMade',
  'ChanceLapsed',
  'AttackDeclared',
  'TargetLockUsed',
  'FirepowerRolled',
  'DefenseRolled',
  'PowerPoints',
  'AttackResolved',
  'DamageDealt',
  'Repaired',
  'UnitDestroyed',
  'AblativeArmour',
  'GuardianSteppedIn',
  'Parried',
  'SplitShareLost',
  'PowerAttack',
  'PowerHits',
  'Fell',
  'KnockedBack',
  'KnockedDown',
  'Distracted',
  'ShutDown',
  'Rebooting',
  'Rebooted',
  'ConditionResisted',
  'Swung',
  'UnitFollowed',
  'SuppressionZone',
  'SuppressionCleared',
  'PanicRoll',
  'PilotSkillRoll',
  'DramaticCry',
  'DroppedToRun',
  'RanForCover',
  'Crippled',
  'Uncrippled',
  'MissionSetup',
  'EdgeChosen',
  'UnitInReserve',
  'ReservesCalled',
  'ReserveDelayed',
  'UnitPlaced',
  'HaloDrop',
  'HaloScatter',
  'AmbushHeld',
  'LootPickedUp',
  'LootDropped',
  'Investigated',
  'DeactivationAttempt',
  'DoomsdayClock',
  'EnvironmentRolls',
  'CounterRemoved',
  'Decompression',
  'Sunrise',
  'HullBreachRoll',
  'StormStopped',
  'StormRestarted',
  'GroupFormed',
  'GroupJoined',
  'GroupLeft',
  'GroupAttack',
  'ObjectPickedUp',
  'ObjectDropped',
  'ObjectDestroyed',
  'ObjectThrown',
  'ObjectSwung',
  'ObstacleKicked',
  'BuildingEntered',
  'BuildingLeft',
  'StructureAttacked',
  'StructureDestroyed',
  'CombinerFormed',
  'CombinerReady',
  'CombinerSeparated',
  'CombinerWrecked',
  'Uncoordinated',
  'Drift',
  'DriftCollision',
  'DriftedOff',
  'DebrisOffEdge',
  'DebrisReturned',
  'DebrisGone',
  'DarkEvade',
  'ImpulsiveRoll',
  'NemesisNamed',
  'NemesisSlain',
  'NemesisSurvived',
  'LuckyReroll',
  'ObstacleCrushed',
  'RepairRoll',
  'WellRead',
] as const satisfies readonly (keyof BattleEventFields)[]

/** The fields of each event type, all areas together. */
export interface BattleEventFields
  extends CoreEvents,
    AttackEvents,
    PowerEvents,
    MissionEvents,
    OptionalEvents,
    UpgradeEvents {}

export type BattleEventType = (typeof BATTLE_EVENT_TYPES)[number]

/** Every field map entry is listed (the `satisfies` above checks the other way). */
const everyTypeListed: [Exclude<keyof BattleEventFields, BattleEventType>] extends [never] ? true : never =
  true
void everyTypeListed

/** One event: its type tag and that type's fields, flattened so hovers and errors read plainly. */
type Tagged<T extends BattleEventType> = { type: T } & BattleEventFields[T]
type Flat<X> = { [K in keyof X]: X[K] }

export type BattleEvent = { [T in BattleEventType]: Flat<Tagged<T>> }[BattleEventType]

/** The event of one type. */
export type BattleEventOf<T extends BattleEventType> = Extract<BattleEvent, { type: T }>

/** The unit an event is about, when it names one in `unit`. */
export const eventUnit = (e: BattleEvent): string | undefined => ('unit' in e ? e.unit : undefined)

const EVENT_TYPE_SET: ReadonlySet<string> = new Set(BATTLE_EVENT_TYPES)

/** Whether a tag names a GUNFRAME event (for code reading logs from outside). */
export const isBattleEventType = (t: string): t is BattleEventType => EVENT_TYPE_SET.has(t)

/** Narrows an event by its type (a type guard usable in filters). */
export const isEvent =
  <T extends BattleEventType>(type: T) =>
  (e: BattleEvent): e is BattleEventOf<T> =>
    e.type === type
