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
