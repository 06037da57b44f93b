/**
 * Issue 21's speed figures: greedy-vs-greedy GUNFRAME battles per CPU-second on a preset (city)
 * battlefield through the platform path, with the per-decision split into legal(), the bot and
 * apply(). The baseline row is the same games with two things the platform did before issue 21 put
 * back: the draft copy (a structuredClone of the whole state on every apply) and every decision
 * listed before the bot decides (now the list is made only if the bot reads it) — so the ratio shows
 * what those bought, measured in this run on this machine. The rest of the speed work (geometry,
 * memos) is in both rows; `bench/instructions.sh` counts it against older commits.
 *
 * Each row runs in a child process of its own, warmed on its own path. Run one after the other in
 * one process, the second row inherited the first row's JIT state (code optimised for the object
 * shapes the first row made, deoptimised on the second row's): a figure neither row would show in
 * a user's process, which plays games one way only. The rows alternate for BENCH_ROUNDS rounds
 * (default 3) and each reports its median round.
 */
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { emptySplit, playSplit, type Split } from './gunframe-game.ts'
import type { BenchRow } from './types.ts'

const GAMES = Number(process.env.BENCH_GAMES ?? 2)
/**
 * Warm-up runs (of GAMES games each) before the measured one. The JIT takes about ten games of one
 * process to settle: the same game measured 598, 357, 349, 133, 132, 104 CPU ms as the 1st, 3rd …
 * 11th game (2026-11-30), so with two warm-up runs the rows measured a JIT still compiling. A sim,
 * a lab run or a search plays far more than ten games in one process; the first game a person
 * plays is the cold row.
 */
const WARM = Number(process.env.BENCH_WARM ?? 6)
const ROW = 'BENCH_SPEED_ROW'

function run(wrap?: Parameters<typeof playSplit>[4]): Split {
  const s = emptySplit()
  for (let i = 0; i < GAMES; i++)
    playSplit(`speed-${i}`, ['greedy', 'greedy'], s, { battlefield: 'city' }, wrap, wrap !== undefined)
  return s
}

const legacy: Parameters<typeof playSplit>[4] = (apply) => (s, d) => apply(structuredClone(s), d)

/** One row, measured in a fresh process (this file run with ROW set), after its own warm-up. */
function measured(row: 'legacy' | 'now' | 'cold'): Split {
  const out = execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    env: { ...process.env, [ROW]: row },
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  })
  return JSON.parse(out.trim().split('\n').at(-1) as string) as Split
}

if (process.env[ROW]) {
  const wrap = process.env[ROW] === 'legacy' ? legacy : undefined
  // The cold row measures the first games of a fresh process, as a person's first battle runs.
  const warm = process.env[ROW] === 'cold' ? 0 : WARM
  for (let i = 0; i < warm; i++) run(wrap)
  process.stdout.write(`${JSON.stringify(run(wrap))}\n`)
}

/** The search bot's thinking time, against greedy's (one game: set BENCH_SEARCH=1, it takes a while). */
function searchRows(greedy: Split): BenchRow[] {
  if (!process.env.BENCH_SEARCH) return []
  const s = emptySplit()
  playSplit('speed-search', ['search', 'greedy'], s, { battlefield: 'city' })
  return [
    {
      name: 'greedy bot decisions (per CPU-second of bot time)',
      opsPerSec: greedy.decisions / (greedy.botMs / 1000),
    },
    {
      name: 'search + greedy bot decisions, one game',
      opsPerSec: s.decisions / (s.botMs / 1000),
      baseline: 'greedy bot decisions (per CPU-second of bot time)',
      note: `${(s.botMs / s.decisions).toFixed(1)} CPU ms a decision averaged over both bots`,
    },
  ]
}

/**
 * Rounds of the two rows, alternating: on a shared or throttled machine one run of a row moves by
 * ±15%, so each row reports its median round (by games per CPU-second), and both rows meet the same
 * spells of load.
 */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3))

function median(runs: Split[]): Split {
  const sorted = [...runs].sort((a, b) => a.games / a.totalMs - b.games / b.totalMs)
  return sorted[Math.floor(sorted.length / 2)] as Split
}

export async function benchGunframeSpeed(): Promise<BenchRow[]> {
  const befores: Split[] = []
  const nows: Split[] = []
  const colds: Split[] = []
  for (let i = 0; i < ROUNDS; i++) {
    befores.push(measured('legacy'))
    nows.push(measured('now'))
    colds.push(measured('cold'))
  }
  const before = median(befores)
  const now = median(nows)
  const cold = median(colds)
  const ms = (t: number, x: Split) => (t / x.decisions).toFixed(2)
  const per = (x: Split) =>
    `CPU ms a decision: legal ${ms(x.legalMs, x)}, bot ${ms(x.botMs, x)}, apply ${ms(x.applyMs, x)}; ${Math.round(x.decisions / x.games)} decisions a game; median of ${ROUNDS} rounds`
  const gps = (x: Split) => x.games / (x.totalMs / 1000)
  const B = 'gunframe greedy v greedy, city (baseline: old draft copy)'
  return [
    { name: B, opsPerSec: gps(before), note: per(before) },
    { name: 'gunframe greedy v greedy, city', opsPerSec: gps(now), baseline: B, note: per(now) },
    {
      name: 'gunframe greedy v greedy, city, first games of a process (JIT cold)',
      opsPerSec: gps(cold),
      baseline: B,
      note: per(cold),
    },
    {
      name: 'gunframe apply() calls (per CPU-second)',
      opsPerSec: now.decisions / (now.applyMs / 1000),
      baseline: 'gunframe apply() calls, old draft copy',
    },
    { name: 'gunframe apply() calls, old draft copy', opsPerSec: before.decisions / (before.applyMs / 1000) },
    ...searchRows(now),
  ]
}
