/**
 * Rosters: roster files kept by name, priced and checked by their ruleset's units module on every
 * save. The ruleset is the one named in the body, else the registered one that recognises the
 * file, else the first registered; it is kept with the roster, so a builder or a new-game page
 * lists only its own ruleset's (`GET /api/rosters?ruleset=framezero`).
 */
import type { RosterCheck } from '@sortie/engine'
import type { FastifyInstance } from 'fastify'
import type { Store } from '../db.ts'
import { ApiError, zodError } from '../errors.ts'
import type { RulesetSource } from '../rulesets.ts'
import { IdParams, RosterBody, RosterQuery } from '../schemas.ts'

/** A check and whose it is: `ruleset` is null unless a package read the file as its own (or was named). */
type Checked = RosterCheck & { ruleset: string | null }

async function checkRoster(source: RulesetSource, file: unknown, ruleset?: string): Promise<Checked> {
  const unreadable = (message: string): Checked => ({
    ruleset: null,
    points: null,
    problems: [{ code: 'server/unreadable_roster', message, path: '' }],
  })
  const ids = ruleset ? [ruleset] : source.ids()
  let first: Checked | null = null
  for (const id of ids) {
    const pkg = await source.load(id)
    if (!pkg.ok) {
      if (ruleset) throw new ApiError(pkg.error.status, pkg.error.code, pkg.error.message)
      continue
    }
    const units = pkg.value.units
    const recognised = ruleset !== undefined || (units.isRoster?.(file) ?? false)
    if (!recognised && first) continue
    let check: RosterCheck
    try {
      check = units.validateRoster(file)
    } catch {
      // The shape check passed but the units module cannot read the file.
      check = unreadable(`Not a readable ${pkg.value.title} roster.`)
    }
    const slim = {
      ruleset: recognised ? id : null,
      points: check.points,
      problems: check.problems.map(({ code, message, path }) => ({ code, message, path })),
    }
    if (recognised) return slim
    first = slim
  }
  return first ?? unreadable('No registered ruleset can read this roster.')
}

function parse<T>(
  schema: {
    safeParse(v: unknown): { success: true; data: T } | { success: false; error: import('zod').ZodError }
  },
  v: unknown,
  what: string,
): T {
  const r = schema.safeParse(v)
  if (!r.success) throw zodError(what, r.error)
  return r.data
}

export function rosterRoutes(app: FastifyInstance, store: Store, rulesets: RulesetSource): void {
  const input = async (body: RosterBody) => {
    const check = await checkRoster(rulesets, body.squadron, body.ruleset)
    return {
      row: {
        name: body.name ?? body.squadron.name ?? 'Untitled roster',
        ruleset: check.ruleset,
        points: check.points,
        valid: check.problems.length === 0,
        squadron: body.squadron,
      },
      problems: check.problems,
    }
  }

  // Rosters saved by a server that did not keep their ruleset are tagged once, on first listing:
  // each by the package that reads it as its own; a row none reads (or none can read now) stays
  // untagged for the next start, and one bad row never stops the listing.
  let tagged = false
  const tagOld = async () => {
    if (tagged) return
    tagged = true
    for (const r of store.untaggedRosters()) {
      try {
        const check = await checkRoster(rulesets, r.squadron)
        if (check.ruleset) store.tagRoster(r.id, check.ruleset)
      } catch {
        // left untagged: listed under no ruleset until a package reads it
      }
    }
  }

  app.get('/api/rosters', async (req) => {
    const { ruleset } = parse(RosterQuery, req.query, 'roster query')
    await tagOld()
    return { rosters: store.listRosters(ruleset) }
  })

  app.get('/api/rosters/:id', async (req) => {
    const { id } = parse(IdParams, req.params, 'roster id')
    const r = store.getRoster(id)
    if (!r) throw new ApiError(404, 'server/roster_not_found', `No roster '${id}'.`)
    // Checked by the ruleset it was saved for: only that package is loaded, not every one in turn.
    const known = r.ruleset && rulesets.ids().includes(r.ruleset) ? r.ruleset : undefined
    return { roster: r, problems: (await checkRoster(rulesets, r.squadron, known)).problems }
  })

  app.post('/api/rosters', async (req, reply) => {
    const body = parse(RosterBody, req.body, 'roster')
    const { row, problems } = await input(body)
    reply.status(201)
    return { roster: store.createRoster(row), problems }
  })

  app.put('/api/rosters/:id', async (req) => {
    const { id } = parse(IdParams, req.params, 'roster id')
    const body = parse(RosterBody, req.body, 'roster')
    const { row, problems } = await input(body)
    const r = store.updateRoster(id, row)
    if (!r) throw new ApiError(404, 'server/roster_not_found', `No roster '${id}'.`)
    return { roster: r, problems }
  })

  app.delete('/api/rosters/:id', async (req, reply) => {
    const { id } = parse(IdParams, req.params, 'roster id')
    if (!store.deleteRoster(id)) throw new ApiError(404, 'server/roster_not_found', `No roster '${id}'.`)
    return reply.status(204).send()
  })
}

export { parse }
