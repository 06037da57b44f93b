import { combineJoints, jointGet, unwrap } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { crippledAt, pCrippled, pDestroyed } from './armour.ts'
import { type AttackOdds, attackOdds, jointOutcomes } from './attack.ts'
import { poolTable } from './dice.ts'
import type { AttackOddsInput } from './input.ts'
import { resolveRoll } from './simulate.testkit.ts'

const EPS = 1e-12
const odds = (input: AttackOddsInput): AttackOdds => unwrap(attackOdds(input))
const close = (got: readonly number[], want: readonly number[]) => {
  expect(got.length).toBe(want.length)
  got.forEach((x, i) => {
    expect(Math.abs(x - want[i]!)).toBeLessThan(EPS)
  })
}

/** Every face combination of both pools, weighted; the rules applied by resolveRoll. */
function enumerate(input: AttackOddsInput) {
  const faceDist = (again: (f: number) => boolean) => {
    const redo = [1, 2, 3, 4, 5, 6].filter(again).length / 6
    return [1, 2, 3, 4, 5, 6].map((f) => (again(f) ? 0 : 1 / 6) + redo / 6)
  }
  const attackAgain = input.rerollAttackMisses
    ? (f: number) => f <= 3
    : input.rerollAttackOnes
      ? (f: number) => f === 1
      : () => false
  const aPool = input.attackDice + (input.focusFire ? (input.extraAmmo ? 3 : 2) : 0)
  const cover = input.piercing ? 0 : input.cover === 'hard' ? 2 : input.cover === 'cover' ? 1 : 0
  const dPool = input.defenseDice + cover + (input.deflect ? 1 : 0)
  const fa = faceDist(attackAgain)
  const fd = faceDist(input.rerollDefense ? (f) => f <= 3 : () => false)
  const damagePower = Array.from({ length: aPool + 1 }, () => new Array(aPool + 2).fill(0))
  const dodge: number[] = new Array(2 * dPool + 1).fill(0)
  const parry: number[] = new Array(dPool + 1).fill(0)
  const faces = new Array(aPool + dPool).fill(1)
  const walk = (i: number, p: number): void => {
    if (p === 0) return
    if (i === faces.length) {
      const r = resolveRoll(faces.slice(0, aPool), faces.slice(aPool), input)
      damagePower[r.damage]![r.power] += p
      dodge[r.dodgeInches]! += p
      parry[r.parryDamage]! += p
      return
    }
    const dist = i < aPool ? fa : fd
    for (let f = 1; f <= 6; f++) {
      faces[i] = f
      walk(i + 1, p * dist[f - 1]!)
    }
  }
  walk(0, 1)
  return { damagePower, dodge, parry }
}

describe('hand-computed small pools', () => {
  test('GF-ODDS-ATTACK: 1 die against 1 die', () => {
    const o = odds({ attackDice: 1, defenseDice: 1 })
    // Damage needs a hit (1/2) and a failed block (1/2).
    close(o.damage, [3 / 4, 1 / 4])
    expect(o.expectedDamage).toBeCloseTo(1 / 4, 12)
    // Power: a six (1/6) that is not blocked (1/2).
    expect(o.powerUsable).toBeCloseTo(1 / 12, 12)
    // A defense six blocks any single hit, so it always dodges.
    close(o.dodgeInches, [5 / 6, 1 / 6])
  })

  test('GF-ATK-ROLL / GF-PWR-USABLE: 2 dice against no defense are a binomial; any six is usable power', () => {
    const o = odds({ attackDice: 2, defenseDice: 0 })
    close(o.damage, [1 / 4, 1 / 2, 1 / 4])
    expect(o.powerUsable).toBeCloseTo(11 / 36, 12)
    close(o.powerPoints, [25 / 36, 10 / 36, 1 / 36])
    close(o.dodgeInches, [1])
  })

  test('GF-DEF-DODGE / GF-RULING-PROPOSED-DODGE-NO-HITS: with no hits to block, every defense six is a dodge inch', () => {
    const o = odds({ attackDice: 0, defenseDice: 1 })
    close(o.damage, [1])
    close(o.dodgeInches, [5 / 6, 1 / 6])
  })

  test('GF-LOCK-PRECISE: re-rolling misses makes a die hit 3/4, six 1/4', () => {
    const o = odds({ attackDice: 1, defenseDice: 0, rerollAttackMisses: true })
    close(o.damage, [1 / 4, 3 / 4])
    expect(o.powerUsable).toBeCloseTo(1 / 4, 12)
  })

  test('GF-UPG-WARRIOR: re-rolling 1s makes a die hit 21/36', () => {
    const o = odds({ attackDice: 1, defenseDice: 0, rerollAttackOnes: true })
    close(o.damage, [15 / 36, 21 / 36])
    // A die is re-rolled once: with Precise Strike too, it is just the miss re-roll.
    const both = odds({ attackDice: 1, defenseDice: 0, rerollAttackOnes: true, rerollAttackMisses: true })
    close(both.damage, [1 / 4, 3 / 4])
  })

  test('GF-EVADE-USE: the defender re-rolls its failed dice (1–3)', () => {
    const o = odds({ attackDice: 1, defenseDice: 1, rerollDefense: true })
    close(o.damage, [7 / 8, 1 / 8])
    close(o.dodgeInches, [3 / 4, 1 / 4])
  })

  test('GF-UPG-POWERFUL: +1 power point whenever the attack does damage, even without a six (ruling 3)', () => {
    const o = odds({ attackDice: 1, defenseDice: 1, powerful: true })
    expect(o.powerUsable).toBeCloseTo(1 / 4, 12)
    close(o.powerPoints, [3 / 4, 1 / 6, 1 / 12])
  })

  test('GF-SPM-KNOCKED-DOWN / GF-SPM-SHUT-DOWN: a defender that cannot dodge never does', () => {
    const o = odds({ attackDice: 0, defenseDice: 2, noDodge: true })
    close(o.dodgeInches, [1])
    close(odds({ attackDice: 1, defenseDice: 1, noDodge: true }).damage, [3 / 4, 1 / 4])
  })

  test('GF-UPG-AGILE: 2" per six', () => {
    const o = odds({ attackDice: 0, defenseDice: 2, agile: true })
    close(o.dodgeInches, [25 / 36, 0, 10 / 36, 0, 1 / 36])
  })

  test('GF-UPG-PARRY: each defense six can be turned into 1 damage on the attacker, blocked or not (ruling 2)', () => {
    const o = odds({ attackDice: 3, defenseDice: 1, parry: true })
    close(o.parryDamage!, [5 / 6, 1 / 6])
    expect(odds({ attackDice: 3, defenseDice: 1 }).parryDamage).toBeUndefined()
  })

  test('GF-LOCK-FOCUS / GF-UPG-EXTRA-AMMO: focus fire adds 2 dice, 3 with Extra Ammo', () => {
    expect(odds({ attackDice: 4, defenseDice: 2, focusFire: true }).attackPool).toBe(6)
    expect(odds({ attackDice: 4, defenseDice: 2, focusFire: true, extraAmmo: true }).attackPool).toBe(7)
    expect(odds({ attackDice: 4, defenseDice: 2, extraAmmo: true }).attackPool).toBe(4)
  })

  test('GF-DEF-COVER / GF-UPG-PIERCING / GF-UPG-DEFLECT: defense pool size', () => {
    expect(odds({ attackDice: 4, defenseDice: 3, cover: 'cover' }).defensePool).toBe(4)
    expect(odds({ attackDice: 4, defenseDice: 3, cover: 'hard' }).defensePool).toBe(5)
    expect(odds({ attackDice: 4, defenseDice: 3, cover: 'hard', piercing: true }).defensePool).toBe(3)
    expect(odds({ attackDice: 4, defenseDice: 3, cover: 'cover', deflect: true }).defensePool).toBe(5)
  })
})

describe('exhaustive enumeration of faces', () => {
  const cases: AttackOddsInput[] = [
    { attackDice: 2, defenseDice: 2 },
    { attackDice: 3, defenseDice: 2, powerful: true },
    { attackDice: 2, defenseDice: 3, rerollDefense: true, agile: true },
    { attackDice: 3, defenseDice: 1, rerollAttackMisses: true, parry: true },
    { attackDice: 2, defenseDice: 1, rerollAttackOnes: true, cover: 'cover' },
    { attackDice: 1, defenseDice: 1, focusFire: true, cover: 'hard', piercing: true, deflect: true },
    { attackDice: 4, defenseDice: 2, rerollAttackMisses: true, rerollDefense: true, powerful: true },
    { attackDice: 2, defenseDice: 3, noDodge: true, parry: true },
  ]
  test.each(cases)(
    'GF-ODDS-EXACT / GF-DMG-DAMAGE: exact tables equal the face-by-face enumeration (%o)',
    (input) => {
      const o = odds(input)
      const e = enumerate(input)
      o.damagePower.forEach((row, d) => {
        row.forEach((p, power) => {
          expect(Math.abs(p - (e.damagePower[d]![power] ?? 0))).toBeLessThan(EPS)
        })
      })
      const inches = Math.max(o.dodgeInches.length, e.dodge.length)
      for (let k = 0; k < inches; k++)
        expect(Math.abs((o.dodgeInches[k] ?? 0) - (e.dodge[k] ?? 0))).toBeLessThan(EPS)
      if (input.parry) close(o.parryDamage!, e.parry)
      const joint = jointOutcomes(o)
      expect(Math.abs(joint.reduce((s, c) => s + c.p, 0) - 1)).toBeLessThan(EPS)
    },
  )
})

describe('generic engine combination', () => {
  test("GF-ODDS-EXACT: the fast combination equals the engine's generic combineJoints over both full tables", () => {
    for (const [n, m, powerful] of [
      [20, 20, false],
      [12, 7, true],
      [3, 15, false],
    ] as const) {
      const a = poolTable(n, 'failures').table
      const d = poolTable(m, 'none').table
      const generic = combineJoints(a, d, (h, s, b) => {
        const dmg = Math.max(0, h - b)
        return [dmg, dmg > 0 ? s + (powerful ? 1 : 0) : 0]
      })
      const o = odds({ attackDice: n, defenseDice: m, rerollAttackMisses: true, powerful })
      o.damagePower.forEach((row, dmg) => {
        row.forEach((p, power) => {
          expect(Math.abs(p - jointGet(generic, dmg, power))).toBeLessThan(EPS)
        })
      })
    }
  })
})

describe('totals', () => {
  test('GF-ODDS-TOTAL: every distribution sums to 1 within 1e-12, up to 40 dice a side', () => {
    for (const n of [0, 1, 5, 13, 20, 40])
      for (const m of [0, 3, 20, 40]) {
        const o = odds({ attackDice: n, defenseDice: m, rerollDefense: n % 2 === 0, powerful: m % 2 === 0 })
        for (const dist of [o.damage, o.powerPoints, o.dodgeInches, o.hits])
          expect(Math.abs(dist.reduce((a, b) => a + b, 0) - 1)).toBeLessThan(EPS)
        expect(Math.abs(o.damagePower.flat().reduce((a, b) => a + b, 0) - 1)).toBeLessThan(EPS)
        expect(o.damage.length).toBe(o.attackPool + 1)
      }
  })
})

describe('armour', () => {
  test('GF-CRIPPLED: critical points from the book table (4→1, 6→2, 8→2, 10→3, 12→3); never at 3 or less', () => {
    expect([4, 6, 8, 10, 12].map(crippledAt)).toEqual([1, 2, 2, 3, 3])
    expect(crippledAt(3)).toBeUndefined()
    expect(crippledAt(1)).toBeUndefined()
  })

  test('GF-ODDS-ARMOUR / GF-DMG-DESTRUCTION: destroyed at damage ≥ armour; crippled when surviving at or under the critical point', () => {
    const dmg = [0.5, 0, 0, 0, 0, 0, 0.25, 0.125, 0.125]
    expect(pDestroyed(dmg, 8)).toBeCloseTo(0.125, 12)
    expect(pCrippled(dmg, 8, 8)).toBeCloseTo(0.375, 12)
    // A damaged unit already at its critical point stays crippled if it survives.
    expect(pCrippled([0.5, 0.25, 0.25], 2, 8)).toBeCloseTo(0.75, 12)
    expect(pCrippled([0, 0, 1], 3, 3)).toBe(0)
  })

  test('GF-ODDS-ARMOUR: 2 dice against none, Armour 1 → destroyed 3/4', () => {
    const o = odds({ attackDice: 2, defenseDice: 0, armour: 1 })
    expect(o.destroyed).toBeCloseTo(3 / 4, 12)
    expect(o.crippled).toBe(0)
    const o2 = odds({ attackDice: 2, defenseDice: 0, armour: 3, startingArmour: 10 })
    // Critical point 3: already crippled, survives unless 3 damage (impossible with 2 dice).
    expect(o2.crippled).toBeCloseTo(1, 12)
  })
})

describe('bad input', () => {
  test('GF-ODDS-INPUT: coded errors, never throws', () => {
    const bad: unknown[] = [
      { attackDice: -1, defenseDice: 2 },
      { attackDice: 2.5, defenseDice: 2 },
      { attackDice: 2, defenseDice: 'x' },
      { attackDice: 101, defenseDice: 0 },
      { attackDice: 99, defenseDice: 0, focusFire: true },
      { attackDice: 2, defenseDice: 2, armour: 0 },
      { attackDice: 2, defenseDice: 2, startingArmour: 5 },
      { attackDice: 2, defenseDice: 2, armour: 6, startingArmour: 5 },
      { attackDice: 2, defenseDice: 2, cover: 'bunker' },
      null,
    ]
    for (const input of bad) {
      const r = attackOdds(input as AttackOddsInput)
      expect(r.ok).toBe(false)
      if (!r.ok) expect(r.error.code).toMatch(/^gunframe\/odds_/)
    }
  })
})
