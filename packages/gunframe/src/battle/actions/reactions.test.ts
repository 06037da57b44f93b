import { describe, expect, test } from 'vitest'
import { setTurnMarks } from '../core/unit/write.ts'
import { activateAttack, activateLock, moveTo, reactMove } from '../testkit/decisions.ts'
import { A, B, B2 as C, N, S } from '../testkit/fixtures.ts'
import { eventsOf, play, reject, scenario, testRuleset, unitOf } from '../testkit/testing.ts'

/** p1's A faces north at (10,10); p2's B faces it 5" away; p2's C looks away, off to the side. */
const field = (extra: Parameters<typeof scenario>[0] = []) =>
  scenario([
    { side: 'p1', pos: { x: 10, y: 10 }, facing: N },
    { side: 'p2', pos: { x: 10, y: 17 }, facing: S },
    { side: 'p2', pos: { x: 20, y: 17 }, facing: N },
    { side: 'p1', pos: { x: 30, y: 5 }, facing: N },
    ...extra,
  ])

const attackB = (s = field()) => play(s, activateAttack(A, B), [1, 1, 1, 1, 1, 1]).state

describe('reactions', () => {
  test('GF-REACT-ATTACKED: after being attacked an unactivated unit is offered a reaction; passing goes on', () => {
    const s = attackB()
    expect(testRuleset.prompt(s)).toMatchObject({
      kind: 'react',
      seat: 'p2',
      units: [B],
      trigger: { type: 'attacked', by: A },
    })
    const { state } = play(s, [{ kind: 'pass' }])
    expect(testRuleset.prompt(state)).toMatchObject({ kind: 'action', unit: A, actionsLeft: 1 })
  })

  test('GF-REACT-ATTACK / GF-RULING-15: a reaction attack costs a focus point, targets only the trigger unit, and keeps the weapon system free', () => {
    const s = attackB()
    expect(reject(s, { kind: 'react', unit: B, action: 'attack' }, [])).toBe('engine/dice_script_exhausted')
    const { state, events } = play(s, [{ kind: 'react', unit: B, action: 'attack' }], [1, 1, 1, 1, 1, 1])
    expect(eventsOf(events, 'AttackDeclared')[0]).toMatchObject({ attacker: B, target: A })
    expect(state.focus.p2).toBe(0)
    expect(unitOf(state, B)).toMatchObject({ turn: { reacted: true, focusSpent: true, activated: false } })
    // Later, B activates and fires the same (short) system without rapid fire.
    const later = play(state, [{ kind: 'end-activation' }, { kind: 'activate', unit: B }]).state
    expect(testRuleset.legal(later).some((d) => d.kind === 'attack' && d.target === A && !d.rapidFire)).toBe(
      true,
    )
  })

  test('GF-RULING-1: a unit that reacted may not react again this turn', () => {
    const s = play(attackB(), [{ kind: 'react', unit: B, action: 'evade' }]).state
    const { state } = play(
      s,
      [
        { kind: 'attack', target: B, rapidFire: true },
        { kind: 'defend', pool: 'defense', evade: false },
      ],
      [1, 1, 1, 1, 1, 1],
    )
    expect(unitOf(state, A).turn.activated).toBe(true)
    expect(testRuleset.prompt(state)).toMatchObject({ kind: 'activate', seat: 'p2' })
  })

  test('GF-REACT-ACTIVATED: a unit that already activated cannot react', () => {
    const s = field()
    setTurnMarks(s.units[1]!, { activated: true })
    const { state } = play(s, activateAttack(A, B), [1, 1, 1, 1, 1, 1])
    expect(testRuleset.prompt(state)).toMatchObject({ kind: 'action' })
  })

  test('GF-REACT-FOCUS: no reaction without a focus point for the unit', () => {
    const s = field()
    s.focus.p2 = 0
    const { state } = play(s, activateAttack(A, B), [1, 1, 1, 1, 1, 1])
    expect(testRuleset.prompt(state)).toMatchObject({ kind: 'action' })
  })

  test('GF-REACT-MOVED: units with sight of a unit that completes a move may react; those looking away may not', () => {
    const { state } = play(field(), [
      { kind: 'activate', unit: A },
      moveTo({ x: 10, y: 10 }, { x: 11, y: 11 }, N),
    ])
    expect(testRuleset.prompt(state)).toMatchObject({
      kind: 'react',
      seat: 'p2',
      units: [B],
      trigger: { type: 'moved', by: A },
    })
    expect(reject(state, { kind: 'react', unit: C, action: 'evade' })).toBe('gunframe/cannot_react')
  })

  test('GF-REACT-MOVE / GF-ACT-IMMEDIATE: the reaction may be a move, which itself completes a move others may answer', () => {
    const s = play(field(), [
      { kind: 'activate', unit: A },
      moveTo({ x: 10, y: 10 }, { x: 11, y: 11 }, N),
    ]).state
    const { state } = play(s, [reactMove(B, { x: 10, y: 17 }, { x: 8, y: 17 }, S)])
    expect(unitOf(state, B).pos).toEqual({ x: 8, y: 17 })
    // p1's unactivated unit at (30,5) faces north and sees B: p1 may react in turn.
    expect(testRuleset.prompt(state)).toMatchObject({
      kind: 'react',
      seat: 'p1',
      trigger: { type: 'moved', by: B },
    })
  })

  test('GF-REACT-LOCKED: being target-locked lets the unit react (here with an evade that shakes the lock)', () => {
    const s = play(field(), activateLock(A, B)).state
    const { state } = play(s, [{ kind: 'react', unit: B, action: 'evade' }])
    expect(unitOf(state, B)).toMatchObject({
      counters: { lock: false, evade: false },
      turn: { reacted: true },
    })
  })

  test('GF-REACT-TARGET: a reaction attack at anyone but the trigger unit is impossible (the trigger is the target)', () => {
    const s = attackB()
    const opts = testRuleset.legal(s).filter((d) => d.kind === 'react' && d.action === 'attack')
    expect(opts).toEqual([{ seat: 'p2', kind: 'react', unit: B, action: 'attack' }])
  })
})
