import { execFileSync } from 'node:child_process'
import { Dice, seedRng } from '@sortie/engine'
import {
  type BattleEvent,
  type BattleState,
  createGunframeRuleset,
  MORE_OPTIONAL_RULES,
} from '@sortie/gunframe/battle'
import { BOTS, type Bot, listed } from '@sortie/gunframe/bots'
import { tableRules } from '@sortie/gunframe/table'
import { expect, test } from 'vitest'
import { runSim, simSetup } from './sim.ts'

/** `sortie sim gunframe <args>` run from the repository root; its stdout (throws on a non-zero exit). */
const simCli = (args: string[]): string =>
  execFileSync('node', ['apps/cli/bin/sortie.js', 'sim', 'gunframe', ...args], {
    cwd: new URL('../../../../', import.meta.url).pathname,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  })

test('GF-SIM: the same arguments give the same games, and no game errors', () => {
  const a = runSim({ games: 2, seed: 'cli', bots: ['greedy', 'random'] })
  const b = runSim({ games: 2, seed: 'cli', bots: ['greedy', 'random'] })
  expect(a).toEqual(b)
  expect(a.errors).toBe(0)
  expect(a.games).toHaveLength(2)
  for (const g of a.games) {
    expect(g.turns).toBeGreaterThanOrEqual(1)
    expect(Object.keys(g.vp).sort()).toEqual(['p1', 'p2'])
  }
})

test('GF-SIM: `sortie sim gunframe --json` prints {"games":[…],"errors":0} on stdout', () => {
  const out = simCli(['--games', '1', '--seed', '3', '--bots', 'random,random', '--json'])
  const report = JSON.parse(out)
  expect(report.errors).toBe(0)
  expect(report.games[0]).toMatchObject({ seed: '3-0' })
  expect(Object.keys(report.games[0]).sort()).toEqual(['seed', 'turns', 'vp', 'winner', 'winners'])
})

// Every mission (and variant) and every environment, plus the multi-player battles.
const MISSIONS = [
  'carnage',
  'domination',
  'domination:domination-buildings',
  'engagement',
  'investigate',
  'investigate:investigate-booby-trapped',
  'loot',
  'loot:loot-sabotage',
  'take-and-hold',
  'ambush',
  'breakthrough',
  'doomsday',
  'escort',
  'escort:escort-scrappy-survivors',
  'raid',
  'raid:raid-bunker-assault',
  'remember-love',
  'remember-love+investigate',
]
const ENVIRONMENTS = [
  'bombardment',
  'darkness',
  'sunrise',
  'nightfall',
  'storm:dust+eye',
  'storm:snow',
  'storm:lightning',
  'high-gravity',
  'low-gravity',
  'space-structure:no-flight',
  'underwater',
]

test('GF-SIM-MISSIONS: every mission and variant plays to the end with bots, 0 errors, same games twice', () => {
  MISSIONS.forEach((mission, i) => {
    const o = { games: 1, seed: `m${i}`, bots: ['greedy', 'random'], mission, units: 3 }
    const a = runSim(o)
    expect(a.errors, `${mission}: ${JSON.stringify(a.games)}`).toBe(0)
    expect(a.games[0]?.turns).toBeGreaterThanOrEqual(1)
    if (i % 6 === 0) expect(runSim(o)).toEqual(a)
  })
})

test('GF-SIM-ENVIRONMENTS: every environment plays to the end with bots, 0 errors', () => {
  ENVIRONMENTS.forEach((environment, i) => {
    const mission = MISSIONS[(i * 5) % MISSIONS.length]
    const a = runSim({ games: 1, seed: `e${i}`, bots: ['random', 'greedy'], environment, mission, units: 3 })
    expect(a.errors, `${environment}: ${JSON.stringify(a.games)}`).toBe(0)
  })
})

test('GF-MULTI-FFA / GF-MULTI-TEAMS: a three-player free-for-all and a 2-vs-2 team battle run headless', () => {
  const ffa = runSim({ games: 1, seed: 'ffa', bots: ['greedy', 'random', 'greedy'], players: 3, units: 3 })
  expect(ffa.errors).toBe(0)
  expect(Object.keys(ffa.games[0]?.vp ?? {}).sort()).toEqual(['p1', 'p2', 'p3'])
  const teams = runSim({ games: 1, seed: 'tb', bots: ['greedy', 'random'], teams: '2v2', units: 2 })
  expect(teams.errors).toBe(0)
  expect(Object.keys(teams.games[0]?.vp ?? {}).sort()).toEqual(['team:a', 'team:b'])
  expect(
    runSim({ games: 1, seed: 'ffa', bots: ['greedy', 'random', 'greedy'], players: 3, units: 3 }),
  ).toEqual(ffa)
})

test('GF-SIM-OPTIONS: `sortie sim gunframe --mission --environment --optional --players` runs from the command line', () => {
  const out = simCli([
    ...['--games', '1', '--seed', '5', '--bots', 'random,random', '--units', '2', '--json'],
    ...[
      '--mission',
      'loot:loot-sabotage',
      '--environment',
      'storm:lightning',
      '--optional',
      'groups,crippled',
    ],
  ])
  expect(JSON.parse(out).errors).toBe(0)
})

interface OptionalCase {
  optional: string[]
  /** Something only the rule does, seen in the events or the final state. */
  seen: (events: BattleEvent[], end: BattleState) => boolean
  /** Weakens the Alpha Centurions first, so the dire-straits rules come up in five turns. */
  battered?: boolean
}

const type = (t: string) => (events: BattleEvent[]) => events.some((e) => e.type === t)

const OPTIONAL_CASES: Record<string, OptionalCase> = {
  combiners: { optional: ['combiners'], seen: type('CombinerFormed') },
  'combiner-head': { optional: ['combiner-head'], seen: type('CombinerFormed') },
  'combiner-ropes': {
    optional: ['combiner-ropes'],
    battered: true,
    seen: (ev, end) => type('CombinerFormed')(ev) || end.opt?.combiners[0]?.struck === true,
  },
  'combiner-gestalt': {
    optional: ['combiner-gestalt'],
    seen: (ev) => ev.some((e) => e.type === 'UnitDeployed' && e.unit === 'unit:p1:c0'),
  },
  'combiner-uncoordinated': {
    optional: ['combiner-uncoordinated', 'combiner-gestalt'],
    seen: (ev) => ev.some((e) => e.type === 'PilotSkillRoll' && e.why === 'uncoordinated'),
  },
  'combiner-unkillable': { optional: ['combiner-unkillable'], battered: true, seen: type('CombinerReady') },
  structures: {
    optional: ['structures'],
    seen: (ev) => type('StructureAttacked')(ev) || type('BuildingEntered')(ev),
  },
  throwing: {
    optional: ['throwing'],
    seen: (ev) => type('ObjectPickedUp')(ev) || type('ObstacleKicked')(ev),
  },
  space: { optional: ['space'], seen: type('Drift') },
}

/** A random bot that takes an optional-rule action whenever one is open (to see the rules used). */
// It leaves transformations alone: a hovering form that cannot land where it is is still listed
// as legal (a known issue of the transform rules, reported; not an optional rule's).
const keen: Bot = {
  name: 'keen',
  choose: (s, legal, ctx) => {
    const all = legal()
    const opt = all.filter((d) => d.kind === 'optional')
    if (opt.length > 0) return opt[ctx.rand(opt.length)] as (typeof all)[number]
    const plain = all.filter((d) => !(d.kind === 'move' && d.special === 'transform'))
    return (BOTS.random as Bot).choose(s, listed(plain.length > 0 ? plain : all), ctx)
  },
}

/** One bot game by hand (so the start can be adjusted), collecting every event. */
function botGame(c: OptionalCase, seed: string): { events: BattleEvent[]; end: BattleState; error?: string } {
  const ruleset = createGunframeRuleset({ table: tableRules })
  const started = ruleset.start(
    simSetup({ games: 1, seed, bots: [], optional: c.optional, units: 4 }, seed),
    seed,
  )
  if (!started.ok) throw new Error(started.error.code)
  let s = started.value
  if (c.battered) for (const u of s.units) if (u.side === 'p1') Object.assign(u, { armour: 1 })
  const dice = new Dice(seedRng(`bots:${seed}`))
  const ctx = { ruleset, table: tableRules, rand: (n: number) => dice.roll(Math.max(1, n)) - 1 }
  const bots: Record<string, Bot> = { p1: keen, p2: BOTS.greedy as Bot }
  const events: BattleEvent[] = []
  for (let n = 0, p = ruleset.prompt(s); p && n < 20_000; n++, p = ruleset.prompt(s)) {
    const d = (bots[p.seat] as Bot).choose(s, listed(ruleset.legal(s)), ctx)
    const r = ruleset.apply(s, d)
    if (!r.ok) return { events, end: s, error: r.error.code }
    events.push(...r.value.events)
    s = r.value.state
  }
  return { events, end: s }
}

test('GF-SIM-OPTIONAL: every optional rule (GF-OPT-*) plays to the end with bots, 0 errors, and is used', () => {
  for (const rule of MORE_OPTIONAL_RULES) {
    const c = OPTIONAL_CASES[rule] as OptionalCase
    let seen = false
    // Up to a dozen games: bots meet a rule's moment (a throwable object in reach) only in some.
    for (let k = 0; k < 12 && !seen; k++) {
      const seed = `opt-${rule}-${k}`
      const g = botGame(c, seed)
      expect(g.error, `${rule} ${seed}`).toBeUndefined()
      expect(g.end.phase, `${rule} ${seed}`).toBe('over')
      seen = c.seen(g.events, g.end)
    }
    expect(seen, rule).toBe(true)
  }
  // And through the summary runner, with the mission and environment flags alongside.
  const all = runSim({
    games: 2,
    seed: 'opt-all',
    bots: ['greedy', 'random'],
    optional: ['combiners', 'structures', 'throwing', 'space'],
    mission: 'loot',
    environment: 'darkness',
    units: 4,
  })
  expect(all.errors, JSON.stringify(all.games)).toBe(0)
})

test('GF-SIM-OPTIONAL: the command line takes every new optional rule id and refuses unknown or clashing ones', () => {
  const run = (
    optional: string,
  ): { status: number; report: { errors: number; games: { error?: string }[] } } => {
    try {
      const out = simCli([
        ...['--games', '1', '--seed', '3', '--bots', 'random,random', '--units', '2', '--json'],
        ...['--optional', optional],
      ])
      return { status: 0, report: JSON.parse(out) }
    } catch (e) {
      const x = e as { status: number; stdout: string }
      return { status: x.status, report: JSON.parse(x.stdout) }
    }
  }
  const compatible = MORE_OPTIONAL_RULES.filter(
    (r) => !['combiner-head', 'combiner-ropes', 'combiner-unkillable'].includes(r),
  )
  expect(run(compatible.join(',')).report.errors).toBe(0)
  const clash = run('combiner-head,combiner-gestalt')
  expect(clash.status).toBe(1)
  expect(clash.report.games[0]?.error).toBe('gunframe/optional_conflict')
  expect(run('no-such-rule').report.games[0]?.error).toBe('gunframe/unknown_optional_rule')
})
