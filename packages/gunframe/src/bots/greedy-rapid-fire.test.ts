/**
 * GF-BOT-GREEDY-RAPID: a second shot with a system the unit already fired this activation needs a
 * focus point (GF-ATK-RAPID-FIRE); the odds a bot reads say so, and the greedy bot scores that shot
 * a little under a fresh one, so it spends the point only when the shot is worth more.
 */
import { attackOddsFor, expectedAttack, standardModules } from '@sortie/gunframe/battle'
import { tableRules } from '@sortie/gunframe/table'
import { activateAttack, play, scenario } from '@sortie/gunframe/testkit'
import { expect, test } from 'vitest'

const A = 'unit:p1:0'
const B = 'unit:p2:0'
const N = Math.PI / 2

const duel = () =>
  scenario([
    { side: 'p1', pos: { x: 10, y: 10 }, facing: N },
    { side: 'p2', pos: { x: 10, y: 17 }, facing: -N, set: { activated: true } },
  ])

test('GF-BOT-GREEDY-RAPID: the odds of a second shot with the same system say it needs rapid fire', () => {
  const modules = standardModules()
  const look = { table: tableRules, modules }
  const first = play(duel(), [{ kind: 'activate', unit: A }]).state
  const fired = play(duel(), activateAttack(A, B), [1, 1, 1, 1, 1, 1]).state
  const unitsOf = (s: typeof first) =>
    [s.units.find((u) => u.id === A), s.units.find((u) => u.id === B)] as const
  const [a0, b0] = unitsOf(first)
  const [a1, b1] = unitsOf(fired)
  if (!a0 || !b0 || !a1 || !b1) throw new Error('units missing')
  const fresh = expectedAttack(first, look, a0, b0, { lock: 'keep', defendWith: 'best', evade: false })
  const again = expectedAttack(fired, look, a1, b1, { lock: 'keep', defendWith: 'best', evade: false })
  expect(fresh.ok && fresh.value.plan.needsRapidFire).toBe(false)
  expect(again.ok && again.value.plan.needsRapidFire).toBe(true)
  // The full odds say the same.
  const slow = attackOddsFor(fired, A, B, { modules, table: tableRules })
  expect(slow.ok && slow.value.plan.needsRapidFire).toBe(true)
})
