/**
 * `POST /api/games/:id/salvage`: a stored game that today's rules no longer replay to its end
 * (a rules fix made one of its recorded decisions illegal) goes on from the last decision that
 * still replays. The refused decision and everything after it are not deleted: they are filed in
 * the game's `meta.salvaged` list, with the refusal, so a player can see what was set aside and
 * nothing they played is lost. A game that replays whole is answered `engine/game_replays`.
 *
 * @example
 * POST /api/games/game:7/salvage
 * → 200 { "game": { …, "decisions": [ …51 ] }, "salvage": { "kept": 51, "setAside": [ … ], "reason": { … }, "at": "…" } }
 */
import { type DecisionShape, replayPrefix, type SalvageNote, salvageRecord } from '@sortie/engine'
import type { FastifyInstance } from 'fastify'
import type { GameRow, Store } from '../db.ts'
import { ApiError } from '../errors.ts'
import { type RulesetSource, rulesetOf, verifyGame } from '../rulesets.ts'
import { IdParams } from '../schemas.ts'
import { parse } from './rosters.ts'

/** Salvage notes a game's meta already holds (a game can be salvaged again after a later fix). */
const notes = (meta: Record<string, unknown>): SalvageNote[] =>
  Array.isArray(meta.salvaged) ? (meta.salvaged as SalvageNote[]) : []

/**
 * Stores `decisions` (already known to replay) as the game's list, with today's hash, status and
 * turn; `meta` replaces the game's when given. Shared by undo and salvage.
 */
export function rewriteDecisions(
  store: Store,
  game: GameRow,
  pkg: Parameters<typeof verifyGame>[0],
  decisions: DecisionShape[],
  meta: Record<string, unknown> = game.meta,
): { id: string; decisions: number; hash: string; status: 'playing' | 'over'; turn: number } {
  const v = verifyGame(pkg, game.setup, game.seed, decisions)
  if (!v.ok) throw new ApiError(422, v.error.code, v.error.message)
  const { id, createdAt: _c, updatedAt: _u, ...rest } = game
  const progress = {
    hash: v.value.hash,
    status: v.value.over ? ('over' as const) : ('playing' as const),
    turn: v.value.turn,
  }
  store.updateGame(id, { ...rest, ...progress, decisions, meta })
  return { id, decisions: decisions.length, ...progress }
}

export function salvageRoutes(app: FastifyInstance, store: Store, rulesets: RulesetSource): void {
  app.post('/api/games/:id/salvage', async (req) => {
    const { id } = parse(IdParams, req.params, 'game id')
    const head = store.getGameHead(id)
    if (!head) throw new ApiError(404, 'server/game_not_found', `No game '${id}'.`)
    const pkg = await rulesets.load(head.ruleset)
    if (!pkg.ok) throw new ApiError(pkg.error.status, pkg.error.code, pkg.error.message)
    // Read, replayed and written with no wait in between (the store is synchronous): an undo or
    // append that landed while the ruleset loaded is seen here, never overwritten.
    const game = store.getGame(id)
    if (!game) throw new ApiError(404, 'server/game_not_found', `No game '${id}'.`)
    const recorded = game.decisions as DecisionShape[]
    const r = replayPrefix(rulesetOf(pkg.value), game.setup, game.seed, recorded)
    if (!r.ok) throw new ApiError(422, r.error.code, r.error.message)
    const s = salvageRecord(recorded, r.value.diverged, new Date().toISOString())
    if (!s.ok) throw new ApiError(409, s.error.code, s.error.message)
    const meta = { ...game.meta, salvaged: [...notes(game.meta), s.value.note] }
    rewriteDecisions(store, game, pkg.value, s.value.decisions, meta)
    return { game: store.getGame(id), salvage: s.value.note }
  })
}
