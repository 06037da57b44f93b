// A stored game that today's rules no longer replay (a rules fix made a recorded decision
// illegal): appends say where and why, and salvage lets the game go on from the last decision that
// replays, filing the rest in the game's meta. Rows are written straight to the store, as a game
// saved under older rules would be.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Decision } from '@sortie/engine'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, test } from 'vitest'
import { openStore } from './db.ts'
import { buildServer } from './index.ts'
import { race, toyPackage } from './testing/toys.ts'

const roll = (seat: string): Decision => ({ seat, kind: 'roll' })
/** Decision 3 is p1 rolling out of turn: what today's rules would refuse. */
const recorded = [roll('p1'), roll('p2'), roll('p1'), roll('p1'), roll('p2')]

let app: FastifyInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

/** A server over a database holding one game whose record diverges at decision 3. */
async function withBrokenGame(
  meta: Record<string, unknown> = {},
): Promise<{ app: FastifyInstance; id: string }> {
  const dbPath = join(mkdtempSync(join(tmpdir(), 'sortie-salvage-')), 'games.db')
  const store = openStore(dbPath)
  const row = store.createGame({
    title: 'old rules',
    ruleset: 'race',
    mode: 'hotseat',
    status: 'playing',
    turn: 3,
    seed: 's',
    setup: { target: 9 },
    decisions: recorded,
    meta,
    hash: 'hash-under-older-rules',
  })
  store.close()
  app = await buildServer({ dbPath, resume: false, rulesets: { race: toyPackage(race) } })
  return { app, id: encodeURIComponent(row.id) }
}

describe('salvaging a game saved under older rules', () => {
  test('SRV-SALVAGE: an append to a diverged game names the refused decision and the way out', async () => {
    const { app, id } = await withBrokenGame()
    const r = await app.inject({
      method: 'POST',
      url: `/api/games/${id}/decisions`,
      payload: { index: recorded.length, decision: roll('p2') },
    })
    expect(r.statusCode).toBe(422)
    const e = r.json().error
    expect(e.code).toBe('engine/replay_diverged')
    expect(e.index).toBe(3)
    expect(e.cause.code).toBe('engine/not_your_turn')
    expect(e.message).toMatch(/decision 3 no longer replays.*salvage/i)
  })

  test('SRV-SALVAGE: salvage keeps the decisions that replay, files the rest, and the game goes on', async () => {
    const { app, id } = await withBrokenGame({ bots: { p2: 'greedy' } })
    const s = await app.inject({ method: 'POST', url: `/api/games/${id}/salvage` })
    expect(s.statusCode, s.body).toBe(200)
    const { game, salvage } = s.json()
    expect(game.decisions).toEqual(recorded.slice(0, 3))
    expect(game.hash).not.toBe('hash-under-older-rules')
    expect(salvage.kept).toBe(3)
    expect(salvage.setAside).toEqual(recorded.slice(3))
    expect(salvage.reason.code).toBe('engine/not_your_turn')
    // Nothing is lost: the set-aside decisions and the game's own notes are both in its record.
    expect(game.meta.bots).toEqual({ p2: 'greedy' })
    expect(game.meta.salvaged).toEqual([salvage])
    const next = await app.inject({
      method: 'POST',
      url: `/api/games/${id}/decisions`,
      payload: { index: 3, decision: roll('p2'), before: game.hash },
    })
    expect(next.statusCode, next.body).toBe(200)
    expect(next.json().game.decisions).toBe(4)
  })

  test('SRV-SALVAGE: a game that replays whole, or no game, is refused with its own code', async () => {
    const { app, id } = await withBrokenGame()
    expect((await app.inject({ method: 'POST', url: `/api/games/${id}/salvage` })).statusCode).toBe(200)
    const again = await app.inject({ method: 'POST', url: `/api/games/${id}/salvage` })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('engine/game_replays')
    const none = await app.inject({ method: 'POST', url: '/api/games/game%3Anope/salvage' })
    expect(none.statusCode).toBe(404)
    expect(none.json().error.code).toBe('server/game_not_found')
  })

  test('SRV-SALVAGE: a salvage and an undo sent at once never lose what the salvage set aside', async () => {
    const { app, id } = await withBrokenGame()
    const [s, u] = await Promise.all([
      app.inject({ method: 'POST', url: `/api/games/${id}/salvage` }),
      app.inject({ method: 'DELETE', url: `/api/games/${id}/decisions/2` }),
    ])
    const stored = (await app.inject({ method: 'GET', url: `/api/games/${id}` })).json().game
    // Whichever lands last sees the other's write: a salvage that answered 200 is in the record.
    if (s.statusCode === 200) expect(stored.meta.salvaged).toHaveLength(1)
    else expect(s.json().error.code).toBe('engine/game_replays')
    expect(u.statusCode).toBe(200)
    expect(stored.decisions).toEqual(recorded.slice(0, 2))
  })
})
