/**
 * Guardian (GF-UPG-GUARDIAN) asked about what a move does at its end (GF-RULING-GUARDIAN-SOURCES,
 * actions/move-hazards.ts): dangerous ground entered and a jump charge's hit on its target. The
 * hit, the splash and the disengage are in attack-choices.test.ts.
 */
import { expect, test } from 'vitest'
import { box } from '../../../table/build.ts'
import { DEFAULT_BATTLEFIELD } from '../../core/setup.ts'
import { moveTo } from '../../testkit/decisions.ts'
import { A, N } from '../../testkit/fixtures.ts'
import { realPlay, realRuleset } from '../../testkit/optional.ts'
import { eventsOf, play, scenario, testRuleset, unitOf, ups } from '../../testkit/testing.ts'

const G = 'unit:p1:1'

test('GF-RULING-GUARDIAN-SOURCES / GF-TER-DANGEROUS: a Guardian may take the damage dangerous ground does to a friend at the end of its move; the move then ends as usual', () => {
  // A walks 4" north across a strip of mines and fails its Pilot Skill roll with a 3; its
  // Guardian stands beside where it ends.
  const mines = box('mines', 0, 7.5, 36, 1, { qualities: ['dangerous'] })
  const s = scenario(
    [
      { side: 'p1', pos: { x: 10, y: 10 } },
      { side: 'p1', pos: { x: 14, y: 6 }, profile: ups('guardian') },
      { side: 'p2', pos: { x: 30, y: 30 } },
    ],
    { field: { ...DEFAULT_BATTLEFIELD, terrain: [mines] } },
  )
  const moved = realPlay(
    s,
    [{ kind: 'activate', unit: A }, moveTo({ x: 10, y: 10 }, { x: 10, y: 6 }, N)],
    [3],
  )
  expect(eventsOf(moved.events, 'PilotSkillRoll').at(-1)).toMatchObject({
    why: 'dangerous:terrain:mines',
    success: false,
  })
  expect(realRuleset.prompt(moved.state)).toMatchObject({
    kind: 'choose',
    id: 'guardian-move',
    options: ['decline', `guard:${G}`],
    data: { for: A, damage: 3, kind: 'dangerous' },
  })
  const guarded = realPlay(moved.state, [{ kind: 'choose', option: `guard:${G}` }])
  expect([unitOf(guarded.state, A).armour, unitOf(guarded.state, G).armour]).toEqual([8, 5])
  expect(unitOf(guarded.state, A).pos).toEqual({ x: 10, y: 6 })
  // The move ends as any move does: the enemy in sight may react to it.
  const reaction = { seat: 'p2', kind: 'react', trigger: { type: 'moved', by: A } }
  expect(realRuleset.prompt(guarded.state)).toMatchObject(reaction)
  const declined = realPlay(moved.state, [{ kind: 'choose', option: 'decline' }])
  expect([unitOf(declined.state, A).armour, unitOf(declined.state, G).armour]).toEqual([5, 8])
  expect(realRuleset.prompt(declined.state)).toMatchObject(reaction)
})

test('GF-RULING-GUARDIAN-SOURCES / GF-SPM-JUMP-CHARGE: the charged unit’s Guardian may take the jump charge’s hit; the jumper still takes its 1', () => {
  // A (p1, Jump) jumps into contact with B (p2); B's friend, a Guardian, stands 2" from B.
  const s = scenario([
    { side: 'p1', pos: { x: 10, y: 10 }, profile: ups('jump') },
    { side: 'p2', pos: { x: 10, y: 15 } },
    { side: 'p2', pos: { x: 13, y: 15 }, profile: ups('guardian') },
  ])
  const B = 'unit:p2:0'
  const P2G = 'unit:p2:1'
  const jumped = play(
    s,
    [{ kind: 'activate', unit: A }, moveTo({ x: 10, y: 10 }, { x: 10, y: 12.97 }, N, { special: 'jump' })],
    [4],
  )
  expect(eventsOf(jumped.events, 'JumpCharge')[0]).toMatchObject({ success: true, damage: 1 })
  expect(testRuleset.prompt(jumped.state)).toMatchObject({
    seat: 'p2',
    kind: 'choose',
    id: 'guardian-move',
    data: { for: B, damage: 1, kind: 'jump' },
  })
  const guarded = play(jumped.state, [{ kind: 'choose', option: `guard:${P2G}` }])
  expect([
    unitOf(guarded.state, A).armour,
    unitOf(guarded.state, B).armour,
    unitOf(guarded.state, P2G).armour,
  ]).toEqual([7, 8, 7])
})
