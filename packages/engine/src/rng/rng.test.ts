import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { Dice, scriptLeftover } from './dice.ts'
import { seedRng, withScript } from './state.ts'

describe('rng', () => {
  test('ENG-RNG: the same seed gives the same dice; state is plain JSON', () => {
    const a = seedRng('gunframe')
    const b = JSON.parse(JSON.stringify(seedRng('gunframe')))
    expect(new Dice(a).pool(20)).toEqual(new Dice(b).pool(20))
    expect(a).toEqual(b)
  })

  test('ENG-RNG: dice stay in range and every face turns up', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 2, max: 20 }), (seed, sides) => {
        const d = new Dice(seedRng(seed))
        const rolls = d.pool(400, sides)
        expect(rolls.every((v) => v >= 1 && v <= sides && Number.isInteger(v))).toBe(true)
        expect(new Set(rolls).size).toBe(sides)
      }),
      { numRuns: 50 },
    )
  })

  test('ENG-RNG: d6 faces are roughly uniform over 60k rolls', () => {
    const d = new Dice(seedRng('uniform'))
    const counts = [0, 0, 0, 0, 0, 0]
    for (let i = 0; i < 60000; i++) counts[d.d6() - 1]!++
    for (const c of counts) expect(Math.abs(c - 10000)).toBeLessThan(400)
  })

  test('ENG-RNG: scripted dice come out in order; left-overs are reported', () => {
    const rng = withScript(seedRng('s'), [6, 1, 4, 2])
    const d = new Dice(rng)
    expect(d.pool(2)).toEqual([6, 1])
    expect(d.d3()).toBe(2)
    expect(scriptLeftover(rng)).toEqual([2])
    expect(() => d.roll(6) && d.roll(6)).toThrow(/ran out/)
  })

  test('ENG-RNG: scripted die that does not fit the die is an error', () => {
    const d = new Dice(withScript(seedRng('s'), [7]))
    expect(() => d.d6()).toThrow(/does not fit/)
  })

  test('ENG-RNG: re-roll once replaces only the chosen dice, new results stand', () => {
    const rng = withScript(seedRng('s'), [2, 5, 1, 3, 1])
    const d = new Dice(rng)
    const first = d.pool(3)
    const r = d.rerollOnce(first, (v) => v < 4)
    expect(r.dice).toEqual([3, 5, 1])
    expect(r.rerolled).toEqual([0, 2])
  })
})
