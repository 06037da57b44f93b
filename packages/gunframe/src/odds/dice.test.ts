import { jointTotal } from '@sortie/engine'
import { expect, test } from 'vitest'
import { gunframeDie, poolTable } from './dice.ts'

test('GF-ATK-ROLL: a firepower or defense die is fail/success/six = 3/2/1', () => {
  const d = gunframeDie('none')
  expect(d.names).toEqual(['fail', 'success', 'six'])
  expect(d.weights).toEqual([3, 2, 1])
})

test('GF-LOCK-PRECISE / GF-EVADE-USE: re-rolling 1–3 once gives 9/18/9 out of 36', () => {
  expect(gunframeDie('failures').weights).toEqual([9, 18, 9])
})

test('GF-UPG-WARRIOR: re-rolling only 1s gives 15/14/7 out of 36', () => {
  expect(gunframeDie('ones').weights).toEqual([15, 14, 7])
})

test('GF-ODDS-TOTAL: cached pool tables are reused and sum to 1', () => {
  const a = poolTable(20, 'failures')
  expect(poolTable(20, 'failures')).toBe(a)
  expect(Math.abs(jointTotal(a.table) - 1)).toBeLessThan(1e-12)
  // atLeast[0][s] is the sixes marginal: every pool has at least 0 successes.
  a.sixes.forEach((p, s) => {
    expect(Math.abs(a.atLeast[s]! - p)).toBeLessThan(1e-12)
  })
})
