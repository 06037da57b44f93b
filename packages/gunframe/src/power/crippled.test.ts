import { describe, expect, test } from 'vitest'
import { NO_CONDITIONS } from './conditions.ts'
import {
  countsForFocus,
  crippledPenalty,
  crippledProfile,
  crippledThreshold,
  isCrippled,
} from './crippled.ts'

const loadout = { close: 3, short: 4, medium: 1, long: 0 }

describe('crippled units', () => {
  test('GF-CRIPPLED: the five gunframe frames’ critical points (book table)', () => {
    // CRIPPLED UNITS › Critical Point table.
    const frames = { scout: 4, light: 6, medium: 8, heavy: 10, superheavy: 12 }
    const critical = Object.fromEntries(Object.entries(frames).map(([f, a]) => [f, crippledThreshold(a)]))
    expect(critical).toEqual({ scout: 1, light: 2, medium: 2, heavy: 3, superheavy: 3 })
  })

  test('GF-CRIPPLED: a medium (8) cripples at 2, a heavy (10) at 3 (book examples)', () => {
    expect(isCrippled({ armour: 3, maxArmour: 8 })).toBe(false)
    expect(isCrippled({ armour: 2, maxArmour: 8 })).toBe(true)
    expect(isCrippled({ armour: 4, maxArmour: 10 })).toBe(false)
    expect(isCrippled({ armour: 3, maxArmour: 10 })).toBe(true)
    expect(isCrippled({ armour: 0, maxArmour: 10 })).toBe(false)
  })

  test('GF-CRIPPLED-WEAK: units starting at 3 Armour or less never cripple', () => {
    for (const a of [1, 2, 3]) expect(crippledThreshold(a)).toBeNull()
    expect(isCrippled({ armour: 1, maxArmour: 3 })).toBe(false)
  })

  test('GF-CRIPPLED-REPAIR: repaired above the critical point, it is back to normal', () => {
    const u = { armour: 2, maxArmour: 8, speed: 5, loadout }
    expect(crippledProfile(u).penalised).toBe(true)
    expect(crippledProfile({ ...u, armour: 3 })).toEqual({
      speed: 5,
      loadout,
      crippled: false,
      penalised: false,
    })
  })

  test('GF-CRIPPLED-EFFECTS: Speed and every weapon system halved, rounding up', () => {
    const p = crippledProfile({ armour: 3, maxArmour: 10, speed: 5, loadout })
    expect(p).toEqual({
      speed: 3,
      loadout: { close: 2, short: 2, medium: 1, long: 0 },
      crippled: true,
      penalised: true,
    })
  })

  test('GF-CRIPPLED-FOCUS: a crippled unit adds nothing to the Focus Point pool', () => {
    const u = { armour: 2, maxArmour: 8, conditions: NO_CONDITIONS }
    expect(countsForFocus(u)).toBe(false)
    expect(countsForFocus({ ...u, armour: 5 })).toBe(true)
    expect(countsForFocus({ ...u, armour: 5, conditions: { ...NO_CONDITIONS, shutDown: true } })).toBe(false)
  })

  test('GF-CRIPPLED-SETTING: with the optional rule off, nothing changes', () => {
    const u = { armour: 2, maxArmour: 8, speed: 5, loadout, conditions: NO_CONDITIONS }
    expect(crippledProfile(u, false)).toEqual({ speed: 5, loadout, crippled: false, penalised: false })
    expect(countsForFocus(u, false)).toBe(true)
  })

  /** A Speed 5 unit crippled at 2 of 8 Armour, carrying these upgrades. */
  const crippledWith = (upgrades: string[]) => ({
    armour: 2,
    maxArmour: 8,
    speed: 5,
    loadout,
    upgrades,
    conditions: NO_CONDITIONS,
  })

  test('GF-UPG-REINFORCED / GF-RULING-9: no crippled penalty at all, Focus Points included', () => {
    const u = crippledWith(['reinforced'])
    expect(crippledPenalty(u)).toBe(false)
    expect(crippledProfile(u)).toEqual({ speed: 5, loadout, crippled: true, penalised: false })
    expect(countsForFocus(u)).toBe(true)
  })

  test('GF-UPG-ANGER-ISSUES / GF-RULING-9: no penalty, and +2 Close while crippled', () => {
    const u = crippledWith(['anger-issues'])
    expect(crippledProfile(u).loadout).toEqual({ ...loadout, close: 5 })
    expect(crippledProfile(u).speed).toBe(5)
    expect(countsForFocus(u)).toBe(true)
    expect(crippledProfile({ ...u, armour: 6 }).loadout.close).toBe(3)
  })
  test('GF-RULING-9: Reinforced or Anger Issues remove every crippled consequence, Focus Point loss included', () => {
    for (const upgrades of [['reinforced'], ['anger-issues']]) {
      const u = { armour: 1, maxArmour: 4, speed: 7, loadout, upgrades, conditions: NO_CONDITIONS }
      expect(crippledProfile(u).penalised).toBe(false)
      expect(crippledProfile(u).speed).toBe(7)
      expect(countsForFocus(u)).toBe(true)
    }
  })
})
