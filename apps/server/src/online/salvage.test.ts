// An online game stored before a rules fix made one of its decisions illegal: when a server
// (restarted on the new rules) loads it, the refused decision and those after it are set aside in
// their own table, play goes on from before it, and every seat's snapshot says so.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, test } from 'vitest'
import { buildServer } from '../index.ts'
import { TOYS } from '../testing/toys.ts'
import { TestSocket } from '../testing/ws-client.ts'
import { gameSeed } from './fair.ts'
import { openOnlineStore } from './store.ts'

const apps: FastifyInstance[] = []
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()))
})

async function serve(dbPath: string) {
  const app = await buildServer({ dbPath, rulesets: TOYS })
  apps.push(app)
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  return { app, ws: (path: string) => url.replace(/^http/, 'ws') + path }
}

type Created = { id: string; seats: Record<string, { token?: string }> }

describe('online games saved under earlier rules', () => {
  test('SRV-ONLINE-SALVAGE: a refused stored decision is set aside on load and play goes on', async () => {
    const dbPath = join(mkdtempSync(join(tmpdir(), 'sortie-online-salvage-')), 'sortie.sqlite')
    const first = await serve(dbPath)
    const r = await first.app.inject({
      method: 'POST',
      url: '/api/online/games',
      payload: { ruleset: 'race', setup: { target: 25 } },
    })
    const g = r.json() as Created
    const url = (seat: string, nonce: string) =>
      first.ws(`/ws/games/${g.id}?token=${g.seats[seat]?.token}&nonce=${nonce}`)
    const p1 = await TestSocket.open(url('p1', 'a'))
    const p2 = await TestSocket.open(url('p2', 'b'))
    await p1.next('snapshot', (m) => m.status === 'playing')
    // Four rolls, p1 and p2 in turn.
    for (let seq = 0; seq < 4; seq++) {
      const seat = seq % 2 ? 'p2' : 'p1'
      ;(seq % 2 ? p2 : p1).send({ type: 'decide', seq, decision: { seat, kind: 'roll' } })
      await p1.next('update', (m) => m.seq === seq + 1)
    }
    p1.ws.close()
    p2.ws.close()
    await first.app.close()
    apps.splice(0)

    // Rows an older server accepted: p2 rolling at seq 4 (p1's turn under today's rules), then p1.
    const store = await openOnlineStore({ sqlite: dbPath })
    expect(await store.append(g.id, 4, { seat: 'p2', kind: 'roll' })).toBe(true)
    expect(await store.append(g.id, 5, { seat: 'p1', kind: 'roll' })).toBe(true)
    await store.close()

    const second = await serve(dbPath)
    const again = await TestSocket.open(second.ws(`/ws/games/${g.id}?token=${g.seats.p1?.token}`))
    const snap = await again.next('snapshot')
    expect(snap).toMatchObject({ status: 'playing', seq: 4 })
    if (snap.type !== 'snapshot') throw new Error('not a snapshot')
    expect(snap.salvaged).toHaveLength(1)
    expect(snap.salvaged?.[0]).toMatchObject({
      kept: 4,
      setAside: 2,
      reason: { code: 'engine/not_your_turn' },
    })
    again.send({ type: 'decide', seq: 4, decision: { seat: 'p1', kind: 'roll' } })
    const u = await again.next('update', (m) => m.seq === 5)
    expect(u.type).toBe('update')
    again.ws.close()
    await second.app.close()
    apps.splice(0)

    // Nothing played was deleted: the set-aside rows are kept; the log holds today's five.
    const after = await openOnlineStore({ sqlite: dbPath })
    expect(await after.salvages(g.id)).toMatchObject([{ kept: 4, setAside: 2 }])
    expect(await after.decisions(g.id)).toHaveLength(5)
    // Salvage does not run twice over the same rows: the stored row is no longer the refused one.
    expect(
      await after.setAside(g.id, 4, { seat: 'p2', kind: 'roll' }, { code: 'x', message: 'x' }),
    ).toBeNull()
    await after.close()
  }, 30_000)

  test('SRV-ONLINE-SALVAGE: when the decisions kept already end the game, its ending is recorded on load', async () => {
    const dbPath = join(mkdtempSync(join(tmpdir(), 'sortie-online-salvage-')), 'sortie.sqlite')
    const first = await serve(dbPath)
    const r = await first.app.inject({
      method: 'POST',
      url: '/api/online/games',
      payload: { ruleset: 'race', setup: { target: 1 } },
    })
    const g = r.json() as Created
    await first.app.close()
    apps.splice(0)
    // An older server's rows: the rolls up to the first point, then one more it wrongly took.
    const store = await openOnlineStore({ sqlite: dbPath })
    const row = await store.getGame(g.id)
    if (!row) throw new Error('no row')
    const nonces = { p1: 'a', p2: 'b' }
    for (const [seat, n] of Object.entries(nonces)) await store.addNonce(g.id, seat, n)
    const rs = TOYS.race.ruleset()
    const started = rs.start(row.setup, gameSeed(row.serverSeed, nonces))
    if (!started.ok) throw new Error(started.error.message)
    let state = started.value
    let seq = 0
    for (; rs.outcome(state) === null; seq++) {
      const d = rs.legal(state)[0]
      const next = d && rs.apply(state, d)
      if (!next?.ok) throw new Error('no roll')
      await store.append(g.id, seq, d)
      state = next.value.state
    }
    await store.append(g.id, seq, { seat: 'p1', kind: 'roll' })
    await store.close()

    await serve(dbPath)
    const after = await openOnlineStore({ sqlite: dbPath })
    expect(await after.getGame(g.id)).toMatchObject({ status: 'over' })
    expect(await after.unfinished(10)).not.toContain(g.id)
    expect(await after.salvages(g.id)).toMatchObject([{ kept: seq, setAside: 1 }])
    await after.close()
  }, 30_000)
})
