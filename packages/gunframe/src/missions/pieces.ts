/**
 * The mission pieces the book gives a stat line: convoy vehicles (Escort), raid targets, bunkers
 * and gun emplacements (Raid), disruption beacons (Remember Love) and the buildings of the
 * Domination variant. The doomsday device is a target counter with no stats (it cannot be
 * attacked), listed here so every special piece has one home.
 *
 * Structures have no Speed or Pilot Skill (0); the battle makes them units that never activate.
 */
import type { PieceKind, PieceStats } from './types.ts'

const NO_GUNS = { close: 0, short: 0, medium: 0, long: 0 }

export const PIECES: Record<PieceKind, PieceStats> = {
  // GF-MIS-ESCORT: acts and reacts like a unit, never has weapons or upgrades.
  'convoy-vehicle': {
    kind: 'convoy-vehicle',
    name: 'Convoy vehicle',
    acts: 'unit',
    speed: 6,
    defense: 3,
    armour: 5,
    skill: 4,
    loadout: NO_GUNS,
    upgrades: [],
  },
  // GF-MIS-RAID
  'raid-target': {
    kind: 'raid-target',
    name: 'Raid target',
    acts: 'never',
    speed: 0,
    defense: 2,
    armour: 5,
    skill: 0,
    loadout: NO_GUNS,
    upgrades: [],
  },
  // GF-MIS-RAID-BUNKER
  bunker: {
    kind: 'bunker',
    name: 'Bunker',
    acts: 'never',
    speed: 0,
    defense: 3,
    armour: 12,
    skill: 0,
    loadout: NO_GUNS,
    upgrades: [],
  },
  // GF-MIS-RAID-GUN: only reacts (a Focus Point spent on it), and only to attack.
  'gun-emplacement': {
    kind: 'gun-emplacement',
    name: 'Gun emplacement',
    acts: 'react-attack-only',
    speed: 0,
    defense: 3,
    armour: 8,
    skill: 0,
    loadout: { close: 0, short: 3, medium: 0, long: 0 },
    upgrades: ['turreted@short'],
  },
  // GF-MIS-REMEMBER-LOVE
  'disruption-beacon': {
    kind: 'disruption-beacon',
    name: 'Disruption beacon',
    acts: 'never',
    speed: 0,
    defense: 2,
    armour: 8,
    skill: 0,
    loadout: NO_GUNS,
    upgrades: [],
  },
  // GF-MIS-DOMINATION-BUILDINGS
  'objective-building': {
    kind: 'objective-building',
    name: 'Objective building',
    acts: 'never',
    speed: 0,
    defense: 3,
    armour: 6,
    skill: 0,
    loadout: NO_GUNS,
    upgrades: [],
  },
}

export const pieceStats = (kind: PieceKind): PieceStats => PIECES[kind]

/** GF-MIS-DOOMSDAY: the device is a counter; it has no stats and cannot be destroyed. */
export const DOOMSDAY_DEVICE = { name: 'Doomsday device', counter: 'target' as const }

/** Pieces that are structures (attacked like units, never move). */
export const isStructure = (kind: PieceKind): boolean => PIECES[kind].speed === 0
