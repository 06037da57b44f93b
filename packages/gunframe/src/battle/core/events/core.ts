/**
 * The core battle's events (setup roles, turns, activations, movement, counters, reactions,
 * choices), as a map from event type to its fields; events.ts tags them into `BattleEvent`.
 */
import type { Seat, Vec } from '@sortie/engine'
import type { Trigger } from '../types.ts'

/** The actions an activation declares (mission and optional actions name theirs apart). */
export type DeclaredAction = 'move' | 'attack' | 'lock' | 'evade' | 'special'

/** Why a push, swing or walk stopped short. */
export type StopCause = 'edge' | 'terrain' | 'figure' | 'ledge' | 'obstacle' | null

export interface CoreEvents {
  RolesChosen: { attacker: Seat; defender: Seat }
  InitiativeRolled: { rolls: Record<Seat, number>; winner?: Seat | null }
  InitiativeChosen: { by: Seat; first: Seat }
  TurnStarted: { turn: number; focus: Record<Seat, number> }
  RandomGameLength: { turn: number; roll: number }
  VictoryPoints: { turn: number; gained: Record<Seat, number>; total: Record<Seat, number> }
  GameEnded: {
    winners: Seat[]
    draw: boolean
    reason: 'turns' | 'sudden_death' | 'mission'
    vp: Record<Seat, number>
    attrition: Record<Seat, number>
  }
  UnitDeployed: { unit: string; pos: Vec; facing: number }
  UnitActivated: { unit: string; actions: number }
  BonusActivation: { unit: string; actions: number; reason: string }
  ActivationEnded: { unit: string }
  /** `optional` names an optional-rule action (structure, exit, pick-up, throw…), `mission` a mission one. */
  ActionDeclared: {
    unit: string
    action: DeclaredAction
    index: number
    optional?: string
    mission?: 'pick-up' | 'investigate' | 'deactivate'
  }
  /** `for` says what the point paid for: a special move, rapid fire, an upgrade's offer… */
  FocusSpent: { unit: string; for?: string }
  UnitMoved: {
    unit: string
    from: Vec
    to: Vec
    facing: number
    cost: number
    stood?: boolean
    fast?: boolean
    special?: string
  }
  MoveStopped: { unit: string }
  UnitTurned: { unit: string; facing: number; free: boolean }
  JumpCharge: { unit: string; target: string; success: boolean; damage: number }
  /** `flight`: the change of form took the unit up or brought it down (GF-SPM-TRANSFORM). */
  Transformed: { unit: string; form: number; name: string; flight?: 'take-off' | 'land' }
  Dodged: { unit: string; from: Vec; to: Vec }
  TargetLocked: { unit: string; by: string }
  LockFailed: { unit: string; by: string }
  LockWasted: { unit: string; by: string }
  LockShaken: { unit: string }
  EvadePlaced: { unit: string; by?: string }
  EvadeRemoved: { unit: string; by: string }
  EvadeUsed: { unit: string }
  Reaction: { unit: string; action: 'attack' | 'move' | 'evade'; trigger: Trigger }
  FreeReaction: { unit: string; by: string }
  /** A question an upgrade, power attack or optional rule asks (a ChoiceFrame). */
  ChoiceOffered: { id: string; unit: string; options: string[] }
  ChoiceMade: { id: string; unit: string; option: string; dice?: number[] }
  /** A chance offered lapsed (the unit can no longer take it). */
  ChanceLapsed: { unit: string; option: string }
}
