import { Dice, seedRng } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { PARTS } from '../battle/pools.ts'
import type { Part } from '../battle/types.ts'
import {
  attackOdds,
  computeOdds,
  meleeNetPmf,
  partBreakChance,
  saveChance,
  successPmf,
  wakeChance,
} from './index.ts'

/** P(a part breaks) by walking every face of every die: attack pool with the part's modifier, then defence. */
function bruteBreak(dice: number, defense: number, part: Part, hitsSoFar = 0): number {
  const pool = Math.max(0, dice + PARTS[part].mod)
  const need = Math.max(1, PARTS[part].hits - hitsSoFar)
  const n = pool + defense
  let good = 0
  for (let code = 0; code < 6 ** n; code++) {
    let hits = 0
    let blocks = 0
    for (let i = 0, c = code; i < n; i++, c = Math.floor(c / 6))
      if ((c % 6) + 1 >= 5) {
        if (i < pool) hits++
        else blocks++
      }
    if (hits - blocks >= need) good++
  }
  return good / 6 ** n
}

describe('odds', () => {
  test('GW-ODDS-POOL: successes of a pool are binomial with p = 1/3', () => {
    const p = successPmf(5)
    expect(p[0]).toBeCloseTo((2 / 3) ** 5, 12)
    expect(p[5]).toBeCloseTo((1 / 3) ** 5, 12)
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12)
  })

  test('GW-ODDS-MELEE: net hits after defence match a Monte-Carlo oracle (8 dice vs 2)', () => {
    const exact = meleeNetPmf(8, 2)
    const dice = new Dice(seedRng('oracle'))
    const n = 40_000
    const counts = new Array(9).fill(0) as number[]
    for (let i = 0; i < n; i++) {
      const a = dice.pool(8).filter((d) => d >= 5).length
      const d = dice.pool(2).filter((x) => x >= 5).length
      counts[Math.max(0, a - d)]!++
    }
    for (const [k, c] of counts.entries()) expect(Math.abs(c / n - (exact[k] ?? 0))).toBeLessThan(0.01)
  })

  test('GW-ODDS-DAMAGE: jittery halves damage, aimed parts shrink the pool, armor gives a disable chance', () => {
    const o = attackOdds({ dice: 5, jittery: true, armor: 2 })
    expect(o.damage.length).toBeLessThanOrEqual(3)
    expect(o.disable).toBeCloseTo(
      successPmf(5)
        .slice(4)
        .reduce((a, b) => a + b, 0),
      12,
    )
    const leg = attackOdds({ dice: 5, part: 'leg' })
    expect(leg.damage).toEqual(successPmf(3))
    expect(leg.partBreak).toBeCloseTo(1 - (2 / 3) ** 3, 12)
    expect(saveChance()).toBeCloseTo(26 / 36, 12)
    expect(wakeChance()).toBeCloseTo(11 / 36, 12)
  })

  test('GW-ODDS-DAMAGE: a melee swing at a part breaks it only with the hits left after defence, as the battle counts them (every face walked)', () => {
    const cases: [number, number, Part, number][] = [
      [6, 2, 'leg', 0],
      [5, 2, 'arm', 0],
      [6, 1, 'cockpit', 0],
      [5, 2, 'reactor', 1],
      [4, 0, 'coolant', 0],
    ]
    for (const [dice, defense, part, so] of cases)
      expect(partBreakChance(dice, part, so, defense), `${dice}D vs ${defense} at ${part}`).toBeCloseTo(
        bruteBreak(dice, defense, part, so),
        12,
      )
    // The audit's case: 8 dice at the leg against a rank-2 defender is far from a 6-dice shot.
    const melee = attackOdds({ dice: 8, defense: 2, part: 'leg' })
    expect(melee.partBreak).toBeCloseTo(bruteBreak(8, 2, 'leg'), 12)
    expect(melee.partBreak).toBeLessThan(attackOdds({ dice: 8, part: 'leg' }).partBreak ?? 0)
    // With no defence dice the swing and the shot agree.
    expect(attackOdds({ dice: 8, defense: 0, part: 'leg' }).partBreak).toBeCloseTo(
      attackOdds({ dice: 8, part: 'leg' }).partBreak ?? 0,
      12,
    )
  })

  test('GW-ODDS-CLI: option values are checked with coded errors', () => {
    expect(computeOdds({ dice: '8', defense: '2' }).ok).toBe(true)
    const bad = computeOdds({ dice: 'lots' })
    expect(bad.ok ? null : bad.error.code).toBe('gunwave/bad_option')
    const badPart = computeOdds({ part: 'tail' })
    expect(badPart.ok ? null : badPart.error.code).toBe('gunwave/bad_option')
  })
})
