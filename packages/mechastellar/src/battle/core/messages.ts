/**
 * What crosses the MechaStellar engine's edge: the decisions a seat may send, the prompts it is
 * asked, and the events the log records — tagged unions, plain JSON. The state they act on is in
 * types.ts.
 */
import type { Seat, Vec } from '@sortie/engine'
import type { CountRule } from '../actions/dice.ts'
import type { L1Attack, L1Defence, Side, StunPay } from './types.ts'

export type Decision =
  /** Names the side's Mission Commander (sealed until both sides have named theirs). */
  | { seat: Seat; kind: 'commander'; unit: string }
  | { seat: Seat; kind: 'deploy'; unit: string; at: Vec; facing: number }
  /** Re-faces one deployed unit after deployment; `face-done` ends the side's re-facing. */
  | { seat: Seat; kind: 'face'; unit: string; facing: number }
  | { seat: Seat; kind: 'face-done' }
  /** Two control points the same distance from the table centre (MS-VS-SETUP). */
  | { seat: Seat; kind: 'place-cps'; pair: Vec[] }
  | { seat: Seat; kind: 'reserve'; unit: string }
  | { seat: Seat; kind: 'order'; first: boolean }
  | { seat: Seat; kind: 'activate'; unit: string; challenge?: string }
  /** `surface`: an underwater unit stopping in Deep Water comes up there (MS-WATER-SURFACE). */
  | { seat: Seat; kind: 'move'; to: Vec; facing: number; vertical?: boolean; surface?: boolean }
  | { seat: Seat; kind: 'rotate'; facing: number }
  | { seat: Seat; kind: 'accelerate'; boost?: boolean }
  | {
      seat: Seat
      kind: 'attack'
      weapon: string
      targets: string[]
      bonus?: L1Attack
      valor?: 'none' | 'valor' | 'soul'
      /**
       * AOE weapons (MS-AOE): the table point the area is aimed at — the line runs from the
       * attacker's centre through it; `targets` then lists the units the area catches (or is
       * left empty for the engine to fill in).
       */
      aim?: Vec
    }
  | { seat: Seat; kind: 'throw-enemy'; target: string; bonus?: L1Attack }
  /** `piece`: the terrain picked up (left out: the engine takes a deadly one in reach, if any). */
  | { seat: Seat; kind: 'throw-terrain'; target: string; piece?: string; bonus?: L1Attack }
  /**
   * Crash (MS-ATK-CRASH): up to two enemy units or destructible terrain pieces; with `to` the
   * unit first moves in a straight line through them (up to its Move), ending facing `facing`.
   */
  | { seat: Seat; kind: 'crash'; targets: string[]; to?: Vec; facing?: number }
  | { seat: Seat; kind: 'choose-terrain'; terrain: string[] }
  | { seat: Seat; kind: 'target-lock'; target: string }
  | { seat: Seat; kind: 'zeal'; momentum: number }
  | { seat: Seat; kind: 'power'; option: 'dmg' | 'pen' | 'barrier' }
  | {
      seat: Seat
      kind: 'havoc'
      option: 'barrier' | 'crash' | 'actions' | 'cover'
      /** Havoc 'cover': the piece attacked and the weapon used. */
      terrain?: string
      weapon?: string
    }
  | { seat: Seat; kind: 'attack-terrain'; weapon: string; terrain: string }
  | { seat: Seat; kind: 'captain-order'; ship: string; order: 'tactical' | 'operations' }
  /** Change mode; `stay` answers the after-melee question with no change. */
  | { seat: Seat; kind: 'transform'; stay?: boolean }
  | { seat: Seat; kind: 'reload'; weapon: string }
  | { seat: Seat; kind: 'board'; ship: string }
  | { seat: Seat; kind: 'end' }
  | {
      seat: Seat
      kind: 'defend'
      bonus: L1Defence
      counterWeapon?: string
      boost?: boolean
      /** Power (+1 each) and Havoc (+2 each) spent on the [Barrier] against this attack. */
      barrier?: ('power' | 'havoc')[]
      /**
       * With a Counter: Power spent on DMG+100 / PEN+1 for it, the unit's next attack (ruling
       * MS-RULING-POWER-TIMING) — the only moment before a Counter that strikes first.
       */
      power?: ('dmg' | 'pen')[]
    }
  | {
      seat: Seat
      kind: 'skill'
      skill: 'focus' | 'flash' | 'iron-wall' | 'improvise' | 'trust' | 'valor' | 'soul'
      dice?: number[]
      ally?: string
    }
  | { seat: Seat; kind: 'skills-done' }
  | { seat: Seat; kind: 'sacrifice'; weapon: string | null }
  | { seat: Seat; kind: 'push'; angle: number }
  | { seat: Seat; kind: 'knock'; pay: 'momentum' | 'damage' }
  | { seat: Seat; kind: 'stun'; pay: StunPay }
  | { seat: Seat; kind: 'overwatch'; weapon: string | null }
  | { seat: Seat; kind: 'revenge'; avenger: string | null }
  | { seat: Seat; kind: 'daunt'; use: boolean }
  | { seat: Seat; kind: 'launch'; unit: string | null; at?: Vec }

export type DecisionKind = Decision['kind']

export type Prompt =
  /** Both sides (those still to pick) answer at once; `seat` is the first of them. */
  | { seat: Side; seats: Side[]; kind: 'commander' }
  | { seat: Side; kind: 'deploy'; units: string[] }
  | { seat: Side; kind: 'face'; units: string[] }
  | { seat: Side; kind: 'place-cps'; pairsLeft: number }
  | { seat: Side; kind: 'order' }
  | { seat: Side; kind: 'activate'; units: string[]; forcedBy: string | null }
  | { seat: Side; kind: 'act'; unit: string; actions: number; moves: number }
  | { seat: Side; kind: 'defend'; attack: number; attacker: string; target: string }
  | { seat: Side; kind: 'skills'; attack: number; stage: 'attack' | 'defence' }
  | { seat: Side; kind: 'sacrifice'; attack: number; unit: string }
  | { seat: Side; kind: 'push'; attacker: string; target: string; inches: number }
  | { seat: Side; kind: 'knock'; unit: string; dmg: number }
  | { seat: Side; kind: 'stun'; unit: string; left: number }
  | { seat: Side; kind: 'overwatch'; ship: string; target: string }
  | { seat: Side; kind: 'transform'; unit: string }
  | { seat: Side; kind: 'revenge'; killer: string }
  | { seat: Side; kind: 'daunt'; victim: string }
  | { seat: Side; kind: 'launch'; ship: string; left: number }
  | { seat: Side; kind: 'choose-terrain'; attacker: string; pieces: string[]; pick: number }

export type MsEvent =
  | { type: 'RollOff'; p1: number; p2: number }
  | { type: 'RoundStarted'; round: number; first: Side }
  /** `pos`, not `at`: the web shell stamps logged events' `at` with the decision number. */
  | { type: 'Deployed'; unit: string; pos: Vec }
  | { type: 'CommanderNamed'; side: Side; unit: string }
  | { type: 'Faced'; unit: string; facing: number }
  | { type: 'Activated'; unit: string; challenge: string | null }
  | { type: 'Moved'; unit: string; from: Vec; to: Vec; facing: number }
  | { type: 'MomentumChanged'; side: Side; by: number; now: number; why: string }
  | {
      type: 'AttackDeclared'
      attack: number
      attacker: string
      target: string
      weapon: string
      counter: boolean
    }
  | {
      type: 'DiceRolled'
      unit: string
      role: 'attack' | 'defence' | 'save' | 'morale' | 'terrain' | 'stun' | 'crash'
      dice: number[]
      /** Attack and defence dice: how the engine counts them (`dieValue`, `dieGrade`). */
      count?: CountRule
      /** The same dice told again because a Skill changed how they count (Focus, Flash). */
      recount?: 'focus' | 'flash'
    }
  | { type: 'AttackTotals'; attack: number; hits: number; def: number; unblocked: number }
  | { type: 'Damage'; unit: string; amount: number; hp: number; why: string }
  | { type: 'Destroyed'; unit: string; by: string | null; vp: number }
  | { type: 'SkillUsed'; unit: string; skill: string; cost: number }
  | { type: 'Shutdown'; unit: string; stun: number }
  | { type: 'Pushed'; unit: string; to: Vec }
  | { type: 'TerrainDestroyed'; terrain: string }
  | { type: 'ControlPoint'; index: number; owner: Side | null }
  | { type: 'ControlPointsPlaced'; side: Side; points: Vec[] }
  | { type: 'VictoryPoints'; side: Side; by: number; why: string }
  | { type: 'RoundEnded'; round: number }
  | { type: 'GameOver'; winner: Side | null; p1: number; p2: number }
  | { type: 'Note'; text: string }
