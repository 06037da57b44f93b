/**
 * `sortie sim <ruleset> --games N --seed S --bots A,B [--json]`: headless bot battles between two
 * fixed 100-point example squadrons on the default battlefield. Same arguments, same games.
 * Progress goes to stderr; with --json the results go to stdout as one object.
 */
import { createGunframeRuleset } from '@sortie/gunframe/battle'
import { BOTS, type GameSummary, playGame } from '@sortie/gunframe/bots'
import { tableRules } from '@sortie/gunframe/table'
import { exampleSquadron, squadronProfiles } from '@sortie/gunframe/units'
import cliProgress from 'cli-progress'
import type { Command } from 'commander'

export interface SimOptions {
  games: number
  seed: string
  bots: [string, string]
  onGame?: (done: number) => void
}

export interface SimReport {
  games: { seed: string; winner: string | null; turns: number; vp: Record<string, number> }[]
  errors: number
}

export function runSim(o: SimOptions): SimReport {
  const ruleset = createGunframeRuleset({ table: tableRules })
  const setup = {
    squadrons: {
      p1: squadronProfiles(exampleSquadron('terran-100')).units,
      p2: squadronProfiles(exampleSquadron('martian-100')).units,
    },
  }
  const [a, b] = o.bots.map((n) => BOTS[n])
  if (!a || !b) throw new Error(`unknown bot; choose from ${Object.keys(BOTS).join(', ')}`)
  const report: SimReport = { games: [], errors: 0 }
  for (let i = 0; i < o.games; i++) {
    const seed = `${o.seed}-${i}`
    let g: GameSummary
    try {
      g = playGame({ ruleset, table: tableRules, setup, seed, bots: { p1: a, p2: b } })
    } catch (e) {
      g = { seed, winner: null, turns: 0, vp: {}, decisions: 0, error: (e as Error).message }
    }
    if (g.error) report.errors++
    report.games.push({ seed, winner: g.winner, turns: g.turns, vp: g.vp })
    o.onGame?.(i + 1)
  }
  return report
}

export function registerSim(program: Command): void {
  program
    .command('sim')
    .description('play headless battles between bots')
    .argument('<ruleset>', 'ruleset id (gunframe)')
    .option('--games <n>', 'number of games', '10')
    .option('--seed <s>', 'base seed (game i uses "<s>-<i>")', '1')
    .option('--bots <a,b>', `two bots (${Object.keys(BOTS).join(', ')})`, 'greedy,greedy')
    .option('--json', 'machine-readable results on stdout')
    .action((rulesetId: string, opts: { games: string; seed: string; bots: string; json?: boolean }) => {
      if (rulesetId !== 'gunframe') {
        process.stderr.write(`sortie sim: unknown ruleset "${rulesetId}" (try gunframe)\n`)
        process.exitCode = 2
        return
      }
      const games = Number(opts.games)
      const bots = opts.bots.split(',').map((x) => x.trim())
      if (!Number.isInteger(games) || games < 0 || bots.length !== 2 || bots.some((x) => !BOTS[x])) {
        process.stderr.write(
          `sortie sim: --games takes a whole number and --bots two of ${Object.keys(BOTS).join(', ')}\n`,
        )
        process.exitCode = 2
        return
      }
      const bar = new cliProgress.SingleBar(
        { stream: process.stderr, format: 'sim [{bar}] {value}/{total} games', hideCursor: false },
        cliProgress.Presets.shades_classic,
      )
      bar.start(games, 0)
      const report = runSim({
        games,
        seed: opts.seed,
        bots: bots as [string, string],
        onGame: (n) => bar.update(n),
      })
      bar.stop()
      if (opts.json) {
        process.stdout.write(`${JSON.stringify(report)}\n`)
      } else {
        const wins: Record<string, number> = {}
        for (const g of report.games) wins[g.winner ?? 'draw'] = (wins[g.winner ?? 'draw'] ?? 0) + 1
        process.stdout.write(
          `${games} games, ${bots[0]} (p1) vs ${bots[1]} (p2): ${JSON.stringify(wins)}, errors ${report.errors}\n`,
        )
      }
      if (report.errors > 0) process.exitCode = 1
    })
}
