/**
 * Battlefield files: the zod schema and `parseBattlefield`, which turns outside JSON into a
 * Battlefield or a coded error naming the JSON path of the first problem. Outlines drawn
 * clockwise are turned round (the contract keeps them counter-clockwise).
 *
 * @example
 * const r = parseBattlefield(JSON.parse(text))
 * if (!r.ok) console.error(r.error.path, r.error.message)
 */
import { err, ok, type Result, signedArea } from '@sortie/engine'
import { z } from 'zod'
import type { Battlefield } from './contract.ts'

const point = z.object({ x: z.number(), y: z.number() })

export const terrainFeatureSchema = z.object({
  id: z.string().regex(/^terrain:.+/, 'terrain ids start with "terrain:"'),
  name: z.string(),
  category: z.enum(['decorative', 'obstacle', 'area']),
  qualities: z.array(z.enum(['blocking', 'dangerous', 'difficult', 'elevated', 'obscuring'])),
  height: z.number().min(0).max(100),
  hardCover: z.boolean().optional(),
  slope: z.boolean().optional(),
  solid: z.boolean().optional(),
  polygon: z.array(point).min(3, 'an outline needs at least 3 points'),
})

export const battlefieldSchema = z
  .object({
    name: z.string().optional(),
    width: z.number().positive().max(240),
    depth: z.number().positive().max(240),
    terrain: z.array(terrainFeatureSchema),
  })
  .superRefine((field, ctx) => {
    const seen = new Set<string>()
    field.terrain.forEach((f, i) => {
      if (seen.has(f.id))
        ctx.addIssue({ code: 'custom', message: `duplicate id ${f.id}`, path: ['terrain', i, 'id'] })
      seen.add(f.id)
      if (Math.abs(signedArea(f.polygon)) < 1e-6)
        ctx.addIssue({ code: 'custom', message: 'the outline has no area', path: ['terrain', i, 'polygon'] })
      if (f.category === 'area' && f.qualities.length === 0)
        ctx.addIssue({
          code: 'custom',
          message: 'area terrain needs at least one quality',
          path: ['terrain', i, 'qualities'],
        })
      if (new Set(f.qualities).size !== f.qualities.length)
        ctx.addIssue({
          code: 'custom',
          message: 'a quality is listed twice',
          path: ['terrain', i, 'qualities'],
        })
      f.polygon.forEach((p, k) => {
        if (p.x < -1e-6 || p.y < -1e-6 || p.x > field.width + 1e-6 || p.y > field.depth + 1e-6)
          ctx.addIssue({
            code: 'custom',
            message: 'the point lies off the table',
            path: ['terrain', i, 'polygon', k],
          })
      })
    })
  })

/** `$.terrain[2].polygon[0]` from zod's path array. */
function jsonPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((s, k) => (typeof k === 'number' ? `${s}[${k}]` : `${s}.${String(k)}`), '$')
}

export function parseBattlefield(input: unknown): Result<Battlefield> {
  let data = input
  if (typeof input === 'string') {
    try {
      data = JSON.parse(input)
    } catch {
      return err('gunframe/bad_battlefield', 'The battlefield file is not valid JSON.', {}, '$')
    }
  }
  const r = battlefieldSchema.safeParse(data)
  if (!r.success) {
    const first = r.error.issues[0]
    const path = jsonPath(first?.path ?? [])
    return err(
      'gunframe/bad_battlefield',
      `${path}: ${first?.message ?? 'invalid battlefield'}`,
      { issues: r.error.issues.map((i) => ({ path: jsonPath(i.path), message: i.message })) },
      path,
    )
  }
  const field: Battlefield = {
    ...r.data,
    terrain: r.data.terrain.map((f) =>
      signedArea(f.polygon) < 0 ? { ...f, polygon: [...f.polygon].reverse() } : f,
    ),
  }
  return ok(field)
}
