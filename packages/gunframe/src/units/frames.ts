/**
 * The frame table (Unit Construction › Choose Frame, and Conventional Units › Building Units):
 * base values and cost of each frame, its size rank for combiners, and the free upgrades
 * conventional tanks and flyers come with.
 */
import type { FrameType } from './types.ts'

export interface FrameDef {
  type: FrameType
  name: string
  speed: number
  defense: number
  /** Base Armour value. */
  armour: number
  /** Loadout points to spread over the four weapon systems. */
  loadout: number
  cost: number
  conventional: boolean
  /** Size order for combiners (a combined form is at least as big as its largest member). */
  size: number
  /** Upgrade ids one of which a conventional unit gets for free. */
  freeUpgrades: readonly string[]
}

export const FRAMES: Readonly<Record<FrameType, FrameDef>> = {
  scout: {
    type: 'scout',
    name: 'Scout',
    speed: 7,
    defense: 2,
    armour: 4,
    loadout: 8,
    cost: 8,
    conventional: false,
    size: 1,
    freeUpgrades: [],
  },
  light: {
    type: 'light',
    name: 'Light',
    speed: 6,
    defense: 2,
    armour: 6,
    loadout: 10,
    cost: 10,
    conventional: false,
    size: 2,
    freeUpgrades: [],
  },
  medium: {
    type: 'medium',
    name: 'Medium',
    speed: 5,
    defense: 3,
    armour: 8,
    loadout: 12,
    cost: 12,
    conventional: false,
    size: 3,
    freeUpgrades: [],
  },
  heavy: {
    type: 'heavy',
    name: 'Heavy',
    speed: 5,
    defense: 3,
    armour: 10,
    loadout: 14,
    cost: 14,
    conventional: false,
    size: 4,
    freeUpgrades: [],
  },
  superheavy: {
    type: 'superheavy',
    name: 'Super Heavy',
    speed: 4,
    defense: 4,
    armour: 12,
    loadout: 16,
    cost: 16,
    conventional: false,
    size: 5,
    freeUpgrades: [],
  },
  // Conventional units rank below every gunframe: the book lets them join teams but gives them no size.
  infantry: {
    type: 'infantry',
    name: 'Infantry',
    speed: 4,
    defense: 2,
    armour: 1,
    loadout: 2,
    cost: 2,
    conventional: true,
    size: 0,
    freeUpgrades: [],
  },
  tank: {
    type: 'tank',
    name: 'Tank',
    speed: 5,
    defense: 2,
    armour: 3,
    loadout: 3,
    cost: 5,
    conventional: true,
    size: 0,
    freeUpgrades: ['ablative-armour', 'anti-aircraft', 'deflect', 'turreted'],
  },
  flyer: {
    type: 'flyer',
    name: 'Flyer',
    speed: 6,
    defense: 2,
    armour: 2,
    loadout: 3,
    cost: 4,
    conventional: true,
    size: 0,
    freeUpgrades: ['fly', 'fast-flyer'],
  },
}

export const frameDef = (t: string): FrameDef | undefined =>
  Object.hasOwn(FRAMES, t) ? FRAMES[t as FrameType] : undefined

/** Points for improving Pilot Skill from 4+ to 3+. */
export const PILOT_SKILL_COST = 1
/** Extra points a transforming mecha pays over its dearest form. */
export const TRANSFORM_COST = 1
/** Most forms a transforming mecha may have. */
export const MAX_FORMS = 3
/** Loadout points allowed on one weapon system. */
export const MAX_SYSTEM = 6
