/**
 * Rules-fidelity review of the move action (PLAYING GUNFRAME › ENGAGED UNITS, JUMP) with scripted
 * dice: special movement changes how a unit moves, not the disengage roll to leave contact.
 */
import { describe, expect, test } from 'vitest'
import { moveTo } from '../testkit/decisions.ts'
import { A, N, S } from '../testkit/fixtures.ts'
import { eventsOf, play, scenario, testRuleset, unitOf } from '../testkit/testing.ts'

describe('review: leaving base contact', () => {
  test('GF-MOVE-DISENGAGE: a unit jumping out of contact still makes the disengage roll', () => {
    const s = scenario([
      { side: 'p1', pos: { x: 10, y: 10 }, facing: N, profile: { upgrades: [{ id: 'jump' }] } },
      { side: 'p2', pos: { x: 10, y: 12 }, facing: S, set: { activated: true } },
    ])
    const jump = moveTo({ x: 10, y: 10 }, { x: 10, y: 6 }, N, { special: 'jump' as const })
    // A roll of 2 fails Pilot Skill 4+: stop, or take 2 damage and go.
    const failed = play(s, [{ kind: 'activate', unit: A }, jump], [2])
    expect(eventsOf(failed.events, 'PilotSkillRoll')[0]).toMatchObject({ why: 'disengage', roll: 2 })
    expect(testRuleset.prompt(failed.state)?.kind).toBe('disengage')
    const stopped = play(failed.state, [{ kind: 'disengage', choice: 'stop' }]).state
    expect(unitOf(stopped, A).pos).toEqual({ x: 10, y: 10 })
    // A 5 passes and the jump goes ahead.
    const passed = play(s, [{ kind: 'activate', unit: A }, jump], [5]).state
    expect(unitOf(passed, A).pos).toEqual({ x: 10, y: 6 })
  })
})
