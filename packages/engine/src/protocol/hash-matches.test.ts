import { describe, expect, test } from 'vitest'
import { stateHash } from './hash.ts'
import { hashMatches } from './replay.ts'

/** Today the score sits in `points`; older saves hashed it as `score`. */
type S = { points: number }
const rs = { pastHashes: (s: S) => [stateHash({ score: s.points })] }

describe('hashMatches (a saved game’s recorded hash)', () => {
  test('ENG-REPLAY: without pastHashes only the state’s hash today matches', () => {
    expect(hashMatches({}, { points: 3 }, stateHash({ points: 3 }))).toBe(true)
    expect(hashMatches({}, { points: 3 }, stateHash({ score: 3 }))).toBe(false)
  })

  test('ENG-REPLAY: a hash of the same state in an older shape matches; another state’s does not', () => {
    expect(hashMatches(rs, { points: 3 }, stateHash({ points: 3 }))).toBe(true)
    expect(hashMatches(rs, { points: 3 }, stateHash({ score: 3 }))).toBe(true)
    expect(hashMatches(rs, { points: 3 }, stateHash({ score: 4 }))).toBe(false)
  })
})
