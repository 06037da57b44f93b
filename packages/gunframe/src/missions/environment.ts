/**
 * Environmental conditions (GF-ENV-…) as settings and state: which condition is in play, its
 * options (storm type, eye of the storm, flying inside a space structure) and what changes during
 * the game (darkness lifting at sunrise, the storm stopping and restarting, hull breaches).
 * The rules each condition changes live in environment-rules.ts and environment-end.ts.
 */
import { err, ok, type Result, type Vec } from '@sortie/engine'

export type EnvironmentId =
  | 'none'
  | 'bombardment'
  | 'darkness'
  | 'sunrise'
  | 'nightfall'
  | 'storm'
  | 'high-gravity'
  | 'low-gravity'
  | 'space-structure'
  | 'underwater'

export type StormType = 'dust' | 'snow' | 'lightning'

export interface EnvironmentSettings {
  id: EnvironmentId
  /** Storm only: the optional storm-specific effect. */
  storm?: StormType
  /** Storm only: the optional eye of the storm (equal initiative rolls stop / restart it). */
  eye?: boolean
  /** Space structure only: may flyers fly inside (agreed before the game)? Default yes. */
  flight?: boolean
}

export interface EnvironmentState {
  settings: EnvironmentSettings
  /** Sunrise: still dark. */
  dark: boolean
  /** Storm: currently raging (the eye of the storm may pause it). */
  stormActive: boolean
  /** Space structure: hull breach points (each the centre of a 2" hazard). */
  breaches: Vec[]
}

export interface EnvironmentDef {
  id: EnvironmentId
  rule: string
  name: string
  summary: string
}

export const ENVIRONMENTS: Record<EnvironmentId, EnvironmentDef> = {
  none: { id: 'none', rule: 'GF-ENV-NONE', name: 'None', summary: 'No environmental condition.' },
  bombardment: {
    id: 'bombardment',
    rule: 'GF-ENV-BOMBARDMENT',
    name: 'Bombardment',
    summary: 'Each End phase every exposed unit takes 1 damage on a roll of 1.',
  },
  darkness: {
    id: 'darkness',
    rule: 'GF-ENV-DARKNESS',
    name: 'Darkness',
    summary: 'No reactions to movement; a free evade for hiding far from the enemy.',
  },
  sunrise: {
    id: 'sunrise',
    rule: 'GF-ENV-SUNRISE',
    name: 'Sunrise',
    summary: 'Darkness until a 4+ in an End phase.',
  },
  nightfall: {
    id: 'nightfall',
    rule: 'GF-ENV-NIGHTFALL',
    name: 'Nightfall',
    summary: 'Sight shrinks to 16" in turn 2, 8" in turn 3, full darkness from turn 4.',
  },
  storm: {
    id: 'storm',
    rule: 'GF-ENV-STORM',
    name: 'Storm',
    summary: 'Targets at medium or long range are obscured; optional dust, snow or lightning.',
  },
  'high-gravity': {
    id: 'high-gravity',
    rule: 'GF-ENV-HIGH-GRAVITY',
    name: 'High gravity',
    summary: 'Fast needs the upgrade, fast and jump cost focus, halved throws, double falls.',
  },
  'low-gravity': {
    id: 'low-gravity',
    rule: 'GF-ENV-LOW-GRAVITY',
    name: 'Low gravity',
    summary: 'Halved falling hits, +1" knock backs, jump for a Focus Point.',
  },
  'space-structure': {
    id: 'space-structure',
    rule: 'GF-ENV-SPACE',
    name: 'Space structure',
    summary: 'No HALO or indirect fire; explosions may breach the hull.',
  },
  underwater: {
    id: 'underwater',
    rule: 'GF-ENV-UNDERWATER',
    name: 'Underwater',
    summary: 'Speed -1 (not Heavy), +1D defense at long range, no burn, everyone climbs.',
  },
}

export const ENVIRONMENT_IDS = Object.keys(ENVIRONMENTS) as EnvironmentId[]

/**
 * GF-ENV-ROLL: the D6 table; a storm or gravity roll needs a second die (`sub`) for its kind.
 * Returns null when the second die is missing.
 */
export function environmentForRoll(roll: number, sub?: number): EnvironmentSettings | null {
  switch (roll) {
    case 1:
      return { id: 'bombardment' }
    case 2:
      return { id: 'darkness' }
    case 3:
      if (sub === undefined) return null
      return { id: 'storm', storm: sub <= 2 ? 'dust' : sub <= 4 ? 'snow' : 'lightning' }
    case 4:
      if (sub === undefined) return null
      return { id: sub <= 3 ? 'high-gravity' : 'low-gravity' }
    case 5:
      return { id: 'space-structure' }
    case 6:
      return { id: 'underwater' }
    default:
      return null
  }
}

export function startEnvironment(settings: EnvironmentSettings): Result<EnvironmentState> {
  if (!ENVIRONMENTS[settings.id])
    return err('gunframe/unknown_environment', 'No such environment.', { id: settings.id })
  if (settings.storm !== undefined && settings.id !== 'storm')
    return err('gunframe/bad_environment', 'Only a storm has a storm type.', { storm: settings.storm })
  return ok({
    settings: { ...settings },
    dark: settings.id === 'sunrise',
    stormActive: settings.id === 'storm',
    breaches: [],
  })
}
