import { describe, expect, test } from 'vitest'
import { POWER_ATTACKS, powerDef, spendCost } from './catalogue.ts'

describe('power attack catalogue', () => {
  test('GF-POW-TABLE: 8 basic and 5 special power attacks with the book table costs', () => {
    // POWER ATTACKS › the cost table.
    const costs = Object.fromEntries(POWER_ATTACKS.map((p) => [p.id, p.cost]))
    expect(costs).toEqual({
      distract: 1,
      recoil: 1,
      swing: 1,
      'knock-down': 2,
      throw: 2,
      'shut-down': 3,
      explode: 'X',
      suppression: 'X',
      'target-painting': 1,
      blast: 'X',
      burn: 'X',
      'chain-attack': 'X',
      'run-and-gun': 'X',
    })
    expect(POWER_ATTACKS.filter((p) => p.kind === 'basic')).toHaveLength(8)
    expect(POWER_ATTACKS.filter((p) => p.kind === 'special')).toHaveLength(5)
    expect(new Set(POWER_ATTACKS.map((p) => p.ruleId)).size).toBe(13)
    expect(POWER_ATTACKS.every((p) => p.ruleId.startsWith('GF-POW-'))).toBe(true)
  })

  test('GF-POW-SPECIAL: each special power attack names the upgrade that grants it', () => {
    const g = Object.fromEntries(POWER_ATTACKS.filter((p) => p.grantedBy).map((p) => [p.id, p.grantedBy]))
    expect(g).toEqual({
      'target-painting': { upgrade: 'target-painting', on: 'weapon' },
      blast: { upgrade: 'blast', on: 'weapon' },
      burn: { upgrade: 'burn', on: 'weapon' },
      'chain-attack': { upgrade: 'chain-attack', on: 'weapon' },
      'run-and-gun': { upgrade: 'run-and-gun', on: 'unit' },
    })
  })

  test('GF-POW-IMMUNITY: Co-Pilot against distract, Bracketed against explode', () => {
    expect(powerDef('distract')?.immuneWith).toEqual(['co-pilot'])
    expect(powerDef('explode')?.immuneWith).toEqual(['bracketed'])
    expect(POWER_ATTACKS.filter((p) => p.immuneWith.length > 0)).toHaveLength(2)
  })

  test('GF-POW-SWING / GF-POW-THROW: close only (Reach opens throw at short); explode needs a destroyed target', () => {
    expect(powerDef('swing')?.bands).toEqual(['close'])
    expect(powerDef('throw')?.bands).toEqual(['close'])
    expect(powerDef('throw')?.bandsWith).toEqual({ upgrade: 'reach', bands: ['short'] })
    expect(powerDef('explode')?.target).toBe('destroyed')
    expect(powerDef('nope')).toBeUndefined()
    expect(powerDef('toString')).toBeUndefined()
  })

  test('GF-POW-COST-X: an X purchase costs its X, a fixed one its printed cost', () => {
    expect(spendCost(powerDef('blast')!, 2)).toBe(2)
    expect(spendCost(powerDef('shut-down')!, undefined)).toBe(3)
  })
})
