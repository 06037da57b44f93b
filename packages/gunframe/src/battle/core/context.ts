/**
 * What every rule step receives: the injected table rules, the dice, the event log, and the
 * feature modules (DESIGN §2, "modules inside a ruleset") whose hooks core and the actions call
 * instead of importing a feature. Every hook is optional. The list's order is the call order,
 * and that order is part of the rules' determinism: a hook that rolls dice or emits events runs
 * exactly where the direct call ran, so replays stay bit for bit. The list is built explicitly by
 * the composition root (modules/index.ts), fresh per ruleset, so a test can hand core its own.
 */
import type { Dice, LegalWant, Result, RuleError, Seat, Vec } from '@sortie/engine'
import type { AttackSituation } from '@sortie/gunframe/odds'
import type { Battlefield, Figure, SightCheck, TableRules } from '../../table/contract.ts'
import type { HeldMoveDamage } from './choice-data.ts'
import type { BattleEvent } from './events/index.ts'
import type { MissionExtras, MissionName } from './mission-state.ts'
import type { BattlePrompt } from './prompt-types.ts'
import type { BattleSetup } from './setup-types.ts'
import type {
  ActionDecision,
  ActivationFrame,
  AttackFrame,
  Band,
  BattleDecision,
  BattleResult,
  BattleState,
  BattleUnit,
  ChoiceFrame,
  Frame,
  ReactFrame,
  SpecialMove,
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

/** May a special move be made, and for how many focus points (the environment and upgrades say). */
export interface SpecialRule {
  allowed: boolean
  focusCost: number
}

/**
 * How a unit moves, as its upgrades and the environment make it: asked once per move check, so
 * the move rules read capabilities, never upgrade names.
 */
export interface MoveProfile {
  /** Difficult ground costs it nothing extra. */
  allTerrain: boolean
  /** It climbs at its Speed. */
  climbs: boolean
  /** Whether it can fly, and whether as a fast flyer (straight lines, lands where it stops). */
  flight: 'none' | 'fly' | 'fast'
  /** The battlefield as it moves over it (water may be open ground to it); absent: the real one. */
  field?: Battlefield
  fast: SpecialRule
  jump: SpecialRule
  /** A jump charge hits harder: D3 on a pass, 1 even on a failure. */
  heavyLanding: boolean
  /** Enemies may not react to its moves. */
  unseenMoves: boolean
  /** A success to break away from it must be rolled again. */
  holdsOn: boolean
}

/** What a weapon system's upgrades let it do (the actions ask these, never the upgrade names). */
export interface WeaponTraits {
  /** As the long system, it reaches 32". */
  extremeRange: boolean
  /** It may fire on a locked target out of sight. */
  indirectFire: boolean
  /** It sees through the back arc. */
  turreted: boolean
  /** Rapid fire with it costs no focus point. */
  freeRapidFire: boolean
  /** Its damage scores power points as sixes do. */
  powerful: boolean
}

/** What a unit's upgrades let it do around locks, evades and reactions. */
export interface UnitTraits {
  /** Stripping an Evade with a lock places the lock too. */
  locksThroughEvade: boolean
  /** It may react once without paying (not yet used). */
  freeReaction: boolean
}

/** How an attack looks to the dice: what the odds module's situation is built from. */
export type AttackDiceFrame = Pick<AttackFrame, 'band' | 'weapon' | 'modifiers' | 'obscured' | 'cover'> & {
  dice?: number
}

/** The defender's answers that shape the dice. */
export interface DiceChoice {
  lock?: 'focus-fire' | 'precise-strike' | 'keep'
  pool?: 'defense' | 'close'
  evade?: boolean
}

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
  /**
   * After the core state is built from the setup (`modules`: the whole list, for units made
   * now); an error refuses the whole setup.
   */
  start?(s: BattleState, setup: BattleSetup, modules: BattleModules): RuleError | undefined
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
  reactions?(s: BattleState, look: BattleLook, out: BattleDecision[]): BattleDecision[]
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
  /**
   * A reaction's move or attack is about to be made (a wingman's offer, Swift Transform at its
   * start or end, asked under its frames). An error refuses the reaction.
   */
  reactionDeclared?(
    s: BattleState,
    c: BattleCtx,
    u: BattleUnit,
    d: Extract<BattleDecision, { kind: 'react' }> & { action: 'move' | 'attack' },
  ): RuleError | undefined
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
  /** A move the module forbids (leaving a building, space's limits). */
  moveError?(
    s: BattleState,
    u: BattleUnit,
    path: readonly Vec[],
    special?: SpecialMove,
  ): RuleError | undefined
  /** Whether what the unit holds lets it fly, and as a fast flyer (the first module that answers). */
  flight?(u: { readonly upgrades: readonly string[] }): MoveProfile['flight'] | undefined
  /** How the unit moves now (the first module that answers; the upgrades). */
  moveProfile?(s: BattleState, u: BattleUnit): MoveProfile | undefined
  /**
   * The mover made contact with `engaged` (it started in contact with `before`): the unit it
   * fails to close with and stops short of (Terrifying), after any roll; undefined when none.
   */
  stopsShort?(
    s: BattleState,
    c: BattleCtx,
    u: BattleUnit,
    engaged: readonly string[],
    before: readonly string[],
  ): BattleUnit | undefined
  /** The moved unit crossed these obstacles (Heavy crushes them). */
  crossedObstacles?(s: BattleState, c: BattleCtx, u: BattleUnit, ids: readonly string[]): void
  /** The unit fell `inches` during its move (GF-SPM-FALL): the hits and the knock-down. */
  fall?(s: BattleState, c: BattleCtx, u: BattleUnit, inches: number): void
  /** The unit's weapon systems now when the module changes them (crippled). */
  loadout?(s: BattleState, u: BattleUnit): Record<Band, number> | undefined
  /**
   * The sight an attack uses against a flying target (never in cover, unless the module gives it
   * some: space debris); `how` repeats the attacker's facing and whether only a turret saw it.
   */
  flyerSight?(
    s: BattleState,
    table: TableRules,
    figs: readonly Figure[],
    a: BattleUnit,
    t: BattleUnit,
    seen: SightCheck,
    how: { facing: number; turreted: boolean },
  ): SightCheck | undefined
  /** The attack in the odds module's terms, every upgrade and environment applied (the first answer). */
  attackSituation?(
    s: BattleState,
    table: TableRules,
    a: BattleUnit,
    t: BattleUnit,
    f: AttackDiceFrame,
    choice: DiceChoice,
  ): AttackSituation | undefined
  /** A weapon system's traits (the first module that answers; the upgrades). */
  weaponTraits?(u: BattleUnit, band: Band): WeaponTraits | undefined
  /** A unit's traits around locks, evades and reactions (the first module that answers). */
  unitTraits?(u: BattleUnit): UnitTraits | undefined
  /** `u` locks on to `t`: true when `t` shakes it off (a roll the module makes: Defense Matrix). */
  lockResisted?(s: BattleState, c: BattleCtx, u: BattleUnit, t: BattleUnit): boolean
  /** `u` placed a lock on `t`, after `t`'s reaction window was opened (Well-Oiled asks its partner). */
  locked?(s: BattleState, c: BattleCtx, u: BattleUnit, t: BattleUnit): void
  /** The unit shook off a lock with its evade action (Veteran places an Evade counter too). */
  lockShaken?(s: BattleState, c: BattleCtx, u: BattleUnit): void
  /** The unit reacts for free: the module uses up what allowed it (Quick Reflexes) and says so. */
  spendFreeReaction?(s: BattleState, c: BattleCtx, u: BattleUnit): void
  /** Another unit that may react as if it had been attacked when `t` was (Buddies). */
  reactsWith?(s: BattleState, t: BattleUnit): BattleUnit | undefined
  /** May `t`, dodging to `to`, end the dodge with a transformation (Maverick)? */
  dodgeTransform?(t: BattleUnit, to: unknown): boolean
  /** The attack or defense roll stands: true when the module asked whether to roll some again (Lucky). */
  offerReroll?(
    s: BattleState,
    c: BattleCtx,
    u: BattleUnit,
    roll: 'attack' | 'defense',
    dice: readonly number[],
  ): boolean
  /** More legal moves built on core's candidates (Hands' free pick-up). */
  moveActions?(
    s: BattleState,
    look: BattleLook,
    u: BattleUnit,
    moves: readonly { path: Vec[]; facing: number }[],
    seat: Seat,
  ): BattleDecision[]
  /** More legal actions for the unit, after core's own (special actions): the families `want` lists. */
  unitActions?(
    s: BattleState,
    look: BattleLook,
    u: BattleUnit,
    seat: Seat,
    want?: LegalWant,
  ): BattleDecision[]
  /**
   * The first of the best moves `unitActions` offers whose value (of where it ends) is above
   * `floor`, with that value, or null: for a bot that need not list them all. Callers list the
   * moves instead while a module with `unitActions` or `restrictActions` lacks it.
   */
  bestUnitMove?(
    s: BattleState,
    look: BattleLook,
    f: ActivationFrame,
    u: BattleUnit,
    seat: Seat,
    value: (end: Vec) => number,
    floor: number,
  ): { pick: BattleDecision; top: number } | null
  /**
   * Whether there are moves decides what else is legal (a fast flyer that must move while it can):
   * a listing then measures the moves even when the caller leaves them out (legal/want.ts).
   */
  movesShapeActions?(f: ActivationFrame, u: BattleUnit): boolean
  /** Narrows an activation's legal actions (a bonus action's limits, a fast flyer's must-move). */
  restrictActions?(f: ActivationFrame, out: BattleDecision[], u: BattleUnit): BattleDecision[]
  /** More legal dodges built on core's spots (Maverick's transformation). */
  dodges?(t: BattleUnit, spots: readonly Vec[], seat: Seat): BattleDecision[]
  /** Damage got through the defense: true when the module asked a question first (a Guardian). */
  beforeHit?(s: BattleState, c: BattleCtx, f: AttackFrame): boolean
  /**
   * A power effect of attack `f` is about to do `damage` to `victim`, a unit other than the one
   * hit (a Blast's or an Explode's neighbour, a Chain Attack's next target): true when the module
   * asked a question first (a Guardian); the power module's answer carries the effects on.
   */
  beforeSplash?(s: BattleState, c: BattleCtx, f: AttackFrame, victim: BattleUnit, damage: number): boolean
  /**
   * A move is about to do `damage` to `u`: a failed disengage's to the mover (no `held`; the answer
   * carries the move on through actions/move.ts disengageDamageTaken), or a hazard at the move's end
   * (`held`: what dealt it, the hazards left and the move's end, for actions/move-hazards.ts
   * resumeHazards). True when the module asked a question first (a Guardian).
   */
  beforeMoveDamage?(
    s: BattleState,
    c: BattleCtx,
    u: BattleUnit,
    damage: number,
    held?: Omit<HeldMoveDamage, 'for' | 'damage'>,
  ): boolean
  /**
   * Power points were scored on `victim` (announced): true when the module asked a question
   * first (Ablative Armour may cancel them); its answer carries the attack on.
   */
  beforePower?(s: BattleState, c: BattleCtx, f: AttackFrame, victim: BattleUnit): boolean
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
  /** Focus points the unit adds to its side's pool at the start of a turn (Hero). */
  focusBonus?(u: BattleUnit): number
  /** Focus points that may go on the unit in a turn beyond the first (Ace). */
  extraFocus?(u: BattleUnit): number
  /** True when no focus point may go on the unit right now (a mission's beacon). */
  focusBlocked?(s: BattleState, u: BattleUnit): boolean
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
