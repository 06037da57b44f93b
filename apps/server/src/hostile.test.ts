/**
 * Requests a hostile client could send, against the real rulesets: names that reach the object
 * prototype, reserved seat names and inherited bot names are refused with a code, and nothing in
 * the server process changes (a probe once polluted every object through a Gunwave narrator act).
 */
import { unwrap } from '@sortie/engine'
import { quickBattle } from '@sortie/framezero'
import gunwave from '@sortie/gunwave/package'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildServer } from './index.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildServer({ dbPath: ':memory:' })
})
afterAll(() => app?.close())

const post = (url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, payload: payload as object })

describe('SRV-HOSTILE: hostile requests are refused and change nothing', () => {
  test('SRV-HOSTILE: a saved game whose decisions name __proto__ is refused; no object in the process changes', async () => {
    const setup = unwrap(gunwave.quickSetup({ players: '2' }, 's'))
    const act = { type: 'adjust', target: '__proto__', field: 'health', delta: 1, reason: 'x' }
    const r = await post('/api/games', {
      ruleset: 'gunwave',
      seed: 's',
      setup,
      decisions: [{ seat: 'narrator', kind: 'narrate', act }],
    })
    expect(r.statusCode).toBeGreaterThanOrEqual(400)
    expect(r.statusCode).toBeLessThan(500)
    expect(JSON.stringify(r.json())).toContain('reserved word (__proto__)')
    expect(({} as Record<string, unknown>).health).toBeUndefined()
  })

  test('SRV-HOSTILE: online games refuse inherited bot names and seats named spectator or __proto__', async () => {
    for (const bot of ['toString', 'constructor', '__proto__']) {
      const r = await post('/api/online/games', { ruleset: 'gunframe', seats: { p1: `bot:${bot}` } })
      expect(r.statusCode, bot).toBe(400)
      expect(r.json().error.code).toBe('online/unknown_bot')
    }
    for (const seat of ['spectator', '__proto__', 'constructor']) {
      const setup = unwrap(quickBattle(2)) as unknown as { players: { seat: string }[] }
      ;(setup.players[0] as { seat: string }).seat = seat
      const online = await post('/api/online/games', { ruleset: 'framezero', setup, seats: {} })
      expect(online.statusCode, seat).toBe(400)
      expect(online.json().error.code, seat).toMatch(/bad_seat|invalid_setup/)
      const saved = await post('/api/games', { ruleset: 'framezero', seed: 's', setup, decisions: [] })
      expect(saved.statusCode, seat).toBeGreaterThanOrEqual(400)
      expect(saved.statusCode, seat).toBeLessThan(500)
    }
  })

  test('SRV-HOSTILE: odd addresses and bodies get the API’s error shape and a 4xx: deep nesting, blank undo index, long or undecodable ids', async () => {
    // Written as text: JSON.stringify itself overflows on a value this deep.
    const deep = `{"ruleset":"gunframe","squadron":${'{"a":'.repeat(5000)}{}${'}'.repeat(5000)}}`
    const r = await app.inject({
      method: 'POST',
      url: '/api/rosters',
      payload: deep,
      headers: { 'content-type': 'application/json' },
    })
    expect(r.statusCode).toBe(400)
    expect(r.json().error.code).toBe('server/too_deep')
    for (const from of ['%20', '0x5', '1e3', '-1']) {
      const u = await app.inject({ method: 'DELETE', url: `/api/games/nosuch/decisions/${from}` })
      expect(u.statusCode, from).toBe(400)
      expect(u.json().error.code, from).toBe('server/invalid_body')
    }
    const long = await app.inject({ method: 'GET', url: `/api/rosters/${'x'.repeat(150)}` })
    expect(long.statusCode).toBe(414)
    expect(long.json().error.code).toBe('server/address_too_long')
    const bad = await app.inject({ method: 'GET', url: '/api/rosters/%ZZ' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.code).toBe('server/bad_address')
  })
})
