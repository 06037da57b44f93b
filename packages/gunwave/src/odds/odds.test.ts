import { Dice, seedRng } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { attackOdds, computeOdds, meleeNetPmf, saveChance, successPmf, wakeChance } from './index.ts'

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

  test('GW-ODDS-CLI: option values are checked with coded errors', () => {
    expect(computeOdds({ dice: '8', defense: '2' }).ok).toBe(true)
    const bad = computeOdds({ dice: 'lots' })
    expect(bad.ok ? null : bad.error.code).toBe('gunwave/bad_option')
    const badPart = computeOdds({ part: 'tail' })
    expect(badPart.ok ? null : badPart.error.code).toBe('gunwave/bad_option')
  })
})
