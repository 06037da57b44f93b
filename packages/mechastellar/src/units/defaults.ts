/**
 * THE PROJECT'S OWN DEFAULTS (not published): VER10 gives no HP, defence, Sensors or Move per Frame
 * Level, no Morale per pilot level and no points formula (supplement §4 "NOT FOUND"). These values
 * follow the supplement's suggested table (§5), fitted to the published examples. Every profile
 * that takes one lists the field in `projectDefaults`; correct them here when real sheets appear.
 */
import type { DefenceLine, PilotLevel, WeaponProfile } from './types.ts'

export interface FrameDefaults {
  hp: number
  evade: DefenceLine
  meleeDef: DefenceLine
  sensors: number
  move: number
}

export const FRAME_DEFAULTS: Record<1 | 2 | 3 | 4 | 5, FrameDefaults> = {
  1: { hp: 2900, evade: { dice: 8, def: 1 }, meleeDef: { dice: 3, def: 1 }, sensors: 12, move: 6 },
  2: { hp: 3300, evade: { dice: 8, def: 1 }, meleeDef: { dice: 3, def: 2 }, sensors: 12, move: 6 },
  3: { hp: 3700, evade: { dice: 7, def: 2 }, meleeDef: { dice: 3, def: 3 }, sensors: 14, move: 7 },
  4: { hp: 4100, evade: { dice: 7, def: 3 }, meleeDef: { dice: 3, def: 4 }, sensors: 14, move: 8 },
  5: { hp: 4500, evade: { dice: 6, def: 4 }, meleeDef: { dice: 3, def: 5 }, sensors: 16, move: 8 },
}

/** Morale target by pilot level (project default). */
export const MORALE_DEFAULT: Record<PilotLevel, number> = { 0: 7, 1: 6, 2: 5 }

/** Weapon bonus Hits by Performance (project default): 0–2 → +3, 3–5 → +5, 6–8 → +7, 9–10 → +8. */
export function hitsForPerformance(performance: number): number {
  if (performance <= 2) return 3
  if (performance <= 5) return 5
  if (performance <= 8) return 7
  return 8
}

/** Base radius (inches) of a unit's disc by Size (project default: the seed has no base sizes). */
export const baseRadius = (size: number): number => 1 + 0.5 * size

/** Generic weapon lines (project defaults from supplement §5; bonus Hits come from the unit). */
export const GENERIC: Record<string, Omit<WeaponProfile, 'id' | 'hits'>> = {
  machineGun: { name: 'Machine Gun', kind: 'shoot', atk: 8, range: 20, rf: { range: 12 }, dmg: 200 },
  beamRifle: {
    name: 'Beam Rifle',
    kind: 'shoot',
    atk: 5,
    range: 24,
    rf: { range: 16, dice: 1 },
    dmg: 300,
    pen: 6,
    energy: true,
  },
  bazooka: {
    name: 'Bazooka',
    kind: 'shoot',
    atk: 5,
    range: 20,
    rf: { range: 12 },
    dmg: 500,
    pen: 5,
    explosive: true,
  },
  beamSaber: { name: 'Beam Saber', kind: 'melee', atk: 5, range: 0, dmg: 300, pen: 8, energy: true },
  heatHawk: { name: 'Heat Hawk', kind: 'melee', atk: 6, range: 0, dmg: 300, pen: 7 },
  sniperRifle: {
    name: 'Sniper Rifle',
    kind: 'shoot',
    atk: 6,
    range: 36,
    rf: { range: 18, dice: -2 },
    dmg: 400,
    pen: 6,
    sniper: true,
    energy: true,
  },
  cannon: { name: 'Cannon', kind: 'shoot', atk: 5, range: 30, dmg: 500, pen: 6, idf: true },
}

/**
 * Points (project default; VER10 prices are not published): 50 per Frame Level, 20 per
 * Performance, +50 per pilot level, +30 per Power/Havoc point, +20 per Boost point, and +100 for a
 * warship's hangar. A unit of 300+ points is a critical machine in Versus.
 */
export function pricePoints(p: {
  frame: number
  performance: number
  level: number
  power?: number
  havoc?: number
  boost?: number
  catapult?: number
}): number {
  return (
    50 * p.frame +
    20 * p.performance +
    50 * p.level +
    30 * ((p.power ?? 0) + (p.havoc ?? 0)) +
    20 * (p.boost ?? 0) +
    (p.catapult ? 100 : 0)
  )
}
