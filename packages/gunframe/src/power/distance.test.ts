import { describe, expect, test } from 'vitest'
import { FLYER_DOWNED_FALL } from './conditions.ts'
import { fallHits, knockBackDistance } from './distance.ts'

describe('involuntary distances', () => {
  test('GF-RULING-5: damage, then halvings rounded up, then environment bonuses', () => {
    expect(knockBackDistance(3, 'recoil')).toBe(3)
    expect(knockBackDistance(3, 'recoil', { heavy: true })).toBe(2)
    expect(knockBackDistance(5, 'throw', { heavy: true, gravity: 'high' })).toBe(2)
    expect(knockBackDistance(3, 'recoil', { heavy: true, gravity: 'low' })).toBe(3)
    expect(knockBackDistance(3, 'recoil', { heavy: true, space: true })).toBe(4)
  })

  test('GF-ENV-HIGH-GRAVITY: recoil and throw halved; other knock-backs untouched', () => {
    expect(knockBackDistance(3, 'recoil', { gravity: 'high' })).toBe(2)
    expect(knockBackDistance(3, 'other', { gravity: 'high', heavy: true })).toBe(3)
  })

  test('GF-ENV-LOW-GRAVITY / GF-SPACE: +1" and +2" on every knock-back', () => {
    expect(knockBackDistance(2, 'other', { gravity: 'low' })).toBe(3)
    expect(knockBackDistance(2, 'other', { space: true })).toBe(4)
  })

  test('GF-SPM-FALLING: hits per inch fallen (book: 3" fall, 3 hits), doubled in high gravity, halved low or Reckless', () => {
    expect(fallHits(3)).toBe(3)
    expect(fallHits(8)).toBe(8)
    expect(fallHits(3, { gravity: 'high' })).toBe(6)
    expect(fallHits(3, { gravity: 'low' })).toBe(2)
    expect(fallHits(3, { reckless: true })).toBe(2)
    expect(fallHits(8, { space: true })).toBe(0)
  })

  // SPECIAL MOVEMENT › FALLING and FLY: part inches count whole; a downed flyer falls 8".
  test('GF-SPM-FALL / GF-SPM-FLY-DOWNED: a 2.5" fall is 3 hits, a downed flyer takes 8; none in space', () => {
    expect(fallHits(2.5)).toBe(3)
    expect(fallHits(FLYER_DOWNED_FALL)).toBe(8)
    expect(fallHits(3, { space: true })).toBe(0)
  })
})
