/**
 * The GUNFRAME battle state: plain JSON, small on purpose (every decision deep-copies it).
 * Pending work lives in `stack`, a list of frames whose top is the question asked now
 * (DESIGN §2: interrupts as a stack of extended sequences).
 */
import type { BaseState, Seat, Vec } from '@sortie/engine'
import type { Battlefield } from '../table/contract.ts'

export type Band = 'close' | 'short' | 'medium' | 'long'
export const BANDS: readonly Band[] = ['close', 'short', 'medium', 'long']

export type FrameKind = 'scout' | 'light' | 'medium' | 'heavy' | 'superheavy' | 'infantry' | 'tank' | 'flyer'

/** A deployment half, named by the table edge it touches (y = 0 is south). */
export type Half = 'south' | 'north' | 'west' | 'east'
export const HALVES: readonly Half[] = ['south', 'north', 'west', 'east']

export interface BattleUnit {
  id: string
  side: Seat
  name: string
  frame: FrameKind
  conventional: boolean
  /** Pilot Skill target number (4 means 4+). */
  skill: number
  speed: number
  defense: number
  armour: number
  maxArmour: number
  loadout: Record<Band, number>
  points: number
  upgrades: string[]
  radius: number
  height: number
  flying: boolean
  status: 'undeployed' | 'table' | 'destroyed'
  pos: Vec
  facing: number
  elevation: number
  /** Counters that stay until used or removed. */
  lock: boolean
  evade: boolean
  knockedDown: boolean
  shutDown: boolean
  distracted: boolean
  /** Consecutive special actions spent rebooting. */
  reboot: number
  /** Per-turn marks, cleared at the start of each turn. */
  activated: boolean
  reacted: boolean
  focusSpent: boolean
  lockUsed: boolean
  evadeUsed: boolean
}

export type Trigger =
  | { type: 'attacked'; by: string; unit: string }
  | { type: 'locked'; by: string; unit: string }
  | { type: 'moved'; by: string }

export interface ActivationFrame {
  t: 'activation'
  unit: string
  actionsLeft: number
  actionsTaken: number
  /** Weapon systems already fired in this activation (rapid fire lifts the limit once per focus). */
  usedBands: Band[]
  /** Enemies the unit's first action moved it into contact with (charge, ruling 12). */
  chargeTargets: string[]
}

export interface AttackFrame {
  t: 'attack'
  attacker: string
  target: string
  band: Band
  /** Weapon value used (may differ from the band's when a ground unit hits a flyer in contact). */
  weapon: number
  modifiers: string[]
  reaction: boolean
  step: 'lock' | 'defend' | 'dodge' | 'power'
  obscured: boolean
  cover: 'none' | 'cover' | 'hard'
  hits: number
  sixes: number
  damage: number
  dodge: number
  destroyed: boolean
}

export interface DisengageFrame {
  t: 'disengage'
  unit: string
  path: Vec[]
  facing: number
  roll: number
  reaction: boolean
  /** The move is the activation's first action (charge bookkeeping). */
  first: boolean
  startEngaged: string[]
}

export interface ReactFrame {
  t: 'react'
  trigger: Trigger
  /** The side that may react. */
  seat: Seat
}

export interface InitiativeFrame {
  t: 'initiative'
  seat: Seat
}

export type Frame = ActivationFrame | AttackFrame | DisengageFrame | ReactFrame | InitiativeFrame

export interface Objective {
  id: string
  pos: Vec
}

export interface BattleResult {
  winners: Seat[]
  draw: boolean
  reason: 'turns' | 'sudden_death'
  vp: Record<Seat, number>
  attrition: Record<Seat, number>
}

export interface BattleState extends BaseState {
  v: 1
  field: Battlefield
  mission: { id: 'carnage'; turns: number; objectives: Objective[] }
  seats: [Seat, Seat]
  phase: 'role' | 'half' | 'deploy' | 'play' | 'over'
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
}

/** Decisions, one kind per question. `seat` is checked by the engine against the prompt. */
export type BattleDecision =
  | { seat: Seat; kind: 'choose-role'; role: 'attacker' | 'defender' }
  | { seat: Seat; kind: 'choose-half'; half: Half }
  | { seat: Seat; kind: 'deploy'; unit: string; pos: Vec; facing: number }
  | { seat: Seat; kind: 'initiative'; first: boolean }
  | { seat: Seat; kind: 'activate'; unit: string }
  | { seat: Seat; kind: 'move'; path: Vec[]; facing: number }
  | { seat: Seat; kind: 'attack'; target: string; rapidFire?: boolean }
  | { seat: Seat; kind: 'lock'; target: string }
  | { seat: Seat; kind: 'evade' }
  | { seat: Seat; kind: 'special' }
  | { seat: Seat; kind: 'end-activation' }
  | { seat: Seat; kind: 'disengage'; choice: 'stop' | 'take-damage' }
  | { seat: Seat; kind: 'use-lock'; effect: 'focus-fire' | 'precise-strike' | 'keep' }
  | { seat: Seat; kind: 'defend'; pool: 'defense' | 'close'; evade: boolean }
  | { seat: Seat; kind: 'dodge'; to: Vec | null }
  | { seat: Seat; kind: 'power'; spend: PowerSpend[] }
  | { seat: Seat; kind: 'pass' }
  | {
      seat: Seat
      kind: 'react'
      unit: string
      action: 'attack' | 'move' | 'evade'
      path?: Vec[]
      facing?: number
    }

/** A power attack bought with power points (basic ones here; upgrades add more later). */
export interface PowerSpend {
  id: string
  x?: number
}

export type DecisionKind = BattleDecision['kind']
