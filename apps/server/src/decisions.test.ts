import { type BaseState, type Decision, defineRuleset, ok, replay, seedRng } from '@sortie/engine'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { buildServer } from './index.ts'
import { toyPackage } from './testing/toys.ts'

/** First to 3 points; seats alternate; a roll of 4+ scores. */
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
    if (d.seat !== (s.turn % 2 ? 'p1' : 'p2')) return { code: 'toy/not_your_turn', message: 'Not your turn.' }
    if (ctx.dice.d6() >= 4) s.score[d.seat] = (s.score[d.seat] ?? 0) + 1
    s.turn++
    return undefined
  },
  outcome: (s) =>
    Math.max(s.score.p1 ?? 0, s.score.p2 ?? 0) >= 3 ? { winners: [], draw: true, reason: 'x' } : null,
  view: (s) => s,
})

const roll = (i: number): Decision => ({ seat: i % 2 ? 'p2' : 'p1', kind: 'roll' })
const rolls = (n: number): Decision[] => Array.from({ length: n }, (_, i) => roll(i))

let app: FastifyInstance
beforeEach(async () => {
  app = await buildServer({ dbPath: ':memory:', rulesets: { toy: toyPackage(toy) } })
})
afterEach(async () => {
  await app.close()
})

async function newGame(decisions: Decision[] = []): Promise<{ id: string; hash: string }> {
  const r = await app.inject({
    method: 'POST',
    url: '/api/games',
    payload: { ruleset: 'toy', seed: 'append', setup: { target: 3 }, decisions },
  })
  return r.json().game
}

const append = (id: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/games/${encodeURIComponent(id)}/decisions`, payload })

const stored = async (id: string) =>
  (await app.inject({ method: 'GET', url: `/api/games/${encodeURIComponent(id)}` })).json().game

describe('appending one decision', () => {
  test('SRV-APPEND: decisions appended one at a time replay to the same hash as the whole list', async () => {
    const { id } = await newGame()
    let last = ''
    for (let i = 0; i < 4; i++) {
      const r = await append(id, { index: i, decision: roll(i) })
      expect(r.statusCode).toBe(200)
      expect(r.json().game).toMatchObject({ id, decisions: i + 1, status: 'playing' })
      last = r.json().game.hash
    }
    const whole = replay(toy, { target: 3 }, 'append', rolls(4))
    expect(whole.ok && whole.value.hash).toBe(last)
    const g = await stored(id)
    expect(g.decisions).toEqual(rolls(4))
    expect(g.hash).toBe(last)
  })

  test('SRV-APPEND: the before and after hashes are checked when given', async () => {
    const { id, hash } = await newGame(rolls(1))
    const after = replay(toy, { target: 3 }, 'append', rolls(2))
    const good = await append(id, {
      index: 1,
      decision: roll(1),
      before: hash,
      after: after.ok ? after.value.hash : '',
    })
    expect(good.statusCode).toBe(200)
    const wrongAfter = await append(id, { index: 2, decision: roll(2), after: 'deadbeef' })
    expect(wrongAfter.statusCode).toBe(422)
    expect(wrongAfter.json().error.code).toBe('server/hash_mismatch')
    expect((await stored(id)).decisions).toHaveLength(2)
  })

  test('SRV-APPEND-ORDER: an index other than the next one is refused and the game is untouched', async () => {
    const { id, hash } = await newGame(rolls(2))
    for (const index of [0, 1, 3, 10]) {
      const r = await append(id, { index, decision: roll(index) })
      expect(r.statusCode).toBe(409)
      expect(r.json().error).toMatchObject({ code: 'server/decision_out_of_order', length: 2, hash })
    }
    const stale = await append(id, { index: 2, decision: roll(2), before: 'deadbeef' })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().error.code).toBe('server/stale_game')
    const g = await stored(id)
    expect(g.decisions).toEqual(rolls(2))
    expect(g.hash).toBe(hash)
  })

  test('SRV-APPEND-ILLEGAL: a decision the rules refuse gets the engine code and is not stored', async () => {
    const { id, hash } = await newGame(rolls(1))
    const r = await append(id, { index: 1, decision: { seat: 'p1', kind: 'roll' } })
    expect(r.statusCode).toBe(422)
    expect(r.json().error).toMatchObject({
      code: 'server/illegal_decision',
    })
    // The engine's own code comes along (it refuses a seat out of turn before the reducer runs).
    expect(r.json().error.cause.code).toMatch(/^(engine|toy)\//)
    expect(r.body).not.toMatch(/\.ts:\d+/)
    const g = await stored(id)
    expect(g.decisions).toEqual(rolls(1))
    expect(g.hash).toBe(hash)
    // The game still takes the right decision afterwards.
    expect((await append(id, { index: 1, decision: roll(1) })).statusCode).toBe(200)
  })

  test('SRV-APPEND-BODY: malformed bodies and unknown games have their codes', async () => {
    const { id } = await newGame()
    const bad = await append(id, { index: -1, decision: { kind: 'roll' } })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.code).toBe('server/invalid_body')
    const missing = await append('game:nope', { index: 0, decision: roll(0) })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.code).toBe('server/game_not_found')
  })

  test('SRV-APPEND: a game played to the end by appends is marked over; later appends are refused', async () => {
    const { id } = await newGame()
    let status = 'playing'
    let i = 0
    while (status === 'playing' && i < 200) {
      const r = await append(id, { index: i, decision: roll(i) })
      expect(r.statusCode).toBe(200)
      status = r.json().game.status
      i++
    }
    expect(status).toBe('over')
    const list = (await app.inject({ method: 'GET', url: '/api/games' })).json().games
    expect(list[0]).toMatchObject({ id, status: 'over', decisions: i })
    expect((await append(id, { index: i, decision: roll(i) })).statusCode).toBe(422)
  })

  test('SRV-APPEND: a whole-game save in between is picked up (the cached state is not trusted)', async () => {
    const { id } = await newGame()
    await append(id, { index: 0, decision: roll(0) })
    await app.inject({
      method: 'PUT',
      url: `/api/games/${encodeURIComponent(id)}`,
      payload: { ruleset: 'toy', seed: 'append', setup: { target: 3 }, decisions: rolls(3) },
    })
    const r = await append(id, { index: 3, decision: roll(3) })
    expect(r.statusCode).toBe(200)
    const whole = replay(toy, { target: 3 }, 'append', rolls(4))
    expect(whole.ok && whole.value.hash).toBe(r.json().game.hash)
  })

  test('SRV-TRUNCATE: undo takes back the decisions from an index on', async () => {
    const { id } = await newGame(rolls(4))
    const r = await app.inject({ method: 'DELETE', url: `/api/games/${encodeURIComponent(id)}/decisions/2` })
    expect(r.statusCode).toBe(200)
    const two = replay(toy, { target: 3 }, 'append', rolls(2))
    expect(r.json().game).toMatchObject({ decisions: 2, hash: two.ok ? two.value.hash : '' })
    expect((await stored(id)).decisions).toEqual(rolls(2))
    expect((await append(id, { index: 2, decision: roll(2) })).statusCode).toBe(200)
    const beyond = await app.inject({
      method: 'DELETE',
      url: `/api/games/${encodeURIComponent(id)}/decisions/9`,
    })
    expect(beyond.statusCode).toBe(409)
    expect(beyond.json().error.code).toBe('server/decision_out_of_order')
  })
})
