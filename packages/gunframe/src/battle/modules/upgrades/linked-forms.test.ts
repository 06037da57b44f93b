// Upgrades › Linked Upgrades with Optional Rules › Combiners: a combined form that carries a
// linked upgrade is paired with the one other holder in its force once it is in play.
import { expect, test } from 'vitest'
import type { BattleCtx } from '../../core/context.ts'
import { combinerGame } from '../../testkit/combiners.ts'
import { activateAttack } from '../../testkit/decisions.ts'
import { type Placed, play, testRuleset, unitOf, ups } from '../../testkit/testing.ts'
import { upgradesModule } from './module.ts'

const FORM = 'unit:p1:c0'
const ENEMY = 'unit:p2:0'
const ones = Array.from({ length: 40 }, () => 1)

/** Three team members (unit:p1:0…2, the second with `second`) and an outsider (unit:p1:3) with `outsider`. */
function game(optional: string[], second: string[], outsider: string[]) {
  const members: Placed[] = [
    { side: 'p1', pos: { x: 10, y: 10 } },
    { side: 'p1', pos: { x: 12.5, y: 10 }, profile: ups(...second) },
    { side: 'p1', pos: { x: 15, y: 10 } },
    { side: 'p1', pos: { x: 20, y: 12 }, profile: ups(...outsider) },
  ]
  return combinerGame(optional, members, [{ side: 'p2', pos: { x: 10, y: 22 } }], {
    combinedFrom: [0, 1, 2],
    ...ups('buddies'),
  })
}

/** p1's first member forms the giant; then p2 attacks it (it has activated: it cannot react itself). */
function formedThenAttacked(second: string[], outsider: string[]) {
  const formed = play(game(['combiners'], second, outsider), [
    { kind: 'activate', unit: 'unit:p1:0' },
    { kind: 'optional', action: 'combine' },
  ]).state
  formed.focus.p1 = 2
  return { formed, attacked: play(formed, activateAttack(ENEMY, FORM), ones).state }
}

test('GF-RULING-COMBINED-LINKED / GF-UPG-BUDDIES: a combined form’s Buddies pairs with the one other holder outside its team, who may react when the giant is attacked', () => {
  const { formed, attacked } = formedThenAttacked([], ['buddies'])
  expect(unitOf(formed, FORM).upgradeState.partners).toEqual({ buddies: 'unit:p1:3' })
  expect(unitOf(formed, 'unit:p1:3').upgradeState.partners).toEqual({ buddies: FORM })
  expect(testRuleset.prompt(attacked)).toMatchObject({
    kind: 'react',
    seat: 'p1',
    units: ['unit:p1:3'],
    trigger: { type: 'attacked', unit: 'unit:p1:3' },
  })
})

test('GF-RULING-COMBINED-LINKED: paired with a member of its own team, the link lapses — the two are never on the table together', () => {
  const { formed, attacked } = formedThenAttacked(['buddies'], [])
  expect(unitOf(formed, FORM).upgradeState.partners).toEqual({ buddies: 'unit:p1:1' })
  expect(formed.opt?.stash.some((u) => u.id === 'unit:p1:1')).toBe(true)
  expect(testRuleset.prompt(attacked)).toMatchObject({ kind: 'action', seat: 'p2' })
})

test('GF-RULING-COMBINED-LINKED / GF-OPT-COMBINER-GESTALT: a team that starts combined is paired when the first unit is set down', () => {
  const s = game(['combiner-gestalt'], [], ['buddies'])
  const form = s.units.find((u) => u.id === FORM)
  expect(form?.upgradeState.partners).toBeUndefined()
  const quiet = { emit: () => {} } as unknown as BattleCtx
  upgradesModule().onEvent?.(s, quiet, {
    type: 'UnitDeployed',
    unit: 'unit:p1:3',
    pos: { x: 20, y: 12 },
    facing: 0,
  })
  expect(form?.upgradeState.partners).toEqual({ buddies: 'unit:p1:3' })
  expect(unitOf(s, 'unit:p1:3').upgradeState.partners).toEqual({ buddies: FORM })
})
