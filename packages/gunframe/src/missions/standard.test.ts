import { describe, expect, test } from 'vitest'
import { ROLES, unit } from './missions.testkit.ts'
import {
  ambushActions,
  attritionBonus,
  attritionPoints,
  callReserves,
  canAmbush,
  canHalo,
  haloScatterDie,
  initiativeBonus,
  pilotSkillPasses,
  randomLengthContinues,
  randomLengthNeedsRoll,
  reserveCallOrder,
  reserveWithinLimit,
  roleChooser,
  suddenDeath,
  winnerByVp,
} from './standard.ts'

describe('standard mission rules', () => {
  test('GF-MIS-ROLES: the high roller chooses the role; a tie rolls again', () => {
    expect(roleChooser({ p1: 5, p2: 3 })).toBe('p1')
    expect(roleChooser({ p1: 2, p2: 6 })).toBe('p2')
    expect(roleChooser({ p1: 4, p2: 4 })).toBeNull()
  })

  test('GF-MIS-ROLES: the attacker adds +1 to initiative in turn one only', () => {
    expect(initiativeBonus(1, 'p1', ROLES)).toBe(1)
    expect(initiativeBonus(1, 'p2', ROLES)).toBe(0)
    expect(initiativeBonus(2, 'p1', ROLES)).toBe(0)
  })

  test('GF-MIS-PILOT: a Pilot Skill roll passes on the value or more (4+: 4, 5, 6)', () => {
    expect([1, 2, 3, 4, 5, 6].map((r) => pilotSkillPasses(4, r))).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
    ])
  })

  test('GF-MIS-RESERVES: up to half the points may be held back', () => {
    expect(reserveWithinLimit(100, 50)).toBe(true)
    expect(reserveWithinLimit(100, 51)).toBe(false)
    expect(reserveWithinLimit(75, 37)).toBe(true)
  })

  test('GF-MIS-RESERVES-CALL: defender calls first; nominated units roll, passes arrive (book example)', () => {
    expect(reserveCallOrder(ROLES)).toEqual(['p2', 'p1'])
    // Reserves, calling reserves: three in reserve, two nominated, one passes, one fails.
    const r = callReserves(
      [
        { id: 'a', skill: 4 },
        { id: 'b', skill: 4 },
      ],
      [5, 2],
    )
    expect(r).toEqual({ arrive: ['a'], stay: ['b'] })
  })

  test('GF-MIS-HALO: Jump, HALO or Reckless may drop in; HALO scatters only D3', () => {
    expect(canHalo({ upgrades: ['jump'] })).toBe(true)
    expect(canHalo({ upgrades: ['halo'] })).toBe(true)
    expect(canHalo({ upgrades: ['reckless'] })).toBe(true)
    expect(canHalo({ upgrades: ['fast'] })).toBe(false)
    expect(haloScatterDie({ upgrades: ['jump'] })).toBe('d6')
    expect(haloScatterDie({ upgrades: ['halo'] })).toBe('d3')
  })

  test('GF-MIS-AMBUSH-ARRIVAL: Cloaking, Guerrilla, Recon or Stealth may ambush; the roll gives one action or none', () => {
    for (const id of ['cloaking', 'guerrilla', 'recon', 'stealth'])
      expect(canAmbush({ upgrades: [id] })).toBe(true)
    expect(canAmbush({ upgrades: ['jump'] })).toBe(false)
    expect(ambushActions(4, 4)).toBe(1)
    expect(ambushActions(4, 3)).toBe(0)
  })

  test('GF-MIS-RANDOM-LENGTH: turn 4 goes on on 4+, turn 5 on 5+, turn 6 on a 6, turn 7 ends', () => {
    expect(randomLengthNeedsRoll(3)).toBe(false)
    expect(randomLengthNeedsRoll(4)).toBe(true)
    expect(randomLengthNeedsRoll(7)).toBe(false)
    expect([3, 4, 5, 6].map((r) => randomLengthContinues(4, r))).toEqual([false, true, true, true])
    expect([4, 5, 6].map((r) => randomLengthContinues(5, r))).toEqual([false, true, true])
    expect([5, 6].map((r) => randomLengthContinues(6, r))).toEqual([false, true])
    expect(randomLengthContinues(7, 6)).toBe(false)
  })

  test('GF-MIS-SUDDEN-DEATH: a side with every deployed unit destroyed or shut down', () => {
    const a = unit('p1', 5, 5)
    const b = unit('p2', 9, 9, { shutDown: true })
    const c = unit('p2', 9, 12, { status: 'destroyed' })
    const d = unit('p2', 0, 0, { status: 'reserve' })
    expect(suddenDeath([a, b, c, d], ['p1', 'p2'])).toEqual(['p2'])
    expect(suddenDeath([a, { ...b, shutDown: false }], ['p1', 'p2'])).toEqual([])
    // Mission pieces (a convoy vehicle) do not keep a squadron in the game.
    expect(suddenDeath([a, unit('p2', 3, 3, { piece: 'convoy-vehicle' })], ['p1', 'p2'])).toEqual(['p2'])
  })

  test('GF-MIS-ATTRITION: +1 more, +2 double, +3 triple; reserves and shut-down units do not count', () => {
    expect(attritionBonus(30, 30)).toBe(0)
    expect(attritionBonus(31, 30)).toBe(1)
    expect(attritionBonus(60, 30)).toBe(2)
    expect(attritionBonus(90, 30)).toBe(3)
    expect(attritionBonus(10, 0)).toBe(3)
    expect(attritionBonus(20, 30)).toBe(0)
    const us = [
      unit('p1', 1, 1, { points: 40 }),
      unit('p1', 2, 2, { points: 50, status: 'reserve' }),
      unit('p2', 3, 3, { points: 20 }),
      unit('p2', 4, 4, { points: 30, shutDown: true }),
    ]
    expect(attritionPoints(us, ['p1', 'p2'])).toEqual({ p1: 2, p2: 0 })
  })

  test('GF-MIS-WIN: the most VP wins; equal VP is a draw', () => {
    expect(winnerByVp({ p1: 4, p2: 3 })).toEqual({ winners: ['p1'], draw: false })
    expect(winnerByVp({ p1: 3, p2: 3 })).toEqual({ winners: [], draw: true })
  })
})
