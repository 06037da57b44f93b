/**
 * How a MechaStellar unit profile is written down in the data files: a published profile fills
 * what its source gives, the frame defaults fill the rest, and every defaulted or invented field
 * is listed in `projectDefaults`, so a reader can tell a fact from a placeholder.
 */
import { FRAME_DEFAULTS, GENERIC, MORALE_DEFAULT } from './defaults.ts'
import type { UnitProfile, WeaponProfile } from './types.ts'

type Spec = Partial<Omit<UnitProfile, 'weapons' | 'projectDefaults'>> &
  Pick<UnitProfile, 'id' | 'name' | 'type' | 'level' | 'frame' | 'performance' | 'source'> & {
    weapons: WeaponProfile[]
    /** Extra fields the project invented beyond the frame defaults (e.g. a whole weapon line). */
    invented?: string[]
  }

const DEFAULTABLE = ['hp', 'evade', 'meleeDef', 'sensors', 'move', 'morale', 'size', 'role'] as const

export function unit(s: Spec): UnitProfile {
  const f = FRAME_DEFAULTS[s.frame]
  const projectDefaults = DEFAULTABLE.filter((k) => s[k] === undefined).map(String)
  const { invented, ...rest } = s
  return {
    role: 'Versatile',
    size: 0,
    hp: f.hp,
    evade: f.evade,
    meleeDef: f.meleeDef,
    sensors: f.sensors,
    move: f.move,
    morale: MORALE_DEFAULT[s.level],
    ...rest,
    projectDefaults: [...projectDefaults, ...(invented ?? [])],
  }
}

/** A generic weapon line with the unit's bonus Hits (project default unless the source gives them). */
export function gen(
  key: keyof typeof GENERIC,
  id: string,
  hits: number,
  extra: Partial<WeaponProfile> = {},
): WeaponProfile {
  const g = GENERIC[key]
  if (!g) throw new Error(`no generic weapon ${key}`)
  return { ...g, id, hits, ...extra }
}

export const W = (w: WeaponProfile): WeaponProfile => w
