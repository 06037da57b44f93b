/**
 * Frame Zero battle state, decisions, prompts and events: plain JSON, tagged unions.
 * Positions are in ruler units (F§1); ids carry a prefix (`frame:`, `cover:`, `station:`).
 */
import type { BaseState, Outcome, Seat, Vec } from '@sortie/engine'
import type { Band, CompanySpec, DieSpec, FrameSpec, GameSize, SystemCode } from '../units/index.ts'
import type { DieFate } from './actions/damage-table.ts'

/** A structure on the table: an axis-aligned footprint and a height counted in bricks (F§5). */
export interface CoverSpec {
  id: string
  x: number
  y: number
  w: number
  h: number
  /** Bricks left in the structure. */
  bricks: number
  /** Bricks per layer: height in bricks = ceil(bricks / perLayer). */
  perLayer: number
  /** Difficult terrain (alternative rule MF-ALT-DIFFICULT, needs `options.difficult`): never cover. */
  difficult?: boolean
  /** A hazard area (alternative rule MF-ALT-HAZARD, needs `options.hazards`): flat, never cover. */
  hazard?: boolean
}

export interface SetupPlayer {
  seat: Seat
  company: CompanySpec
}

export interface FzSetup {
  players: SetupPlayer[]
  size: GameSize
  table: { width: number; height: number; cover: CoverSpec[] }
  options?: {
    ssrCount?: number
    difficult?: boolean
    hazards?: boolean
    /** Named by the book's alternative rules but never defined; refused (MF-RULING-ALT-OFF). */
    climbing?: boolean
    initiative?: boolean
    dropWhites?: boolean
  }
}

export interface FrameState extends FrameSpec {
  id: string
  seat: Seat
  whites: number
  pos: Vec | null
  destroyed: boolean
  /** Its turn has begun this round (tactically or by coming under attack). */
  activated: boolean
  /** The defence marker on the table this round; null = none set (counts 0 once activated). */
  defence: number | null
}

export interface StationState {
  id: string
  placedBy: Seat
  pos: Vec | null
  controller: Seat | null
}

export interface RolledDie extends DieSpec {
  value: number
}

export type Action = 'defence' | 'move' | 'attack' | 'spot'
export const ACTIONS: readonly Action[] = ['defence', 'move', 'attack', 'spot']

/** Die index (into the rolled pool) per action; null = nothing assigned (counts 0). */
export type Assignment = Record<Action, number | null>

export type TargetRef = { kind: 'frame'; id: string } | { kind: 'cover'; id: string }

export interface TurnState {
  frame: string
  cause: 'tactical' | 'attacked'
  step: 'declare' | 'assign' | 'act'
  target: TargetRef | null
  band: Band | null
  pool: RolledDie[] | null
  assignment: Assignment | null
  moved: boolean
  attacked: boolean
  /** An attack waiting for its target to set defence (combat order). */
  pending: { useSpot: boolean } | null
}

export interface PendingDamage {
  frame: string
  points: number
  /** The owner may still retreat from a station to ignore 1 point of this hit. */
  retreatable: boolean
  /**
   * Set on a covering frame's entry: the frame it covers, which takes the points still owed here
   * if the covering frame is destroyed (MF-DMG-FRAME-COVER).
   */
  passTo?: string
}

export type DeployStep =
  | { kind: 'station'; seat: Seat; rule: 'defender' | 'attacker' }
  | { kind: 'frame'; seat: Seat; rule: 'defender-first' | 'point' | 'attacker' | 'defender-rest' }

export interface TieState {
  seats: Seat[]
  winner: Seat
  roll: number
}

export interface FzState extends BaseState {
  seats: Seat[]
  size: GameSize
  table: { width: number; height: number }
  ssrCount: number
  phase: 'tie' | 'deploy' | 'battle' | 'over'
  /** Points per asset, fixed once bidding is settled (F§7). */
  ppa: Record<Seat, number>
  startScores: Record<Seat, number>
  roles: { defender: Seat; point: Seat; attackers: Seat[] } | null
  /** Tie-break rank for equal current scores: defender, attackers by starting score, point last. */
  rank: Seat[]
  tie: TieState | null
  spares: Record<Seat, FrameSpec[]>
  deploy: DeployStep[]
  frames: FrameState[]
  cover: CoverSpec[]
  stations: StationState[]
  spots: Record<string, number>
  round: number
  clock: number
  passed: Seat[]
  turns: TurnState[]
  damage: PendingDamage[]
  clockQueue: Seat[]
  activations: number
  result: Outcome | null
}

export type FzDecision =
  /** `rocketsTo`: the frame that takes over the removed frame's rockets (MF-RULING-TIE-ROCKETS). */
  | { seat: Seat; kind: 'tieBreak'; option: 'remove'; frame: string; rocketsTo?: string }
  | { seat: Seat; kind: 'tieBreak'; option: 'add'; spare: number }
  | { seat: Seat; kind: 'tieBreak'; option: 'defend' }
  | { seat: Seat; kind: 'place'; id: string; at: Vec }
  | { seat: Seat; kind: 'activate'; frame: string }
  | { seat: Seat; kind: 'pass' }
  | { seat: Seat; kind: 'declare'; frame: string; target: TargetRef | null; band: Band | null }
  | { seat: Seat; kind: 'assign'; frame: string; assignment: Assignment }
  | { seat: Seat; kind: 'move'; frame: string; to: Vec; via?: Vec[] }
  | { seat: Seat; kind: 'attack'; frame: string; useSpot: boolean }
  | { seat: Seat; kind: 'spot'; frame: string; target: string }
  | { seat: Seat; kind: 'endTurn'; frame: string }
  | { seat: Seat; kind: 'loseSystem'; frame: string; system: SystemCode | 'W' }
  | { seat: Seat; kind: 'retreat'; frame: string }
  | { seat: Seat; kind: 'clock'; down: boolean }

export type FzPrompt =
  | { seat: Seat; kind: 'tieBreak'; tied: Seat[]; roll: number }
  | { seat: Seat; kind: 'place'; step: DeployStep; remaining: number }
  | { seat: Seat; kind: 'activate'; canPass: boolean }
  | { seat: Seat; kind: 'declare'; frame: string; cause: TurnState['cause'] }
  | { seat: Seat; kind: 'assign'; frame: string; pool: RolledDie[] }
  | { seat: Seat; kind: 'act'; frame: string; moved: boolean; attacked: boolean }
  | { seat: Seat; kind: 'damage'; frame: string; points: number; retreatable: boolean }
  | { seat: Seat; kind: 'clock'; clock: number }

export type FzEvent =
  | { type: 'StartingScores'; ppa: Record<Seat, number>; scores: Record<Seat, number> }
  | { type: 'TieRoll'; tied: Seat[]; roll: number; winner: Seat }
  | { type: 'TieBroken'; seat: Seat; option: string }
  | { type: 'Roles'; defender: Seat; point: Seat; attackers: Seat[] }
  | { type: 'Placed'; id: string; at: Vec }
  | { type: 'Activated'; frame: string; cause: TurnState['cause'] }
  | { type: 'Passed'; seat: Seat }
  | { type: 'Declared'; frame: string; target: TargetRef | null; band: Band | null }
  | { type: 'PoolRolled'; frame: string; dice: RolledDie[]; hazard?: boolean }
  | { type: 'Assigned'; frame: string; values: Record<Action, number>; rocketSpent: boolean }
  | { type: 'Moved'; frame: string; from: Vec; to: Vec; distance: number }
  | { type: 'AttackForgone'; frame: string; reason: string }
  | { type: 'CombatOrder'; attacker: string; target: string }
  | {
      type: 'AttackResolved'
      frame: string
      target: TargetRef
      spot: number
      attack: number
      defence: number
      damageDice: number
      rolls: number[]
      cover: 'none' | 'structure' | 'frame' | 'is-cover' | 'melee'
      /** Each die's fate under the damage table (`damageDieFates`), in roll order. */
      fates: DieFate[]
    }
  | { type: 'CoverHit'; cover: string; bricksLeft: number; height: number; razed: boolean }
  | { type: 'Damage'; frame: string; points: number }
  | { type: 'SystemLost'; frame: string; system: SystemCode | 'W' }
  | { type: 'Retreated'; frame: string; station: string; to: Vec }
  | { type: 'Destroyed'; frame: string }
  | { type: 'Spotted'; frame: string; target: string; value: number }
  | { type: 'SpotUsed'; target: string; value: number }
  | { type: 'TurnEnded'; frame: string }
  | { type: 'StationControl'; station: string; controller: Seat | null; contested: boolean }
  | { type: 'Scores'; scores: Record<Seat, number> }
  | { type: 'RoundEnded'; round: number; clock: number }
  | { type: 'ClockDown'; seat: Seat | null; clock: number }
  | { type: 'GameOver'; outcome: Outcome }
