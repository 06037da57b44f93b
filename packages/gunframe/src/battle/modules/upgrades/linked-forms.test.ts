// Upgrades › Linked Upgrades with Optional Rules › Combiners: a combined form that carries a
// linked upgrade is paired with the one other holder in its force as the forms are built.
import { unwrap } from '@sortie/engine'
import { expect, test } from 'vitest'
import type { BattleState } from '../../core/types.ts'
import { combinerGame, FORM as GIANT } from '../../testkit/combiners.ts'
import { activateAttack } from '../../testkit/decisions.ts'
import { N, S } from '../../testkit/fixtures.ts'
import { type Placed, play, profile, reject, testRuleset, unitOf, ups } from '../../testkit/testing.ts'

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

test('GF-RULING-COMBINED-LINKED / GF-OPT-COMBINER-GESTALT: a team that starts combined is paired from the start, before any unit is set down', () => {
  const s = game(['combiner-gestalt'], [], ['buddies'])
  expect(unitOf(s, FORM).status).toBe('undeployed')
  expect(unitOf(s, FORM).upgradeState.partners).toEqual({ buddies: 'unit:p1:3' })
  expect(unitOf(s, 'unit:p1:3').upgradeState.partners).toEqual({ buddies: FORM })
})

/** Gestalt from the start of a real game: a giant with Rivals and its rival outside the team. */
function rivalsDeploying(): BattleState {
  const s = unwrap(
    testRuleset.start(
      {
        squadrons: { p1: [profile(), profile(), profile(ups('rivals'))], p2: [profile(), profile()] },
        combiners: { p1: [{ ...GIANT, combinedFrom: [0, 1], ...ups('rivals') }] },
        optional: ['combiners', 'combiner-gestalt'],
        mission: { id: 'carnage' },
        attacker: 'p1',
        defenderHalf: 'north',
      },
      'rivals',
    ),
  )
  return play(s, [
    { kind: 'deploy', unit: 'unit:p2:0', pos: { x: 10, y: 33 }, facing: S },
    { kind: 'deploy', unit: 'unit:p2:1', pos: { x: 20, y: 33 }, facing: S },
  ]).state
}

test('GF-RULING-COMBINED-LINKED / GF-UPG-RIVALS: with Gestalt, a giant and its rival are paired before deployment and kept 8" apart whichever is placed first', () => {
  const s = rivalsDeploying()
  expect(testRuleset.prompt(s)).toMatchObject({ kind: 'deploy', seat: 'p1' })
  expect(unitOf(s, FORM).upgradeState.partners).toEqual({ rivals: 'unit:p1:2' })
  expect(unitOf(s, 'unit:p1:2').upgradeState.partners).toEqual({ rivals: FORM })
  const deploy = (unit: string, x: number) => ({ kind: 'deploy', unit, pos: { x, y: 4 }, facing: N }) as const
  // The giant first: the rival may not come within 8" of it, and no such spot is listed.
  const giant = play(s, [deploy(FORM, 10)]).state
  expect(reject(giant, deploy('unit:p1:2', 16))).toBe('gunframe/rivals_too_close')
  const spots = testRuleset.legal(giant).filter((d) => d.kind === 'deploy' && d.unit === 'unit:p1:2')
  expect(spots.length).toBeGreaterThan(0)
  const radii = unitOf(giant, FORM).profile.radius + unitOf(giant, 'unit:p1:2').profile.radius
  for (const d of spots)
    if (d.kind === 'deploy') expect(Math.hypot(d.pos.x - 10, d.pos.y - 4) - radii).toBeGreaterThan(8)
  // The rival first: the giant is held off it the same way.
  const rival = play(s, [deploy('unit:p1:2', 10)]).state
  expect(reject(rival, deploy(FORM, 16))).toBe('gunframe/rivals_too_close')
  expect(unitOf(play(rival, [deploy(FORM, 30)]).state, FORM).status).toBe('table')
})
