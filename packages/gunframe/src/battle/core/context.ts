/**
 * What every rule step receives: the injected table rules, the dice, the event log, and the
 * feature modules (DESIGN §2, "modules inside a ruleset") whose hooks core and the actions call
 * instead of importing a feature. Every hook is optional. The list's order is the call order,
 * and that order is part of the rules' determinism: a hook that rolls dice or emits events runs
 * exactly where the direct call ran, so replays stay bit for bit. The list is built explicitly by
 * the composition root (modules/index.ts), fresh per ruleset, so a test can hand core its own.
 */
import type { Dice, Result, RuleError, Seat, Vec } from '@sortie/engine'
import type { TableRules } from '../../table/contract.ts'
import type { BattleEvent } from './events/index.ts'
import type { MissionExtras, MissionName } from './mission-state.ts'
import type { BattlePrompt } from './prompt-types.ts'
import type { BattleSetup } from './setup-types.ts'
import type {
  ActionDecision,
  ActivationFrame,
  AttackFrame,
  BattleDecision,
  BattleResult,
  BattleState,
  BattleUnit,
  ChoiceFrame,
  Frame,
  ReactFrame,
} from './types.ts'

export interface BattleCtx {
  table: TableRules
  dice: Dice
  /** Only GUNFRAME's own events, with their exact fields (events.ts). */
  emit(event: BattleEvent): void
  modules: BattleModules
}

/** The questions that only read the state need the table and the modules, not dice or a log. */
export type BattleLook = Pick<BattleCtx, 'table' | 'modules'>

/**
 * The answer to a `choice` frame the owner asked (core/choice.ts): it carries on whatever the
 * question interrupted.
 */
export type ChoiceHandler = (
  s: BattleState,
  c: BattleCtx,
  f: ChoiceFrame,
  option: string,
  to: Vec | undefined,
  /** Checked indices into `f.dice` (sorted, unique, non-empty): only with the `pick` option. */
  dice: number[] | undefined,
) => RuleError | undefined

/** What a module answers to a decision: refuse it, say it is fully answered, or let it go on. */
export type ModuleAnswer = RuleError | 'done' | undefined

/** The game settings a module reads from the setup before the state exists (the mission's). */
export interface SetupReading {
  id: MissionName
  extras: Partial<MissionExtras>
}

/** A side's VP from an End phase, and the reason the game ends there (null: it goes on). */
export interface EndPhaseScore {
  gained: Record<Seat, number>
  end: BattleResult['reason'] | null
}

/** How a piece takes part in a turn: activates like a unit, only reacts, or never acts. */
export type PieceActs = 'unit' | 'react' | 'never'

export interface BattleModule {
  /** For messages and tests only; never compared by the rules. */
  id: string
  /** The answers to the choice questions this module asks, by the frame's id. */
  choices?: Readonly<Record<string, ChoiceHandler>>
  /**
   * The game's settings from the setup, before the state is built (the first module to answer
   * is used); an error refuses the setup. `ffa`: more than two sides, each on its own.
   */
  readSetup?(
    setup: BattleSetup,
    sides: { ffa: boolean; teams: Record<Seat, Seat[]> | null },
  ): Result<SetupReading, RuleError> | undefined
  /** After the core state is built from the setup; an error refuses the whole setup. */
  start?(s: BattleState, setup: BattleSetup): RuleError | undefined
  /** The table the rules see in this state (an environment bends sight, buildings stand in). */
  table?(t: TableRules, s: BattleState): TableRules
  /**
   * A decision, before core looks at it. `undefined` when it is not this module's kind, or the
   * module only did its first part (a free pick-up before the move) and core goes on.
   */
  decide?(s: BattleState, c: BattleCtx, d: BattleDecision): ModuleAnswer
  /** The question of a state the module owns (mission setup, deployment, activation, reserves). */
  prompt?(s: BattleState): BattlePrompt | null | undefined
  /** May this unit react? Every module must agree (darkness hides distant moves). */
  mayReact?(s: BattleState, table: TableRules, f: ReactFrame, unit: string): boolean
  /** The whole legal list of a prompt the module owns; undefined when it is not its prompt. */
  legal?(s: BattleState, look: BattleLook, p: BattlePrompt): BattleDecision[] | undefined
  /** More actions for the activating unit, after core's own (mission actions, optional rules). */
  actions?(s: BattleState, look: BattleLook): BattleDecision[]
  /** Shapes the reactions core lists (which pieces may react, what a reaction costs). */
  reactions?(s: BattleState, out: BattleDecision[]): BattleDecision[]
  /** May the unit take this action now? An error refuses it before anything is spent. */
  checkAction?(
    s: BattleState,
    c: BattleCtx,
    f: ActivationFrame,
    u: BattleUnit,
    d: ActionDecision,
  ): RuleError | undefined
  /** The action is declared and counted, before any module takes it over (a wingman's offer). */
  actionDeclared?(s: BattleState, c: BattleCtx, f: ActivationFrame, u: BattleUnit, d: ActionDecision): void
  /** After the action is declared: the module may make it itself ('continue': core makes it). */
  beforeAction?(
    s: BattleState,
    c: BattleCtx,
    f: ActivationFrame,
    u: BattleUnit,
    d: ActionDecision,
  ): RuleError | undefined | 'continue'
  /** A special action (`use`) the module owns; undefined when it is not its. */
  special?(s: BattleState, c: BattleCtx, u: BattleUnit, use: unknown, target: unknown): ModuleAnswer
  /** The unit's Speed now when the module changes it (crippled legs). */
  speed?(s: BattleState, u: BattleUnit): number | undefined
  /**
   * True when the unit's moves have limits the table's candidate paths do not know (a flying
   * fast flyer's straight lines), so every candidate is checked in full.
   */
  strictMoves?(s: BattleState, u: BattleUnit): boolean
  /** A move the module forbids (leaving a building, space's limits). */
  moveError?(s: BattleState, u: BattleUnit, path: readonly Vec[]): RuleError | undefined
  /** More legal moves built on core's candidates (Hands' free pick-up). */
  moveActions?(
    s: BattleState,
    look: BattleLook,
    u: BattleUnit,
    moves: readonly { path: Vec[]; facing: number }[],
    seat: Seat,
  ): BattleDecision[]
  /** More legal actions for the unit, after core's own (special actions). */
  unitActions?(s: BattleState, look: BattleLook, u: BattleUnit, seat: Seat): BattleDecision[]
  /** Narrows an activation's legal actions (a bonus action's limits, a fast flyer's must-move). */
  restrictActions?(f: ActivationFrame, out: BattleDecision[], u: BattleUnit): BattleDecision[]
  /** More legal dodges built on core's spots (Maverick's transformation). */
  dodges?(t: BattleUnit, spots: readonly Vec[], seat: Seat): BattleDecision[]
  /** After the damage, before the attack closes: true when the module holds it for a step of its own. */
  holdAttack?(s: BattleState, c: BattleCtx, f: AttackFrame): boolean
  /** A unit's Armour changed and it is still on the table (the crippled marker is re-read). */
  armourChanged?(s: BattleState, c: BattleCtx, u: BattleUnit): void
  /** A unit was destroyed by `cause` (what watches for a destruction: Lovers, Rivals, panic). */
  destroyed?(s: BattleState, c: BattleCtx, u: BattleUnit, cause: string): void
  /** A reaction about to be carried out; the module may take it over (a group forming). */
  react?(
    s: BattleState,
    c: BattleCtx,
    u: BattleUnit,
    by: string,
    d: Extract<BattleDecision, { kind: 'react' }>,
  ): ModuleAnswer
  /** Deployment is done: true when the module still has setup questions (Scrappy Survivors). */
  setupAfterDeployment?(s: BattleState): boolean
  /** A failed Pilot Skill roll: true when the module grants a re-roll (Lucky). */
  pilotReroll?(c: BattleCtx, u: BattleUnit): boolean
  /** Every event, right after it is emitted (missions score loot and beacons, space breaches). */
  onEvent?(s: BattleState, c: BattleCtx, e: BattleEvent): void
  /** After deployment, before the first turn; true when it asked a question (wait for it). */
  beforeFirstTurn?(s: BattleState, c: BattleCtx): boolean
  /** Start of turn, after the per-turn marks reset and before focus points are counted. */
  startOfTurn?(s: BattleState, c: BattleCtx): void
  /** How this unit takes part in a turn, when the module owns it (a mission piece). */
  acts?(u: BattleUnit): PieceActs | undefined
  /** Who has the initiative, when the module settles it without the roll-off (free-for-all). */
  initiative?(s: BattleState, c: BattleCtx): Seat | undefined
  /** True when the side still has units off the table that count as yet to activate (ambushers). */
  waiting?(s: BattleState, seat: Seat): boolean
  /**
   * The roll-off is lost by `loser` (`dice`: both sides' natural dice): true when the module asked
   * it a question (Well Read's re-roll) and the initiative waits for the answer.
   */
  initiativeLost?(s: BattleState, c: BattleCtx, loser: Seat, dice: Record<Seat, number>): boolean
  /** Added to a side's initiative roll. */
  initiativeBonus?(s: BattleState, seat: Seat): number
  /**
   * A frame on top of the stack that the module moves on by itself (a queued Split Fire share,
   * a structure's skipped dodge); true when it did, and settle looks at the stack again.
   */
  settle?(s: BattleState, c: BattleCtx, top: Frame): boolean
  /** When every unit has activated, before the End phase. */
  activationsDone?(s: BattleState, c: BattleCtx): void
  /** The End phase's first step (end-of-turn effects); true when it asked a question. */
  endPhase?(s: BattleState, c: BattleCtx): boolean
  /** End phase, after the end-of-turn questions: the effects that ask nothing (the environment's). */
  endEffects?(s: BattleState, c: BattleCtx): void
  /** End phase, reserves: true when the module asked the sides to call them (wait for them). */
  callReserves?(s: BattleState): boolean
  /** End phase, victory points and whether the game ends (the first module to answer is used). */
  score?(s: BattleState, c: BattleCtx): EndPhaseScore | undefined
  /** The game ends, before the result is decided. */
  gameEnd?(s: BattleState, c: BattleCtx): void
  /** The game's result (the first module to answer is used). */
  result?(s: BattleState, c: BattleCtx, reason: BattleResult['reason']): BattleResult | undefined
}

export type BattleModules = readonly BattleModule[]
