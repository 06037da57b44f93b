import { unwrap } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { attackOdds } from './attack.ts'
import type { AttackOddsInput, CoverLevel } from './input.ts'
import { makeRng, resolveRoll, simulateAttack } from './simulate.testkit.ts'

describe('the oracle itself follows the book', () => {
  test('GF-PWR-POINTS: Firefly example — 4, 4 and 6 are three hits and one power point', () => {
    // POWER POINTS section: the Firefly's 5 dice show three successes, one a 6.
    const r = resolveRoll([1, 4, 4, 2, 6], [])
    expect(r.damage).toBe(3)
    expect(r.power).toBe(1)
  })

  test('GF-PWR-USABLE: Owl Bear example — 5 hits with 3 sixes, 4 blocked, still spends 3 power', () => {
    // POWER ATTACKS section: one point of damage is enough to spend every power point.
    const r = resolveRoll([6, 6, 6, 4, 5], [4, 4, 5, 6, 1])
    expect(r.damage).toBe(1)
    expect(r.power).toBe(3)
    expect(r.dodgeInches).toBe(0)
  })

  test('GF-DEF-DODGE: ROLL THE DEFENSE POOL example — three hits, three successes with a 6: dodge', () => {
    const r = resolveRoll([4, 5, 6], [4, 5, 6, 1, 2])
    expect(r.damage).toBe(0)
    expect(r.power).toBe(0)
    expect(r.dodgeInches).toBe(1)
  })

  test('GF-UPG-PARRY: Parry example — every hit blocked with two 6s: 2 damage back instead of 2"', () => {
    const r = resolveRoll([4, 4], [6, 6, 2])
    expect(r.dodgeInches).toBe(2)
    expect(r.parryDamage).toBe(2)
  })

  test('GF-UPG-POWERFUL: Powerful example — two 6s make 3 power points, no 6 makes 1', () => {
    expect(resolveRoll([6, 6, 1], [], { powerful: true }).power).toBe(3)
    expect(resolveRoll([4, 5, 1], [], { powerful: true }).power).toBe(1)
  })
})

/** Random configuration from a seeded stream: pools up to 12, every flag that changes dice. */
function randomConfig(rng: () => number): AttackOddsInput {
  const int = (hi: number) => Math.floor(rng() * (hi + 1))
  const flag = (p = 0.3) => rng() < p
  const covers: CoverLevel[] = ['none', 'cover', 'hard']
  const armour = 1 + int(11)
  return {
    attackDice: int(12),
    defenseDice: int(10),
    focusFire: flag(0.2),
    extraAmmo: flag(),
    rerollAttackMisses: flag(0.25),
    rerollAttackOnes: flag(0.2),
    rerollDefense: flag(0.3),
    cover: covers[int(2)]!,
    piercing: flag(0.2),
    deflect: flag(0.2),
    powerful: flag(0.3),
    parry: flag(0.2),
    agile: flag(0.2),
    noDodge: flag(0.1),
    armour,
    startingArmour: armour + int(6),
  }
}

const SAMPLES = 20_000
// Each estimate is a binomial proportion; 5 standard errors (+ a floor for p near 0 or 1) keeps
// the chance of a false alarm over the whole suite negligible while still catching real errors
// (a wrong rule typically moves some probability by several percent).
const within = (estimate: number, exact: number) => {
  const se = Math.sqrt((exact * (1 - exact)) / SAMPLES)
  return Math.abs(estimate - exact) <= 5 * se + 1e-3
}

describe('Monte Carlo oracle', () => {
  const rng = makeRng(20240607)
  const configs = Array.from({ length: 60 }, () => randomConfig(rng))
  test.each(configs.map((c, i) => [i, c] as const))(
    'GF-ODDS-ORACLE: exact odds agree with 20k simulated attacks, configuration %i',
    (i, input) => {
      const exact = unwrap(attackOdds(input))
      const sim = simulateAttack(input, SAMPLES, 1000 + i)
      const pairs: [string, number, number][] = [
        ['powerUsable', sim.powerUsable, exact.powerUsable],
        ['destroyed', sim.destroyed, exact.destroyed!],
        ['crippled', sim.crippled, exact.crippled!],
      ]
      const dists: [string, number[], number[]][] = [
        ['damage', sim.damage, exact.damage],
        ['power', sim.powerPoints, exact.powerPoints],
        ['dodge', sim.dodgeInches, exact.dodgeInches],
      ]
      if (exact.parryDamage) dists.push(['parry', sim.parryDamage, exact.parryDamage])
      for (const [name, s, e] of dists)
        for (let k = 0; k < Math.max(s.length, e.length); k++)
          pairs.push([`${name}[${k}]`, s[k] ?? 0, e[k] ?? 0])
      const bad = pairs.filter(([, s, e]) => !within(s, e))
      expect(bad).toEqual([])
    },
  )
})
