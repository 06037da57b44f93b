// Environmental Conditions › Darkness (the free evade after a move into obscuring terrain).
import { expect, test } from 'vitest'
import type { BattleState } from '../../core/types.ts'
import { at, feature, realPlay, realRuleset, tableGame } from '../../testkit/optional.ts'
import { eventsOf, unitOf } from '../../testkit/testing.ts'

const FOREST = feature('forest', 9, 12, 4, 4, { qualities: ['difficult', 'obscuring'], height: 4 })

function dark(enemy = at(11, 30), upgrades: string[] = [], env = 'darkness'): BattleState {
  return tableGame(
    [],
    [
      {
        side: 'p1',
        pos: at(11, 11.5),
        profile: { upgrades: ['all-terrain', ...upgrades].map((id) => ({ id })) },
      },
      { side: 'p2', pos: enemy },
    ],
    [FOREST],
    { env: { id: env as 'darkness' } },
  )
}

const into = [
  { kind: 'activate' as const, unit: 'unit:p1:0' },
  { kind: 'move' as const, path: [at(11, 11.5), at(11, 14)], facing: Math.PI / 2 },
]

test('GF-ENV-DARKNESS-EVADE: a move ending in obscuring terrain 8"+ from every enemy may be followed by an evade for a Focus Point', () => {
  const { state } = realPlay(dark(), into)
  expect(realRuleset.prompt(state)).toMatchObject({ kind: 'choose', id: 'dark-evade' })
  const { state: after, events } = realPlay(state, [{ kind: 'choose', option: 'evade' }])
  expect(eventsOf(events, 'FocusSpent')[0]).toMatchObject({ for: 'dark-evade' })
  expect(unitOf(after, 'unit:p1:0')).toMatchObject({ counters: { evade: true }, turn: { evadeUsed: true } })
  expect(after.focus.p1).toBe(0)
  // Still the unit's own activation: one action left.
  expect(realRuleset.prompt(after)).toMatchObject({ kind: 'action', actionsLeft: 1 })
})

test('GF-ENV-DARKNESS-EVADE: Stealth and Cloaking evade for free', () => {
  const { state } = realPlay(dark(at(11, 30), ['stealth']), [...into, { kind: 'choose', option: 'evade' }])
  expect(state.focus.p1).toBe(1)
  expect(unitOf(state, 'unit:p1:0').counters.evade).toBe(true)
})

test('GF-ENV-DARKNESS-EVADE: no free evade with an enemy within 8", outside obscuring terrain, or in daylight', () => {
  const near = realPlay(dark(at(11, 24)), into).state
  expect(realRuleset.prompt(near)).toMatchObject({ kind: 'action' })
  const open = realPlay(dark(), [
    { kind: 'activate', unit: 'unit:p1:0' },
    { kind: 'move', path: [at(11, 11.5), at(15, 11.5)], facing: 0 },
  ]).state
  expect(realRuleset.prompt(open)).toMatchObject({ kind: 'action' })
  const day = realPlay(dark(at(11, 30), [], 'none'), [...into, { kind: 'pass' }]).state
  expect(realRuleset.prompt(day)).toMatchObject({ kind: 'action' })
})
