import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type ServerChild, startServerChild } from '../testing/child.ts'
import { findPostgresBin, startPostgres, type TestPostgres } from '../testing/postgres.ts'
import { TOYS } from '../testing/toys.ts'
import { TestSocket } from '../testing/ws-client.ts'
import { playSeat } from './bot-client.ts'
import { openOnlineStore } from './store.ts'

const bin = findPostgresBin()
if (!bin)
  console.warn(
    'SKIPPED the two-process PostgreSQL test: no initdb/pg_ctl under /usr/lib/postgresql/<version>/bin (apt-get install postgresql)',
  )

type Created = { id: string; seats: Record<string, { token: string }> }

describe.skipIf(!bin)('two server processes on one PostgreSQL', () => {
  let db: TestPostgres
  let a: ServerChild
  let b: ServerChild
  beforeAll(async () => {
    db = await startPostgres(bin as string)
    // Both processes create the schema at start: they must not trip over each other.
    ;[a, b] = await Promise.all([
      startServerChild({ DATABASE_URL: db.url }, ['--toys']),
      startServerChild({ DATABASE_URL: db.url }, ['--toys']),
    ])
  }, 180_000)
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await db?.stop()
  })

  const create = async (server: ServerChild, body: unknown): Promise<Created> => {
    const r = await fetch(`${server.url}/api/online/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(r.status).toBe(201)
    return (await r.json()) as Created
  }

  test('SRV-ONLINE-PG: p1 on one process, p2 on the other, a full game in step through LISTEN/NOTIFY', async () => {
    const health = await (await fetch(`${a.url}/api/health`)).json()
    expect(health.store).toBe('postgres')
    const g = await create(a, { ruleset: 'race', setup: { target: 8 } })
    const watcher = await TestSocket.open(`${a.url.replace(/^http/, 'ws')}/ws/games/${g.id}`)
    await watcher.next('snapshot')
    const [r1, r2] = await Promise.all([
      playSeat({ server: a.url, game: g.id, token: g.seats.p1?.token ?? '', pkg: TOYS.race, bot: 'first' }),
      playSeat({ server: b.url, game: g.id, token: g.seats.p2?.token ?? '', pkg: TOYS.race, bot: 'random' }),
    ])
    expect(r1.outcome).not.toBeNull()
    expect(r1.hash).toBe(r2.hash)
    expect(r1.seq).toBe(r2.seq)
    // The spectator on process A heard every decision, including p2's made on process B, in order.
    const last = await watcher.next('update', (m) => m.outcome !== null)
    expect(last.seq).toBe(r1.seq)
    const seqs = watcher.seen.filter((m) => m.type === 'update').map((m) => (m as { seq: number }).seq)
    expect(seqs).toEqual(Array.from({ length: r1.seq }, (_, i) => i + 1))
    const presence = watcher.seen.filter((m) => m.type === 'presence')
    expect(presence.some((m) => m.type === 'presence' && m.seats.p2?.connected)).toBe(true)
    watcher.close()
    const [ra, rb] = await Promise.all(
      [a, b].map(async (s) => (await fetch(`${s.url}/api/online/games/${g.id}`)).json()),
    )
    expect(ra).toEqual(rb)
    expect(ra).toMatchObject({ status: 'over', hash: r1.hash })
  }, 180_000)

  test('SRV-ONLINE-PG-RACE: simultaneous orders sent to two processes at once: the unique append decides', async () => {
    const g = await create(b, { ruleset: 'sealed', setup: { rounds: 6 } })
    const [r1, r2] = await Promise.all([
      playSeat({
        server: a.url,
        game: g.id,
        token: g.seats.p1?.token ?? '',
        pkg: TOYS.sealed,
        bot: 'random',
      }),
      playSeat({ server: b.url, game: g.id, token: g.seats.p2?.token ?? '', pkg: TOYS.sealed, bot: 'first' }),
    ])
    expect(r1.outcome).toEqual(r2.outcome)
    expect(r1.hash).toBe(r2.hash)
    const rec = await (await fetch(`${a.url}/api/online/games/${g.id}`)).json()
    expect(rec.decisions.length).toBe(12)
  }, 180_000)

  test('SRV-ONLINE-SALVAGE: refused rows and those after them move aside in one transaction on PostgreSQL', async () => {
    const store = await openOnlineStore({ postgres: db.url })
    try {
      const id = 'online:salvage-pg'
      const roll = (n: number) => ({ seat: 'p1', kind: 'roll', n })
      for (let i = 0; i < 3; i++) expect(await store.append(id, i, roll(i))).toBe(true)
      expect(await store.setAside(id, 1, roll(1), { code: 'c', message: 'm' })).toBe(2)
      expect(await store.decisions(id)).toEqual([roll(0)])
      expect(await store.salvages(id)).toMatchObject([{ kept: 1, setAside: 2, reason: { code: 'c' } }])
      // The row is gone: a second process salvaging the same refusal moves nothing.
      expect(await store.setAside(id, 1, roll(1), { code: 'c', message: 'm' })).toBeNull()
      // Two processes salvaging one game at the same moment: one takes the rows, the other nothing.
      const other = await openOnlineStore({ postgres: db.url })
      try {
        for (let k = 0; k < 5; k++) {
          const race = `online:salvage-race-${k}`
          for (let i = 0; i < 4; i++) await store.append(race, i, roll(i))
          const got = await Promise.all([
            store.setAside(race, 2, roll(2), { code: 'c', message: 'm' }),
            other.setAside(race, 2, roll(2), { code: 'c', message: 'm' }),
          ])
          expect(got.sort()).toEqual([2, null])
          expect(await store.salvages(race)).toHaveLength(1)
        }
      } finally {
        await other.close()
      }
    } finally {
      await store.close()
    }
  }, 60_000)
})
