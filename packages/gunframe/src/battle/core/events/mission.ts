/**
 * The events the missions add: setup answers, edges, reserves and arrivals, loot and
 * investigation, the doomsday device and the environments, as a map from event type to its
 * fields (see events.ts).
 */
import type { Seat, Vec } from '@sortie/engine'
import type { InvestigationResult } from '../../../missions/counters.ts'
import type { SetupAnswer } from '../../../missions/state.ts'
import type { Half } from '../types.ts'

export interface MissionEvents {
  MissionSetup: { step: string; seat: Seat; answer: SetupAnswer }
  EdgeChosen: { seat: Seat; half: Half }
  UnitInReserve: { unit: string; mode: 'reserve' | 'ambush' | 'halo' }
  ReservesCalled: { seat: Seat; nominated: string[]; arrive: string[]; stay: string[] }
  ReserveDelayed: { unit: string }
  /** `from` says how the unit came on: a reserve edge, an ambush, a HALO drop, a combiner… */
  UnitPlaced: { unit: string; pos: Vec; facing: number; from: string }
  HaloDrop: { unit: string; pos: Vec; scatter: number }
  HaloScatter: {
    unit: string
    from: Vec
    to: Vec
    inches: number
    heading: number
    stopped: 'edge' | 'blocking' | null
  }
  AmbushHeld: { seat: Seat; units: string[] }
  LootPickedUp: { unit: string; counter: string | undefined }
  LootDropped: { unit: string }
  Investigated: {
    unit: string
    counter: string | undefined
    roll: number
    result: InvestigationResult
    autoPrize: string | undefined
  }
  DeactivationAttempt: {
    unit: string
    dice: number[]
    total: number
    outcome: 'activated' | 'deactivated' | 'failed' | 'clock-up'
    clock: number
  }
  DoomsdayClock: { roll: number; clock: number }
  EnvironmentRolls: { rolls: { what: string; unit?: string; value: number }[] }
  CounterRemoved: { unit: string; counter: 'lock' | 'evade'; cause: string }
  Decompression: { lastTurn: number }
  Sunrise: { turn: number }
  HullBreachRoll: { at: Vec; roll: number; breach: boolean }
  StormStopped: { turn: number }
  StormRestarted: { turn: number }
}
