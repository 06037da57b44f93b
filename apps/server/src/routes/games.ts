/**
 * Games: stored as setup + seed + decisions. Every save is replayed by the engine; the stored hash
 * is the server's, and a client hash that disagrees is refused (the client's copy has diverged).
 */
import type { FastifyInstance } from 'fastify'
import type { GameInput, Store } from '../db.ts'
import { ApiError } from '../errors.ts'
import { type RulesetSource, verifyGame } from '../rulesets.ts'
import { GameBody, IdParams } from '../schemas.ts'
import { parse } from './rosters.ts'

async function checked(rulesets: RulesetSource, body: GameBody): Promise<GameInput> {
  const pkg = await rulesets.load(body.ruleset)
  if (!pkg.ok) throw new ApiError(pkg.error.status, pkg.error.code, pkg.error.message)
  const v = verifyGame(pkg.value, body.setup, body.seed, body.decisions, body.hash)
  if (!v.ok)
    throw new ApiError(422, v.error.code, v.error.message, v.error.path ? { path: v.error.path } : {})
  // The stored hash is always today's, even for a game saved before its state changed shape.
  if (v.value.recordedMatches === false)
    throw new ApiError(
      422,
      'server/hash_mismatch',
      `The game replays to hash ${v.value.hash}, not ${body.hash}.`,
    )
  return {
    title: body.title,
    ruleset: body.ruleset,
    mode: body.mode,
    status: v.value.over ? 'over' : 'playing',
    turn: v.value.turn,
    seed: body.seed,
    setup: body.setup,
    decisions: body.decisions,
    meta: body.meta,
    hash: v.value.hash,
  }
}

export function gameRoutes(app: FastifyInstance, store: Store, rulesets: RulesetSource): void {
  app.get('/api/games', async () => ({ games: store.listGames() }))

  app.get('/api/games/:id', async (req) => {
    const { id } = parse(IdParams, req.params, 'game id')
    const g = store.getGame(id)
    if (!g) throw new ApiError(404, 'server/game_not_found', `No game '${id}'.`)
    return { game: g }
  })

  app.post('/api/games', async (req, reply) => {
    const body = parse(GameBody, req.body, 'game')
    const game = store.createGame(await checked(rulesets, body))
    reply.status(201)
    return { game }
  })

  app.put('/api/games/:id', async (req) => {
    const { id } = parse(IdParams, req.params, 'game id')
    const body = parse(GameBody, req.body, 'game')
    const g = store.updateGame(id, await checked(rulesets, body))
    if (!g) throw new ApiError(404, 'server/game_not_found', `No game '${id}'.`)
    return { game: g }
  })

  app.delete('/api/games/:id', async (req, reply) => {
    const { id } = parse(IdParams, req.params, 'game id')
    if (!store.deleteGame(id)) throw new ApiError(404, 'server/game_not_found', `No game '${id}'.`)
    return reply.status(204).send()
  })
}
