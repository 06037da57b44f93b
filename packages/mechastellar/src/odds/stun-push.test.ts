/**
 * Odds for Stun (S) and Push (P) weapons (ruling A-13): their failed saves cost actions or move
 * the target and deal no 1000 DMG — in the battle and in the odds alike. The odds are checked
 * against the engine itself over every roll of a small attack.
 */
import { describe, expect, test } from 'vitest'
import { previewOdds } from '../battle/actions/preview.ts'
import { P1, P2, play, playSettled, script, table } from '../testkit/index.ts'
import type { PenKind, WeaponProfile } from '../units/types.ts'
import { attackOdds, DEFAULT_INPUT } from './attack.ts'

describe('Stun and Push odds', () => {
  test('MS-RULING-A13 / MS-ODDS-TOTAL: a failed S or P save adds no 1000 DMG to the odds', () => {
    const base = { ...DEFAULT_INPUT, pen: 8 }
    const plain = attackOdds({ ...base, pen: 0 }).expectedDamage
    expect(attackOdds({ ...base, penKind: 'S' }).expectedDamage).toBeCloseTo(plain, 9)
    expect(attackOdds({ ...base, penKind: 'P' }).expectedDamage).toBeCloseTo(plain, 9)
    expect(attackOdds({ ...base, penKind: 'normal' }).expectedDamage).toBeGreaterThan(plain + 1000)
  })

  /**
   * Every roll of a 2d10 + 5 Hits shot against a 1d10 Evade, its saves all failing: with S or P
   * the damage does not depend on the saves, so this mean is the exact expected damage.
   */
  function engineMean(penKind: PenKind): { mean: number; odds: number } {
    const shock: WeaponProfile = {
      id: 'shock',
      name: 'Shock',
      kind: 'shoot',
      atk: 2,
      hits: 5,
      range: 20,
      dmg: 200,
      pen: 6,
      penKind,
    }
    let s = table({
      p1: [{ unit: 'gm-ground', at: { x: 24, y: 10 }, patch: { weapons: [shock] } }],
      p2: [{ unit: 'gm-ground', at: { x: 24, y: 24 }, patch: { evade: { dice: 1, def: 0 }, hp: 99_000 } }],
      momentum: { p1: 0, p2: 0 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    const odds = previewOdds(s, P1(1), 'shock', P2(1))?.expectedDamage ?? Number.NaN
    let total = 0
    let n = 0
    for (let a1 = 1; a1 <= 10; a1++)
      for (let a2 = 1; a2 <= 10; a2++)
        for (let d = 1; d <= 10; d++) {
          const r = playSettled(script(s, [a1, a2, d, 1, 1, 1, 1, 1]), {
            seat: 'p1',
            kind: 'attack',
            weapon: 'shock',
            targets: [P2(1)],
          })
          for (const e of r.events) if (e.type === 'Damage') total += e.amount
          n++
        }
    return { mean: total / n, odds }
  }

  test('MS-RULING-A13 / MS-ODDS-TOTAL: the previewed expected damage of a Stun weapon equals the engine’s mean over all 1000 rolls', () => {
    const { mean, odds } = engineMean('S')
    expect(mean).toBeGreaterThan(0)
    expect(odds).toBeCloseTo(mean, 6)
  })

  test('MS-RULING-A13 / MS-ODDS-TOTAL: the same for a Push weapon', () => {
    const { mean, odds } = engineMean('P')
    expect(odds).toBeCloseTo(mean, 6)
  })
})
