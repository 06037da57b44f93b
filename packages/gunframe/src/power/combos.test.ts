import { describe, expect, test } from 'vitest'
import { powerCombos, swingFacings } from './combos.ts'
import { applyCondition, NO_CONDITIONS } from './conditions.ts'
import { attacker, input, lineUp, target } from './fixtures.testkit.ts'
import { checkPowerSpends } from './legal.ts'

describe('enumerated declarations', () => {
  test('GF-POW-DECLARE: every enumerated declaration is legal; the book’s two three-point spends are among them', () => {
    const i = input({ points: 3 })
    const all = powerCombos(i)
    for (const c of all) expect(checkPowerSpends(i, c).ok).toBe(true)
    const keys = all.map((c) => c.map((s) => s.id + (s.x ? `:${s.x}` : '')).join(','))
    expect(keys).toContain('shut-down')
    expect(keys).toContain('recoil,knock-down')
    expect(keys).not.toContain('knock-down,recoil')
    expect(keys[0]).toBe('')
  })

  test('GF-POW-USABLE: nothing to buy without points', () => {
    expect(powerCombos(input({ points: 0 }))).toEqual([[]])
  })

  test('GF-POW-ONCE: pointless purchases (knocking down the knocked down) are not offered', () => {
    const i = input({
      points: 2,
      target: target({ conditions: applyCondition(NO_CONDITIONS, 'knockedDown') }),
    })
    expect(powerCombos(i).some((c) => c.some((s) => s.id === 'knock-down'))).toBe(false)
  })

  test('GF-POW-CHAIN-ATTACK: chains are enumerated with their targets', () => {
    const { nearby, gap } = lineUp({ A: -3, B: 0, C: 3.5, D: 7, E: 10.5 }, (id) => id !== 'A')
    const i = input({
      points: 3,
      band: 'medium',
      attacker: attacker({ weaponUpgrades: ['chain-attack'] }),
      nearby,
      gap,
    })
    const chains = powerCombos(i).filter((c) => c.length === 1 && c[0]?.id === 'chain-attack')
    expect(chains.map((c) => c[0]?.targets)).toEqual([['C'], ['C', 'D'], ['C', 'D', 'E']])
  })

  test('GF-POW-SWING: the list offers an about-face and a quarter turn each way; any finite facing is legal', () => {
    const i = input({ points: 1, attacker: attacker({ facing: Math.PI / 2 }) })
    const swings = powerCombos(i).filter((c) => c[0]?.id === 'swing')
    expect(swings.map((c) => c[0]?.facing)).toEqual(swingFacings(Math.PI / 2))
    expect(swingFacings(0)).toEqual([Math.PI, Math.PI / 2, -Math.PI / 2])
    for (const c of swings) expect(checkPowerSpends(i, c).ok).toBe(true)
    expect(checkPowerSpends(i, [{ id: 'swing', facing: 0.3 }]).ok).toBe(true)
    for (const facing of [Number.NaN, Number.POSITIVE_INFINITY, '1' as unknown as number]) {
      const r = checkPowerSpends(i, [{ id: 'swing', facing }])
      expect(r.ok ? null : r.error.code).toBe('gunframe/power_bad_option')
    }
    const other = checkPowerSpends(i, [{ id: 'distract', facing: 1 }])
    expect(other.ok ? null : other.error.code).toBe('gunframe/power_bad_option')
    // Without the attacker's facing the list keeps the bare swing (the battle's about-face).
    expect(powerCombos(input({ points: 1 })).filter((c) => c[0]?.id === 'swing')).toEqual([[{ id: 'swing' }]])
  })

  test('GF-POW-COMBOS: the list is capped', () => {
    const i = input({
      points: 6,
      attacker: attacker({ upgrades: ['run-and-gun'], weaponUpgrades: ['burn', 'blast'] }),
      nearby: [],
    })
    expect(powerCombos(i, 20)).toHaveLength(20)
  })
})
