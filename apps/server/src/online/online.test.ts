import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { replay } from '@sortie/engine'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, test } from 'vitest'
import { buildServer } from '../index.ts'
import { TOYS } from '../testing/toys.ts'
import { TestSocket } from '../testing/ws-client.ts'
import { playSeat } from './bot-client.ts'
import { gameSeed, sha256 } from './fair.ts'

const apps: FastifyInstance[] = []
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()))
})

async function serve(dbPath = ':memory:') {
  const app = await buildServer({ dbPath, rulesets: { ...TOYS, broken: null } })
  apps.push(app)
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  return { app, url, ws: (path: string) => url.replace(/^http/, 'ws') + path }
}

type Created = { id: string; seats: Record<string, { token?: string; bot?: string }>; seedCommit: string }

async function create(app: FastifyInstance, body: Record<string, unknown>): Promise<Created> {
  const r = await app.inject({ method: 'POST', url: '/api/online/games', payload: body })
  expect(r.statusCode, r.body).toBe(201)
  return r.json()
}

const tok = (g: Created, seat: string) => g.seats[seat]?.token ?? ''

describe('online games', () => {
  test('SRV-ONLINE-CREATE: seats get 256-bit tokens, the seed is committed, bad requests are refused', async () => {
    const { app } = await serve()
    const g = await create(app, { ruleset: 'race', seats: { p1: 'human', p2: 'bot:first' } })
    expect(Buffer.from(tok(g, 'p1'), 'base64url').length).toBeGreaterThanOrEqual(16)
    expect(g.seats.p2).toEqual({ bot: 'first' })
    expect(g.seedCommit).toMatch(/^[0-9a-f]{64}$/)
    const bad = async (payload: Record<string, unknown>, code: string) => {
      const r = await app.inject({ method: 'POST', url: '/api/online/games', payload })
      expect(r.statusCode).toBeGreaterThanOrEqual(400)
      expect(r.json().error.code).toBe(code)
    }
    await bad({ ruleset: 'chess' }, 'server/unknown_ruleset')
    await bad({ ruleset: 'broken' }, 'server/ruleset_unavailable')
    await bad({ ruleset: 'race', seats: { p3: 'human' } }, 'online/unknown_seat')
    await bad({ ruleset: 'race', seats: { p1: 'bot:nobody' } }, 'online/unknown_bot')
    await bad({ ruleset: 'race', seats: { p1: 'robot' } }, 'server/invalid_body')
    const got = await app.inject({ method: 'GET', url: `/api/online/games/${g.id}` })
    expect(got.json()).toMatchObject({ ruleset: 'race', status: 'waiting', decisions: [] })
    expect(got.json().seed).toBeUndefined()
  })

  test('SRV-ONLINE-PLAY: two seats play to the end; the revealed seed replays to the final hash', async () => {
    const { app, ws } = await serve()
    const g = await create(app, { ruleset: 'race', setup: { target: 2 } })
    const p1 = await TestSocket.open(ws(`/ws/games/${g.id}?token=${tok(g, 'p1')}&nonce=alpha`))
    const waiting = await p1.next('snapshot')
    expect(waiting).toMatchObject({ seat: 'p1', status: 'waiting', seq: 0, view: null })
    const p2 = await TestSocket.open(ws(`/ws/games/${g.id}`))
    await p2.next('snapshot', (m) => m.seat === 'spectator')
    p2.send({ type: 'join', token: tok(g, 'p2'), nonce: 'beta' })
    const s2 = await p2.next('snapshot', (m) => m.seat === 'p2')
    expect(s2.status).toBe('playing')
    await p1.next('snapshot', (m) => m.status === 'playing')
    let seq = 0
    let last = s2 as { prompt: { seat: string } | null; outcome: unknown; hash: string | null }
    while (last.prompt) {
      const who = last.prompt.seat === 'p1' ? p1 : p2
      who.send({ type: 'decide', seq, decision: { seat: last.prompt.seat, kind: 'roll' } })
      seq++
      const [u1, u2] = await Promise.all([
        p1.next('update', (m) => m.seq === seq),
        p2.next('update', (m) => m.seq === seq),
      ])
      expect(u1.hash).toBe(u2.hash)
      last = u1
    }
    expect(last.outcome).not.toBeNull()
    const rec = (await app.inject({ method: 'GET', url: `/api/online/games/${g.id}` })).json()
    expect(rec.status).toBe('over')
    expect(sha256(rec.reveal.serverSeed)).toBe(g.seedCommit)
    expect(rec.reveal.nonces).toEqual({ p1: 'alpha', p2: 'beta' })
    expect(rec.seed).toBe(gameSeed(rec.reveal.serverSeed, { p1: 'alpha', p2: 'beta' }))
    const again = replay(TOYS.race.ruleset(), rec.setup, rec.seed, rec.decisions)
    expect(again.ok && again.value.hash).toBe(rec.hash)
    p1.close()
    p2.close()
  })

  test('SRV-ONLINE-BAD: every bad message gets a coded error and changes nothing', async () => {
    const { app, ws } = await serve()
    const g = await create(app, { ruleset: 'race' })
    const p1 = await TestSocket.open(ws(`/ws/games/${g.id}?token=${tok(g, 'p1')}`))
    const p2 = await TestSocket.open(ws(`/ws/games/${g.id}?token=${tok(g, 'p2')}`))
    await p2.next('snapshot', (m) => m.status === 'playing')
    await p1.next('snapshot', (m) => m.status === 'playing')
    const spectator = await TestSocket.open(ws(`/ws/games/${g.id}`))
    await spectator.next('snapshot')
    const roll = (seat: string) => ({ seat, kind: 'roll' })
    const cases: [TestSocket, unknown, string][] = [
      [p1, { type: 'decide', seq: 0, decision: roll('p1'), pad: 'x'.repeat(70_000) }, 'online/too_large'],
      [p1, '{"type": "decide", "seq": ', 'online/malformed'],
      [p1, { type: 'decide', decision: roll('p1') }, 'online/malformed'],
      [p1, { type: 'shout', text: 'hi' }, 'online/malformed'],
      [p1, { type: 'decide', seq: 0, decision: { seat: 'p1' } }, 'online/malformed'],
      [p1, { type: 'decide', seq: 0, decision: roll('p2') }, 'online/foreign_seat'],
      [p2, { type: 'decide', seq: 0, decision: roll('p2') }, 'online/not_your_turn'],
      [p1, { type: 'decide', seq: 3, decision: roll('p1') }, 'online/stale'],
      [p1, { type: 'decide', seq: 0, decision: { seat: 'p1', kind: 'jump' } }, 'race/unknown_kind'],
      [spectator, { type: 'decide', seq: 0, decision: roll('p1') }, 'online/spectator'],
      [spectator, { type: 'join', token: 'not-a-token' }, 'online/bad_token'],
    ]
    for (const [sock, msg, code] of cases) {
      sock.send(msg)
      const e = await sock.next('error')
      expect(e.code, JSON.stringify(msg).slice(0, 80)).toBe(code)
      expect(e.message.length).toBeGreaterThan(5)
    }
    // A decision that was accepted makes an older seq stale.
    p1.send({ type: 'decide', seq: 0, decision: roll('p1') })
    await p1.next('update', (m) => m.seq === 1)
    p2.send({ type: 'decide', seq: 0, decision: roll('p2') })
    expect((await p2.next('error')).code).toBe('online/stale')
    const rec = (await app.inject({ method: 'GET', url: `/api/online/games/${g.id}` })).json()
    expect(rec.decisions).toEqual([roll('p1')])
    // A bad token in the address closes the socket with its own code.
    const intruder = await TestSocket.open(ws(`/ws/games/${g.id}?token=forged`))
    expect((await intruder.next('error')).code).toBe('online/bad_token')
    expect(await intruder.closed()).toBe(4401)
    const lost = await TestSocket.open(ws('/ws/games/online:nothing'))
    expect((await lost.next('error')).code).toBe('online/game_not_found')
    for (const s of [p1, p2, spectator]) s.close()
  })

  test('SRV-ONLINE-SEALED: simultaneous prompts take any listed seat; sealed picks stay hidden until the end', async () => {
    const { app, ws } = await serve()
    const g = await create(app, { ruleset: 'sealed', setup: { rounds: 1 } })
    const p1 = await TestSocket.open(ws(`/ws/games/${g.id}?token=${tok(g, 'p1')}`))
    const p2 = await TestSocket.open(ws(`/ws/games/${g.id}?token=${tok(g, 'p2')}`))
    const spec = await TestSocket.open(ws(`/ws/games/${g.id}`))
    const start = await p2.next('snapshot', (m) => m.status === 'playing')
    expect(start.prompt?.seats).toEqual(['p1', 'p2'])
    await spec.next('snapshot', (m) => m.status === 'playing')
    // p2 answers first although the prompt's `seat` is p1: any listed seat may.
    p2.send({ type: 'decide', seq: 0, decision: { seat: 'p2', kind: 'pick', n: 3 } })
    const own = await p2.next('update')
    const other = await p1.next('update')
    const watcher = await spec.next('update')
    expect(own.decision).toMatchObject({ n: 3 })
    expect(other.decision).toEqual({ seat: 'p2', kind: 'pick' })
    expect(watcher.decision).toEqual({ seat: 'p2', kind: 'pick' })
    expect((own.view as { picks: object }).picks).toEqual({ p2: 3 })
    expect((other.view as { picks: object }).picks).toEqual({})
    expect(JSON.stringify(other.view)).not.toContain('"rng"')
    const mid = (await app.inject({ method: 'GET', url: `/api/online/games/${g.id}` })).json()
    expect(mid.decisions).toEqual([{ seat: 'p2', kind: 'pick' }])
    p1.send({ type: 'decide', seq: 1, decision: { seat: 'p1', kind: 'pick', n: 1 } })
    const end = await spec.next('update', (m) => m.seq === 2)
    expect(end.outcome).not.toBeNull()
    expect(end.reveal?.seed).toMatch(/^[0-9a-f]{64}$/)
    const rec = (await app.inject({ method: 'GET', url: `/api/online/games/${g.id}` })).json()
    expect(rec.decisions[0]).toEqual({ seat: 'p2', kind: 'pick', n: 3 })
    const again = replay(TOYS.sealed.ruleset(), rec.setup, rec.seed, rec.decisions)
    expect(again.ok && again.value.hash).toBe(rec.hash)
    for (const s of [p1, p2, spec]) s.close()
  })

  test('SRV-ONLINE-BOTS: server bots take seats through the player path; a bots-only game plays itself', async () => {
    const { app, url, ws } = await serve()
    const g = await create(app, { ruleset: 'race', seats: { p1: 'bot:random' } })
    const end = await playSeat({ server: url, game: g.id, token: tok(g, 'p2'), pkg: TOYS.race, bot: 'first' })
    expect(end.outcome).not.toBeNull()
    expect(end.seat).toBe('p2')
    const solo = await create(app, { ruleset: 'sealed', seats: { p1: 'bot:random', p2: 'bot:first' } })
    const spec = await TestSocket.open(ws(`/ws/games/${solo.id}`))
    const snap = await spec.next('snapshot')
    if (snap.status !== 'over') await spec.next('update', (m) => m.outcome !== null)
    const rec = (await app.inject({ method: 'GET', url: `/api/online/games/${solo.id}` })).json()
    expect(rec.status).toBe('over')
    expect(rec.decisions.length).toBe(6)
    spec.close()
  })

  test('SRV-ONLINE-BOTS: a server bot that throws or plays an illegal move is replaced by the first legal move', async () => {
    const { app } = await serve()
    const decisions = async (p1: string, p2: string) => {
      const g = await create(app, { ruleset: 'race', seats: { p1: `bot:${p1}`, p2: `bot:${p2}` } })
      for (let i = 0; i < 100; i++) {
        const rec = (await app.inject({ method: 'GET', url: `/api/online/games/${g.id}` })).json()
        if (rec.status === 'over') return rec.decisions
        await new Promise((r) => setTimeout(r, 20))
      }
      throw new Error(`game ${p1} v ${p2} did not finish`)
    }
    // The game still plays to its end, every decision one the ruleset listed.
    const broken: { kind: string }[] = await decisions('throws', 'refused')
    expect(broken.length).toBeGreaterThan(0)
    expect(broken.filter((d) => d.kind === 'no-such-move')).toEqual([])
  })

  test('SRV-ONLINE-PRESENCE: snapshots and presence say who is connected; a reconnect resumes from the log', async () => {
    const { app, ws } = await serve()
    const g = await create(app, { ruleset: 'race', seats: { p2: 'bot:first' } })
    const p1 = await TestSocket.open(ws(`/ws/games/${g.id}?token=${tok(g, 'p1')}`))
    const s = await p1.next('snapshot')
    expect(s.seats.p1).toMatchObject({ kind: 'human', connected: true, joined: true })
    expect(s.seats.p2).toMatchObject({ kind: 'bot', bot: 'first', connected: true })
    const spec = await TestSocket.open(ws(`/ws/games/${g.id}`))
    expect((await p1.next('presence', (m) => m.spectators === 1)).spectators).toBe(1)
    p1.send({ type: 'decide', seq: 0, decision: { seat: 'p1', kind: 'roll' } })
    await p1.next('update', (m) => m.seq === 2)
    p1.close()
    const left = await spec.next('presence', (m) => !m.seats.p1?.connected)
    expect(left.seats.p1?.connected).toBe(false)
    const back = await TestSocket.open(ws(`/ws/games/${g.id}?token=${tok(g, 'p1')}`))
    const again = await back.next('snapshot')
    expect(again.seq).toBe(2)
    expect(again.log.map((e) => e.decision.seat)).toEqual(['p1', 'p2'])
    expect(again.prompt?.seat).toBe('p1')
    back.close()
    spec.close()
  })

  test('SRV-ONLINE-RESTART: a restarted server rebuilds the game from its stored log', async () => {
    const dbPath = join(mkdtempSync(join(tmpdir(), 'sortie-online-')), 'games.sqlite')
    const first = await serve(dbPath)
    const g = await create(first.app, { ruleset: 'race', setup: { target: 5 } })
    const p1 = await TestSocket.open(first.ws(`/ws/games/${g.id}?token=${tok(g, 'p1')}`))
    const p2 = await TestSocket.open(first.ws(`/ws/games/${g.id}?token=${tok(g, 'p2')}`))
    await p1.next('snapshot', (m) => m.status === 'playing')
    p1.send({ type: 'decide', seq: 0, decision: { seat: 'p1', kind: 'roll' } })
    const u = await p2.next('update')
    p1.close()
    p2.close()
    await first.app.close()
    const second = await serve(dbPath)
    const end = await Promise.all([
      playSeat({ server: second.url, game: g.id, token: tok(g, 'p1'), pkg: TOYS.race, bot: 'first' }),
      playSeat({ server: second.url, game: g.id, token: tok(g, 'p2'), pkg: TOYS.race, bot: 'first' }),
    ])
    expect(end[0].hash).toBe(end[1].hash)
    const rec = (await second.app.inject({ method: 'GET', url: `/api/online/games/${g.id}` })).json()
    expect(rec.decisions[0]).toEqual({ seat: 'p1', kind: 'roll' })
    const again = replay(TOYS.race.ruleset(), rec.setup, rec.seed, rec.decisions.slice(0, 1))
    expect(again.ok && again.value.hash).toBe(u.hash)
  })

  test('SRV-ONLINE-RECONNECT: the bot client reconnects after a dropped line and finishes', async () => {
    const { app, url } = await serve()
    const g = await create(app, { ruleset: 'race', setup: { target: 4 } })
    const [a, b] = await Promise.all([
      playSeat({ server: url, game: g.id, token: tok(g, 'p1'), pkg: TOYS.race, bot: 'first', dropAfter: 2 }),
      playSeat({ server: url, game: g.id, token: tok(g, 'p2'), pkg: TOYS.race, bot: 'random' }),
    ])
    expect(a.reconnects).toBe(1)
    expect(a.outcome).toEqual(b.outcome)
    expect(a.seq).toBe(b.seq)
  })
})
