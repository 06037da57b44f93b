import { expect, test } from 'vitest'
import { missionScenario } from './mission-testkit.ts'
import { eventsOf, play } from './testing.ts'

const tank = {
  frame: 'tank' as const,
  conventional: true,
  loadout: { close: 0, short: 2, medium: 2, long: 0 },
}

function group(optional: string[]) {
  const s = missionScenario(
    [
      { side: 'p1', pos: { x: 10, y: 5 }, profile: tank },
      { side: 'p1', pos: { x: 13, y: 5 }, profile: tank },
      { side: 'p1', pos: { x: 16, y: 5 }, profile: tank },
      { side: 'p1', pos: { x: 30, y: 5 }, profile: tank },
      { side: 'p2', pos: { x: 13, y: 17 } },
    ],
    { id: 'carnage' },
  )
  s.mission.optional = optional
  return s
}

test('GF-OPT-GROUPS: three tanks with Medium 2 attack as a group with 6 dice (book example)', () => {
  const dice = [1, 1, 1, 1, 1, 1, 1, 1, 1]
  const { state, events } = play(
    group(['groups']),
    [
      { kind: 'activate', unit: 'unit:p1:0' },
      { kind: 'attack', target: 'unit:p2:0' },
    ],
    dice,
  )
  expect(eventsOf(events, 'GroupFormed')[0]).toMatchObject({ followers: ['unit:p1:1'] })
  // The third tank is more than 2" from the leader: only two tanks here.
  expect(eventsOf(events, 'FirepowerRolled')[0]).toMatchObject({ pool: 4 })
  expect(state.units.find((u) => u.id === 'unit:p1:1')?.activated).toBe(true)
  const chain = group(['groups'])
  chain.units[0]!.pos = { x: 14.5, y: 7 }
  const three = play(
    chain,
    [
      { kind: 'activate', unit: 'unit:p1:0' },
      { kind: 'attack', target: 'unit:p2:0' },
    ],
    dice,
  )
  expect(eventsOf(three.events, 'FirepowerRolled')[0]).toMatchObject({ pool: 6 })
})

test('GF-OPT-GROUPS: without the optional rule each tank attacks alone', () => {
  const { events } = play(
    group([]),
    [
      { kind: 'activate', unit: 'unit:p1:0' },
      { kind: 'attack', target: 'unit:p2:0' },
    ],
    [1, 1, 1, 1, 1, 1],
  )
  expect(eventsOf(events, 'GroupFormed')).toEqual([])
  expect(eventsOf(events, 'FirepowerRolled')[0]).toMatchObject({ pool: 2 })
})
