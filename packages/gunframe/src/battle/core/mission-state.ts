/**
 * The battle's side of a mission: the missions module's own state plus what only the
 * battle tracks — the environment, optional rules, units waiting in reserve, the deployment area
 * each unit used, and the End phase's progress while players call reserves.
 */
import type { BasicMissionId, MissionId, VariantId } from '../../missions/catalogue.ts'
import type { EnvironmentState } from '../../missions/environment.ts'
import type { MissionState } from '../../missions/state.ts'

export type MissionName = MissionId
export type ReserveMode = 'reserve' | 'halo' | 'ambush'

export interface MissionExtras {
  variant: VariantId | null
  /** The basic mission Remember Love is played over. */
  base: BasicMissionId | null
  /** The missions module's state; null until the defender has picked a half. */
  state: MissionState | null
  environment: EnvironmentState
  /** Optional rules toggled on (ids from OPTIONAL_RULES). */
  optional: string[]
  /** Units held off the table, and how each may come on. */
  reserves: Record<string, ReserveMode>
  /** The deployment area each deployed unit used (for caps such as Ambush's half the defenders). */
  areas: Record<string, string>
  /** Units that began this activation touching the doomsday device (two-dice attempt). */
  contactStart: string[]
  /** Where the End phase is: null while units still activate, 'reserves' once reserves are called. */
  endStage: 'reserves' | null
  /** Free-for-all: the clockwise seat order; the last to deploy wins the first initiative. */
  ffa: boolean
  /** Free-for-all: the deployment order from the roll, highest first. */
  ffaOrder: string[]
  /** Team battles: the players of each side (the first one commands). */
  teams: Record<string, string[]> | null
  /** Ambushers that arrived this turn, with the actions the Pilot Skill roll allowed. */
  ambushed: Record<string, number>
  /** Seats that chose to keep their ambushers waiting for the rest of this turn. */
  ambushHeld?: string[]
  /** Optional groups rule: each group leader's followers this turn. */
  groups: Record<string, string[]>
  /** Optional groups rule: leaders whose group formed for a reaction (it lasts that reaction only). */
  reactionGroups?: string[]
}

/** Reserve frame: the End phase's "call reserves" for one seat, then placing what arrived. */
export interface ReservesFrame {
  t: 'reserves'
  seat: string
  stage: 'call' | 'place' | 'scatter'
  /** Units that passed their Pilot Skill roll and wait to be placed. */
  arriving: string[]
  /** A HALO drop placed and waiting for the opponent's scatter direction. */
  drop?: { unit: string; pos: { x: number; y: number }; facing: number; inches: number }
}
