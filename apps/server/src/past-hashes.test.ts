// Games saved before a ruleset changed its state's shape: their recorded hash is of the older
// shape (the ruleset's `pastHashes`), and the server still takes them. The registry's GUNFRAME
// and a game saved before its battle units were grouped by meaning.
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type DecisionShape, replay, stateHash } from '@sortie/engine'
import { loadRuleset } from '@sortie/registry'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, test } from 'vitest'
import { openStore } from './db.ts'
import { buildServer } from './index.ts'

const saved = JSON.parse(
  readFileSync(new URL('../../../examples/games/gunframe-city.json', import.meta.url), 'utf8'),
) as { ruleset: string; setup: unknown; seed: string; decisions: DecisionShape[]; hash: string }

let app: FastifyInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

describe('games saved in an older state shape', () => {
  test('SRV-GAME-HASH: an old save is taken with its old hash; the server stores today’s', async () => {
    app = await buildServer({ dbPath: ':memory:', resume: false })
    const body = { ruleset: saved.ruleset, setup: saved.setup, seed: saved.seed, decisions: saved.decisions }
    const r = await app.inject({ method: 'POST', url: '/api/games', payload: { ...body, hash: saved.hash } })
    expect(r.statusCode, r.body).toBe(201)
    const hash = r.json().game.hash as string
    expect(hash).not.toBe(saved.hash)
    const again = await app.inject({ method: 'POST', url: '/api/games', payload: { ...body, hash } })
    expect(again.statusCode).toBe(201)
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/games',
      payload: { ...body, hash: 'deadbeef' },
    })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().error.code).toBe('server/hash_mismatch')
  })

  test('SRV-APPEND: a stored game still holding its old-shape hash takes a decision named by today’s', async () => {
    const pkg = await loadRuleset(saved.ruleset)
    if (!pkg.ok) throw new Error(pkg.error.message)
    const rs = pkg.value.ruleset()
    const k = 120
    const prefix = replay(rs, saved.setup, saved.seed, saved.decisions.slice(0, k))
    if (!prefix.ok) throw new Error(prefix.error.message)
    const old = rs.pastHashes?.(prefix.value.state)[0]
    expect(old).toBeDefined()
    expect(old).not.toBe(prefix.value.hash)
    // A row written before the shape changed: its hash is the older shape's.
    const dbPath = join(mkdtempSync(join(tmpdir(), 'sortie-past-')), 'games.db')
    const store = openStore(dbPath)
    const row = store.createGame({
      title: 'old',
      ruleset: saved.ruleset,
      mode: 'hotseat',
      status: 'playing',
      turn: 1,
      seed: saved.seed,
      setup: saved.setup,
      decisions: saved.decisions.slice(0, k),
      meta: {},
      hash: old as string,
    })
    store.close()
    app = await buildServer({ dbPath, resume: false })
    const url = `/api/games/${encodeURIComponent(row.id)}/decisions`
    const stale = await app.inject({
      method: 'POST',
      url,
      payload: { index: k, decision: saved.decisions[k], before: 'deadbeef' },
    })
    expect(stale.statusCode).toBe(409)
    const r = await app.inject({
      method: 'POST',
      url,
      payload: { index: k, decision: saved.decisions[k], before: prefix.value.hash },
    })
    expect(r.statusCode, r.body).toBe(200)
    const next = replay(rs, saved.setup, saved.seed, saved.decisions.slice(0, k + 1))
    expect(next.ok && r.json().game.hash).toBe(next.ok ? stateHash(next.value.state) : '')
  })
})
