/**
 * GUNFRAME's quick battle: the example squadrons on a chosen mission, environment, optional rules
 * and battlefield. It is the descriptor's `quickSetup` (the web's one-click battle, the server's
 * default game, `sortie sim gunframe`), so all three start the same battle from the same values.
 * Same values and seed, same setup.
 */
import { type CliOption, type CliValues, err, ok, type Result, type RuleError } from '@sortie/engine'
import {
  type BattleSetup,
  type BattleUnitProfile,
  COMBINER_RULES,
  type CombinerProfile,
  OPTIONAL_RULES,
} from '../battle/index.ts'
import {
  ENVIRONMENT_IDS,
  type EnvironmentId,
  type EnvironmentSettings,
  MISSION_IDS,
  type MissionId,
  type MissionSettings,
  type StormType,
  type VariantId,
} from '../missions/index.ts'
import { randomBattlefield, THEMES, type Theme } from '../table/index.ts'
import {
  catalogueDesign,
  EXAMPLE_SQUADRONS,
  type ExampleSquadronName,
  exampleSquadron,
  type Squadron,
  squadronProfiles,
} from '../units/index.ts'

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
  /**
   * Which example squadrons meet (see parsePairing): `mirror` (the same squadron on every side),
   * `mirror:<name>`, `example` (the Terrans against the Martians) or `<name>:<name>`. The quick
   * battle's values default to `mirror`; SimOptions without it keep the two example squadrons.
   */
  pairing?: string
}

/** The pairing the quick battle and `sortie sim` use unless told: the fair one. */
export const DEFAULT_PAIRING = 'mirror'

/**
 * The two example squadrons a pairing names (the first for p1 and its team, the second for p2).
 * `mirror` fields the first example squadron on both sides: no side has the stronger list, so a
 * result measures the players. Measured over 100 greedy-vs-greedy games on a random city (seats
 * fixed): Terrans vs Martians, p1 30 / p2 64 / 6 drawn; Terran mirror 42 / 50 / 8; Martian
 * mirror 50 / 43 / 7 (both mirrors within the noise of 100 games).
 */
export function parsePairing(p: string | undefined): [ExampleSquadronName, ExampleSquadronName] {
  const names = EXAMPLE_SQUADRONS as readonly string[]
  const check = (n: string): ExampleSquadronName => {
    if (!names.includes(n))
      throw new Error(`unknown squadron "${n}" in --pairing; choose from ${names.join(', ')}`)
    return n as ExampleSquadronName
  }
  const first = EXAMPLE_SQUADRONS[0] as ExampleSquadronName
  const second = (EXAMPLE_SQUADRONS[1] ?? first) as ExampleSquadronName
  if (p === undefined || p === 'example') return [first, second]
  if (p === 'mirror') return [first, first]
  const [a = '', b] = p.split(':')
  if (a === 'mirror') return [check(b ?? first), check(b ?? first)]
  if (b === undefined)
    throw new Error(`--pairing takes mirror, mirror:<squadron>, example or <squadron>:<squadron>`)
  return [check(a), check(b)]
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
  const [first, second] = parsePairing(o.pairing)
  const a = squadronProfiles(exampleSquadron(first)).units as BattleUnitProfile[]
  const b = squadronProfiles(exampleSquadron(second)).units as BattleUnitProfile[]
  if (combinersWanted(o) && !o.teams && (o.players ?? 2) === 2) {
    // Combiner rules: p1 fields the Alpha Centurions (whole team, whatever --units says).
    const c = centurions()
    return {
      squadrons: { p1: c.units, p2: cut(b) },
      combiners: { p1: c.combiners },
    }
  }
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

const list = (v: string | boolean | undefined): string[] | undefined =>
  typeof v === 'string'
    ? v
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean)
    : undefined

const whole = (v: string | boolean | undefined, flag: string, min: number, max = 99): number | undefined => {
  if (v === undefined || v === false) return undefined
  const n = Number(v)
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${flag} takes a whole number from ${min} to ${max}`)
  return n
}

/** The command-line and form values of a quick battle, checked into SimOptions (throws a readable Error). */
export function simOptionsFrom(values: CliValues): Omit<SimOptions, 'games' | 'seed' | 'bots'> {
  const str = (v: string | boolean | undefined) => (typeof v === 'string' && v ? v : undefined)
  const o = {
    ...(str(values.mission) ? { mission: str(values.mission) } : {}),
    ...(str(values.environment) ? { environment: str(values.environment) } : {}),
    ...(list(values.optional) ? { optional: list(values.optional) } : {}),
    ...(whole(values.players, '--players', 2, 4) !== undefined
      ? { players: whole(values.players, '--players', 2, 4) }
      : {}),
    ...(str(values.teams) ? { teams: str(values.teams) } : {}),
    ...(str(values.battlefield) ? { battlefield: str(values.battlefield) } : {}),
    ...(whole(values.units, '--units', 1) !== undefined ? { units: whole(values.units, '--units', 1) } : {}),
    pairing: str(values.pairing) ?? DEFAULT_PAIRING,
  }
  parsePairing(o.pairing)
  parseMission(o.mission)
  parseEnvironment(o.environment)
  return o
}

/** The descriptor's quickSetup: values in, a checked setup (or a coded error) out. */
export function quickSetup(values: CliValues, seed: string): Result<BattleSetup, RuleError> {
  try {
    const o = simOptionsFrom(values)
    return ok(simSetup({ games: 1, seed, bots: [], ...o }, seed))
  } catch (e) {
    return err('gunframe/bad_quick_setup', (e as Error).message)
  }
}

/** The quick battle's options, as `sortie sim gunframe` offers them. */
export const SIM_OPTIONS: CliOption[] = [
  {
    flags: '--mission <id>',
    description: `mission[:variant] (${MISSION_IDS.join(', ')}); remember-love+<basic>`,
  },
  { flags: '--environment <id>', description: `environment[:option] (${ENVIRONMENT_IDS.join(', ')})` },
  {
    flags: '--optional <list>',
    description: `optional rules, comma-separated (${OPTIONAL_RULES.join(', ')})`,
  },
  { flags: '--players <n>', description: 'free-for-all with 3 or 4 players' },
  { flags: '--teams <t>', description: 'team battle (2v2)' },
  {
    flags: '--battlefield <theme>',
    description: `a random battlefield of this theme (${THEMES.join(', ')}; default: open ground)`,
  },
  { flags: '--units <n>', description: 'units per squadron (the first N of each example squadron)' },
  {
    flags: '--pairing <p>',
    description: `which example squadrons meet: mirror (default: the same squadron on both sides, a fair fight), mirror:<squadron>, example (${EXAMPLE_SQUADRONS.join(' vs ')}) or <squadron>:<squadron>`,
  },
]
