import { unwrap } from '@sortie/engine'
import { expect, test } from 'vitest'
import { attackOdds } from './attack.ts'
import { splitFireOdds } from './split.ts'

test('GF-UPG-SPLIT-FIRE: each share is its own attack; totals combine independently', () => {
  const shares = [
    { attackDice: 1, defenseDice: 0, armour: 1 },
    { attackDice: 1, defenseDice: 0, armour: 1, cover: 'cover' as const },
  ]
  const s = unwrap(splitFireOdds(shares))
  expect(s.targets[0]!.damage).toEqual(unwrap(attackOdds(shares[0]!)).damage)
  // First: 1/2 damage. Second: hit 1/2, then blocked 1/2 → 1/4 damage.
  ;[3 / 8, 1 / 2, 1 / 8].forEach((p, k) => {
    expect(s.totalDamage[k]).toBeCloseTo(p, 12)
  })
  expect(s.expectedTotalDamage).toBeCloseTo(3 / 4, 12)
  expect(s.anyDestroyed).toBeCloseTo(1 - (1 / 2) * (3 / 4), 12)
})

test('GF-UPG-SPLIT-FIRE: an error names the share', () => {
  const r = splitFireOdds([
    { attackDice: 1, defenseDice: 0 },
    { attackDice: -1, defenseDice: 0 },
  ])
  expect(r.ok).toBe(false)
  if (!r.ok) expect(r.error.path).toBe('[1].attackDice')
})
