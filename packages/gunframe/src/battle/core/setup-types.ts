/**
 * What a battle is started from (the setup file of a game): squadrons of battle-ready unit
 * profiles, the battlefield, mission, environment and optional rules. Kept apart from the code
 * that builds the state so the mission and optional-rule modules can name it without a cycle.
 */
import type { Seat } from '@sortie/engine'
import type { MissionId, MissionSettings } from '../../missions/catalogue.ts'
import type { EnvironmentId, EnvironmentSettings } from '../../missions/environment.ts'
import type { Battlefield } from '../../table/contract.ts'
import type { OptionalTableSetup } from './optional-state.ts'
import type { Band, BattleSettings, FrameKind, Half } from './types.ts'

export interface BattleUnitProfile {
  name: string
  frame: FrameKind
  conventional: boolean
  pilot: { name: string; skill: number }
  speed: number
  defense: number
  armour: number
  loadout: Record<Band, number>
  upgrades: { id: string; on?: string; n?: number; partner?: string }[]
  points: number
  forms?: unknown
}

/** A combiner team's combined form; `combinedFrom` names its members (index, squadron id or name). */
export interface CombinerProfile extends BattleUnitProfile {
  combinedFrom: readonly (string | number)[]
  /** '…and I'll form… the head!': the member who leads (default: the first). */
  head?: string | number
}

export interface BattleSetup {
  squadrons: Record<Seat, readonly BattleUnitProfile[]>
  battlefield?: Battlefield
  /** A mission id, or the id with its variant (and Remember Love's basic mission). */
  mission?: MissionId | MissionSettings
  /** An environmental condition id, or its settings (storm type, eye, flight). */
  environment?: EnvironmentId | EnvironmentSettings
  /** Optional rules toggled on (see OPTIONAL_RULES). */
  optional?: string[]
  /** Crippled units and panic (both off by default: optional rules need agreement). */
  settings?: BattleSettings
  /**
   * Team battles — each side's players (their squadrons are keyed by player). Without it,
   * three or more squadrons play a free-for-all.
   */
  teams?: Record<Seat, Seat[]>
  /** Optional combiners: each squadron's combined forms, keyed like `squadrons`. */
  combiners?: Record<Seat, readonly CombinerProfile[]>
  /** Optional structures, throwing, space: what the players agreed about the table. */
  optionalTable?: OptionalTableSetup
  /** Skip the attacker/defender roll-off (tests, scenarios). */
  attacker?: Seat
  /** Skip the defender's choice of half. */
  defenderHalf?: Half
}
