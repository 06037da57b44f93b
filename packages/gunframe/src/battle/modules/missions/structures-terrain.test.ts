/**
 * Mission structures are terrain features (OPTIONAL RULES › STRUCTURES; ADVANCED MISSIONS › RAID's
 * bunkers): the environment's End-phase damage falls on units only (GF-ENV-BOMBARDMENT,
 * GF-ENV-DUST), and only friendly units take panic tests when a gunframe is lost (GF-PANIC).
 * Bunker assault: bunkers at (9,30), (18,30) and (27,30), all out in the open. Scripted dice.
 */
import { describe, expect, test } from 'vitest'
import type { EnvironmentSettings } from '../../../missions/environment.ts'
import type { BattleState } from '../../core/types.ts'
import { A, B, N, S } from '../../testkit/fixtures.ts'
import { missionScenario } from '../../testkit/missions.ts'
import { eventsOf, NO_CLOSE, play, testRuleset, unitOf } from '../../testkit/testing.ts'

const BUNKERS = ['piece:bunker:1', 'piece:bunker:2', 'piece:bunker:3']

const assault = (env: EnvironmentSettings = { id: 'none' }): BattleState =>
  missionScenario(
    [
      { side: 'p1', pos: { x: 18, y: 5 } },
      { side: 'p2', pos: { x: 33, y: 34 } },
    ],
    { id: 'raid', variant: 'raid-bunker-assault' },
    env,
  )

/** Both units activate and end: the End phase of turn 1 follows (its dice 1s, then turn 2's initiative). */
function endPhase(s: BattleState) {
  let st = s
  const events = []
  for (const u of [A, B]) {
    const r = play(st, [{ kind: 'activate', unit: u }, { kind: 'end-activation' }], [1, 1, 6, 2, 3, 4, 5, 6])
    st = r.state
    events.push(...r.events)
  }
  return { state: st, events }
}

describe('mission structures are terrain', () => {
  test('GF-ENV-DUST / GF-MIS-STRUCTURES: the dust storm damages exposed units, never the bunkers', () => {
    const { state, events } = endPhase(assault({ id: 'storm', storm: 'dust' }))
    expect(eventsOf(events, 'DamageDealt').map((e) => e.unit)).toEqual([A, B])
    for (const id of BUNKERS) expect(unitOf(state, id).armour).toBe(12)
  })

  test('GF-ENV-BOMBARDMENT / GF-MIS-STRUCTURES: only units roll for the barrage; the bunkers take nothing', () => {
    const { state, events } = endPhase(assault({ id: 'bombardment' }))
    const rolls = eventsOf(events, 'EnvironmentRolls').flatMap((e) => e.rolls) as { unit?: string }[]
    expect(rolls.some((r) => r.unit !== undefined && BUNKERS.includes(r.unit))).toBe(false)
    expect(eventsOf(events, 'DamageDealt').map((e) => e.unit)).toEqual([A, B])
    for (const id of BUNKERS) expect(unitOf(state, id).armour).toBe(12)
  })

  test('GF-PANIC / GF-MIS-STRUCTURES: a gunframe lost beside the bunkers panics no bunker (structures never test)', () => {
    const s = missionScenario(
      [
        { side: 'p1', pos: { x: 18, y: 22 }, facing: N },
        {
          side: 'p2',
          pos: { x: 18, y: 26.5 },
          facing: S,
          set: { armour: 1 },
          profile: { loadout: NO_CLOSE },
        },
      ],
      { id: 'raid', variant: 'raid-bunker-assault' },
    )
    s.settings = { panic: true }
    const r = play(
      s,
      [
        { kind: 'activate', unit: A },
        { kind: 'attack', target: B },
      ],
      Array(12).fill(1).fill(5, 0, 3),
    )
    expect(unitOf(r.state, B).status).toBe('destroyed')
    expect(eventsOf(r.events, 'PanicRoll')).toEqual([])
    expect(testRuleset.prompt(r.state)).toMatchObject({ kind: 'action', unit: A })
  })
})
