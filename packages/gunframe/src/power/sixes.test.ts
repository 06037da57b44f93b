import { describe, expect, test } from 'vitest'
import { NO_CONDITIONS } from './conditions.ts'
import { defenderSixOptions } from './sixes.ts'

const owlBear = { upgrades: [] as string[], closeUpgrades: ['parry'], conditions: NO_CONDITIONS }

describe('defender sixes', () => {
  test('GF-UPG-PARRY: the Owl Bear blocks everything with two sixes: 2 damage back instead of a 2" dodge', () => {
    // LOADOUT UPGRADES › Parry example; defense dice scripted as 6, 6, 4 against 3 hits.
    const dice = [6, 6, 4]
    const sixes = dice.filter((d) => d === 6).length
    const allBlocked = dice.filter((d) => d >= 4).length >= 3
    expect(defenderSixOptions({ ...owlBear, sixes, allBlocked, band: 'close' })).toEqual({
      dodgeInches: 2,
      parryDamage: 2,
    })
  })

  test('GF-RULING-2: parry works whether or not every hit was blocked, and never beyond close range', () => {
    expect(defenderSixOptions({ ...owlBear, sixes: 1, allBlocked: false, band: 'close' })).toEqual({
      dodgeInches: 0,
      parryDamage: 1,
    })
    expect(defenderSixOptions({ ...owlBear, sixes: 2, allBlocked: true, band: 'short' })).toEqual({
      dodgeInches: 2,
      parryDamage: 0,
    })
  })

  test('GF-UPG-AGILE: 2" of dodge per six', () => {
    expect(
      defenderSixOptions({ ...owlBear, upgrades: ['agile'], sixes: 2, allBlocked: true, band: 'medium' })
        .dodgeInches,
    ).toBe(4)
  })

  test('GF-DEF-DODGE: no dodge when knocked down or shut down; no parry when shut down', () => {
    const down = { ...owlBear, conditions: { ...NO_CONDITIONS, knockedDown: true } }
    expect(defenderSixOptions({ ...down, sixes: 2, allBlocked: true, band: 'close' })).toEqual({
      dodgeInches: 0,
      parryDamage: 2,
    })
    const off = { ...owlBear, conditions: { ...NO_CONDITIONS, shutDown: true } }
    expect(defenderSixOptions({ ...off, sixes: 2, allBlocked: true, band: 'close' })).toEqual({
      dodgeInches: 0,
      parryDamage: 0,
    })
  })
})
