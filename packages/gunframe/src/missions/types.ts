/**
 * Ports: the narrow shapes the missions module reads. The battle adapts its own state to them
 * (a BattleUnit becomes a MissionUnit, the table's edge distance becomes a DistanceFn), so the
 * mission rules never depend on how the battle or the table are built.
 */
import type { Vec } from '@sortie/engine'

/** A seat ('p1', 'p2') — or a team id when several seats play as one side. */
export type Side = string

/**
 * A deployment half, named by the table edge (or corner, for a diagonal split) it holds.
 * y = 0 is the south edge, x = 0 the west edge.
 */
export type Half = 'south' | 'north' | 'west' | 'east' | 'southwest' | 'northeast' | 'northwest' | 'southeast'

export interface TableSize {
  width: number
  depth: number
}

export interface Roles {
  attacker: Side
  defender: Side
}

/** The mission pieces the book gives stats to (see pieces.ts). */
export type PieceKind =
  | 'convoy-vehicle'
  | 'raid-target'
  | 'bunker'
  | 'gun-emplacement'
  | 'disruption-beacon'
  | 'objective-building'

/** A unit (or mission piece) as the mission rules see it. */
export interface MissionUnit {
  id: string
  side: Side
  /** Base centre, inches. */
  pos: Vec
  /** Base radius, inches (0 for a point-like structure). */
  radius: number
  /** 'reserve' covers every unit not yet on the table (undeployed, in reserve, drifted off). */
  status: 'reserve' | 'table' | 'destroyed'
  knockedDown: boolean
  shutDown: boolean
  /** Points value (mission pieces: 0, they are not part of the squadron). */
  points: number
  /** Armour remaining now. */
  armour: number
  /** Upgrade ids; a weapon-system upgrade may carry its band as 'indirect-fire@long'. */
  upgrades: readonly string[]
  /** Set when the unit is a mission piece rather than a squadron unit. */
  piece?: PieceKind
}

/**
 * Distance from a point (an objective marker's or counter's centre) to a unit's base, in
 * inches, as the table measures it (edge of base, heights if the table counts them).
 */
export type DistanceFn = (point: Vec, unit: MissionUnit) => number

/** The dice the battle owns. The engine's `Dice` fits as is; tests pass scripted dice. */
export interface DicePort {
  d6(): number
  d3(): number
}

export interface Marker {
  id: string
  pos: Vec
  /** 'hq' markers (Loot) and Engagement markers belong to a side. */
  owner?: Side
  kind: 'objective' | 'hq'
  /** Domination variant: the building the marker stands on (a piece unit id). */
  building?: string
}

export interface Counter {
  id: string
  kind: 'target' | 'loot'
  pos: Vec
  /** The unit carrying a loot counter, if any. */
  carrier?: string
  /** What a target counter stands for. */
  role?: 'point-of-interest' | 'doomsday-device'
}

/** Stat line of a mission piece (book tables). */
export interface PieceStats {
  kind: PieceKind
  name: string
  /** Structures never activate; convoy vehicles act like units; gun emplacements only react. */
  acts: 'unit' | 'react-attack-only' | 'never'
  speed: number
  defense: number
  armour: number
  /** Pilot Skill target (4 = 4+); 0 when the piece never rolls one. */
  skill: number
  loadout: { close: number; short: number; medium: number; long: number }
  upgrades: readonly string[]
}

/** A piece the mission puts on the table: its stats plus who owns it and where it starts. */
export interface PiecePlacement {
  id: string
  kind: PieceKind
  side: Side
  /** Absent while a player still has to place it (see the setup steps). */
  pos?: Vec
}
