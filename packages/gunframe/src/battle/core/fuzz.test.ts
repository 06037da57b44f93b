/**
 * GF-FUZZ: random games across missions × environments × optional rules × battlefield presets,
 * random legal decisions mixed with illegal ones; a failure shrinks (fast-check) to a short game.
 * The normal suite plays a small fixed-seed slice; `npm run fuzz` sets GF_FUZZ_RUNS (10,000 games).
 */
import fc from 'fast-check'
import { expect, test } from 'vitest'
import type { FuzzGame } from '../testkit/fuzz.ts'
import {
  FUZZ_ENVIRONMENTS,
  FUZZ_FIELDS,
  FUZZ_MISSIONS,
  FUZZ_OPTIONAL,
  playFuzzGame,
} from '../testkit/fuzz.ts'
import { createGunframeRuleset } from './ruleset.ts'

const RUNS = Number(process.env.GF_FUZZ_RUNS ?? 12)
const SEED = Number(process.env.GF_FUZZ_SEED ?? 14)
const ruleset = createGunframeRuleset()

const game: fc.Arbitrary<FuzzGame> = fc.record({
  squad: fc.nat({ max: 1000 }),
  mission: fc.constantFrom(...FUZZ_MISSIONS),
  environment: fc.constantFrom(...FUZZ_ENVIRONMENTS),
  optional: fc.subarray([...FUZZ_OPTIONAL], { maxLength: 3 }),
  field: fc.constantFrom(...FUZZ_FIELDS),
  seed: fc.nat(),
  // Mostly whole games; shrinking pulls a failing one down to its first few decisions.
  steps: fc.noBias(fc.integer({ min: 1, max: 20_000 })),
})

let games = 0
let finished = 0
let refusals = 0

test(
  'GF-FUZZ: random games over every mission, environment, optional rule and battlefield never throw, refuse illegal decisions with a code and an unchanged hash, and replay to the same hash',
  () => {
    fc.assert(
      fc.property(game, (g) => {
        const r = playFuzzGame(g, ruleset)
        games++
        if (r.finished) finished++
        refusals += r.rejected
        expect(r.problems, JSON.stringify({ ...g, decisions: r.decisions.length })).toEqual([])
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: RUNS > 1000 },
    )
    expect(games).toBeGreaterThanOrEqual(RUNS)
    // Most games run to the end, and illegal decisions really were tried.
    expect(finished).toBeGreaterThan(RUNS / 2)
    expect(refusals).toBeGreaterThan(RUNS)
  },
  RUNS > 100 ? 86_400_000 : 600_000,
)

test('GF-FUZZ: every mission and variant is played at least once in the normal suite (the random slice may miss some)', () => {
  let finished = 0
  FUZZ_MISSIONS.forEach((mission, i) => {
    const g: FuzzGame = {
      squad: i * 37,
      mission,
      environment: FUZZ_ENVIRONMENTS[i % FUZZ_ENVIRONMENTS.length] as FuzzGame['environment'],
      optional: [],
      field: FUZZ_FIELDS[i % FUZZ_FIELDS.length] as FuzzGame['field'],
      seed: 1000 + i,
      steps: 20_000,
    }
    const r = playFuzzGame(g, ruleset)
    if (r.finished) finished++
    expect(r.problems, JSON.stringify({ ...g, decisions: r.decisions.length })).toEqual([])
  })
  expect(finished).toBeGreaterThan(FUZZ_MISSIONS.length / 2)
}, 600_000)
