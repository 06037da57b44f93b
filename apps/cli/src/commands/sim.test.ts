import { execFileSync } from 'node:child_process'
import { expect, test } from 'vitest'
import { runSim } from './sim.ts'

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
  const out = execFileSync(
    'node',
    [
      'apps/cli/bin/sortie.js',
      'sim',
      'gunframe',
      '--games',
      '1',
      '--seed',
      '3',
      '--bots',
      'random,random',
      '--json',
    ],
    {
      cwd: new URL('../../../../', import.meta.url).pathname,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  )
  const report = JSON.parse(out)
  expect(report.errors).toBe(0)
  expect(report.games[0]).toMatchObject({ seed: '3-0' })
  expect(Object.keys(report.games[0]).sort()).toEqual(['seed', 'turns', 'vp', 'winner'])
})

// Issue 7: every mission (and variant) and every environment, plus the multi-player battles.
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
  const out = execFileSync(
    'node',
    [
      'apps/cli/bin/sortie.js',
      'sim',
      'gunframe',
      ...['--games', '1', '--seed', '5', '--bots', 'random,random', '--units', '2', '--json'],
      ...[
        '--mission',
        'loot:loot-sabotage',
        '--environment',
        'storm:lightning',
        '--optional',
        'groups,crippled',
      ],
    ],
    {
      cwd: new URL('../../../../', import.meta.url).pathname,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  )
  expect(JSON.parse(out).errors).toBe(0)
})
