/**
 * State and settings of the optional rules that need more than a flag: combiner teams,
 * structures and buildings, objects to pick up, and the space battlefield. Kept free of the
 * battle's own types (the unit type is a parameter) so the state file can hold it without a cycle.
 */
import type { Vec } from '@sortie/engine'
import type { TerrainFeature } from '../../table/contract.ts'

export type Edge = 'south' | 'north' | 'west' | 'east'

/** GF-OPT-STRUCTURE-INTEGRITY: the four kinds of structure in the book's chart. */
export type StructureClass = 'typical-civilian' | 'hard-civilian' | 'typical-military' | 'hard-military'

export interface StructureSetup {
  /** The terrain feature that is the structure (or one section of a massive structure). */
  feature: string
  class?: StructureClass
  /** Override the chart (a structure of the players' own). */
  defense?: number
  armour?: number
  /** A building infantry may occupy (default: yes). */
  building?: boolean
  /** Massive structures: the name of the whole each section belongs to. */
  of?: string
}

export interface ObjectSetup {
  id?: string
  size: 'small' | 'large'
  /** An obstacle feature that is the object; or a free-standing object at `pos`. */
  feature?: string
  pos?: Vec
}

export interface SpaceSetup {
  /** Where drift carries debris, knocked-down and shut-down units (default north). */
  driftEdge?: Edge
  /** A strip along one edge that can be landed and walked on (default: 6" along the south edge). */
  massive?: { edge: Edge; depth: number } | null
  /** Features that are floating structures (default: every blocking feature). */
  floating?: string[]
  /** Features that are debris (default: every obstacle). */
  debris?: string[]
  /** Debris features that are debris fields (obscuring, dangerous, no cover). */
  fields?: string[]
}

/** What the players agreed before play; features not listed get the defaults above. */
export interface OptionalTableSetup {
  structures?: StructureSetup[]
  objects?: ObjectSetup[]
  space?: SpaceSetup
}

export interface CombinerTeam {
  id: string
  side: string
  /** Unit id of the combined form. */
  form: string
  members: string[]
  /** '…and I'll form… the head!': the only member who may lead the combining. */
  head: string | null
  combined: boolean
  /** Times the team has combined (once a battle, except with Gestalt). */
  formed: number
  /** Each member's Armour when the team combined (they get it back when it separates). */
  armourAt: Record<string, number>
  /** Against the Ropes: a member has been shut down or destroyed during the battle. */
  struck: boolean
  /** Uncoordinated: a 6 was rolled, no more tests. */
  coordinated: boolean
  /** The combined form was destroyed: the team cannot combine again. */
  wrecked: boolean
}

export interface Occupant {
  unit: string
  /** The unit's own base and Defense, given back when it leaves. */
  radius: number
  defense: number
  elevation: number
}

export interface StructureState {
  id: string
  feature: string
  name: string
  defense: number
  armour: number
  maxArmour: number
  building: boolean
  of: string | null
  destroyed: boolean
  occupants: Occupant[]
}

export interface TableObject {
  id: string
  size: 'small' | 'large'
  pos: Vec
  radius: number
  /** The terrain feature it is (kept here while carried); absent for a free-standing object. */
  feature?: TerrainFeature
  carrier: string | null
}

/** GF-OPT-SPACE-OFF-EDGE: debris off the drift edge waiting to be placed again. */
export interface DebrisReturn {
  feature: TerrainFeature
  fate: 'new-object' | 'untracked-object'
}

export interface SpaceState {
  driftEdge: Edge
  massive: Vec[] | null
  floating: string[]
  debris: string[]
  fields: string[]
  /** Speed as built, for units that halve it while flying without a flight upgrade. */
  speed: Record<string, number>
  /** Units that drifted off, with the turn: they may be called from the next one. */
  adrift: Record<string, number>
  /** Units in reserve because they drifted off: they come back at the drift edge. */
  cameOff?: string[]
  /** Debris the player with initiative still has to place, first in line first. */
  returning: DebrisReturn[]
  /** The turn whose drift has been rolled (the End phase may pause for placements and resume). */
  drifted?: number
}

export interface OptionalState<U> {
  /** Units off the table while their team is combined, and combined forms not in play. */
  stash: U[]
  combiners: CombinerTeam[]
  structures: StructureState[]
  objects: TableObject[]
  space: SpaceState | null
  /** Per unit: turn it entered or left a building (it may not do both in one turn). */
  buildingTurn: Record<string, number>
}
