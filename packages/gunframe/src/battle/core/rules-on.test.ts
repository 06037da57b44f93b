import { describe, expect, test } from 'vitest'
import { combinersOn, rulesOn } from './rules-on.ts'
import type { BattleState } from './types.ts'

const game = (optional: string[] | undefined, settings?: BattleState['settings']) =>
  ({ mission: { optional }, settings }) as unknown as BattleState

describe('which optional rules are on', () => {
  test('GF-OPT-GROUPS: an optional rule is on exactly when the game names it; the older settings flags still switch Crippled and Panic on', () => {
    expect([...rulesOn(game(undefined))]).toEqual([])
    expect(rulesOn(game(['groups'])).has('groups')).toBe(true)
    expect(rulesOn(game(['groups'])).has('panic')).toBe(false)
    const old = rulesOn(game([], { crippled: true, panic: true }))
    expect(old.has('crippled') && old.has('panic')).toBe(true)
    expect(combinersOn(game(['combiner-ropes']))).toBe(true)
    expect(combinersOn(game(['structures']))).toBe(false)
  })
})
