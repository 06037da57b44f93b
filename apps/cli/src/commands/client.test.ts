import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { buildServer } from '@sortie/server'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

const run = promisify(execFile)
const bin = join(import.meta.dirname, '../../bin/sortie.js')

let app: FastifyInstance
let url: string
beforeAll(async () => {
  app = await buildServer({ dbPath: ':memory:', resume: false })
  url = await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await app.close()
})

const client = (args: string[]) =>
  run('node', [bin, 'client', '--server', url, ...args], { encoding: 'utf8', timeout: 240_000 })

describe('sortie client', () => {
  test('SRV-CLIENT: two bot clients play a GUNFRAME game through the server to the end', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/online/games',
      payload: { ruleset: 'gunframe' },
    })
    expect(created.statusCode).toBe(201)
    const g = created.json() as { id: string; seats: Record<string, { token: string }> }
    const [a, b] = await Promise.all(
      ['p1', 'p2'].map((seat) =>
        client([
          '--game',
          g.id,
          '--token',
          g.seats[seat]?.token ?? '',
          '--bot',
          'greedy',
          '--json',
          '--quiet',
        ]),
      ),
    )
    const ra = JSON.parse(a?.stdout ?? '')
    const rb = JSON.parse(b?.stdout ?? '')
    expect(ra.outcome).not.toBeNull()
    expect(ra).toEqual(rb)
    const rec = (await app.inject({ method: 'GET', url: `/api/online/games/${g.id}` })).json()
    expect(rec).toMatchObject({ status: 'over', hash: ra.hash })
    expect(rec.decisions.length).toBe(ra.seq)
  }, 300_000)

  test('SRV-CLIENT: a wrong token or game ends with a readable error, no stack trace', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/online/games',
      payload: { ruleset: 'gunframe' },
    })
    const g = created.json() as { id: string }
    const bad = await client(['--game', g.id, '--token', 'forged', '--bot', 'random']).catch((e) => e)
    expect(bad.code).toBe(1)
    expect(bad.stderr).toMatch(/online\/bad_token/)
    expect(bad.stderr).not.toMatch(/\n\s+at /)
    const lost = await client(['--game', 'online:none', '--token', 'x', '--bot', 'random']).catch((e) => e)
    expect(lost.code).toBe(2)
    expect(lost.stderr).toMatch(/online\/game_not_found/)
  }, 120_000)
})
