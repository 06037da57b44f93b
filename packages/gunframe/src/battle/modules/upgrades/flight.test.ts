import { describe, expect, test } from 'vitest'
import { canFly, fastFlyer, flightOf } from './flight.ts'

describe('flight', () => {
  test('GF-UPG-FAST-FLYER: flight is read from the upgrades the unit (or form) has now — Fast Flyer outranks Fly', () => {
    expect(flightOf({ upgrades: [] })).toBe('none')
    expect(flightOf({ upgrades: ['fly'] })).toBe('fly')
    expect(flightOf({ upgrades: ['fly', 'fast-flyer'] })).toBe('fast')
    expect(canFly({ upgrades: ['fast-flyer'] })).toBe(true)
    expect(fastFlyer({ upgrades: ['fly'] })).toBe(false)
  })
})
