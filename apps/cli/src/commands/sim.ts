/**
 * `sortie sim <ruleset> --games N --seed S --bots A,B [--json]`: headless bot battles between the
 * example squadrons. Issue 7 adds the game's settings: `--mission <id>[:<variant>]` (Remember
 * Love: `remember-love+<basic>`), `--environment <id>[:<storm>]`, `--optional a,b`, a random
 * battlefield (`--battlefield <theme>`), a free-for-all (`--players 3`) or a team battle
 * (`--teams 2v2`). Same arguments, same games. Progress goes to stderr; with --json the results go
 * to stdout as one object.
 */
import {
  type BattleSetup,
  type BattleUnitProfile,
  COMBINER_RULES,
  type CombinerProfile,
  createGunframeRuleset,
  OPTIONAL_RULES,
} from '@sortie/gunframe/battle'
import { BOTS, type GameSummary, playGame } from '@sortie/gunframe/bots'
import {
  ENVIRONMENT_IDS,
  type EnvironmentId,
  type EnvironmentSettings,
  MISSION_IDS,
  type MissionId,
  type MissionSettings,
  type StormType,
  type VariantId,
} from '@sortie/gunframe/missions'
import { randomBattlefield, THEMES, type Theme, tableRules } from '@sortie/gunframe/table'
import { catalogueDesign, exampleSquadron, type Squadron, squadronProfiles } from '@sortie/gunframe/units'
import cliProgress from 'cli-progress'
import type { Command } from 'commander'

export interface SimOptions {
  games: number
  seed: string
  /** One bot per seat (two, or one per player with --players). */
  bots: string[]
  mission?: string
  environment?: string
  optional?: string[]
  /** Free-for-all with this many players (3 or 4). */
  players?: number
  /** Team battle: '2v2'. */
  teams?: string
  /** A random battlefield of this theme (default: open ground). */
  battlefield?: string
  /** Units per squadron (the first N of each example squadron; default all). */
  units?: number
  onGame?: (done: number) => void
}

export interface SimReport {
  games: { seed: string; winner: string | null; turns: number; vp: Record<string, number>; error?: string }[]
  errors: number
}

export function parseMission(m: string | undefined): MissionSettings {
  if (!m) return { id: 'carnage' }
  const [head = 'carnage', variant] = m.split(':')
  const [id, base] = head.split('+')
  if (!(MISSION_IDS as readonly string[]).includes(id as string)) throw new Error(`unknown mission "${id}"`)
  return {
    id: id as MissionId,
    ...(variant ? { variant: variant as VariantId } : {}),
    ...(base ? { base: base as MissionSettings['base'] & string } : {}),
  } as MissionSettings
}

export function parseEnvironment(e: string | undefined): EnvironmentSettings {
  if (!e) return { id: 'none' }
  const [id, opt] = e.split(':')
  if (!(ENVIRONMENT_IDS as readonly string[]).includes(id as string))
    throw new Error(`unknown environment "${id}"`)
  const out: EnvironmentSettings = { id: id as EnvironmentId }
  if (id === 'storm' && opt) {
    for (const o of opt.split('+'))
      if (o === 'eye') out.eye = true
      else out.storm = o as StormType
  }
  if (id === 'space-structure' && opt === 'no-flight') out.flight = false
  return out
}

/** The Alpha Centurions (a five-member combiner team and the Alpha Guardian), for the combiner rules. */
const CENTURIONS = ['Jake + Eagle', 'Lane + Gorilla', 'Sarah + Wolf', 'Puck + Tiger', 'Jordan + Rhino']

function centurions(): { units: BattleUnitProfile[]; combiners: CombinerProfile[] } {
  const sq: Squadron = {
    name: 'Alpha Centurions',
    size: 'custom',
    units: CENTURIONS.map((n) => ({ ...catalogueDesign(n)! })),
    combiners: [catalogueDesign('Alpha Guardian Combiner Form')!],
  }
  const p = squadronProfiles(sq)
  return {
    units: p.units as BattleUnitProfile[],
    combiners: p.combiners.map((c) => ({ ...c, combinedFrom: c.combinedFrom ?? [] })) as CombinerProfile[],
  }
}

const combinersWanted = (o: SimOptions) =>
  o.optional?.some((x) => (COMBINER_RULES as readonly string[]).includes(x)) ?? false

function squadrons(o: SimOptions): {
  squadrons: Record<string, BattleUnitProfile[]>
  teams?: Record<string, string[]>
  combiners?: Record<string, CombinerProfile[]>
} {
  const cut = (xs: readonly BattleUnitProfile[]) => (o.units ? xs.slice(0, o.units) : [...xs])
  if (combinersWanted(o) && !o.teams && (o.players ?? 2) === 2) {
    // Combiner rules: p1 fields the Alpha Centurions (whole team, whatever --units says).
    const c = centurions()
    return {
      squadrons: {
        p1: c.units,
        p2: cut(squadronProfiles(exampleSquadron('martian-100')).units as BattleUnitProfile[]),
      },
      combiners: { p1: c.combiners },
    }
  }
  const a = squadronProfiles(exampleSquadron('terran-100')).units as BattleUnitProfile[]
  const b = squadronProfiles(exampleSquadron('martian-100')).units as BattleUnitProfile[]
  if (o.teams) {
    if (o.teams !== '2v2') throw new Error('only --teams 2v2 is supported')
    const half = (xs: BattleUnitProfile[], k: 0 | 1) => cut(xs.filter((_, i) => i % 2 === k))
    return {
      squadrons: { p1: half(a, 0), p2: half(a, 1), p3: half(b, 0), p4: half(b, 1) },
      teams: { 'team:a': ['p1', 'p2'], 'team:b': ['p3', 'p4'] },
    }
  }
  const n = o.players ?? 2
  const out: Record<string, BattleUnitProfile[]> = {}
  for (let i = 0; i < n; i++) out[`p${i + 1}`] = cut(i % 2 === 0 ? a : b)
  return { squadrons: out }
}

export function simSetup(o: SimOptions, seed: string): BattleSetup {
  const sq = squadrons(o)
  const multi = (o.players ?? 2) > 2 || o.teams !== undefined
  // Structures and objects need terrain: a city unless a theme was chosen (space: the moon).
  const tableRule = o.optional?.find((x) => x === 'structures' || x === 'throwing' || x === 'space')
  const theme = o.battlefield ?? (tableRule ? (tableRule === 'space' ? 'moon' : 'city') : undefined)
  if (theme && !(THEMES as readonly string[]).includes(theme))
    throw new Error(`unknown battlefield theme "${theme}"`)
  const battlefield = theme
    ? randomBattlefield(seed, theme as Theme, multi ? '4x4' : '3x3')
    : multi
      ? { name: 'Open ground 48x48', width: 48, depth: 48, terrain: [] }
      : undefined
  return {
    ...sq,
    mission: parseMission(o.mission),
    environment: parseEnvironment(o.environment),
    optional: o.optional ?? [],
    ...(o.optional?.some((x) => x === 'crippled' || x === 'panic')
      ? { settings: { crippled: o.optional.includes('crippled'), panic: o.optional.includes('panic') } }
      : {}),
    ...(battlefield ? { battlefield } : {}),
  }
}

/** The seats the bots sit in, in order. */
export function simSeats(o: SimOptions): string[] {
  if (o.teams) return ['team:a', 'team:b']
  return Array.from({ length: o.players ?? 2 }, (_, i) => `p${i + 1}`)
}

export function runSim(o: SimOptions): SimReport {
  const ruleset = createGunframeRuleset({ table: tableRules })
  const seats = simSeats(o)
  const bots = o.bots.map((n) => BOTS[n])
  if (bots.some((b) => !b)) throw new Error(`unknown bot; choose from ${Object.keys(BOTS).join(', ')}`)
  const bySeat = Object.fromEntries(seats.map((s, i) => [s, bots[i % bots.length]]))
  const report: SimReport = { games: [], errors: 0 }
  for (let i = 0; i < o.games; i++) {
    const seed = `${o.seed}-${i}`
    let g: GameSummary
    try {
      g = playGame({ ruleset, table: tableRules, setup: simSetup(o, seed), seed, bots: bySeat as never })
    } catch (e) {
      g = { seed, winner: null, turns: 0, vp: {}, decisions: 0, error: (e as Error).message }
    }
    if (g.error) report.errors++
    report.games.push({
      seed,
      winner: g.winner,
      turns: g.turns,
      vp: g.vp,
      ...(g.error ? { error: g.error } : {}),
    })
    o.onGame?.(i + 1)
  }
  return report
}

interface CliOpts {
  games: string
  seed: string
  bots: string
  json?: boolean
  mission?: string
  environment?: string
  optional?: string
  players?: string
  teams?: string
  battlefield?: string
  units?: string
}

export function registerSim(program: Command): void {
  program
    .command('sim')
    .description('play headless battles between bots')
    .argument('<ruleset>', 'ruleset id (gunframe)')
    .option('--games <n>', 'number of games', '10')
    .option('--seed <s>', 'base seed (game i uses "<s>-<i>")', '1')
    .option('--bots <a,b>', `one bot per seat (${Object.keys(BOTS).join(', ')})`, 'greedy,greedy')
    .option('--mission <id>', `mission[:variant] (${MISSION_IDS.join(', ')}); remember-love+<basic>`)
    .option('--environment <id>', `environment[:option] (${ENVIRONMENT_IDS.join(', ')})`)
    .option('--optional <list>', `optional rules, comma-separated (${OPTIONAL_RULES.join(', ')})`)
    .option('--players <n>', 'free-for-all with 3 or 4 players')
    .option('--teams <t>', 'team battle (2v2)')
    .option('--battlefield <theme>', 'a random battlefield of this theme (default: open ground)')
    .option('--units <n>', 'units per squadron (the first N of each example squadron)')
    .option('--json', 'machine-readable results on stdout')
    .action((rulesetId: string, opts: CliOpts) => {
      if (rulesetId !== 'gunframe') {
        process.stderr.write(`sortie sim: unknown ruleset "${rulesetId}" (try gunframe)\n`)
        process.exitCode = 2
        return
      }
      const games = Number(opts.games)
      const bots = opts.bots.split(',').map((x) => x.trim())
      const players = opts.players === undefined ? undefined : Number(opts.players)
      const units = opts.units === undefined ? undefined : Number(opts.units)
      const bad =
        !Number.isInteger(games) ||
        games < 0 ||
        bots.length < 2 ||
        bots.some((x) => !BOTS[x]) ||
        (players !== undefined && !(Number.isInteger(players) && players >= 2 && players <= 4)) ||
        (units !== undefined && !(Number.isInteger(units) && units >= 1))
      if (bad) {
        process.stderr.write(
          `sortie sim: --games takes a whole number, --players 2-4, --units 1 or more and --bots two or more of ${Object.keys(BOTS).join(', ')}\n`,
        )
        process.exitCode = 2
        return
      }
      const base: SimOptions = {
        games,
        seed: opts.seed,
        bots,
        ...(opts.mission ? { mission: opts.mission } : {}),
        ...(opts.environment ? { environment: opts.environment } : {}),
        ...(opts.optional
          ? {
              optional: opts.optional
                .split(',')
                .map((x) => x.trim())
                .filter(Boolean),
            }
          : {}),
        ...(players !== undefined ? { players } : {}),
        ...(opts.teams ? { teams: opts.teams } : {}),
        ...(opts.battlefield ? { battlefield: opts.battlefield } : {}),
        ...(units !== undefined ? { units } : {}),
      }
      try {
        parseMission(base.mission)
        parseEnvironment(base.environment)
        simSetup(base, 'check')
      } catch (e) {
        process.stderr.write(`sortie sim: ${(e as Error).message}\n`)
        process.exitCode = 2
        return
      }
      const bar = new cliProgress.SingleBar(
        { stream: process.stderr, format: 'sim [{bar}] {value}/{total} games', hideCursor: false },
        cliProgress.Presets.shades_classic,
      )
      bar.start(games, 0)
      const report = runSim({ ...base, onGame: (n) => bar.update(n) })
      bar.stop()
      if (opts.json) {
        process.stdout.write(`${JSON.stringify(report)}\n`)
      } else {
        const wins: Record<string, number> = {}
        for (const g of report.games) wins[g.winner ?? 'draw'] = (wins[g.winner ?? 'draw'] ?? 0) + 1
        process.stdout.write(
          `${games} games, ${simSeats(base)
            .map((s, i) => `${bots[i % bots.length]} (${s})`)
            .join(' vs ')}: ${JSON.stringify(wins)}, errors ${report.errors}\n`,
        )
        for (const g of report.games) if (g.error) process.stdout.write(`  ${g.seed}: ${g.error}\n`)
      }
      if (report.errors > 0) process.exitCode = 1
    })
}
