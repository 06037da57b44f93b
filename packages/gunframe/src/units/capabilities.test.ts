// What the rules libraries ask of a unit's upgrades (units/capabilities.ts).
import { describe, expect, test } from 'vitest'
import { hasCapability, upgradeGives } from './capabilities.ts'

describe('upgrade capabilities', () => {
  test('GF-UPG-REINFORCED, GF-UPG-ANGER-ISSUES: either shields a unit from crippling', () => {
    expect(hasCapability(['reinforced'], 'ignores-crippling')).toBe(true)
    expect(hasCapability(['lucky', 'anger-issues'], 'ignores-crippling')).toBe(true)
    expect(hasCapability(['lucky'], 'ignores-crippling')).toBe(false)
    expect(hasCapability(undefined, 'ignores-crippling')).toBe(false)
  })

  test('GF-MIS-HALO: Jump, HALO and Reckless drop in; only HALO scatters less', () => {
    for (const id of ['jump', 'halo', 'reckless']) expect(hasCapability([id], 'halo-drop')).toBe(true)
    expect(hasCapability(['jump'], 'precise-drop')).toBe(false)
    expect(hasCapability(['halo'], 'precise-drop')).toBe(true)
  })

  test("the catalogue's notations: on a weapon system, built in, the older spelling", () => {
    expect(upgradeGives('parry@close', 'parries')).toBe(true)
    expect(upgradeGives('fly!', 'flies')).toBe(true)
    expect(upgradeGives('guerilla', 'ambushes')).toBe(true)
    expect(upgradeGives('fast-flyer', 'flies-fast')).toBe(true)
    expect(upgradeGives('fly', 'flies-fast')).toBe(false)
    expect(upgradeGives('flyer', 'flies')).toBe(false)
  })
})
