/**
 * GF-ODDS-MEMO: the remembered expected damage is bit for bit the expected damage of the full
 * odds, cold or remembered, for every pool size and re-roll a battle meets.
 */
import { unwrap } from '@sortie/engine'
import { expect, test } from 'vitest'
import { oddsFromResolved } from './attack.ts'
import { clearExpectedDamageMemo, computeExpectedDamage, expectedDamageOf } from './expected.ts'
import { type ResolvedAttack, resolveAttack } from './input.ts'

const ATTACK_REROLLS = ['none', 'ones', 'failures'] as const
const DEFENSE_REROLLS = ['none', 'failures'] as const

function cases(): ResolvedAttack[] {
  const out: ResolvedAttack[] = []
  for (let a = 0; a <= 16; a++)
    for (let d = 0; d <= 16; d += 3)
      for (const ar of ATTACK_REROLLS)
        for (const dr of DEFENSE_REROLLS)
          out.push(
            unwrap(
              resolveAttack({
                attackDice: a,
                defenseDice: d,
                rerollAttackMisses: ar === 'failures',
                rerollAttackOnes: ar === 'ones',
                rerollDefense: dr === 'failures',
                powerful: (a + d) % 2 === 0,
                armour: 1 + ((a * 7 + d) % 9),
              }),
            ),
          )
  return out
}

test('GF-ODDS-MEMO: expectedDamageOf equals oddsFromResolved(…).expectedDamage, cold and remembered', () => {
  const all = cases()
  clearExpectedDamageMemo()
  const cold = all.map(expectedDamageOf)
  const warm = all.map(expectedDamageOf)
  all.forEach((r, i) => {
    const full = oddsFromResolved(r).expectedDamage
    expect(Object.is(cold[i], full)).toBe(true)
    expect(Object.is(warm[i], full)).toBe(true)
    expect(Object.is(computeExpectedDamage(r), full)).toBe(true)
  })
})

test('GF-ODDS-MEMO: pools differing in one number never share an answer', () => {
  clearExpectedDamageMemo()
  const base = unwrap(resolveAttack({ attackDice: 6, defenseDice: 4 }))
  const variants: ResolvedAttack[] = [
    base,
    { ...base, attackPool: 7 },
    { ...base, defensePool: 5 },
    { ...base, attackReroll: 'ones' },
    { ...base, attackReroll: 'failures' },
    { ...base, defenseReroll: 'failures' },
  ]
  const seen = variants.map(expectedDamageOf)
  expect(new Set(seen).size).toBe(variants.length)
  variants.forEach((r, i) => {
    expect(seen[i]).toBe(oddsFromResolved(r).expectedDamage)
  })
})

test('GF-ODDS-MEMO: input outside the memo’s keys (a hand-built pool) is computed, not remembered wrongly', () => {
  const base = unwrap(resolveAttack({ attackDice: 3, defenseDice: 2 }))
  const odd = { ...base, attackPool: 101 }
  expect(expectedDamageOf(odd)).toBe(oddsFromResolved(odd).expectedDamage)
  expect(expectedDamageOf(base)).toBe(oddsFromResolved(base).expectedDamage)
})
