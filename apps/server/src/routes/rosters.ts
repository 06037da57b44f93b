/** Rosters: squadron files kept by name, priced and checked by the units module on every save. */
import type { FastifyInstance } from 'fastify'
import { checkSquadron } from '../bridge.ts'
import type { Store } from '../db.ts'
import { ApiError, zodError } from '../errors.ts'
import { IdParams, RosterBody } from '../schemas.ts'

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

export function rosterRoutes(app: FastifyInstance, store: Store): void {
  const input = (body: RosterBody) => {
    const check = checkSquadron(body.squadron)
    return {
      row: {
        name: body.name ?? body.squadron.name,
        points: check.points,
        valid: check.problems.length === 0,
        squadron: body.squadron,
      },
      problems: check.problems,
    }
  }

  app.get('/api/rosters', async () => ({ rosters: store.listRosters() }))

  app.get('/api/rosters/:id', async (req) => {
    const { id } = parse(IdParams, req.params, 'roster id')
    const r = store.getRoster(id)
    if (!r) throw new ApiError(404, 'server/roster_not_found', `No roster '${id}'.`)
    return { roster: r, problems: checkSquadron(r.squadron).problems }
  })

  app.post('/api/rosters', async (req, reply) => {
    const body = parse(RosterBody, req.body, 'roster')
    const { row, problems } = input(body)
    reply.status(201)
    return { roster: store.createRoster(row), problems }
  })

  app.put('/api/rosters/:id', async (req) => {
    const { id } = parse(IdParams, req.params, 'roster id')
    const body = parse(RosterBody, req.body, 'roster')
    const { row, problems } = input(body)
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
