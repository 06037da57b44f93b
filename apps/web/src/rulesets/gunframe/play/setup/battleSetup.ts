/**
 * The setup screen's choices turned into the BattleSetup the engine validates. No rules here: the
 * lists come from the missions catalogue and OPTIONAL_RULES, and the engine's `start` is the judge
 * (a refused setup comes back as its RuleError, which setupError.ts puts into words).
 *
 * @example
 * buildSetup(a, b, preset('city'), { ...DEFAULT_CHOICES, mission: 'loot', variant: 'loot-sabotage' })
 */
import { COMBINER_RULES } from '@sortie/gunframe/battle'
import {
  type BasicMissionId,
  ENVIRONMENTS,
  type EnvironmentId,
  type EnvironmentSettings,
  MISSIONS,
  type MissionId,
  type MissionSettings,
  type StormType,
  type VariantId,
} from '@sortie/gunframe/missions'
import type { Battlefield } from '@sortie/gunframe/table'
import { pointsLimit, type Squadron, squadronProfiles } from '@sortie/gunframe/units'
import type { BattleSetup } from '../../engine.ts'

export interface SetupChoices {
  mission: MissionId
  variant: VariantId | null
  /** The basic mission Remember Love is played over. */
  base: BasicMissionId
  environment: EnvironmentId
  storm: StormType | null
  eye: boolean
  /** Space structure: may flyers fly inside? */
  flight: boolean
  optional: string[]
}

export const DEFAULT_CHOICES: SetupChoices = {
  mission: 'carnage',
  variant: null,
  base: 'carnage',
  environment: 'none',
  storm: null,
  eye: false,
  flight: true,
  optional: [],
}

export function missionSettings(c: SetupChoices): MissionSettings {
  const variants = MISSIONS[c.mission].variants.map((v) => v.id)
  return {
    id: c.mission,
    ...(c.variant && variants.includes(c.variant) ? { variant: c.variant } : {}),
    ...(c.mission === 'remember-love' ? { base: c.base } : {}),
  }
}

export function environmentSettings(c: SetupChoices): EnvironmentSettings {
  if (c.environment === 'storm')
    return { id: 'storm', ...(c.storm ? { storm: c.storm } : {}), ...(c.eye ? { eye: true } : {}) }
  if (c.environment === 'space-structure' && !c.flight) return { id: 'space-structure', flight: false }
  return { id: c.environment }
}

type Combiners = NonNullable<BattleSetup['combiners']>

/** Each squadron's combined forms, only when a combiner rule is on and the squadron has some. */
function combinersOf(squads: Record<string, Squadron>, optional: readonly string[]): Combiners | null {
  if (!optional.some((o) => (COMBINER_RULES as readonly string[]).includes(o))) return null
  const out: Combiners = {}
  for (const [seat, sq] of Object.entries(squads)) {
    const forms = squadronProfiles(sq).combiners
    if (forms.length)
      out[seat] = forms.map((f) => ({ ...f, combinedFrom: f.combinedFrom ?? [] })) as Combiners[string]
  }
  return Object.keys(out).length ? out : null
}

export function buildSetup(
  squads: { p1: Squadron; p2: Squadron },
  battlefield: Battlefield,
  c: SetupChoices,
): BattleSetup {
  const combiners = combinersOf(squads, c.optional)
  return {
    squadrons: {
      p1: squadronProfiles(squads.p1).units as BattleSetup['squadrons'][string],
      p2: squadronProfiles(squads.p2).units as BattleSetup['squadrons'][string],
    },
    battlefield,
    mission: missionSettings(c),
    environment: environmentSettings(c),
    optional: [...c.optional],
    ...(combiners ? { combiners } : {}),
  }
}

/**
 * The game size the squadrons were built for, as the units module reads them: each squadron's own
 * size and its points limit (`pointsLimit`), never guessed from the points spent. `even` when both
 * sides play the same size at the same limit; `points` is the larger limit.
 */
export function gameSize(squads: readonly Pick<Squadron, 'size' | 'points'>[]): {
  name: string
  points: number
  even: boolean
  limits: (number | undefined)[]
} {
  const limits = squads.map((s) => pointsLimit(s))
  const sizes = [...new Set(squads.map((s) => s.size))]
  const name = sizes.length ? sizes.map((x) => x.charAt(0).toUpperCase() + x.slice(1)).join(' / ') : 'Custom'
  const even = sizes.length === 1 && limits.every((l) => l !== undefined && l === limits[0])
  return { name, points: Math.max(0, ...limits.map((l) => l ?? 0)), even, limits }
}

/** The chosen mission and environment in a few words, for the summary beside Start. */
export function choicesTitle(c: SetupChoices): { mission: string; environment: string | null } {
  const def = MISSIONS[c.mission]
  const variant = def.variants.find((v) => v.id === c.variant)
  const mission = `${def.name}${variant ? ` · ${variant.name}` : ''}${c.mission === 'remember-love' ? ` over ${MISSIONS[c.base].name}` : ''}`
  if (c.environment === 'none') return { mission, environment: null }
  const extra = c.environment === 'storm' && c.storm ? ` (${c.storm}${c.eye ? ', eye' : ''})` : ''
  return { mission, environment: `${ENVIRONMENTS[c.environment].name}${extra}` }
}
