/**
 * What every rule step receives: the injected table rules, the dice, the event log, and the
 * feature modules (DESIGN §2, "modules inside a ruleset") whose hooks core and the actions call
 * instead of importing a feature. Every hook is optional. The list's order is the call order,
 * and that order is part of the rules' determinism: a hook that rolls dice or emits events runs
 * exactly where the direct call ran, so replays stay bit for bit. The list is built explicitly by
 * the composition root (modules/index.ts), fresh per ruleset, so a test can hand core its own.
 */
import type { Dice, RuleError, Seat } from '@sortie/engine'
import type { TableRules } from '../../table/contract.ts'
import type { BattleEvent } from './events/index.ts'
import type { BattlePrompt } from './prompt-types.ts'
import type { BattleSetup } from './setup-types.ts'
import type { BattleDecision, BattleState, Frame, ReactFrame } from './types.ts'

export interface BattleCtx {
  table: TableRules
  dice: Dice
  /** Only GUNFRAME's own events, with their exact fields (events.ts). */
  emit(event: BattleEvent): void
  modules: BattleModules
}

/** The questions that only read the state need the table and the modules, not dice or a log. */
export type BattleLook = Pick<BattleCtx, 'table' | 'modules'>

/** What a module answers to a decision: refuse it, say it is fully answered, or let it go on. */
export type ModuleAnswer = RuleError | 'done' | undefined

export interface BattleModule {
  /** For messages and tests only; never compared by the rules. */
  id: string
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
  /** Every event, right after it is emitted (missions score loot and beacons, space breaches). */
  onEvent?(s: BattleState, c: BattleCtx, e: BattleEvent): void
  /** After deployment, before the first turn; true when it asked a question (wait for it). */
  beforeFirstTurn?(s: BattleState, c: BattleCtx): boolean
  /** Start of turn, after the per-turn marks reset and before focus points are counted. */
  startOfTurn?(s: BattleState, c: BattleCtx): void
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
  /** The game ends, before the result is decided. */
  gameEnd?(s: BattleState, c: BattleCtx): void
}

export type BattleModules = readonly BattleModule[]
