/**
 * The project's own starter catalogue for Gunwave. The seed defines what a weapon,
 * mecha and trait ARE, but the book with the real lists is lost (supplements/gunwave-facts.md):
 * every number and name below that is not in the seed is INVENTED BY THE PROJECT, calibrated to
 * the seed's examples (Armor 40, Energy 50, 5-die ranged, 8-die melee), and listed as such in
 * docs/rules/gunwave.md. Tune here and only here.
 */
import type { Band } from '../battle/zones.ts'

export const CATALOGUE_LABEL =
  "Sortie project defaults — invented for play, not from Gunwave's lost Colony War Core Handbook"

export type WeaponKind = 'energy' | 'ballistic' | 'launcher' | 'grenades' | 'melee' | 'heat-shield'
export type AmmoType = 'standard' | 'heavy'
export type GrenadeType = 'frag' | 'flash' | 'emp'

export interface WeaponDef {
  id: string
  name: string
  kind: WeaponKind
  dice: number
  /** Energy per turn while active; energy weapons pay it again per shot (§5, §5.2). */
  power: number
  range: Band
  /** Ballistic guns: which ammunition fits and how many rounds one load holds. */
  ammo?: { types: AmmoType[]; load: number }
}

/** Mecha weapons (supplement §6 suggestions, adopted as project defaults). */
export const WEAPONS: readonly WeaponDef[] = [
  {
    id: 'machine-gun',
    name: 'Machine gun',
    kind: 'ballistic',
    dice: 5,
    power: 1,
    range: 'medium',
    ammo: { types: ['standard', 'heavy'], load: 10 },
  },
  {
    id: 'bazooka',
    name: 'Bazooka',
    kind: 'ballistic',
    dice: 6,
    power: 1,
    range: 'long',
    ammo: { types: ['heavy', 'standard'], load: 4 },
  },
  {
    id: 'sniper-rifle',
    name: 'Sniper rifle',
    kind: 'ballistic',
    dice: 4,
    power: 1,
    range: 'extreme',
    ammo: { types: ['standard', 'heavy'], load: 5 },
  },
  { id: 'beam-rifle', name: 'Beam rifle', kind: 'energy', dice: 5, power: 3, range: 'long' },
  { id: 'beam-cannon', name: 'Beam cannon', kind: 'energy', dice: 7, power: 5, range: 'long' },
  { id: 'grenade-launcher', name: 'Grenade launcher', kind: 'launcher', dice: 4, power: 1, range: 'medium' },
  { id: 'grenades', name: 'Grenades (8)', kind: 'grenades', dice: 4, power: 0, range: 'medium' },
  { id: 'beam-sword', name: 'Heat/beam sword', kind: 'melee', dice: 8, power: 2, range: 'adjacent' },
  { id: 'heavy-axe', name: 'Heavy axe', kind: 'melee', dice: 10, power: 3, range: 'adjacent' },
  {
    id: 'heat-shield-pack',
    name: 'Carried heat shield',
    kind: 'heat-shield',
    dice: 0,
    power: 0,
    range: 'adjacent',
  },
]

/** Heavy rounds hit harder: +1 die (project default; the seed only names the two types). */
export const AMMO_DICE: Record<AmmoType, number> = { standard: 0, heavy: 1 }
/** Most rounds of each type a mecha may store besides the loaded ones (project default). */
export const AMMO_STORAGE: Record<AmmoType, number> = { standard: 40, heavy: 12 }
/** Rounds one shot uses (project default). */
export const ROUNDS_PER_SHOT = 1
/** What each grenade does when it lands (project default; damage as ordinary hits). */
export const GRENADES: Record<GrenadeType, { name: string; effect?: 'blinded' | 'silenced' }> = {
  frag: { name: 'Fragmentation' },
  flash: { name: 'Flash', effect: 'blinded' },
  emp: { name: 'EMP', effect: 'silenced' },
}
/** A launcher holds 4 grenades (§5.4); loose grenades come 8 to a slot (§5.4). */
export const LAUNCHER_LOAD = 4
export const LOOSE_GRENADES = 8

/**
 * What a newly mounted launcher or grenade slot holds until the player orders it otherwise (the
 * project's stock loads; §5.4 leaves the mix to the sheet): the launcher two frags, a Flash and an
 * EMP in that order; loose grenades all frags.
 */
export function stockGrenades(kind: WeaponKind): GrenadeType[] | undefined {
  if (kind === 'launcher') return ['frag', 'frag', 'flash', 'emp']
  if (kind === 'grenades') return new Array<GrenadeType>(LOOSE_GRENADES).fill('frag')
  return undefined
}

/** Piloting ranks: 1 (new recruit) to 5 (super ace) (§3.1, §3.2). */
export const PILOTING = { min: 1, max: 5 } as const
/** Player seats at one encounter, the narrator aside (project default). */
export const PLAYER_SEATS = { min: 1, max: 6 } as const

export interface HandheldDef {
  id: string
  name: string
  dice: number
  range: Band
  rounds?: number
}
/** Personal weapons (project defaults; the seed's personal examples use a 3-die weapon). */
export const HANDHELD: readonly HandheldDef[] = [
  { id: 'pistol', name: 'Pistol', dice: 3, range: 'medium', rounds: 12 },
  { id: 'combat-knife', name: 'Combat knife', dice: 2, range: 'adjacent' },
  { id: 'hand-grenade', name: 'Hand grenade', dice: 4, range: 'long', rounds: 2 },
]

export type Speed = 'slow' | 'moderate' | 'fast'
export const SPEED_UNITS: Record<Speed, number> = { slow: 1, moderate: 2, fast: 3 }

export interface MechaType {
  id: string
  name: string
  armor: number
  energy: number
  speed: Speed
  arms: number
  /** Can move over the ground by thrusters (so a broken hip joint does not ground it). */
  flies: boolean
  note: string
}
export const MECHA_TYPES: readonly MechaType[] = [
  {
    id: 'striker',
    name: 'Striker',
    armor: 40,
    energy: 50,
    speed: 'moderate',
    arms: 2,
    flies: false,
    note: 'balanced front-line frame',
  },
  {
    id: 'scavenger',
    name: 'Scavenger',
    armor: 35,
    energy: 60,
    speed: 'moderate',
    arms: 2,
    flies: false,
    note: 'support and field repair',
  },
  {
    id: 'converting-fighter',
    name: 'Converting fighter',
    armor: 30,
    energy: 50,
    speed: 'fast',
    arms: 2,
    flies: true,
    note: 'changes into a jet',
  },
  {
    id: 'bio-armor',
    name: 'Bio Armor',
    armor: 50,
    energy: 40,
    speed: 'moderate',
    arms: 2,
    flies: false,
    note: 'living armour, hard to stop',
  },
  {
    id: 'grunt',
    name: 'Grunt suit',
    armor: 25,
    energy: 40,
    speed: 'moderate',
    arms: 2,
    flies: false,
    note: 'mass-produced opposition',
  },
]

export type Frequency = 'skill' | 'battle' | 'daily' | 'passive'
export type EffectId =
  | 'blinded'
  | 'frozen'
  | 'helpless'
  | 'jittery'
  | 'silenced'
  | 'surprised'
  | 'tagged'
  | 'wearied'
export const EFFECTS: readonly EffectId[] = [
  'blinded',
  'frozen',
  'helpless',
  'jittery',
  'silenced',
  'surprised',
  'tagged',
  'wearied',
]
export type Attribute = 'body' | 'brains' | 'charisma' | 'piloting'

export interface TraitDef {
  id: string
  name: string
  owner: 'pilot' | 'mecha' | 'background'
  frequency: Frequency
  /** Dice to roll: a number, or an attribute whose score is the pool (§4.1). */
  dice?: number | Attribute
  target?: 'enemy' | 'self'
  range?: Band
  /** Burst: every enemy within this band of the one hit is hit too (§4.1). */
  burst?: Band
  /** Fixed damage on any success, or 'regular' (hits of an active weapon, §4.1). */
  damage?: number | 'regular'
  effect?: { id: EffectId; duration: 'save' | 'next-turn' }
  /** Armor regained (self). */
  repair?: number
  /** Removes every effect from the user (self). */
  cleanse?: boolean
  note: string
}

export const TRAITS: readonly TraitDef[] = [
  {
    id: 'missile-barrage',
    name: 'Missile barrage',
    owner: 'mecha',
    frequency: 'battle',
    dice: 6,
    target: 'enemy',
    range: 'long',
    burst: 'close',
    damage: 'regular',
    note: 'a volley that also hits enemies close to the one struck',
  },
  {
    id: 'shock-lance',
    name: 'Shock lance',
    owner: 'mecha',
    frequency: 'battle',
    dice: 4,
    target: 'enemy',
    range: 'adjacent',
    damage: 4,
    effect: { id: 'frozen', duration: 'save' },
    note: 'a jolt that locks the target in place',
  },
  {
    id: 'flash-burst',
    name: 'Flash burst',
    owner: 'mecha',
    frequency: 'battle',
    dice: 5,
    target: 'enemy',
    range: 'close',
    effect: { id: 'blinded', duration: 'save' },
    note: 'dazzles the target sensors',
  },
  {
    id: 'emp-pulse',
    name: 'EMP pulse',
    owner: 'mecha',
    frequency: 'daily',
    dice: 5,
    target: 'enemy',
    range: 'medium',
    burst: 'adjacent',
    effect: { id: 'silenced', duration: 'save' },
    note: 'kills comms around the target',
  },
  {
    id: 'overload-spike',
    name: 'Overload spike',
    owner: 'mecha',
    frequency: 'skill',
    dice: 3,
    target: 'enemy',
    range: 'medium',
    effect: { id: 'jittery', duration: 'save' },
    note: 'scrambles fire control',
  },
  {
    id: 'flight',
    name: 'Flight',
    owner: 'mecha',
    frequency: 'passive',
    note: 'moves by thrusters over any ground',
  },
  {
    id: 'heat-shield',
    name: 'Built-in heat shield',
    owner: 'mecha',
    frequency: 'passive',
    note: 'may descend into an atmosphere',
  },
  {
    id: 'mark-target',
    name: 'Mark target',
    owner: 'pilot',
    frequency: 'skill',
    dice: 'piloting',
    target: 'enemy',
    range: 'long',
    effect: { id: 'tagged', duration: 'save' },
    note: 'paints a foe for the squad',
  },
  {
    id: 'psychic-blast',
    name: 'Psychic blast',
    owner: 'pilot',
    frequency: 'skill',
    dice: 'brains',
    target: 'enemy',
    range: 'medium',
    damage: 2,
    note: 'a mind strike through the hull',
  },
  {
    id: 'intimidate',
    name: 'Intimidate',
    owner: 'pilot',
    frequency: 'battle',
    dice: 'charisma',
    target: 'enemy',
    range: 'close',
    effect: { id: 'wearied', duration: 'save' },
    note: 'shakes the enemy pilot',
  },
  {
    id: 'ambush',
    name: 'Ambush',
    owner: 'pilot',
    frequency: 'battle',
    dice: 4,
    target: 'enemy',
    range: 'medium',
    effect: { id: 'surprised', duration: 'next-turn' },
    note: 'catches the foe flat-footed',
  },
  {
    id: 'pin-down',
    name: 'Pin down',
    owner: 'pilot',
    frequency: 'skill',
    dice: 'body',
    target: 'enemy',
    range: 'adjacent',
    effect: { id: 'helpless', duration: 'save' },
    note: 'wrestles the foe open',
  },
  {
    id: 'field-repair',
    name: 'Field repair',
    owner: 'pilot',
    frequency: 'battle',
    target: 'self',
    repair: 6,
    note: 'a hasty patch in the field',
  },
  {
    id: 'cold-fury',
    name: 'Cold fury',
    owner: 'background',
    frequency: 'battle',
    dice: 7,
    target: 'enemy',
    range: 'long',
    damage: 'regular',
    note: 'grief turned into one perfect strike',
  },
  {
    id: 'combat-stims',
    name: 'Combat stims',
    owner: 'background',
    frequency: 'battle',
    target: 'self',
    cleanse: true,
    note: 'old conditioning shrugs off every effect',
  },
  {
    id: 'never-again',
    name: 'Never again',
    owner: 'background',
    frequency: 'daily',
    target: 'self',
    repair: 3,
    cleanse: true,
    note: 'refuses to lose anyone else',
  },
]

export const SKILLS = [
  'acrobatics',
  'diplomacy',
  'dual-mecha-weapons',
  'dual-personal-weapons',
  'hacking',
  'insight',
  'martial-arts',
  'massive-machinery-operation',
  'mecha-intuition',
  'perception',
  'ship-schematics',
  'stealth',
  'toughness',
] as const
export type Skill = (typeof SKILLS)[number]

/** Races and specialties with one small project-invented bonus each (supplement §6). */
export const RACES = {
  human: { name: 'Human', bonus: 'one extra skill die at creation', skillBudget: 1 },
  augmented: { name: 'Augmented', bonus: 'knows Psychic blast', trait: 'psychic-blast' },
  'super-human': { name: 'Super Human', bonus: '+1 Brains', brains: 1 },
  mutant: { name: 'Mutant', bonus: '+1 Body', body: 1 },
} as const
export type Race = keyof typeof RACES

export const SPECIALTIES = {
  brawler: { name: 'Brawler', bonus: '+1 die with melee weapons', melee: 1 },
  infiltrator: { name: 'Infiltrator', bonus: '+1 die with Stealth', stealth: 1 },
  cyborg: { name: 'Cyborg', bonus: '+2 Health', health: 2 },
  'munitions-expert': { name: 'Munitions Expert', bonus: '+1 die with grenades and launchers', grenade: 1 },
  scavenger: { name: 'Scavenger', bonus: 'repairs a subsystem as a minor action (§6.5.10)', scavenger: true },
} as const
export type Specialty = keyof typeof SPECIALTIES

export const BACKGROUNDS = {
  'parents-killed': { name: 'Parents Killed', trait: 'cold-fury' },
  'was-super-soldier': { name: 'Was Super-Soldier', trait: 'combat-stims' },
  'lost-squadmate': { name: 'Lost a Squadmate', trait: 'never-again' },
} as const
export type Background = keyof typeof BACKGROUNDS

/** Sheet budgets and the values the seed leaves open (project defaults). */
export const DEFAULTS = {
  pilotHealth: 10,
  attributeBudget: 4,
  attributeMax: 4,
  skillBudget: 6,
  skillMax: 3,
  pilotTraits: 5,
  mechaTraits: 3,
  weaponSlots: 3,
  /** Extreme spans gaps 6–9 on the grid; past that nothing can be targeted (supplement §4). */
  extremeWidth: 4,
  minorActionsPerTurn: 1,
  repairOpsPerDay: 5,
  repairArmor: 3,
  /** Turn limit of an encounter before it ends in a draw (keeps bot games finite; GW-RULING-VICTORY: 40, four minutes of combat at six seconds a turn). */
  maxTurns: 40,
  /** A person on foot walks 2 m a turn, a fifth of a movement unit (§6.5.8): tenths of a unit. */
  footTenthsPerTurn: 2,
  descentTurns: 20,
  /**
   * Turns of work to disarm a self-destruct: the seed's 10 minutes at its six seconds a turn
   * (§7.7: 2 minutes = 20 combat turns). The narrator may set another figure (GW-RULING-DISARM).
   */
  disarmTurns: 100,
  descentMaxSpeed: 10,
} as const

export const weaponById = (id: string): WeaponDef | undefined => WEAPONS.find((w) => w.id === id)
export const traitById = (id: string): TraitDef | undefined => TRAITS.find((t) => t.id === id)
export const mechaTypeById = (id: string): MechaType | undefined => MECHA_TYPES.find((t) => t.id === id)
export const handheldById = (id: string): HandheldDef | undefined => HANDHELD.find((w) => w.id === id)
