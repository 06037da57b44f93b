import { expect, test } from 'vitest'
import { fuzz } from './fuzz.testkit.ts'

// 2,000 games in four files so the workers share them.
test('GF-FUZZ: 500 random-vs-random games (part 2 of 4) with illegal decisions mixed in', () => {
  const r = fuzz(500, 1000)
  expect(r.games).toBe(500)
  expect(r.exceptions).toEqual([])
  expect(r.legalRejected).toEqual([])
  expect(r.unchangedViolations).toBe(0)
  expect(r.unfinished).toBe(0)
  expect(r.rejected).toBeGreaterThan(500)
})
