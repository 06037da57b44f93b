/**
 * `sortie sim <ruleset> --games N --seed S --bots A,B [--swap] [--json]`: headless battles between
 * bots on the ruleset's quick setup, whose own options (mission, battlefield…) the descriptor
 * lists. Same arguments, same games. Progress goes to stderr; with --json the results go to stdout
 * as one object: every game, the errors, wins per bot and decision times per bot.
 */
import { type AnyRulesetPackage, type CliValues, percentiles, playBots, soleWinner } from '@sortie/engine'
import cliProgress from 'cli-progress'
import type { Command } from 'commander'
import { argAfter, rulesetOrExit } from '../load.ts'

export interface SimRun {
  games: number
  seed: string
  /** One bot per seat in order; the last one plays every further seat (botFor). */
  bots: string[]
  /** Alternate seats every other game (the bot list rotates by one). */
  swap?: boolean
  values: CliValues
  onGame?: (done: number) => void
}

export interface SimGame {
  seed: string
  /** The one winning seat; null for a draw or a side of several seats (see `winners`). */
  winner: string | null
  /** Every winning seat: one, or a whole side (Gunwave's pilots win together); none for a draw. */
  winners: string[]
  turns: number
  vp: Record<string, number>
  error?: string
}

export interface SimReport {
  games: SimGame[]
  errors: number
  /**
   * Games won by each bot (a bot named twice is told apart as name#1, name#2), and draws. A side of
   * several seats that wins counts for every bot on it.
   */
  wins: Record<string, number>
  decisionMs: Record<string, { p50: number; p95: number; max: number }>
}

/** Bot labels, told apart when the same bot plays more than one seat. */
const labels = (bots: string[]): string[] =>
  bots.map((b, i) => (bots.filter((x) => x === b).length > 1 ? `${b}#${i + 1}` : b))

/**
 * Which named bot plays seat `k`: one each in order, and the last one every seat beyond the list,
 * so `--bots a,b` on a narrator and two pilots is a against both pilots played by b (a side, not a
 * cycle that split the pilots between the two bots). `--swap` rotates the list by one.
 */
export const botFor = (k: number, shift: number, count: number): number =>
  (Math.min(k, count - 1) + shift) % count

export function runSim(pkg: AnyRulesetPackage, o: SimRun): SimReport {
  const ruleset = pkg.ruleset()
  const names = labels(o.bots)
  const wins: Record<string, number> = Object.fromEntries([...names, 'draw'].map((n) => [n, 0]))
  const times: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]))
  const report: SimReport = { games: [], errors: 0, wins, decisionMs: {} }
  for (let i = 0; i < o.games; i++) {
    const seed = `${o.seed}-${i}`
    const shift = o.swap && i % 2 === 1 ? 1 : 0
    let game: SimGame
    const setup = pkg.quickSetup(o.values, seed)
    if (!setup.ok) game = { seed, winner: null, winners: [], turns: 0, vp: {}, error: setup.error.code }
    else {
      const seats = pkg.seats(setup.value)
      const who = seats.map((_, k) => botFor(k, shift, o.bots.length))
      const bots = Object.fromEntries(
        seats.map((s, k) => [s, pkg.bots[o.bots[who[k] as number] as string] as (typeof pkg.bots)[string]]),
      )
      const g = playBots({ ruleset, setup: setup.value, seed, bots })
      const sum = g.state ? pkg.summarize(g.state) : { turns: 0, scores: {} }
      const winner = soleWinner(g.outcome)
      const winners = g.outcome && !g.outcome.draw ? [...g.outcome.winners] : []
      game = {
        seed,
        winner,
        winners,
        turns: sum.turns,
        vp: sum.scores,
        ...(g.error ? { error: g.error } : {}),
      }
      // A bot on several seats of the winning side counts the game once.
      const credited = new Set<string>()
      seats.forEach((s, k) => {
        const label = names[who[k] as number] as string
        times[label]?.push(...(g.ms[s] ?? []))
        if (winners.includes(s) && !credited.has(label)) {
          credited.add(label)
          wins[label] = (wins[label] ?? 0) + 1
        }
      })
      if (!winners.length && !g.error) wins.draw = (wins.draw ?? 0) + 1
    }
    if (game.error) report.errors++
    report.games.push(game)
    o.onGame?.(i + 1)
  }
  for (const n of names) report.decisionMs[n] = percentiles(times[n] ?? [])
  return report
}

export async function registerSim(program: Command): Promise<void> {
  const id = argAfter('sim')
  const pkg = id ? await rulesetOrExit('sim', id) : null
  const cmd = program
    .command('sim')
    .description('play headless battles between bots')
    .argument('<ruleset>', 'ruleset id (see `sortie rulesets`)')
    .option('--games <n>', 'number of games', '10')
    .option('--seed <s>', 'base seed (game i uses "<s>-<i>")', '1')
    .option(
      '--bots <a,b>',
      `one bot per seat, the last one for every seat beyond the list${pkg ? ` (${Object.keys(pkg.bots).join(', ')})` : ''}`,
      'greedy,greedy',
    )
    .option('--swap', 'alternate seats every other game')
    .option('--json', 'machine-readable results on stdout')
  for (const o of pkg?.sim?.options ?? []) cmd.option(o.flags, o.description, o.default)
  if (id && !pkg) cmd.allowUnknownOption()
  cmd.action((_rid: string, opts: CliValues) => {
    if (!pkg) {
      process.exitCode = 2
      return
    }
    const { games: g, seed, bots: b, swap, json, ...values } = opts
    const games = Number(g)
    const bots = String(b)
      .split(',')
      .map((x) => x.trim())
    if (!Number.isInteger(games) || games < 0 || bots.length < 1 || bots.some((x) => !pkg.bots[x])) {
      process.stderr.write(
        `sortie sim: --games takes a whole number and --bots one or more of ${Object.keys(pkg.bots).join(', ')}\n`,
      )
      process.exitCode = 2
      return
    }
    const check = pkg.quickSetup(values, 'check')
    if (!check.ok) {
      process.stderr.write(`sortie sim: ${check.error.message}\n`)
      process.exitCode = 2
      return
    }
    const bar = new cliProgress.SingleBar(
      { stream: process.stderr, format: 'sim [{bar}] {value}/{total} games', hideCursor: false },
      cliProgress.Presets.shades_classic,
    )
    bar.start(games, 0)
    const report = runSim(pkg, {
      games,
      seed: String(seed),
      bots,
      swap: swap === true,
      values,
      onGame: (n) => bar.update(n),
    })
    bar.stop()
    if (json) process.stdout.write(`${JSON.stringify(report)}\n`)
    else {
      process.stdout.write(
        `${games} games of ${pkg.title}, bots ${bots.join(' vs ')}${swap ? ' (seats swapped every other game)' : ''}: wins ${JSON.stringify(report.wins)}, errors ${report.errors}\n`,
      )
      for (const [bot, t] of Object.entries(report.decisionMs))
        process.stdout.write(`  ${bot}: decision ms p50 ${t.p50}, p95 ${t.p95}, max ${t.max}\n`)
      for (const x of report.games) if (x.error) process.stdout.write(`  ${x.seed}: ${x.error}\n`)
    }
    if (report.errors > 0) process.exitCode = 1
  })
}
