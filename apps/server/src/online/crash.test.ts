import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type DecisionShape, replay } from '@sortie/engine'
import { afterAll, describe, expect, test } from 'vitest'
import { freePort, type ServerChild, startServerChild } from '../testing/child.ts'
import { TOYS } from '../testing/toys.ts'
import { playSeat } from './bot-client.ts'

const children: ServerChild[] = []
afterAll(async () => {
  await Promise.all(children.map((c) => c.stop()))
})

describe('crash safety', () => {
  test('SRV-ONLINE-KILL9: kill -9 mid-game loses no acknowledged decision; clients reconnect and finish', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sortie-kill-'))
    const env = { SORTIE_DB: join(dir, 'sortie.sqlite'), PORT: String(await freePort()) }
    const first = await startServerChild(env, ['--toys'])
    children.push(first)
    const res = await fetch(`${first.url}/api/online/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ruleset: 'race', setup: { target: 25 } }),
    })
    const g = (await res.json()) as { id: string; seats: Record<string, { token: string }> }

    // Every update a client received before the kill was acknowledged: all must survive it.
    const acked = new Map<number, { decision: DecisionShape; hash: string }>()
    let killed = false
    let second: Promise<ServerChild> | null = null
    const onUpdate = (seq: number, decision: DecisionShape, hash: string) => {
      if (!killed) acked.set(seq, { decision, hash })
      if (!killed && seq >= 12) {
        killed = true
        first.proc.kill('SIGKILL')
        second = new Promise((r) => first.proc.once('exit', r)).then(() => startServerChild(env, ['--toys']))
      }
    }
    const play = (seat: string) =>
      playSeat({
        server: first.url,
        game: g.id,
        token: g.seats[seat]?.token ?? '',
        pkg: TOYS.race,
        bot: seat === 'p1' ? 'first' : 'random',
        onUpdate,
        maxRetries: 60,
      })
    const [a, b] = await Promise.all([play('p1'), play('p2')])
    expect(killed).toBe(true)
    const restarted = await (second as unknown as Promise<ServerChild>)
    children.push(restarted)
    expect(a.reconnects + b.reconnects).toBeGreaterThanOrEqual(2)
    expect(a.outcome).not.toBeNull()
    expect(a.hash).toBe(b.hash)

    const rec = (await (await fetch(`${restarted.url}/api/online/games/${g.id}`)).json()) as {
      setup: unknown
      seed: string
      decisions: DecisionShape[]
      hash: string
    }
    expect(acked.size).toBeGreaterThanOrEqual(12)
    for (const [seq, { decision, hash }] of acked) {
      expect(rec.decisions[seq - 1]).toEqual(decision)
      const prefix = replay(TOYS.race.ruleset(), rec.setup, rec.seed, rec.decisions.slice(0, seq))
      expect(prefix.ok && prefix.value.hash).toBe(hash)
    }
    const full = replay(TOYS.race.ruleset(), rec.setup, rec.seed, rec.decisions)
    expect(full.ok && full.value.hash).toBe(rec.hash)
    expect(rec.hash).toBe(a.hash)
  }, 240_000)
})
