/**
 * One lab game from its index alone: the seed is `<seed>-<i>`, the bots rotate one seat per game
 * (in a two-seat game they swap every other game), and the setup comes from the ruleset's lab
 * hook (`lab.setup`) or, for the example pool, its quick setup. So any thread or machine that
 * runs game i produces the same row.
 */
import {
  type AnyRulesetPackage,
  type CliValues,
  playBots,
  type RosterFeature,
  type Seat,
} from '@sortie/engine'
import type { GameRow, LabConfig, LabTask, RowFeature } from '../types.ts'

/**
 * What the lab reads from a ruleset's `lab` hook. `context` is an optional extra (not yet in the
 * engine's descriptor type): labels of the game's situation, such as its mission, for the report.
 */
export interface LabHooks {
  features(setup: unknown): Record<Seat, RosterFeature[]>
  setup(
    pool: LabConfig['pool'],
    options: CliValues,
    seed: string,
  ): ReturnType<AnyRulesetPackage['quickSetup']>
  context?(setup: unknown): Record<string, string>
}

export const labHooks = (pkg: AnyRulesetPackage): LabHooks | undefined => pkg.lab as LabHooks | undefined

/**
 * The bots a lab run plays when none are named: the ruleset's own choice, else its greedy bot, else
 * its first. Never the pickers' default opponent by accident: that may be a slow search bot.
 */
export function defaultLabBots(pkg: AnyRulesetPackage): string[] {
  const own = (pkg.lab as { bots?: readonly string[] } | undefined)?.bots
  if (own && own.length > 0) return [...own]
  if (pkg.bots.greedy) return ['greedy']
  return [Object.keys(pkg.bots)[0] ?? '']
}

export const gameSeed = (seed: string, i: number): string => `${seed}-${i}`

/** The bot at each seat in game i: the configured order rotated i seats. */
export function seatBots(seats: readonly Seat[], bots: readonly string[], i: number): Record<Seat, string> {
  const n = seats.length
  const base = seats.map((_, k) => bots[k % bots.length] ?? '')
  return Object.fromEntries(seats.map((s, k) => [s, base[(((k - i) % n) + n) % n] ?? '']))
}

/** The setup of game i, or a coded error. */
export function labSetup(pkg: AnyRulesetPackage, config: LabConfig, seed: string) {
  const hooks = labHooks(pkg)
  if (hooks) return hooks.setup(config.pool, config.options, seed)
  if (config.pool === 'examples') return pkg.quickSetup(config.options, seed)
  return {
    ok: false as const,
    error: { code: 'lab/no_random_pool', message: `${pkg.title} cannot draw random legal rosters.` },
  }
}

function rowFeatures(list: readonly RosterFeature[]): RowFeature[] {
  const by = new Map<string, RowFeature>()
  for (const f of list) {
    const key = `${f.kind}:${f.name}`
    const had = by.get(key)
    if (had) {
      // Mean printed points when two copies are priced differently.
      had[3] = (had[3] * had[2] + f.points) / (had[2] + 1)
      had[2] += 1
    } else by.set(key, [f.kind, f.name, 1, f.points])
  }
  return [...by.values()].sort((a, b) => (a[0] + a[1] < b[0] + b[1] ? -1 : 1))
}

const failed = (i: number, seed: string, error: string): GameRow => ({
  i,
  seed,
  seats: [],
  bots: {},
  winners: [],
  draw: false,
  turns: 0,
  scores: {},
  context: {},
  features: {},
  error,
})

export function playLabGame(pkg: AnyRulesetPackage, config: LabConfig, i: number): GameRow {
  const seed = gameSeed(config.seed, i)
  try {
    const setup = labSetup(pkg, config, seed)
    if (!setup.ok) return failed(i, seed, setup.error.code)
    const seats = pkg.seats(setup.value)
    const bots = seatBots(seats, config.bots, i)
    const missing = seats.find((s) => !pkg.bots[bots[s] ?? ''])
    if (missing) return failed(i, seed, `lab/unknown_bot: ${bots[missing]}`)
    const players = Object.fromEntries(seats.map((s) => [s, pkg.bots[bots[s] ?? '']!]))
    const hooks = labHooks(pkg)
    const features = hooks
      ? Object.fromEntries(Object.entries(hooks.features(setup.value)).map(([s, l]) => [s, rowFeatures(l)]))
      : {}
    const context = hooks?.context?.(setup.value) ?? {}
    const game = playBots({ ruleset: pkg.ruleset(), setup: setup.value, seed, bots: players })
    const summary = game.state ? pkg.summarize(game.state) : { turns: 0, scores: {} }
    const row: GameRow = {
      i,
      seed,
      seats,
      bots,
      winners: game.outcome && !game.error ? [...game.outcome.winners] : [],
      draw: !game.error && (game.outcome?.draw ?? false),
      turns: summary.turns,
      scores: summary.scores,
      context,
      features,
    }
    if (game.error) row.error = game.error
    return row
  } catch (e) {
    return failed(i, seed, `lab/game_failed: ${(e as Error).message}`)
  }
}

/** Plays a chunk of games in order. */
export function playChunk(pkg: AnyRulesetPackage, task: LabTask): GameRow[] {
  const rows: GameRow[] = []
  for (let i = task.from; i < task.to; i++) rows.push(playLabGame(pkg, task.config, i))
  return rows
}
