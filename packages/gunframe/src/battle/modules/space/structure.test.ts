// Environmental Conditions › Space Structure (hull breach after explode or blast, or a unit forced
// into the table edge).
import { expect, test } from 'vitest'
import type { BattleState } from '../../core/types.ts'
import { activateAttack } from '../../testkit/decisions.ts'
import { OWL_BEAR } from '../../testkit/fixtures.ts'
import { missionScenario } from '../../testkit/missions.ts'
import { eventsOf, NO_CLOSE, play, unitOf } from '../../testkit/testing.ts'

/** A heavy brawler (p1) in contact with B (p2), whose back is 2" from the north edge. */
function brawl(env: 'space-structure' | 'none', b = { x: 10, y: 33 }, blast = false): BattleState {
  const upgrades = blast ? [{ id: 'blast', on: 'close' as const }] : []
  return missionScenario(
    [
      { side: 'p1', pos: { x: b.x, y: b.y - 2.3 }, facing: Math.PI / 2, profile: { ...OWL_BEAR, upgrades } },
      { side: 'p2', pos: b, facing: -Math.PI / 2, profile: { loadout: NO_CLOSE } },
    ],
    { id: 'carnage' },
    { id: env },
  )
}

/** Close 6: five hits, three sixes; Defense 3 blocks two: 3 damage and 3 power points. */
const hit = (s: BattleState) =>
  play(s, activateAttack('unit:p1:0', 'unit:p2:0'), [6, 6, 6, 4, 4, 1, 4, 4, 1]).state

test('GF-ENV-SPACE-STRUCTURE: a recoil into the table edge rolls for a hull breach; 1-2 tears a 2" hazard', () => {
  const before = hit(brawl('space-structure'))
  expect(before.stack.at(-1)).toMatchObject({ t: 'attack', step: 'power', points: 3 })
  const { state, events } = play(before, [{ kind: 'power', spend: [{ id: 'recoil' }] }], [2])
  expect(eventsOf(events, 'KnockedBack')[0]).toMatchObject({ stoppedBy: 'edge' })
  const b = unitOf(state, 'unit:p2:0')
  expect(eventsOf(events, 'HullBreachRoll')).toEqual([
    { type: 'HullBreachRoll', at: b.pos, roll: 2, breach: true },
  ])
  expect(state.mission.environment?.breaches).toEqual([b.pos])
  expect(state.field.terrain.map((t) => t.id)).toEqual(['terrain:hull-breach:1'])
  // A 3 holds: a roll and nothing more.
  const held = play(before, [{ kind: 'power', spend: [{ id: 'recoil' }] }], [3])
  expect(eventsOf(held.events, 'HullBreachRoll')[0]).toMatchObject({ roll: 3, breach: false })
  expect(held.state.field.terrain).toEqual([])
})

test('GF-ENV-SPACE-STRUCTURE: no roll when the push stops short of the edge, or outside a space structure', () => {
  const room = hit(brawl('space-structure', { x: 10, y: 20 }))
  const free = play(room, [{ kind: 'power', spend: [{ id: 'recoil' }] }], [2])
  expect(eventsOf(free.events, 'KnockedBack')[0]).toMatchObject({ stoppedBy: null })
  expect(eventsOf(free.events, 'HullBreachRoll')).toEqual([])
  const ground = play(hit(brawl('none')), [{ kind: 'power', spend: [{ id: 'recoil' }] }], [2])
  expect(eventsOf(ground.events, 'KnockedBack')[0]).toMatchObject({ stoppedBy: 'edge' })
  expect(eventsOf(ground.events, 'HullBreachRoll')).toEqual([])
})

test('GF-ENV-SPACE-STRUCTURE: a blast rolls for a breach under its target (through the power prompt)', () => {
  const before = hit(brawl('space-structure', { x: 10, y: 20 }, true))
  const { state, events } = play(
    before,
    [{ kind: 'power', spend: [{ id: 'blast', x: 3 }] }],
    [1, 1, 1, 1, 1, 1],
  )
  const b = unitOf(state, 'unit:p2:0')
  expect(eventsOf(events, 'HullBreachRoll')[0]).toMatchObject({ at: b.pos, breach: true })
  expect(state.field.terrain.map((t) => t.id)).toEqual(['terrain:hull-breach:1'])
})
