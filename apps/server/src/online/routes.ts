/**
 * HTTP side of online play: create a game (seats, tokens, the seed commitment) and read it back
 * (`GET` serves the `sortie replay` format; the seed appears once the game is over).
 */
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../errors.ts'
import { parse } from '../routes/rosters.ts'
import { IdParams } from '../schemas.ts'
import type { Hub } from './hub.ts'
import { CreateOnlineGame } from './messages.ts'

export function onlineRoutes(app: FastifyInstance, hub: Hub): void {
  app.post('/api/online/games', async (req, reply) => {
    const body = parse(CreateOnlineGame, req.body, 'online game')
    const r = await hub.create(body)
    if (!r.ok) throw new ApiError(r.error.status, r.error.code, r.error.message)
    reply.status(201)
    return r.value
  })

  app.get('/api/online/games/:id', async (req) => {
    const { id } = parse(IdParams, req.params, 'game id')
    const g = await hub.get(id)
    if (!g) throw new ApiError(404, 'online/game_not_found', `No online game '${id}'.`)
    return g.record()
  })
}
