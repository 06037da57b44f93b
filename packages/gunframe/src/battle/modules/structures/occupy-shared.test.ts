/**
 * Entering a building changes the unit's radius and Defense. The engine keeps unit profiles
 * from one state to the next (`shared` in core/ruleset.ts), so entering must hand the unit a new
 * profile (core/reprofile.ts): every earlier state keeps the profile it had.
 */
import { expect, test } from 'vitest'
import type { BattleDecision, BattleState } from '../../core/types.ts'
import { at } from '../../testkit/fixtures.ts'
import { feature, INFANTRY, realRuleset, tableGame } from '../../testkit/optional.ts'
import { unitOf } from '../../testkit/testing.ts'

const B1 = feature('b1', 14, 14, 4, 4)

test('ENG-APPLY-SHARED: entering a building replaces the unit profile; earlier states keep theirs', () => {
  const s0 = tableGame(
    ['structures'],
    [
      { side: 'p1', pos: at(16, 12.5), profile: INFANTRY },
      { side: 'p2', pos: at(16, 27) },
    ],
    [B1],
  )
  const steps = [
    { kind: 'activate', unit: 'unit:p1:0' },
    { kind: 'move', path: [at(16, 12.5), at(16, 13.22)], facing: Math.PI / 2 },
    { kind: 'choose', option: 'enter:structure:b1' },
  ] as const
  const states: BattleState[] = [s0]
  const seen: string[] = [JSON.stringify(s0)]
  for (const d of steps) {
    const prev = states[states.length - 1] as BattleState
    const r = realRuleset.apply(prev, { seat: 'p1', ...d } as BattleDecision)
    if (!r.ok) throw new Error(r.error.code)
    states.push(r.value.state)
    seen.push(JSON.stringify(r.value.state))
  }
  const [, , moved, inside] = states as [BattleState, BattleState, BattleState, BattleState]
  // The move kept the profile it was given; entering replaced it.
  expect(unitOf(moved, 'unit:p1:0').profile).toBe(unitOf(states[1] as BattleState, 'unit:p1:0').profile)
  expect(unitOf(inside, 'unit:p1:0').profile).not.toBe(unitOf(moved, 'unit:p1:0').profile)
  expect(unitOf(inside, 'unit:p1:0').profile.defense).toBe(unitOf(moved, 'unit:p1:0').profile.defense + 1)
  expect(states.map((s) => JSON.stringify(s))).toEqual(seen)
})
