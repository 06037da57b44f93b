/**
 * Forces (rosters): a zod-checked file naming catalogue units, priced and validated by the builder.
 * A force is a list of catalogue entries with optional nicknames and a Mission Commander (chosen
 * before the battle, after seeing the enemy; the file may pre-select one).
 */
import type { Problem, RosterCheck } from '@sortie/engine'
import { z } from 'zod'
import { unitById } from './data.ts'
import { pricePoints } from './defaults.ts'
import type { UnitProfile } from './types.ts'

export const RosterEntrySchema = z.object({
  unit: z.string().min(1),
  name: z.string().min(1).max(60).optional(),
})

export const RosterSchema = z.object({
  ruleset: z.literal('mechastellar'),
  name: z.string().min(1).max(80),
  /** Points limit agreed for the battle (optional). */
  limit: z.number().int().positive().optional(),
  commander: z.number().int().min(0).optional(),
  units: z.array(RosterEntrySchema).min(1).max(20),
})
export type Roster = z.infer<typeof RosterSchema>

export const unitPoints = (p: UnitProfile): number => pricePoints(p)

export interface BuiltForce {
  name: string
  points: number
  commander: number
  units: { profile: UnitProfile; name: string; points: number }[]
}

/**
 * Prices and checks a parsed roster; problems carry the JSON path. `points` is the price whenever
 * every unit is in the catalogue, problems or not (a builder shows what an over-limit force costs).
 */
export function buildForce(r: Roster): {
  force: BuiltForce | null
  problems: Problem[]
  points: number | null
} {
  const problems: Problem[] = []
  const units: BuiltForce['units'] = []
  r.units.forEach((e, i) => {
    const profile = unitById(e.unit)
    if (!profile) {
      problems.push({
        code: 'mechastellar/unknown_unit',
        message: `No catalogue unit "${e.unit}".`,
        path: `units.${i}.unit`,
      })
      return
    }
    units.push({ profile, name: e.name ?? profile.name, points: unitPoints(profile) })
  })
  const points = units.reduce((s, u) => s + u.points, 0)
  if (r.limit !== undefined && points > r.limit)
    problems.push({
      code: 'mechastellar/over_limit',
      message: `The force costs ${points} points, over its ${r.limit} limit.`,
      path: 'limit',
    })
  if (r.commander !== undefined && r.commander >= r.units.length)
    problems.push({
      code: 'mechastellar/bad_commander',
      message: `Commander index ${r.commander} names no unit.`,
      path: 'commander',
    })
  const warships = units.filter((u) => u.profile.type === 'warship').length
  if (warships === units.length && units.length > 0)
    problems.push({
      code: 'mechastellar/only_warships',
      message: 'A force needs at least one unit that is not a warship.',
      path: 'units',
    })
  const priced = units.length === r.units.length ? points : null
  if (problems.length > 0) return { force: null, problems, points: priced }
  return { force: { name: r.name, points, commander: r.commander ?? 0, units }, problems, points }
}

/** Reads and checks a roster file from outside (`sortie roster validate`). */
export function validateRoster(file: unknown): RosterCheck {
  const parsed = RosterSchema.safeParse(file)
  if (!parsed.success)
    return {
      points: null,
      problems: parsed.error.issues.map((i) => {
        const path = i.path.map(String).join('.')
        // The counts a builder meets as it starts or fills a force, in words; the rest as zod says.
        if (path === 'units' && (i.code === 'too_small' || i.code === 'too_big'))
          return {
            code: 'mechastellar/force_size',
            message:
              i.code === 'too_small' ? 'A force needs at least one unit.' : 'A force has at most 20 units.',
            path,
          }
        return { code: 'mechastellar/bad_roster', message: i.message, path }
      }),
    }
  const { problems, points } = buildForce(parsed.data)
  return {
    points,
    problems,
    summary: {
      text: `${parsed.data.name}: ${parsed.data.units.length} units${points !== null ? `, ${points} points` : ''}${parsed.data.limit ? ` (limit ${parsed.data.limit})` : ''}`,
      fields: {
        name: parsed.data.name,
        units: parsed.data.units.length,
        points,
        limit: parsed.data.limit ?? null,
      },
    },
  }
}

export const isRoster = (file: unknown): boolean =>
  typeof file === 'object' && file !== null && (file as { ruleset?: unknown }).ruleset === 'mechastellar'
