/**
 * Weapons of the starter catalogue: mecha weapons (§5), their rounds and grenades (§5.3, §5.4),
 * and the handheld weapons people carry (§5.5). Project defaults unless the seed gives the number
 * (see starter.ts).
 */
import type { Band } from '../battle/zones.ts'

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

export const weaponById = (id: string): WeaponDef | undefined => WEAPONS.find((w) => w.id === id)
export const handheldById = (id: string): HandheldDef | undefined => HANDHELD.find((w) => w.id === id)
