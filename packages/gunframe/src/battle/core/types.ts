/**
 * The GUNFRAME battle state: plain JSON, small on purpose (every decision copies what the ruleset
 * does not share: core/ruleset.ts).
 * Pending work lives in `stack`, a list of frames whose top is the question asked now
 * (DESIGN §2: interrupts as a stack of extended sequences).
 */
import type { BaseState, Seat, Vec } from '@sortie/engine'
import type { PieceKind } from '../../missions/types.ts'
import type { PowerSpend } from '../../power/types.ts'
import type { Battlefield } from '../../table/contract.ts'
import type { Frame } from './frames.ts'
import type { MissionExtras, MissionName } from './mission-state.ts'
// Range bands and special moves live in moves.ts (the stack's frames read them too).
import type { Band, SpecialMove, TransformFlight } from './moves.ts'
import type { OptionalState } from './optional-state.ts'

export { BANDS, type Band, type SpecialMove, type TransformFlight } from './moves.ts'

export type FrameKind = 'scout' | 'light' | 'medium' | 'heavy' | 'superheavy' | 'infantry' | 'tank' | 'flyer'

/** A deployment half, named by the table edge it touches (y = 0 is south); diagonal halves by their corner. */
export type Half = 'south' | 'north' | 'west' | 'east' | 'southwest' | 'northeast' | 'northwest' | 'southeast'
export const HALVES: readonly Half[] = ['south', 'north', 'west', 'east']

/**
 * A unit in play, split by meaning: where it is and how much armour it has left (top level),
 * what it is in its current form (`profile`), the counters on it (`counters`), the marks that
 * last one turn (`turn`) and what its upgrades remember (`upgradeState`). Armour left stays at
 * the top: it is the unit's condition, changed by damage and read everywhere, not a counter.
 */
export interface BattleUnit {
  id: string
  side: Seat
  /** Team battles: the player whose detachment the unit is (its side is the team). */
  owner?: Seat
  /** Mission piece (convoy vehicle, raid target, bunker, beacon, …); absent for squadron units. */
  piece?: PieceKind
  status: 'undeployed' | 'table' | 'destroyed'
  /**
   * pos, counters, turn and upgradeState are shared from one state to the next (the ruleset's
   * `shared`): the rules replace them (unit/write.ts), never edit them in place — hence readonly.
   */
  pos: Readonly<Vec>
  facing: number
  elevation: number
  flying: boolean
  /** GF-SPM-CLIMB: where the unit stopped part-way up a wall (it hangs there until it moves). */
  hanging?: Vec
  armour: number
  profile: UnitProfile
  counters: Readonly<UnitCounters>
  turn: Readonly<UnitTurnMarks>
  upgradeState: Readonly<UnitUpgradeState>
}

/** What the unit is in its current form (a transforming mecha swaps these when it changes form). */
export interface UnitProfile {
  name: string
  frame: FrameKind
  conventional: boolean
  /** Pilot Skill target number (4 means 4+). */
  skill: number
  speed: number
  defense: number
  maxArmour: number
  loadout: Record<Band, number>
  points: number
  upgrades: string[]
  radius: number
  height: number
  /** Loadout upgrades by weapon system (Powerful on Close, Blast on Long, …). */
  weapons?: Partial<Record<Band, string[]>>
  /** Every form of a transforming mecha, and the one in use. */
  forms?: UnitForm[]
  form?: number
}

/** Counters that stay until used or removed. */
export interface UnitCounters {
  lock: boolean
  evade: boolean
  knockedDown: boolean
  shutDown: boolean
  distracted: boolean
  /** Consecutive special actions spent rebooting. */
  reboot: number
  /** Crippled marker (only with the crippled setting on). */
  crippled?: boolean
}

/** Per-turn marks, cleared at the start of each turn. */
export interface UnitTurnMarks {
  activated: boolean
  reacted: boolean
  focusSpent: boolean
  lockUsed: boolean
  evadeUsed: boolean
  /** Focus points spent on this unit this turn (Ace lifts the one-point limit). */
  focusCount?: { readonly turn: number; readonly n: number }
}

/** What the unit's upgrades remember between uses. */
export interface UnitUpgradeState {
  /** N of (N) upgrades (Ace, Leader). */
  upgradeN?: Readonly<Record<string, number>>
  /** Linked upgrades → the partner's unit id. */
  partners?: Readonly<Record<string, string>>
  /** Once-a-battle (or once-a-game) upgrades already used. */
  used?: readonly string[]
  /** Nemesis: the enemy unit this one nominated before the first turn. */
  nemesis?: string
  /**
   * Lucky: the player's standing answer, asked before the first turn, to spending the re-roll on
   * the unit's first failed Pilot Skill roll (true) or keeping it for attack and defense dice
   * (false; also when never asked). GF-RULING-LUCKY-PILOT.
   */
  luckyPilot?: boolean
}

/** One form of a transforming mecha, as the battle plays it. */
export interface UnitForm {
  name: string
  speed: number
  defense: number
  armour: number
  loadout: Record<Band, number>
  upgrades: string[]
  weapons: Partial<Record<Band, string[]>>
}

/** Optional rules chosen for the game. */
export interface BattleSettings {
  crippled?: boolean
  panic?: boolean
}

// The stack's frames (one per kind of pending question) live in frames.ts.
export type {
  ActivationFrame,
  AttackFrame,
  ChoiceFrame,
  DisengageFrame,
  Frame,
  InitiativeFrame,
  ReactFrame,
  Trigger,
} from './frames.ts'

export interface Objective {
  id: string
  pos: Vec
}

export interface BattleResult {
  winners: Seat[]
  draw: boolean
  reason: 'turns' | 'sudden_death' | 'mission'
  vp: Record<Seat, number>
  attrition: Record<Seat, number>
}

export interface BattleState extends BaseState {
  v: 1
  field: Battlefield
  /** The mission in play; the extras are absent in hand-built test scenarios. */
  mission: { id: MissionName; turns: number; objectives: Objective[] } & Partial<MissionExtras>
  /** Two seats, or more in a free-for-all (clockwise order). */
  seats: [Seat, Seat, ...Seat[]]
  phase: 'role' | 'half' | 'setup' | 'deploy' | 'play' | 'over'
  /** The seat that won the attacker/defender roll-off and must choose. */
  roleChooser: Seat | null
  attacker: Seat | null
  defender: Seat | null
  halves: Record<Seat, Half> | null
  turn: number
  focus: Record<Seat, number>
  initiative: Seat | null
  /** Whose activation comes next (alternating). */
  next: Seat | null
  vp: Record<Seat, number>
  units: BattleUnit[]
  stack: Frame[]
  result: BattleResult | null
  /** Optional rules in play (crippled and panic default off: optional by agreement). */
  settings?: BattleSettings
  /** Suppression zones on the table (also in `field.terrain` as dangerous features). */
  zones?: { id: string; centre: Vec; radius: number; turn: number }[]
  /** State of the optional rules (combiners, structures, objects, space battles). */
  opt?: OptionalState<BattleUnit>
}

/** Decisions, one kind per question. `seat` is checked by the engine against the prompt. */
export type BattleDecision =
  | { seat: Seat; kind: 'choose-role'; role: 'attacker' | 'defender' }
  | { seat: Seat; kind: 'choose-half'; half: Half }
  | { seat: Seat; kind: 'deploy'; unit: string; pos: Vec; facing: number }
  | { seat: Seat; kind: 'initiative'; first: boolean }
  | { seat: Seat; kind: 'activate'; unit: string }
  | {
      seat: Seat
      kind: 'move'
      path: Vec[]
      facing: number
      special?: SpecialMove
      /** GF-SPM-COMBINED: with `special: 'jump'`, also move fast (double Speed, forced facing). */
      fast?: boolean
      form?: number
      /** GF-SPM-TRANSFORM: with `special: 'transform'`, take off or land as the unit changes form. */
      flight?: TransformFlight
      /** Swift Transform: switch to this form (a focus point) before the move. */
      swift?: number
      /** GF-SPM-FALL: the player means to step off a ledge too tall to walk down, and fall. */
      allowFall?: boolean
      /** GF-SPM-CLIMB: with `special: 'climb'`, stop part-way up the wall the base ends beside. */
      climbTo?: number
      /** GF-OPT-THROWING-PICK-UP: with Hands, pick this object up (free) as the move starts. */
      pickUp?: string
    }
  | {
      seat: Seat
      kind: 'attack'
      target: string
      rapidFire?: boolean
      /** GF-ATK-CLOSE-LOS: turn (true) or not (false) to face a close target; default: only if unseen. */
      face?: boolean
      /** Split Fire: the weapon's dice shared out (`target` is the first share's). */
      split?: { target: string; dice: number }[]
      /** Swift Transform: switch to this form (a focus point) before the attack. */
      swift?: number
    }
  | { seat: Seat; kind: 'lock'; target: string }
  | { seat: Seat; kind: 'evade' }
  | { seat: Seat; kind: 'special'; use?: string; target?: string }
  | { seat: Seat; kind: 'end-activation' }
  | { seat: Seat; kind: 'disengage'; choice: 'stop' | 'take-damage' }
  | { seat: Seat; kind: 'use-lock'; effect: 'focus-fire' | 'precise-strike' | 'keep' }
  | { seat: Seat; kind: 'defend'; pool: 'defense' | 'close'; evade: boolean }
  /** `form`: Maverick transforms for free after dodging an inch or more. */
  | { seat: Seat; kind: 'dodge'; to: Vec | null; form?: number }
  | { seat: Seat; kind: 'power'; spend: PowerSpend[] }
  | { seat: Seat; kind: 'pass' }
  /** `dice`: indices into the frame's dice, only with the `pick` option (GF-UPG-LUCKY). */
  | { seat: Seat; kind: 'choose'; option: string; to?: Vec; dice?: number[] }
  | {
      seat: Seat
      kind: 'react'
      unit: string
      action: 'attack' | 'move' | 'evade'
      path?: Vec[]
      facing?: number
      /** GF-REACT-MOVE: the reaction move may use the unit's special movement, as an action would. */
      special?: SpecialMove
      /** GF-SPM-COMBINED: with `special: 'jump'`, also move fast (each half paid for). */
      fast?: boolean
      /** With `special: 'transform'`: the form to switch to (default: the next one). */
      form?: number
      /** GF-SPM-TRANSFORM: with `special: 'transform'`, take off or land as the unit changes form. */
      flight?: TransformFlight
      /** GF-SPM-CLIMB: with `special: 'climb'`, stop part-way up the wall the base ends beside. */
      climbTo?: number
      /** Spend Quick Reflexes (the free reaction) even with a focus point to pay. */
      free?: boolean
      /**
       * Swift Transform: switch to this form before the reaction's move or attack, for a focus
       * point on top of the reaction's (so only when the unit may take a second one).
       */
      swift?: number
      /** GF-SPM-FALL: a reaction move may step off a tall ledge on purpose. */
      allowFall?: boolean
    }
  // Mission setup, reserves, mission special actions.
  | { seat: Seat; kind: 'mission-setup'; step: string; pos?: Vec; unit?: string; emplacements?: string[] }
  | { seat: Seat; kind: 'reserve'; unit: string; mode: 'reserve' | 'halo' | 'ambush' }
  | {
      seat: Seat
      kind: 'mission-action'
      action: 'pick-up' | 'investigate' | 'deactivate'
      counter?: string
      twoDice?: boolean
    }
  | { seat: Seat; kind: 'call-reserves'; units: string[] }
  /** GF-MIS-HALO: while a drop scatters, `scatter` (0-7 compass steps) or `to` (any point) gives the way. */
  | { seat: Seat; kind: 'arrive'; unit: string; pos: Vec; facing: number; scatter?: number; to?: Vec }
  | { seat: Seat; kind: 'ambush'; unit: string; pos: Vec; facing: number }
  // Optional-rule actions (combine, uncombine, objects, structures, buildings).
  | {
      seat: Seat
      kind: 'optional'
      action: string
      target?: string
      to?: Vec
      option?: string
      rapidFire?: boolean
    }

/** Special movement a move action may declare (GF-SPM-…). */

/** A power attack bought with power points: the power module's own purchase shape, re-exported. */
export type { PowerSpend }

export type DecisionKind = BattleDecision['kind']

/** The decisions that spend (or end) an activation's actions. */
export type ActionDecision = Extract<
  BattleDecision,
  { kind: 'move' | 'attack' | 'lock' | 'evade' | 'special' | 'end-activation' }
>
