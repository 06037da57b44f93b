/**
 * `npm run bench:server`: many concurrent bot-vs-bot online games over real WebSockets on
 * loopback. The server runs in its own process (one core, file SQLite), the bot clients in this
 * one; every decision goes client → server (apply, append, views) → both clients. Reports
 * decisions/s and the decision latency (send → own update back), p50/p99/max.
 *
 *   npm run bench:server -- [--ruleset gunframe|race] [--games 200] [--bot random] [--seconds 120]
 *
 * Bounded in count (--games) and time (--seconds: the figures so far are printed and the run stops).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import type { AnyRulesetPackage } from '@sortie/engine'
import { loadRuleset } from '@sortie/registry'
import { playSeat } from '../apps/server/src/online/bot-client.ts'
import { startServerChild } from '../apps/server/src/testing/child.ts'
import { TOYS } from '../apps/server/src/testing/toys.ts'

const { values } = parseArgs({
  options: {
    ruleset: { type: 'string', default: 'gunframe' },
    games: { type: 'string', default: '200' },
    bot: { type: 'string', default: 'random' },
    seconds: { type: 'string', default: '120' },
    target: { type: 'string', default: '20' },
  },
})
const games = Math.max(1, Number(values.games))
const seconds = Math.max(1, Number(values.seconds))
const toy = values.ruleset === 'race' || values.ruleset === 'sealed'

let pkg: AnyRulesetPackage
if (toy) pkg = TOYS[values.ruleset as 'race' | 'sealed']
else {
  const r = await loadRuleset(values.ruleset)
  if (!r.ok) throw new Error(r.error.message)
  pkg = r.value
}

const dir = mkdtempSync(join(tmpdir(), 'sortie-bench-'))
const server = await startServerChild({ SORTIE_DB: join(dir, 'bench.sqlite') }, toy ? ['--toys'] : [])
const latencies: number[] = []
let decisions = 0
let finished = 0
let failed = 0

const body = JSON.stringify({
  ruleset: pkg.id,
  ...(toy ? { setup: { target: Number(values.target), rounds: Number(values.target) } } : {}),
})
const created: { id: string; seats: Record<string, { token: string }> }[] = []
for (let i = 0; i < games; i++) {
  const r = await fetch(`${server.url}/api/online/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
  if (r.status !== 201) throw new Error(`create failed: ${await r.text()}`)
  created.push((await r.json()) as (typeof created)[number])
}

/** CPU seconds the server process has used (Linux /proc), so the figure survives a busy machine. */
const serverCpu = (): number => {
  try {
    const f = readFileSync(`/proc/${server.proc.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    return (Number(f[11]) + Number(f[12])) / 100
  } catch {
    return Number.NaN
  }
}
const cpu0 = serverCpu()
const t0 = performance.now()
const report = async (why: string) => {
  const s = (performance.now() - t0) / 1000
  const xs = [...latencies].sort((a, b) => a - b)
  const q = (p: number) => (xs.length ? (xs[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? 0) : 0)
  console.log(`\n## server (${why})`)
  console.log(
    `ruleset ${pkg.id}, bot ${values.bot}, ${games} concurrent games (${games * 2} sockets), server on 1 process, file SQLite`,
  )
  console.log(`games finished ${finished}/${games}${failed ? `, ${failed} failed` : ''}`)
  console.log(`decisions ${decisions} in ${s.toFixed(1)} s = ${(decisions / s).toFixed(0)} decisions/s`)
  const cpu = serverCpu() - cpu0
  console.log(
    `server CPU ${cpu.toFixed(1)} s over ${s.toFixed(1)} s wall (${((100 * cpu) / s).toFixed(0)}% of a core): ${(decisions / cpu).toFixed(0)} decisions per server CPU-second; load average ${(await import('node:os')).loadavg()[0]?.toFixed(1)}`,
  )
  console.log(
    `latency ms: p50 ${q(0.5).toFixed(1)}  p99 ${q(0.99).toFixed(1)}  max ${(xs[xs.length - 1] ?? 0).toFixed(1)}`,
  )
}
const stop = async (why: string, code: number) => {
  await report(why)
  await server.stop()
  rmSync(dir, { recursive: true, force: true })
  process.exit(code)
}
setTimeout(() => void stop(`time limit ${seconds} s reached`, 0), seconds * 1000).unref()

await Promise.all(
  created.flatMap((g) =>
    Object.entries(g.seats).map(([, s]) =>
      playSeat({
        server: server.url,
        game: g.id,
        token: s.token,
        pkg,
        bot: values.bot as string,
        onLatency: (ms) => {
          latencies.push(ms)
          decisions++
        },
      })
        .then((r) => {
          if (r.seat === 'p1') finished++
        })
        .catch((e) => {
          failed++
          console.error(`a seat failed: ${(e as Error).message}`)
        }),
    ),
  ),
)
await stop('all games over', 0)
