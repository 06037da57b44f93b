/**
 * The frames of the battle's pending-work stack (core/types.ts `BattleState.stack`): one kind per
 * question that may wait on a player — an activation, an attack under way, a failed disengage, a
 * reaction window, the initiative choice, an upgrade's or rule's choice, the mission's reserves.
 */
import type { Seat, Vec } from '@sortie/engine'
import type { PowerEffect } from '@sortie/gunframe/power'
import type { ChoiceData } from './choice-data.ts'
import type { ReservesFrame } from './mission-state.ts'
import type { Band, MoveExtras } from './moves.ts'

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
  /**
   * An activation granted by an upgrade (Lovers, Wingman, Rivals, Well-Oiled), outside
   * the turn's alternation: it marks nothing and hands the turn to nobody when it ends.
   */
  bonus?: { reason: string; only?: 'move' | 'attack'; target?: string }
  /** A move action was taken in this activation (a flying fast flyer must move). */
  moved?: boolean
}

/** A question an upgrade, power attack or optional rule asks a player. */
export interface ChoiceFrame {
  t: 'choice'
  /** What is asked (the handler's key): 'ablative', 'guardian', 'lucky-attack', 'panic', … */
  id: string
  seat: Seat
  unit: string
  options: string[]
  /** For options that move the unit ('move'): at most this many inches. */
  inches?: number
  /** GF-UPG-LUCKY: the rolled faces a `pick` answer names by index (a die-pick question). */
  dice?: number[]
  /** The question's own data, shaped per id (choice-data.ts). */
  data?: ChoiceData
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
  /** Spendable power points (sixes, Powerful, Ablative); `sixes` when absent. */
  points?: number
  /** The Target Lock spend and the defender's pool, kept for re-rolls and odds. */
  lockUse?: 'focus-fire' | 'precise-strike' | 'keep'
  pool?: 'defense' | 'close'
  evaded?: boolean
  /** Sixes the defender rolled (dodge, Parry). */
  defenseSixes?: number
  /** Who takes the damage (Guardian may step in); the target when absent. */
  takenBy?: string
  /** Split Fire: dice taken from the weapon for this target. */
  dice?: number
  /** Power effects that wait for the attack's end (Target Painting, Run and Gun inches). */
  after?: { paint?: boolean; move?: number }
  /**
   * A power effect's damage to a unit other than the one hit, waiting while a Guardian is asked
   * whether to take it, and the effects still to apply after it (GF-RULING-GUARDIAN-SOURCES).
   */
  splash?: { unit: string; damage: number; rest: PowerEffect[] }
  /** Split Fire: a later share, started once the attacks above it are over. */
  queued?: boolean
}

export interface DisengageFrame extends MoveExtras {
  t: 'disengage'
  unit: string
  path: Vec[]
  facing: number
  roll: number
  reaction: boolean
  /** The move is the activation's first action (charge bookkeeping). */
  first: boolean
  startEngaged: string[]
  /** The damage was taken and a Guardian is being asked whether to take it instead (GF-RULING-GUARDIAN-SOURCES). */
  guardian?: true
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

export type Frame =
  | ActivationFrame
  | AttackFrame
  | DisengageFrame
  | ReactFrame
  | InitiativeFrame
  | ChoiceFrame
  | ReservesFrame
