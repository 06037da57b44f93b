/**
 * Rules-fidelity review of the turn (THE BASICS › ALWAYS ROUND UP; PLAYING GUNFRAME › END PHASE,
 * CHARGE, KNOCKED DOWN) with scripted dice.
 */
import { describe, expect, test } from 'vitest'
import { standardModules } from '../modules/index.ts'
import { activateAttack, moveTo, reactMove } from '../testkit/decisions.ts'
import { A, B, N, S } from '../testkit/fixtures.ts'
import { eventsOf, play, scenario, testRuleset, unitOf } from '../testkit/testing.ts'
import type { BattleEventType } from './events/index.ts'
import { focusFor } from './focus.ts'

const ONES = Array.from({ length: 40 }, () => 1)

describe('review: rounding, end phase, charge, knocked down', () => {
  test('GF-BASICS-ROUND-UP: halves round up — three gunframes give 2 focus, a shut-down Defense 3 rolls 2 dice', () => {
    const s = scenario([
      { side: 'p1', pos: { x: 10, y: 10 }, facing: N },
      { side: 'p1', pos: { x: 14, y: 10 }, facing: N },
      { side: 'p1', pos: { x: 18, y: 10 }, facing: N },
      { side: 'p2', pos: { x: 10, y: 15 }, facing: S, set: { shutDown: true, activated: true } },
    ])
    expect(focusFor(standardModules(), s.units, 'p1')).toBe(2)
    const { events } = play(s, activateAttack(A, B), ONES)
    expect(eventsOf(events, 'DefenseRolled')[0]).toMatchObject({ pool: 2 })
  })

  test('GF-TURN-END: end of turn effects, then focus discarded, victory points, and a new turn with fresh focus', () => {
    const s = scenario([
      { side: 'p1', pos: { x: 10, y: 10 }, facing: N },
      { side: 'p2', pos: { x: 10, y: 30 }, facing: S, set: { activated: true } },
    ])
    s.zones = [{ id: 'sz:1:0', centre: { x: 30, y: 30 }, radius: 1, turn: 1 }]
    const { state, events } = play(s, [{ kind: 'activate', unit: A }, { kind: 'end-activation' }], [6, 1])
    const order = events.map((e) => e.type)
    const at = (t: BattleEventType) => order.indexOf(t)
    expect(at('SuppressionCleared')).toBeGreaterThan(at('ActivationEnded'))
    expect(at('VictoryPoints')).toBeGreaterThan(at('SuppressionCleared'))
    expect(at('TurnStarted')).toBeGreaterThan(at('VictoryPoints'))
    expect(state.turn).toBe(2)
    // The unspent point was discarded, and the new turn's pool is counted afresh: 1 each.
    expect(eventsOf(events, 'TurnStarted')[0]).toMatchObject({ turn: 2, focus: { p1: 1, p2: 1 } })
    expect(unitOf(state, A).turn.activated).toBe(false)
  })

  test('GF-RULING-12: a reaction move into contact is no charge for the attack in the later activation', () => {
    // B moves in A's sight; A reacts by moving into contact; later A activates and attacks B.
    const s = scenario(
      [
        { side: 'p1', pos: { x: 10, y: 10 }, facing: N },
        { side: 'p2', pos: { x: 10, y: 16 }, facing: S },
        { side: 'p1', pos: { x: 30, y: 5 }, facing: N, set: { activated: true } },
      ],
      { next: 'p2' },
    )
    const st = play(s, [
      { kind: 'activate', unit: B },
      moveTo({ x: 10, y: 16 }, { x: 10, y: 15 }, S),
      reactMove(A, { x: 10, y: 10 }, { x: 10, y: 12.99 }, N),
      { kind: 'end-activation' },
    ]).state
    expect(testRuleset.prompt(st)).toMatchObject({ kind: 'activate', seat: 'p1' })
    const { events } = play(st, activateAttack(A, B), ONES)
    expect(eventsOf(events, 'AttackDeclared')[0]!.modifiers).not.toContain('charge')
  })

  test('GF-SPM-KNOCKED-DOWN: a knocked-down unit is attacked as from the rear, cannot react or dodge, may spend Evade', () => {
    const s = scenario([
      { side: 'p1', pos: { x: 10, y: 10 }, facing: N },
      { side: 'p2', pos: { x: 10, y: 15 }, facing: S, set: { knockedDown: true, evade: true } },
    ])
    const first = play(s, activateAttack(A, B), [4, 1, 1, 1])
    expect(eventsOf(first.events, 'AttackDeclared')[0]!.modifiers).toContain('rear')
    const mid = first.state
    expect(testRuleset.prompt(mid)).toMatchObject({ kind: 'defend', evade: true })
    // One hit; Defense 3 with the Evade re-roll: 6, 6, 1 then the 1 again as 2 — all blocked, two sixes.
    const { state, events } = play(mid, [{ kind: 'defend', pool: 'defense', evade: true }], [6, 6, 1, 2])
    expect(eventsOf(events, 'AttackDeclared')).toHaveLength(0)
    expect(eventsOf(events, 'EvadeUsed')).toHaveLength(1)
    // No dodge prompt, and no reaction offered to the knocked-down target.
    expect(testRuleset.prompt(state)).toMatchObject({ kind: 'action', unit: A })
  })
})
