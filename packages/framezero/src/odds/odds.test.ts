import { Dice, pmfTotal, seedRng } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { applyDamageTable, hitsToRaze } from '../battle/actions/damage-table.ts'
import { attackOdds, computeOdds, damageDicePmf, poolOdds } from './index.ts'

describe('odds', () => {
  test('MF-ODDS-POOL: best die per action, own colour and with whites', () => {
    const p = poolOdds({ systems: ['Rd'], ssr: 0 }, 'd')
    // best of two red d6: P(6) = 11/36
    expect(p.attack.own[6]).toBeCloseTo(11 / 36, 12)
    // no blue dice: defence only from whites (best of two d6)
    expect(p.defence.own).toEqual([1])
    expect(p.defence.withWhites[6]).toBeCloseTo(11 / 36, 12)
    // a rocket adds a d8 at direct fire; whites do not serve a band without a weapon
    const r = poolOdds({ systems: ['B'], ssr: 1 }, 'd')
    expect(r.attack.own[8]).toBeCloseTo(1 / 8, 12)
    expect(r.attack.withWhites).toEqual(r.attack.own)
  })
  test('MF-ODDS-ATTACK: damage dice and systems lost are exact (Monte Carlo oracle)', () => {
    const attack = poolOdds({ systems: ['Rd', 'Rd'], ssr: 0 }, 'd').attack.withWhites
    const defence = poolOdds({ systems: ['B'], ssr: 0 }, null).defence.withWhites
    for (const c of [
      { case: 'none' as const },
      { case: 'structure' as const, coverHitsToRaze: hitsToRaze(8, 1) },
      { case: 'frame' as const, coverFrameHp: 2 },
    ]) {
      const exact = attackOdds({ attack, defence, spot: 2, targetHp: 4, ...c })
      expect(pmfTotal(exact.systemsLost)).toBeCloseTo(1, 12)
      const dice = new Dice(seedRng(`oracle-${c.case}`))
      const N = 40000
      const lost = new Array(5).fill(0)
      for (let i = 0; i < N; i++) {
        const a = Math.max(dice.roll(6), dice.roll(6), dice.roll(8), dice.roll(6), dice.roll(6))
        const d = Math.max(dice.roll(6), dice.roll(6), dice.roll(6))
        const n = Math.max(0, 2 + a - d)
        const rolls = Array.from({ length: n }, () => dice.roll(6))
        const r = applyDamageTable(rolls, { ...c })
        lost[Math.min(4, r.target)]++
      }
      for (let k = 0; k < 5; k++)
        expect(Math.abs(lost[k] / N - (exact.systemsLost[k] ?? 0))).toBeLessThan(0.012)
    }
  })
  test('MF-ODDS-DAMAGE-DICE: spot + attack − defence, never below 0', () => {
    expect(damageDicePmf(5, 4, 0)).toEqual([0, 1])
    expect(damageDicePmf(3, 5, 0)).toEqual([1])
    expect(damageDicePmf(3, 5, 4)).toEqual([0, 0, 1])
  })
  test('MF-ODDS-CLI: the descriptor computes and rejects bad options with codes', () => {
    const r = computeOdds({ frame: 'WWRdRd', target: 'WWBYGRdRd', band: 'd', cover: 'structure' })
    expect(r.ok).toBe(true)
    const bad = computeOdds({ frame: 'WWQ' })
    expect(!bad.ok && bad.error.code).toBe('framezero/bad_notation')
    const badCover = computeOdds({ cover: 'wall' })
    expect(!badCover.ok && badCover.error.code).toBe('framezero/bad_cover')
  })
})
