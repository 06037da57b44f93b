// Upgrades › Split Fire: the odds of a split attack, share by share, against the dice the battle
// then rolls for each share (GF-ODDS-SAME-DICE).
import { expect, test } from 'vitest'
import { openGround } from '../core/open-ground.ts'
import { standardModules } from '../modules/index.ts'
import { A, B, B2, S } from '../testkit/fixtures.ts'
import { eventsOf, NO_CLOSE, play, testRuleset, two } from '../testkit/testing.ts'
import { attackOddsFor } from './attack-odds.ts'
import { splitAttackOdds } from './split-odds.ts'

const split = [
  { target: B, dice: 2 },
  { target: B2, dice: 1 },
]

function scene() {
  const s = two({ profile: { upgrades: [{ id: 'split-fire', on: 'short' }] } }, {}, [
    { side: 'p2', pos: { x: 14, y: 15 }, facing: S, profile: { loadout: NO_CLOSE, defense: 2 } },
  ])
  return play(s, [{ kind: 'activate', unit: A }]).state
}

test('GF-UPG-SPLIT-FIRE: splitAttackOdds gives each share its own dice and defense, as the battle rolls them', () => {
  const s = scene()
  const opts = { modules: standardModules(), table: openGround }
  const r = splitAttackOdds(s, A, split, opts)
  if (!r.ok) throw new Error(r.error.code)
  const [first, second] = r.value.odds.targets
  expect([first?.attackPool, first?.defensePool]).toEqual([2, 3])
  expect([second?.attackPool, second?.defensePool]).toEqual([1, 2])
  // Independent shares: the totals add up; the whole weapon on one target is another attack.
  expect(r.value.odds.expectedTotalDamage).toBeCloseTo(
    (first?.expectedDamage ?? 0) + (second?.expectedDamage ?? 0),
    12,
  )
  const whole = attackOddsFor(s, A, B, opts)
  expect(whole.ok && whole.value.preview.attackPool).toBe(3)
  // The battle rolls the same pools for each share.
  const one = play(s, [{ kind: 'attack', target: B, split }], [1, 1, 1, 1, 1])
  expect(eventsOf(one.events, 'FirepowerRolled')[0]).toMatchObject({ pool: 2 })
  expect(eventsOf(one.events, 'DefenseRolled')[0]).toMatchObject({ unit: B, pool: 3 })
  // B may react to its share before the second share is rolled.
  expect(testRuleset.prompt(one.state)).toMatchObject({ kind: 'react', units: [B] })
  const next = play(one.state, [{ kind: 'pass' }], [1, 1, 1])
  expect(eventsOf(next.events, 'FirepowerRolled')[0]).toMatchObject({ pool: 1 })
  expect(eventsOf(next.events, 'DefenseRolled')[0]).toMatchObject({ unit: B2, pool: 2 })
})

test('GF-UPG-SPLIT-FIRE: a share the battle would refuse is refused by splitAttackOdds with the same code', () => {
  const s = scene()
  const far = { ...s, units: s.units.map((u) => (u.id === B2 ? { ...u, pos: { x: 10, y: 45 } } : u)) }
  const r = splitAttackOdds(far, A, split, { modules: standardModules(), table: openGround })
  expect(!r.ok && r.error.code).toBe('gunframe/out_of_range')
})
