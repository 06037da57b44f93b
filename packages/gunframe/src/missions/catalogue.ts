/**
 * The mission catalogue as data: the six basic and six advanced missions with their variants,
 * the game length each uses and which kinds of reserve each side may use. Behaviour lives in
 * setup.ts, scoring.ts and victory.ts; this file answers "what is this mission".
 */
export type BasicMissionId =
  | 'carnage'
  | 'domination'
  | 'engagement'
  | 'investigate'
  | 'loot'
  | 'take-and-hold'
export type AdvancedMissionId = 'ambush' | 'breakthrough' | 'doomsday' | 'escort' | 'raid' | 'remember-love'
export type MissionId = BasicMissionId | AdvancedMissionId

export type VariantId =
  | 'domination-buildings'
  | 'investigate-booby-trapped'
  | 'loot-sabotage'
  | 'escort-scrappy-survivors'
  | 'raid-bunker-assault'

export type GameLength = 'fixed' | 'random' | 'unlimited'

/** Which ways of holding units back a side may use. */
export interface ReserveRules {
  /** Ordinary reserves, called in the End phase. */
  reserves: boolean
  halo: boolean
  ambush: boolean
}

export interface VariantDef {
  id: VariantId
  rule: string
  name: string
}

export interface MissionDef {
  id: MissionId
  rule: string
  name: string
  kind: 'basic' | 'advanced'
  /** Its number on the D6 table of its kind. */
  roll: number
  length: GameLength
  /** May the defender split the table diagonally? */
  diagonal: boolean
  reserves: { attacker: ReserveRules; defender: ReserveRules }
  variants: VariantDef[]
  /** A one-line paraphrase for menus. */
  summary: string
}

const ALL: ReserveRules = { reserves: true, halo: true, ambush: true }
const NONE: ReserveRules = { reserves: false, halo: false, ambush: false }
const NO_AMBUSH: ReserveRules = { reserves: true, halo: true, ambush: false }
const AMBUSH_ONLY: ReserveRules = { reserves: false, halo: false, ambush: true }
const both = (r: ReserveRules) => ({ attacker: r, defender: r })

export const MISSIONS: Record<MissionId, MissionDef> = {
  carnage: {
    id: 'carnage',
    rule: 'GF-MIS-CARNAGE',
    name: 'Carnage',
    kind: 'basic',
    roll: 1,
    length: 'fixed',
    diagonal: true,
    reserves: both(NONE),
    variants: [],
    summary: 'Three markers on the centre line, 1 VP each per End phase; no reserves.',
  },
  domination: {
    id: 'domination',
    rule: 'GF-MIS-DOMINATION',
    name: 'Domination',
    kind: 'basic',
    roll: 2,
    length: 'fixed',
    diagonal: true,
    reserves: both(ALL),
    variants: [{ id: 'domination-buildings', rule: 'GF-MIS-DOMINATION-BUILDINGS', name: 'Buildings' }],
    summary: 'A marker in the middle of each quarter and one in the centre, 1 VP each per End phase.',
  },
  engagement: {
    id: 'engagement',
    rule: 'GF-MIS-ENGAGEMENT',
    name: 'Engagement',
    kind: 'basic',
    roll: 3,
    length: 'fixed',
    diagonal: true,
    reserves: both(ALL),
    variants: [],
    summary: 'Each side places two markers in its half; 1 VP for holding your own, 2 VP for theirs.',
  },
  investigate: {
    id: 'investigate',
    rule: 'GF-MIS-INVESTIGATE',
    name: 'Investigate',
    kind: 'basic',
    roll: 4,
    length: 'random',
    diagonal: true,
    reserves: both(NO_AMBUSH),
    variants: [{ id: 'investigate-booby-trapped', rule: 'GF-MIS-INVESTIGATE-BOOBY', name: 'Booby trapped!' }],
    summary: 'Six points of interest to search for intel and the prize; scored at the end.',
  },
  loot: {
    id: 'loot',
    rule: 'GF-MIS-LOOT',
    name: 'Loot',
    kind: 'basic',
    roll: 5,
    length: 'fixed',
    diagonal: true,
    reserves: both(ALL),
    variants: [{ id: 'loot-sabotage', rule: 'GF-MIS-LOOT-SABOTAGE', name: 'Sabotage' }],
    summary: 'Carry six loot counters to your HQ; 1 VP per counter there each End phase.',
  },
  'take-and-hold': {
    id: 'take-and-hold',
    rule: 'GF-MIS-TAKE-AND-HOLD',
    name: 'Take and Hold',
    kind: 'basic',
    roll: 6,
    length: 'random',
    diagonal: true,
    reserves: both(ALL),
    variants: [],
    summary: 'One central marker worth the turn number in VP each End phase.',
  },
  ambush: {
    id: 'ambush',
    rule: 'GF-MIS-AMBUSH',
    name: 'Ambush',
    kind: 'advanced',
    roll: 1,
    length: 'random',
    diagonal: true,
    reserves: { attacker: ALL, defender: NO_AMBUSH },
    variants: [],
    summary: 'The defender guards a loot counter in the centre until help arrives.',
  },
  breakthrough: {
    id: 'breakthrough',
    rule: 'GF-MIS-BREAKTHROUGH',
    name: 'Breakthrough',
    kind: 'advanced',
    roll: 2,
    length: 'fixed',
    diagonal: false,
    reserves: { attacker: NO_AMBUSH, defender: AMBUSH_ONLY },
    variants: [],
    summary: 'The attacker wins at once by holding either marker in the defender zone in an End phase.',
  },
  doomsday: {
    id: 'doomsday',
    rule: 'GF-MIS-DOOMSDAY',
    name: 'Doomsday',
    kind: 'advanced',
    roll: 3,
    length: 'unlimited',
    diagonal: true,
    reserves: both(ALL),
    variants: [],
    summary: 'The attacker must deactivate the device before the clock reaches 12.',
  },
  escort: {
    id: 'escort',
    rule: 'GF-MIS-ESCORT',
    name: 'Escort',
    kind: 'advanced',
    roll: 4,
    length: 'fixed',
    diagonal: true,
    reserves: both(ALL),
    variants: [{ id: 'escort-scrappy-survivors', rule: 'GF-MIS-ESCORT-SCRAPPY', name: 'Scrappy survivors' }],
    summary: 'Three convoy vehicles must cross to the attacker zone.',
  },
  raid: {
    id: 'raid',
    rule: 'GF-MIS-RAID',
    name: 'Raid',
    kind: 'advanced',
    roll: 5,
    length: 'random',
    diagonal: true,
    reserves: both(ALL),
    variants: [{ id: 'raid-bunker-assault', rule: 'GF-MIS-RAID-BUNKER', name: 'Bunker assault' }],
    summary: 'Six structures in the defender half: 1 VP each to whoever destroys or keeps them.',
  },
  'remember-love': {
    id: 'remember-love',
    rule: 'GF-MIS-REMEMBER-LOVE',
    name: 'Remember Love',
    kind: 'advanced',
    roll: 6,
    length: 'fixed',
    diagonal: true,
    reserves: both(ALL),
    variants: [],
    summary: 'A basic mission plus two beacons that stop nearby attackers spending Focus Points.',
  },
}

export const BASIC_MISSIONS: readonly BasicMissionId[] = [
  'carnage',
  'domination',
  'engagement',
  'investigate',
  'loot',
  'take-and-hold',
]
export const ADVANCED_MISSIONS: readonly AdvancedMissionId[] = [
  'ambush',
  'breakthrough',
  'doomsday',
  'escort',
  'raid',
  'remember-love',
]
export const MISSION_IDS: readonly MissionId[] = [...BASIC_MISSIONS, ...ADVANCED_MISSIONS]

export const isBasic = (id: MissionId): id is BasicMissionId =>
  (BASIC_MISSIONS as readonly string[]).includes(id)

/** GF-MIS-ROLL: the mission on a D6 roll of the basic or advanced table. */
export function missionForRoll(table: 'basic' | 'advanced', roll: number): MissionId | null {
  const list = table === 'basic' ? BASIC_MISSIONS : ADVANCED_MISSIONS
  return list[roll - 1] ?? null
}

/** The settings a game picks: mission, variant, and the basic mission Remember Love plays. */
export interface MissionSettings {
  id: MissionId
  variant?: VariantId
  base?: BasicMissionId
}

/** The rules that govern length and reserves (Remember Love follows its basic mission). */
export function effectiveDef(s: MissionSettings): MissionDef {
  if (s.id === 'remember-love') {
    const base = MISSIONS[s.base ?? 'carnage']
    return { ...MISSIONS['remember-love'], length: base.length, reserves: base.reserves }
  }
  return MISSIONS[s.id]
}
