import { describe, expect, test } from 'vitest'
import { runSim } from './sim.ts'

// On real terrain every decision legal() lists must be accepted by apply(): a unit hovering
// over crates once was offered a transform into a walking form that could not land there.
describe('bots on terrain', () => {
  test('GF-SPM-TRANSFORM: random bots on a city table never pick a listed decision that is refused', () => {
    const r = runSim({
      games: 9,
      seed: 's4841',
      bots: ['random', 'random'],
      battlefield: 'city',
      mission: 'loot',
    })
    expect(r.games.filter((g) => g.error)).toEqual([])
    expect(r.errors).toBe(0)
  })
})
