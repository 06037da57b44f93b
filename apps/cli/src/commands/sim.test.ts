import gunwave from '@sortie/gunwave/package'
import { expect, test } from 'vitest'
import { botFor, runSim } from './sim.ts'

test('CLI-SIM-TEAMS: a side of several seats that wins counts for every bot on it, not as a draw', () => {
  // Gunwave's pilots win together: p1 and p2 against a random narrator.
  const r = runSim(gunwave, {
    games: 3,
    seed: 't3',
    bots: ['random', 'greedy', 'greedy'],
    values: { encounter: 'colony-breach', opposition: 'light' },
  })
  expect(r.errors).toBe(0)
  expect(r.games.map((g) => g.winners)).toEqual([
    ['p1', 'p2'],
    ['p1', 'p2'],
    ['p1', 'p2'],
  ])
  // the pilots' games have no single winner, yet none is a draw
  expect(r.games[0]?.winner).toBeNull()
  expect(r.wins).toEqual({ random: 0, 'greedy#2': 3, 'greedy#3': 3, draw: 0 })
})

test('CLI-SIM-SEATS: fewer bots than seats — the last named bot plays every further seat; --swap rotates the list', () => {
  // A narrator and two pilots with `--bots a,b`: a narrates, b flies both pilots (a side, not a cycle).
  expect([0, 1, 2].map((k) => botFor(k, 0, 2))).toEqual([0, 1, 1])
  expect([0, 1, 2].map((k) => botFor(k, 1, 2))).toEqual([1, 0, 0])
  // As many bots as seats: one each, and the swap alternates them.
  expect([0, 1].map((k) => botFor(k, 0, 2))).toEqual([0, 1])
  expect([0, 1].map((k) => botFor(k, 1, 2))).toEqual([1, 0])
  const r = runSim(gunwave, { games: 1, seed: 't1', bots: ['greedy', 'random'], values: {} })
  expect(Object.keys(r.decisionMs).sort()).toEqual(['greedy', 'random'])
})
