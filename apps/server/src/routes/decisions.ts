/**
 * One decision at a time: `POST /api/games/:id/decisions` appends a single decision to a saved
 * game, so a browser saving after every move sends one small body instead of the whole list (which
 * grew the cost of a game quadratically). The server is still the judge: it applies the decision
 * with the ruleset from the registry to the game's current state and stores it only if the engine
 * accepts it. A decision for the wrong index, against a state the game has left, or refused by the
 * rules gets a coded error and leaves the game as it was.
 *
 * `DELETE /api/games/:id/decisions/:from` takes back every decision from index `from` on (undo).
 *
 * The state after the latest append is kept in memory per game (keyed by its hash), so a run of
 * appends replays the game once, not once per decision.
 *
 * @example
 * POST /api/games/game:1/decisions  { "index": 4, "decision": { "seat": "p1", "kind": "roll" } }
 * → 200 { "game": { "id": "game:1", "decisions": 5, "hash": "…", "status": "playing", "turn": 3 } }
 */
import { type BaseState, type DecisionShape, hashMatches, stateHash } from '@sortie/engine'
import type { FastifyInstance } from 'fastify'
import type { GameHead, Store } from '../db.ts'
import { ApiError } from '../errors.ts'
import { type RulesetSource, rulesetOf } from '../rulesets.ts'
import { DecisionAppend, IdParams, TruncateParams } from '../schemas.ts'
import { parse } from './rosters.ts'
import { rewriteDecisions } from './salvage.ts'

/** How many games' current states are held in memory (most recently appended to). */
const CACHED_GAMES = 64

interface Cached {
  hash: string
  length: number
  state: BaseState
}

export function decisionRoutes(app: FastifyInstance, store: Store, rulesets: RulesetSource): void {
  const cache = new Map<string, Cached>()
  const remember = (id: string, c: Cached) => {
    cache.delete(id)
    cache.set(id, c)
    if (cache.size > CACHED_GAMES) cache.delete(cache.keys().next().value as string)
  }

  const load = async (head: GameHead) => {
    const pkg = await rulesets.load(head.ruleset)
    if (!pkg.ok) throw new ApiError(pkg.error.status, pkg.error.code, pkg.error.message)
    return pkg.value
  }

  /** The game's current state: from the cache when it matches the stored hash, else replayed. */
  const current = async (head: GameHead, pkg: Awaited<ReturnType<typeof load>>): Promise<BaseState> => {
    const hit = cache.get(head.id)
    if (hit && hit.hash === head.hash && hit.length === head.length) return hit.state
    const game = store.getGame(head.id)
    if (!game) throw notFound(head.id)
    const rs = rulesetOf(pkg)
    const started = rs.start(game.setup, game.seed)
    if (!started.ok) throw new ApiError(422, started.error.code, started.error.message)
    let state = started.value
    for (let i = 0; i < game.decisions.length; i++) {
      const r = rs.apply(state, game.decisions[i] as DecisionShape)
      if (!r.ok)
        throw new ApiError(
          422,
          'engine/replay_diverged',
          `Stored decision ${i} no longer replays under today’s rules (${r.error.message}). ` +
            `Salvage the game (POST /api/games/${head.id}/salvage) to go on from decision ${i}; the rest is kept aside.`,
          { index: i, cause: { code: r.error.code, message: r.error.message } },
        )
      state = r.value.state
    }
    return state
  }

  /**
   * A game stored before its ruleset changed the state's shape keeps that shape's hash until its
   * next decision: a client naming the same state by today's hash is not behind (rare, so replayed here).
   */
  const sameState = async (head: GameHead, hash: string): Promise<boolean> => {
    const pkg = await load(head)
    const state = await current(head, pkg)
    return hash === stateHash(state) && hashMatches(rulesetOf(pkg), state, head.hash)
  }

  app.post('/api/games/:id/decisions', async (req) => {
    const { id } = parse(IdParams, req.params, 'game id')
    const body = parse(DecisionAppend, req.body, 'decision')
    const head = store.getGameHead(id)
    if (!head) throw notFound(id)
    if (body.index !== head.length)
      throw new ApiError(
        409,
        'server/decision_out_of_order',
        `The game holds ${head.length} decisions: the next one is number ${head.length}, not ${body.index}.`,
        { length: head.length, hash: head.hash },
      )
    if (body.before !== undefined && body.before !== head.hash && !(await sameState(head, body.before)))
      throw new ApiError(
        409,
        'server/stale_game',
        `The game is at hash ${head.hash}, not ${body.before}: reload it before deciding.`,
        { length: head.length, hash: head.hash },
      )
    const pkg = await load(head)
    const rs = rulesetOf(pkg)
    const state = await current(head, pkg)
    const r = rs.apply(state, body.decision)
    if (!r.ok)
      throw new ApiError(422, 'server/illegal_decision', `Decision ${body.index}: ${r.error.message}`, {
        cause: { code: r.error.code, message: r.error.message },
      })
    const next = r.value.state
    const hash = stateHash(next)
    if (body.after !== undefined && body.after !== hash)
      throw new ApiError(
        422,
        'server/hash_mismatch',
        `Decision ${body.index} leads to hash ${hash}, not ${body.after}.`,
      )
    const over = rs.outcome(next) !== null
    const progress = {
      hash,
      status: over ? ('over' as const) : ('playing' as const),
      turn: pkg.summarize(next).turns,
    }
    if (!store.appendDecision(id, head.length, head.hash, body.decision, progress))
      throw new ApiError(
        409,
        'server/stale_game',
        'The game changed while this decision was checked; reload it.',
      )
    remember(id, { hash, length: head.length + 1, state: next })
    return { game: { id, decisions: head.length + 1, ...progress } }
  })

  app.delete('/api/games/:id/decisions/:from', async (req) => {
    const { id, from } = parse(TruncateParams, req.params, 'game id and index')
    const head = store.getGameHead(id)
    if (!head) throw notFound(id)
    const pkg = await load(head)
    // Read and rewritten with no wait in between: a salvage or append that landed while the
    // ruleset loaded is seen here, never overwritten with an older copy.
    const game = store.getGame(id)
    if (!game) throw notFound(id)
    if (from > game.decisions.length)
      throw new ApiError(
        409,
        'server/decision_out_of_order',
        `The game holds ${game.decisions.length} decisions; there is nothing from number ${from} on.`,
        { length: game.decisions.length, hash: game.hash },
      )
    const game2 = rewriteDecisions(store, game, pkg, game.decisions.slice(0, from) as DecisionShape[])
    cache.delete(id)
    return { game: game2 }
  })
}

const notFound = (id: string) => new ApiError(404, 'server/game_not_found', `No game '${id}'.`)
