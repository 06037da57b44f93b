import { type BaseState, type Decision, defineRuleset, ok, replay, seedRng } from '@sortie/engine'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { buildServer } from './index.ts'
import { toyPackage } from './testing/toys.ts'

/** A tiny ruleset (first to 3 points) so game storage is tested without a real ruleset. */
interface Toy extends BaseState {
  score: Record<string, number>
  turn: number
}
const toy = defineRuleset<{ target: number }, Toy, Decision>({
  id: 'toy',
  start: (_setup, seed) => ok({ rng: seedRng(seed), score: { p1: 0, p2: 0 }, turn: 1 }),
  prompt: (s) =>
    Math.max(s.score.p1 ?? 0, s.score.p2 ?? 0) >= 3 ? null : { seat: s.turn % 2 ? 'p1' : 'p2', kind: 'roll' },
  legal: (s) => [{ seat: s.turn % 2 ? 'p1' : 'p2', kind: 'roll' }],
  reduce(s, d, ctx) {
    if (ctx.dice.d6() >= 4) s.score[d.seat] = (s.score[d.seat] ?? 0) + 1
    s.turn++
    return undefined
  },
  outcome: (s) =>
    Math.max(s.score.p1 ?? 0, s.score.p2 ?? 0) >= 3 ? { winners: [], draw: true, reason: 'x' } : null,
  view: (s) => s,
})

const rolls = (n: number): Decision[] =>
  Array.from({ length: n }, (_, i) => ({ seat: i % 2 ? 'p2' : 'p1', kind: 'roll' }))

let app: FastifyInstance
beforeEach(async () => {
  app = await buildServer({ dbPath: ':memory:', rulesets: { toy: toyPackage(toy), unbuilt: null } })
})
afterEach(async () => {
  await app.close()
})

const squadron = { name: 'Red Wing', size: 'skirmish', points: 50, units: [] }

describe('rosters', () => {
  test('SRV-ROSTER: save, list, load, update and delete a roster', async () => {
    const created = await app.inject({ method: 'POST', url: '/api/rosters', payload: { squadron } })
    expect(created.statusCode).toBe(201)
    const id = created.json().roster.id as string
    expect(id).toMatch(/^roster:/)
    const list = await app.inject({ method: 'GET', url: '/api/rosters' })
    expect(list.json().rosters.map((r: { name: string }) => r.name)).toEqual(['Red Wing'])
    const put = await app.inject({
      method: 'PUT',
      url: `/api/rosters/${id}`,
      payload: { name: 'Blue Wing', squadron: { ...squadron, name: 'Blue Wing' } },
    })
    expect(put.statusCode).toBe(200)
    const got = await app.inject({ method: 'GET', url: `/api/rosters/${id}` })
    expect(got.json().roster.squadron.name).toBe('Blue Wing')
    expect((await app.inject({ method: 'DELETE', url: `/api/rosters/${id}` })).statusCode).toBe(204)
    expect((await app.inject({ method: 'GET', url: `/api/rosters/${id}` })).statusCode).toBe(404)
  })

  test('SRV-ZOD: a malformed body is refused with a code and the path of the problem', async () => {
    const r = await app.inject({ method: 'POST', url: '/api/rosters', payload: { squadron: { name: 3 } } })
    expect(r.statusCode).toBe(400)
    const body = r.json()
    expect(body.error.code).toBe('server/invalid_body')
    expect(body.error.issues.map((i: { path: string }) => i.path)).toContain('squadron.name')
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts/)
  })

  test('SRV-ERR: broken JSON and unknown routes answer JSON errors, never a stack trace', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/rosters',
      headers: { 'content-type': 'application/json' },
      payload: '{"squadron":',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.code).toBe('server/bad_request')
    expect(bad.body).not.toMatch(/node_modules|\.ts:\d+/)
    const missing = await app.inject({ method: 'GET', url: '/api/nothing' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.code).toBe('server/not_found')
  })
})

describe('games', () => {
  test('SRV-GAME: a saved game is replayed; the server keeps its own hash and status', async () => {
    const decisions = rolls(4)
    const expected = replay(toy, { target: 3 }, 'seed-1', decisions)
    expect(expected.ok).toBe(true)
    const r = await app.inject({
      method: 'POST',
      url: '/api/games',
      payload: { ruleset: 'toy', seed: 'seed-1', setup: { target: 3 }, decisions, title: 'Test' },
    })
    expect(r.statusCode).toBe(201)
    const game = r.json().game
    expect(game.hash).toBe(expected.ok ? expected.value.hash : '')
    const loaded = (await app.inject({ method: 'GET', url: `/api/games/${game.id}` })).json().game
    expect(loaded.decisions).toEqual(decisions)
    expect(loaded.seed).toBe('seed-1')
    const list = (await app.inject({ method: 'GET', url: '/api/games' })).json().games
    expect(list[0]).toMatchObject({ id: game.id, decisions: 4, title: 'Test' })
  })

  test('SRV-GAME-RESUME: saving again updates the same game', async () => {
    const first = await app.inject({
      method: 'POST',
      url: '/api/games',
      payload: { ruleset: 'toy', seed: 's', setup: {}, decisions: rolls(1) },
    })
    const id = first.json().game.id
    let n = 2
    let status = 'playing'
    while (status === 'playing' && n < 200) {
      const r = await app.inject({
        method: 'PUT',
        url: `/api/games/${id}`,
        payload: { ruleset: 'toy', seed: 's', setup: {}, decisions: rolls(n++) },
      })
      expect(r.statusCode).toBe(200)
      status = r.json().game.status
    }
    expect(status).toBe('over')
  })

  test('SRV-GAME-HASH: a client hash that the replay does not reproduce is refused', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/games',
      payload: { ruleset: 'toy', seed: 's', setup: {}, decisions: rolls(2), hash: 'deadbeef' },
    })
    expect(r.statusCode).toBe(422)
    expect(r.json().error.code).toBe('server/hash_mismatch')
  })

  test('SRV-GAME-REPLAY: an illegal decision list is refused with the engine code', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/games',
      payload: { ruleset: 'toy', seed: 's', setup: {}, decisions: [{ seat: 'p2', kind: 'roll' }] },
    })
    expect(r.statusCode).toBe(422)
    expect(r.json().error.code).toBe('engine/replay_diverged')
  })

  test('SRV-GAME-RULESET: unknown and unavailable rulesets have their own codes', async () => {
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/games',
      payload: { ruleset: 'chess', seed: 's', setup: {}, decisions: [] },
    })
    expect(unknown.json().error.code).toBe('server/unknown_ruleset')
    const missing = await app.inject({
      method: 'POST',
      url: '/api/games',
      payload: { ruleset: 'unbuilt', seed: 's', setup: {}, decisions: [] },
    })
    expect(missing.statusCode).toBe(503)
  })
})
