import { describe, expect, test } from 'vitest'
import { scripted } from './fixtures.testkit.ts'
import { canUseAblative, powerPoints, spendablePower } from './points.ts'

describe('power points', () => {
  test('GF-POW-POINTS: each six is a power point (Firefly rolls 4, 4, 6: three hits, one point)', () => {
    // ROLL THE ATTACK / POWER POINTS example.
    const r = scripted([4, 4, 6, 2, 1], [1, 2])
    expect(r).toEqual({ hits: 3, sixes: 1, damage: 3, points: 1 })
  })

  test('GF-POW-USABLE: Owl Bear scores 5 hits with 3 sixes, 4 blocked: 1 damage, all 3 points spendable', () => {
    // POWER ATTACKS example.
    const r = scripted([6, 6, 6, 5, 4, 1], [4, 5, 4, 6, 2])
    expect(r.damage).toBe(1)
    expect(r.points).toBe(3)
  })

  test('GF-POW-USABLE: every hit blocked means no power attack, whatever the sixes', () => {
    const r = scripted([6, 6, 4], [4, 4, 5])
    expect(r.damage).toBe(0)
    expect(r.points).toBe(0)
    expect(spendablePower({ sixes: 2, damage: 0, powerful: true })).toBe(0)
  })

  test('GF-UPG-POWERFUL: two sixes make 3 power points, no six makes 1 (ruling 3)', () => {
    // LOADOUT UPGRADES › Powerful example.
    expect(powerPoints(2, { powerful: true })).toBe(3)
    expect(powerPoints(0, { powerful: true })).toBe(1)
    expect(powerPoints(2)).toBe(2)
    expect(scripted([6, 6, 3], [1], { powerful: true }).points).toBe(3)
    expect(scripted([5, 4, 3], [1], { powerful: true }).points).toBe(1)
  })

  test('GF-RULING-3: Powerful with no six still gives 1 point, but only when damage was done', () => {
    expect(spendablePower({ sixes: 0, damage: 1, powerful: true })).toBe(1)
    expect(spendablePower({ sixes: 0, damage: 1 })).toBe(0)
    expect(spendablePower({ sixes: 0, damage: 0, powerful: true })).toBe(0)
  })

  test('GF-UPG-ABLATIVE-ARMOUR: once a battle the target wipes every point, Powerful’s included', () => {
    expect(scripted([6, 6, 6, 4], [1], { powerful: true, ablative: true }).points).toBe(0)
    const t = { upgrades: ['ablative-armour'] }
    expect(canUseAblative(t, 3)).toBe(true)
    expect(canUseAblative({ ...t, ablativeUsed: true }, 3)).toBe(false)
    expect(canUseAblative(t, 0)).toBe(false)
    expect(canUseAblative({ upgrades: [] }, 3)).toBe(false)
  })
})
