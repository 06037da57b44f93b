/**
 * The mission's own part of the game state (plain JSON): what it placed, what the players still
 * have to place or choose, and the trackers some missions keep (the doomsday clock, the prize).
 * The battle stores it whole and hands it back to every mission function.
 */
import type { Vec } from '@sortie/engine'
import type { BasicMissionId, MissionId, VariantId } from './catalogue.ts'
import type { Counter, Half, Marker, PiecePlacement, Roles, Side, TableSize } from './types.ts'

/** Where a setup choice may put its item. Every listed test must hold. */
export interface Region {
  /** Inside every one of these polygons (an intersection). */
  within: Vec[][]
  /** At least `gap` inches from each of these polygons. */
  awayFrom: { poly: Vec[]; gap: number }[]
  /** More than this many inches from every table edge. */
  edgeMargin?: number
  /** Edge distance from this point no more than `range` (a base within N" of a counter). */
  near?: { point: Vec; range: number }
}

/** When in the game sequence a setup step is answered. */
export type SetupTiming = 'before-deployment' | 'deployment' | 'after-deployment'

export type SetupStep =
  | {
      kind: 'place'
      id: string
      seat: Side
      when: SetupTiming
      /** What is placed: a marker, a counter or a piece. */
      item: 'objective' | 'hq' | 'target' | 'loot' | 'beacon' | 'raid-target' | 'convoy-vehicle'
      region: Region
      /** Least distance to other objective markers and to other counters / pieces. */
      spacing: { markers: number; counters: number }
    }
  | { kind: 'choose-target'; id: string; seat: Side; when: SetupTiming; from: Side }
  | { kind: 'choose-gun-emplacements'; id: string; seat: Side; when: SetupTiming; bunkers: string[] }

export type SetupAnswer = { pos: Vec; radius?: number } | { unit: string } | { emplacements: string[] }

export interface MissionEnd {
  /** Mission: its own victory condition; turns: the last turn was played; sudden-death. */
  reason: 'mission' | 'turns' | 'sudden-death'
  /** Set when the mission names the winner outright (Breakthrough, Doomsday). */
  winner?: Side
  turn: number
}

export interface MissionState {
  id: MissionId
  variant: VariantId | null
  /** The basic mission Remember Love is played over. */
  base: BasicMissionId | null
  table: TableSize
  roles: Roles
  halves: Record<Side, Half>
  markers: Marker[]
  counters: Counter[]
  pieces: PiecePlacement[]
  /** Setup questions still to answer, in order. */
  steps: SetupStep[]
  /** Scrappy survivors: the defender's units chosen as targets. */
  targets: string[]
  /** Doomsday. */
  clock: number
  device: 'running' | 'deactivated' | 'activated'
  /** Investigate: the prize has been found. */
  prizeFound: boolean
  /** The turn after which the game ends, when known (five; a decompression may bring it nearer). */
  lastTurn: number | null
  end: MissionEnd | null
}

/**
 * The mission whose own special rules and scoring are in force: Remember Love is played over a
 * basic mission and follows all of that mission's rules, so checks name the base, not Remember Love.
 */
export const baseMission = (ms: Pick<MissionState, 'id' | 'base'>): MissionId =>
  ms.id === 'remember-love' ? (ms.base ?? 'carnage') : ms.id

export const otherSide = (roles: Roles, s: Side): Side =>
  s === roles.attacker ? roles.defender : roles.attacker
