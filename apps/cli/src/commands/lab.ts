/**
 * `sortie lab <ruleset> --games N --seed S [--bots a,b] [--pool examples|random-legal]
 * [--workers K] [--out DIR] [--queue redis://…] [--json]`: the balance lab. Plays N bot
 * games in worker threads (or hands them to `sortie lab-worker` processes through a Redis queue),
 * seats swapping every other game, and reports win rates and each unit's and upgrade's value
 * against its printed points. The same seed gives the same report whatever the worker count.
 *
 * `<ruleset>` is a registry id, or a path to a module exporting a RulesetPackage (for rulesets in
 * development). The ruleset's own quick-setup options (`--mission`, …) are accepted too.
 */
import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'
import type { AnyRulesetPackage, CliValues } from '@sortie/engine'
import { defaultLabBots, type LabConfig, type LabReport, labRuleset, labSetup, runLab } from '@sortie/lab'
import cliProgress from 'cli-progress'
import type { Command } from 'commander'
import { argAfter, rulesetOrExit } from '../load.ts'

const looksLikePath = (id: string) => id.startsWith('.') || id.startsWith('/') || /\.(m?[jt]s)$/.test(id)

async function findRuleset(id: string): Promise<AnyRulesetPackage | null> {
  if (!looksLikePath(id)) return rulesetOrExit('lab', id)
  try {
    return await labRuleset(resolve(id))
  } catch (e) {
    process.stderr.write(`sortie lab: ${(e as Error).message}\n`)
    process.exitCode = 2
    return null
  }
}

const fail = (msg: string) => {
  process.stderr.write(`sortie lab: ${msg}\n`)
  process.exitCode = 2
}

/** A few lines for the terminal: seats, the flagged entries, where the files are. */
export function summaryText(r: LabReport, files?: { json: string; html: string }): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`
  const lines = [
    `${r.games} games of ${r.ruleset.title} (${r.config.pool}, bots ${r.config.bots.join(' vs ')}): ` +
      `${r.errors} errors, ${r.draws} draws, ${r.turns.mean} turns on average`,
    `  win rate by seat: ${Object.entries(r.bySeat)
      .map(([s, x]) => `${s} ${pct(x.rate)} [${pct(x.lo)}, ${pct(x.hi)}]`)
      .join(', ')}`,
  ]
  const name = (k: string) => {
    const f = r.features.find((x) => x.key === k)
    return f ? `${f.name} (${f.points} pt, fair ${f.fairCost} [${f.fairLo}, ${f.fairHi}])` : k
  }
  if (r.regression.skipped) lines.push(`  no balance estimate: ${r.regression.skipped}`)
  else {
    lines.push(`  over-performing: ${r.flagged.over.map(name).join('; ') || 'none beyond chance'}`)
    lines.push(`  under-performing: ${r.flagged.under.map(name).join('; ') || 'none beyond chance'}`)
  }
  if (files) lines.push(`  report: ${files.html} (data: ${files.json})`)
  return `${lines.join('\n')}\n`
}

export async function registerLab(program: Command): Promise<void> {
  const id = argAfter('lab')
  const pkg = id ? await findRuleset(id) : null
  const cmd = program
    .command('lab')
    .description('balance lab: many bot games, win rates and each entry’s worth against its points')
    .argument('<ruleset>', 'ruleset id (see `sortie rulesets`) or a path to a ruleset package module')
    .option('--games <n>', 'number of games', '100')
    .option('--seed <s>', 'base seed (game i uses "<s>-<i>")', '1')
    .option(
      '--bots <a,b>',
      `bots by seat, rotated each game${pkg ? ` (${Object.keys(pkg.bots).join(', ')}; default ${defaultLabBots(pkg).join(',')})` : ''}`,
    )
    .option(
      '--pool <pool>',
      'rosters: examples or random-legal (default: random-legal when the ruleset draws them)',
    )
    .option('--workers <k>', 'worker threads (0 = this thread)', String(availableParallelism()))
    .option('--out <dir>', 'write report.json, report.html and games.jsonl here')
    .option('--queue <url>', 'redis://… : hand the games to `sortie lab-worker` processes')
    .option('--chunk <n>', 'games per queue job')
    .option('--json', 'the report as JSON on stdout')
  for (const o of pkg?.sim?.options ?? []) cmd.option(o.flags, o.description, o.default)
  if (id && !pkg) cmd.allowUnknownOption()
  cmd.action(async (rid: string, opts: CliValues) => {
    if (!pkg) {
      process.exitCode = 2
      return
    }
    const { games: g, seed, bots: b, pool: p, workers: w, out, queue, chunk, json, ...values } = opts
    const games = Number(g)
    const workers = Number(w)
    const bots = typeof b === 'string' ? b.split(',').map((x) => x.trim()) : defaultLabBots(pkg)
    const pool = (typeof p === 'string' ? p : pkg.lab ? 'random-legal' : 'examples') as LabConfig['pool']
    if (!Number.isInteger(games) || games < 1) return fail('--games takes a whole number of at least 1')
    if (!Number.isInteger(workers) || workers < 0) return fail('--workers takes a whole number')
    if (bots.some((x) => !pkg.bots[x]))
      return fail(`--bots takes one or more of ${Object.keys(pkg.bots).join(', ')}`)
    if (pool !== 'examples' && pool !== 'random-legal') return fail('--pool is examples or random-legal')
    if (chunk !== undefined && !(Number.isInteger(Number(chunk)) && Number(chunk) >= 1))
      return fail('--chunk takes a whole number of games, 1 or more')
    if (queue !== undefined && !/^rediss?:\/\//.test(String(queue)))
      return fail('--queue takes a redis:// URL')
    const config: LabConfig = {
      ruleset: looksLikePath(rid) ? resolve(rid) : rid,
      games,
      seed: String(seed),
      bots,
      pool,
      options: values,
    }
    const check = labSetup(pkg, config, 'check')
    if (!check.ok) return fail(check.error.message)
    const bar = new cliProgress.SingleBar(
      {
        stream: process.stderr,
        format: 'lab [{bar}] {value}/{total} games | {speed} games/s | {eta_formatted} left',
        hideCursor: false,
        etaBuffer: 50,
        // Logged (non-terminal) runs still show progress, a line every 15 s.
        noTTYOutput: true,
        notTTYSchedule: 15000,
      },
      cliProgress.Presets.shades_classic,
    )
    const t0 = performance.now()
    const speed = (n: number) => (n / Math.max(1e-3, (performance.now() - t0) / 1000)).toFixed(2)
    bar.start(games, 0, { speed: '0.00' })
    let result: Awaited<ReturnType<typeof runLab>>
    try {
      result = await runLab(config, {
        workers,
        ...(typeof out === 'string' ? { out } : {}),
        ...(typeof queue === 'string' ? { queue } : {}),
        ...(typeof chunk === 'string' ? { chunk: Number(chunk) } : {}),
        onProgress: (n) => bar.update(n, { speed: speed(n) }),
      })
    } catch (e) {
      bar.stop()
      process.stderr.write(`sortie lab: ${(e as Error).message}\n`)
      process.exitCode = 1
      return
    }
    bar.update(games, { speed: speed(games) })
    bar.stop()
    const secs = (performance.now() - t0) / 1000
    process.stderr.write(
      `lab: ${games} games in ${secs.toFixed(1)} s = ${(games / secs).toFixed(2)} games/s ` +
        `(${queue ? `queue ${queue}` : `${workers} worker${workers === 1 ? '' : 's'}`})\n`,
    )
    if (json) process.stdout.write(`${JSON.stringify(result.report)}\n`)
    else process.stdout.write(summaryText(result.report, result.files))
  })
}
