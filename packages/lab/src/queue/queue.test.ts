/**
 * Past one machine: one producer, two `sortie lab-worker` processes on a real Redis (Debian's
 * redis-server, started here), one worker killed mid-run. Every game must arrive exactly once and
 * the report must equal the single-machine run's for the same seed.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { runLab } from '../run/run.ts'
import { startRedis, type TestRedis, unavailable } from '../testing/redis-server.ts'
import type { LabConfig } from '../types.ts'

const REPO = new URL('../../../../', import.meta.url).pathname
const DUEL = new URL('../testing/duel.ts', import.meta.url).pathname
const why = await unavailable()
if (why) console.warn(`\n*** SKIPPING the lab's Redis queue test: ${why} ***\n`)

let redis: TestRedis | undefined
const procs: ChildProcess[] = []
const out = mkdtempSync(join(tmpdir(), 'lab-queue-'))

beforeAll(async () => {
  if (!why) redis = await startRedis()
})
afterAll(async () => {
  const alive = procs.filter((p) => p.exitCode === null && p.signalCode === null)
  const gone = alive.map((p) => new Promise((r) => p.once('exit', r)))
  for (const p of alive) p.kill('SIGTERM')
  // A worker that does not stop within 10 s is killed: the test never leaves processes behind.
  const hard = setTimeout(() => {
    for (const p of alive) p.kill('SIGKILL')
  }, 10_000)
  await Promise.all(gone)
  clearTimeout(hard)
  await redis?.stop()
  rmSync(out, { recursive: true, force: true })
})

/** A `sortie lab-worker` process; resolves once it waits for games. */
function worker(url: string): Promise<ChildProcess> {
  const p = spawn('node', ['apps/cli/bin/sortie.js', 'lab-worker', '--queue', url, '--lock', '2000'], {
    cwd: REPO,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  procs.push(p)
  return new Promise((resolve, reject) => {
    let err = ''
    p.stderr!.on('data', (d) => {
      err += d
      if (err.includes('waiting for games')) resolve(p)
    })
    p.once('exit', (code) => reject(new Error(`lab-worker exited (${code}): ${err}`)))
  })
}

const config: LabConfig = {
  ruleset: DUEL,
  games: 120,
  seed: 'queue',
  bots: ['charge'],
  pool: 'random-legal',
  // Each game keeps a worker busy ~20 ms, so a worker dies holding a chunk.
  options: { spin: '20' },
}

test.skipIf(why !== null)(
  'LAB-QUEUE: producer + two lab-worker processes on Redis, one killed mid-run: every game once, same report',
  async () => {
    const local = await runLab(config, { workers: 0 })
    const url = redis!.url
    const [a] = await Promise.all([worker(url), worker(url)])
    let killed = false
    const seen: number[] = []
    const { report } = await runLab(config, {
      workers: 0,
      queue: url,
      chunk: 5,
      out,
      onProgress: (done) => {
        seen.push(done)
        if (!killed && done >= 20) {
          killed = true
          a!.kill('SIGKILL')
        }
      },
    })
    expect(killed).toBe(true)
    expect(a!.signalCode ?? 'SIGKILL').toBe('SIGKILL')
    const ids = readFileSync(join(out, 'games.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l).i as number)
    expect(ids).toEqual(Array.from({ length: config.games }, (_, i) => i))
    expect(report).toEqual(local.report)
    // Progress was visible while games were in flight, and reached the end.
    expect(seen.length).toBeGreaterThan(5)
    expect(Math.max(...seen)).toBe(config.games)
  },
  120_000,
)
