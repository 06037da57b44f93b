/**
 * The events of the optional rules (groups, objects, structures, combiners, space, darkness) and
 * of the upgrades, as a map from event type to its fields (see events.ts).
 */
import type { Vec } from '@sortie/engine'
import type { Edge } from '../optional-state.ts'
import type { Band } from '../types.ts'

export interface OptionalEvents {
  GroupFormed: { leader: string; followers: string[]; reaction?: boolean }
  GroupJoined: { leader: string; unit: string }
  GroupLeft: { leader: string; unit: string }
  GroupAttack: { leader: string; bonus: number; structure?: string }
  ObjectPickedUp: { unit: string; object: string; size: 'small' | 'large' }
  ObjectDropped: { unit: string; object: string; pos: Vec }
  ObjectDestroyed: { object: string; why: string }
  ObjectThrown: { unit: string; object: string; target: string; dice: number }
  ObjectSwung: { unit: string; object: string; target: string; bonus: number }
  ObstacleKicked: { unit: string; feature: string }
  BuildingEntered: { unit: string; structure: string; from: Vec; pos: Vec }
  BuildingLeft: { unit: string; structure: string; pos: Vec }
  StructureAttacked: {
    attacker: string
    structure: string
    band: Band
    pool: number
    dice: number[]
    hits: number
    defensePool: number
    defense: number[]
    blocks: number
    damage: number
    armour: number
  }
  StructureDestroyed: { structure: string; by: string; of: string | null }
  CombinerFormed: { team: string; leader: string | null; unit: string; cost: number; flying: boolean }
  CombinerReady: { team: string; unit: string }
  CombinerSeparated: { team: string; unit: string; members: string[] }
  CombinerWrecked: { team: string; unit: string; survivors: string[] }
  Uncoordinated: { unit: string; actions: number }
  Drift: { roll: number; edge: Edge; debris: string[]; units: string[] }
  DriftCollision: { unit: string; with: string }
  DriftedOff: { unit: string; turn: number }
  DebrisOffEdge: { feature: string; roll: number; fate: string }
  DebrisReturned: { feature: string; fate: 'new-object' | 'untracked-object'; pos: Vec; by: string }
  DebrisGone: { feature: string; why: string }
  DarkEvade: { unit: string; cost: number }
}

export interface UpgradeEvents {
  ImpulsiveRoll: { unit: string; inches: number; blocked: boolean }
  NemesisNamed: { unit: string; nemesis: string }
  NemesisSlain: { unit: string; nemesis: string; side: string }
  NemesisSurvived: { unit: string; nemesis: string; side: string }
  /** `roll` names what was re-rolled; a pilot-skill re-roll carries no dice. */
  LuckyReroll: { unit: string; roll: string; picked?: number[]; before?: number[]; dice?: number[] }
  ObstacleCrushed: { unit: string; feature: string }
  RepairRoll: { unit: string; roll: number }
  WellRead: { unit: string; roll: number | undefined }
}
