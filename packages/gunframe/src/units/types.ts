/**
 * The shapes of the GUNFRAME builder: what a unit file and a squadron file hold (designs, as a
 * player writes them) and the flattened profile the battle engine plays with.
 */
import type { UpgradeId } from './upgrade-ids.ts'

export type FrameType = 'scout' | 'light' | 'medium' | 'heavy' | 'superheavy' | 'infantry' | 'tank' | 'flyer'
export type WeaponSystem = 'close' | 'short' | 'medium' | 'long'
export type FrameValue = 'speed' | 'defense' | 'armour'
export type UpgradeCategory = 'pilot' | 'frame' | 'loadout'

export const WEAPON_SYSTEMS: readonly WeaponSystem[] = ['close', 'short', 'medium', 'long']
export const FRAME_VALUES: readonly FrameValue[] = ['speed', 'defense', 'armour']
export const FRAME_TYPES: readonly FrameType[] = [
  'scout',
  'light',
  'medium',
  'heavy',
  'superheavy',
  'infantry',
  'tank',
  'flyer',
]

export type Loadout = Record<WeaponSystem, number>

/** One upgrade of the book, as data. */
export interface UpgradeDef {
  /** kebab-case, stable: 'ace', 'fast-flyer', 'well-read' (upgrade-ids.ts lists them). */
  id: UpgradeId
  name: string
  category: UpgradeCategory
  /** Frame values (frame upgrades) or weapon systems (loadout upgrades) it may sit on; [] for pilot upgrades. */
  attachTo: readonly (FrameValue | WeaponSystem)[]
  /** Marked * in the book: one per squadron. */
  unique: boolean
  /** Needs exactly two units of the squadron to carry it. */
  linked: boolean
  /** (N): bought several times, counts as one upgrade. */
  takesN: boolean
  /** Belongs to an optional rule; only with the players' agreement. */
  optionalRule: boolean
  /** The bonus upgrade for owners of the book (Well Read). */
  bonus?: boolean
  /** Our own one-line paraphrase of the effect. */
  summary: string
}

/** An upgrade as bought for a unit. */
export interface UpgradeChoice {
  id: string
  /** The frame value or weapon system it is attached to (pilot upgrades have none). */
  on?: FrameValue | WeaponSystem
  /** Times bought, for (N) upgrades; 1 when absent. */
  n?: number
  /** The free upgrade a tank or flyer comes with. */
  free?: boolean
}

export interface PilotDesign {
  name?: string
  /** The number to roll: 4 (4+, standard) or 3 (3+, one point). */
  skill: 3 | 4
}

/** Values and frame/loadout upgrades of one form. */
export interface FormDesign {
  /** Form name shown on the card ('Fighter', 'Mecha'); optional. */
  name?: string
  /** Only checked on other forms: it must repeat the unit's frame type if given. */
  frame?: FrameType
  speed: number
  defense: number
  armour: number
  loadout: Loadout
  upgrades: UpgradeChoice[]
}

/** The combined form of a combiner team. */
export interface CombinedInfo {
  /** The team members, by unit name (catalogue) or unit id (squadron). */
  team: string[]
  /** The team-size bonus as split between Armour and Loadout. */
  bonus: { armour: number; loadout: number }
}

/**
 * One unit as a player designs it. The top-level values are its first (or only) form and its
 * upgrades hold the pilot upgrades plus the first form's frame and loadout upgrades. A
 * transforming mecha lists its other forms under `transforms`.
 */
export interface UnitDesign extends Omit<FormDesign, 'name' | 'frame'> {
  /** The unit's name ('Eagle VF'). */
  name: string
  /** Name of the first form of a transforming mecha ('Fighter'). */
  formName?: string
  frame: FrameType
  pilot: PilotDesign
  /** Other forms of a transforming mecha (one or two). */
  transforms?: FormDesign[]
  /** Present when this design is the combined form of a combiner team (never paid for). */
  combined?: CombinedInfo
  notes?: string
}

export type GameSize = 'skirmish' | 'clash' | 'battle' | 'custom'

export interface SquadronUnit extends UnitDesign {
  /** Unique id inside the squadron; defaults to a slug of the name (with -2, -3 … for repeats). */
  id?: string
  /** Held in reserve at the start of the game. */
  reserve?: boolean
}

/** A squadron file. */
export interface Squadron {
  name: string
  faction?: string
  size: GameSize
  /** The agreed points limit; fixed for clash (100) and battle (200), 50–75 for skirmish, any for custom. */
  points?: number
  units: SquadronUnit[]
  /** Combined forms of the declared combiner teams (team = unit ids/names of this squadron). */
  combiners?: UnitDesign[]
  notes?: string
}

/** An upgrade on a battle-ready profile. */
export interface ProfileUpgrade {
  id: string
  on?: WeaponSystem | FrameValue
  n?: number
  /** Linked upgrades: the id of the other unit of the pair (squadron profiles only). */
  partner?: string
}

export interface ProfileForm {
  name: string
  speed: number
  defense: number
  armour: number
  loadout: Loadout
  /** Pilot upgrades plus this form's frame and loadout upgrades. */
  upgrades: ProfileUpgrade[]
}

/** A unit flattened for play: the first form's values, with every form listed for transformers. */
export interface UnitProfile extends ProfileForm {
  /** Set for squadron profiles ('unit:<id>' is the battle's business; this is the squadron id). */
  id?: string
  frame: FrameType
  conventional: boolean
  pilot: { name: string; skill: 3 | 4 }
  points: number
  reserve?: boolean
  /** Every form (the first equals the top-level values) when the unit transforms. */
  forms?: ProfileForm[]
  /** For a combined form: its team (unit ids). */
  combinedFrom?: string[]
}

/** One problem with a design or file: a stable code, a readable message and the JSON path. */
export interface Problem {
  code: string
  message: string
  path: string
  detail?: Record<string, unknown>
}
