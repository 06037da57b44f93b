import { unwrap } from '@sortie/engine'
import { expect, test } from 'vitest'
import { jumpChargeOdds, pilotSkillOdds } from './pilot.ts'

test('GF-PILOT-SKILL: Kenzie example — 4+ passes on 4, 5 or 6', () => {
  // PILOT SKILL section.
  const o = unwrap(pilotSkillOdds(4))
  expect(o.pSuccess).toBeCloseTo(1 / 2, 12)
  expect(unwrap(pilotSkillOdds(3)).pSuccess).toBeCloseTo(2 / 3, 12)
  expect(unwrap(pilotSkillOdds(7)).pSuccess).toBe(0)
  expect(unwrap(pilotSkillOdds(1)).pSuccess).toBeCloseTo(1, 12)
})

test('GF-PILOT-DAMAGE-ROLL: a failed 4+ does damage equal to the roll: 1, 2 or 3, expected 1', () => {
  const o = unwrap(pilotSkillOdds(4))
  expect(o.failFaces.slice(1)).toEqual([1 / 6, 1 / 6, 1 / 6, 0, 0, 0])
  expect(o.expectedFailDamage).toBeCloseTo(1, 12)
})

test('GF-UPG-INSPIRING / GF-UPG-LUCKY: re-rolling a failed 4+ passes 3/4', () => {
  const o = unwrap(pilotSkillOdds(4, { reroll: 'failures' }))
  expect(o.pSuccess).toBeCloseTo(3 / 4, 12)
  expect(o.faces.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12)
  expect(unwrap(pilotSkillOdds(3, { reroll: 'failures' })).pSuccess).toBeCloseTo(8 / 9, 12)
})

test('GF-UPG-HANDS: a forced re-roll of successes leaves a 4+ at 1/4', () => {
  expect(unwrap(pilotSkillOdds(4, { reroll: 'successes' })).pSuccess).toBeCloseTo(1 / 4, 12)
  expect(unwrap(pilotSkillOdds(3, { reroll: 'successes' })).pSuccess).toBeCloseTo(4 / 9, 12)
})

test('GF-SPM-JUMP-CHARGE / GF-UPG-DEATH-FROM-ABOVE: target damage after a jump charge', () => {
  const plain = unwrap(jumpChargeOdds(4))
  expect(plain.targetDamage).toEqual([0.5, 0.5])
  expect(plain.selfDamage).toEqual([0, 1])
  const dfa = unwrap(jumpChargeOdds(4, true)).targetDamage
  // Pass (1/2): D3; fail (1/2): 1.
  ;[0, 1 / 2 + 1 / 6, 1 / 6, 1 / 6].forEach((p, k) => {
    expect(dfa[k]).toBeCloseTo(p, 12)
  })
})

test('GF-ODDS-PILOT: bad skills and options are coded errors', () => {
  expect(pilotSkillOdds(0).ok).toBe(false)
  expect(pilotSkillOdds(3.5).ok).toBe(false)
  expect(pilotSkillOdds(4, { reroll: 'all' as 'none' }).ok).toBe(false)
  expect(jumpChargeOdds(9).ok).toBe(false)
})
