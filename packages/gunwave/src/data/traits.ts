/** Traits (§4) and the effects they lay (§8) in the starter catalogue (project defaults). */
import type { Band } from '../battle/zones.ts'

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

export const traitById = (id: string): TraitDef | undefined => TRAITS.find((t) => t.id === id)
