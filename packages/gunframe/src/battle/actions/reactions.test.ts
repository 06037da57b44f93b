import { describe, expect, test } from 'vitest'
import { setTurnMarks } from '../core/unit/write.ts'
import { activateAttack, activateLock, moveTo, reactMove } from '../testkit/decisions.ts'
import { A, B, B2 as C, N, S } from '../testkit/fixtures.ts'
import { eventsOf, play, reject, scenario, testRuleset, unitOf, ups } from '../testkit/testing.ts'

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

  // REACTIONS, first diagram: only the unit attacked may react, not its friend beside it.
  test('GF-REACT-ATTACKED: only the attacked unit may react; a friend that saw the attack may not (book diagram)', () => {
    const s = scenario([
      { side: 'p1', pos: { x: 10, y: 10 }, facing: N },
      { side: 'p2', pos: { x: 10, y: 17 }, facing: S },
      // C stands beside B, facing A, unactivated and with a focus point to pay.
      { side: 'p2', pos: { x: 13, y: 17 }, facing: S },
    ])
    const { state } = play(s, activateAttack(A, B), [1, 1, 1, 1, 1, 1])
    expect(testRuleset.prompt(state)).toMatchObject({ kind: 'react', seat: 'p2', units: [B] })
    expect(testRuleset.legal(state).some((d) => d.kind === 'react' && d.unit === C)).toBe(false)
    expect(reject(state, { kind: 'react', unit: C, action: 'evade' })).toBe('gunframe/cannot_react')
    expect(reject(state, { kind: 'react', unit: C, action: 'attack' })).toBe('gunframe/cannot_react')
  })

  test('GF-REACT-TARGET: a reaction attack at anyone but the trigger unit is impossible (the trigger is the target)', () => {
    const s = attackB()
    const opts = testRuleset.legal(s).filter((d) => d.kind === 'react' && d.action === 'attack')
    expect(opts).toEqual([{ seat: 'p2', kind: 'react', unit: B, action: 'attack' }])
  })
})

/**
 * GF-REACT-MOVE with special movement: p1's A moves 1" in sight of p2's B (Speed 5, at (10,14)
 * facing A); B's friend C stands just east of it, already activated.
 */
describe('reaction moves with special movement', () => {
  const E = 0
  const moved = (profile: Parameters<typeof scenario>[0][number]['profile'] = {}) =>
    play(
      scenario([
        { side: 'p1', pos: { x: 10, y: 4 }, facing: N },
        { side: 'p2', pos: { x: 10, y: 14 }, facing: S, profile },
        { side: 'p2', pos: { x: 12.2, y: 14 }, facing: S, set: { activated: true } },
      ]),
      [{ kind: 'activate', unit: A }, moveTo({ x: 10, y: 4 }, { x: 10, y: 5 }, N)],
    ).state
  const reactMoves = (s: ReturnType<typeof moved>) =>
    testRuleset.legal(s).filter((d) => d.kind === 'react' && d.unit === B && d.action === 'move')

  test('GF-REACT-MOVE: a unit with Jump may react with a jump, over the friend that blocks a plain move, and is offered jumps', () => {
    const s = moved(ups('jump'))
    expect(testRuleset.prompt(s)).toMatchObject({ kind: 'react', seat: 'p2', units: [B] })
    const over = reactMove(B, { x: 10, y: 14 }, { x: 14.5, y: 14 }, E, { special: 'jump' })
    expect(reject(s, { ...over, special: undefined })).toBe('table/blocked_by_unit')
    const { state, events } = play(s, [over])
    expect(unitOf(state, B).pos).toEqual({ x: 14.5, y: 14 })
    expect(unitOf(state, B).turn).toMatchObject({ reacted: true, activated: false })
    expect(eventsOf(events, 'Reaction')[0]).toMatchObject({ unit: B, action: 'move' })
    expect(reactMoves(s).filter((d) => d.kind === 'react' && d.special === 'jump').length).toBeGreaterThan(0)
    // Every listed reaction move is one the engine takes.
    for (const d of reactMoves(s)) expect(testRuleset.apply(s, d).ok).toBe(true)
  })

  test('GF-REACT-MOVE / GF-SPM-FAST: a unit with Fast reacts with a fast move (no second focus point); without Fast it is neither offered nor allowed', () => {
    // Fast doubles Speed 5 to 10" in a straight line, ending facing the way it went.
    const run = reactMove(B, { x: 10, y: 14 }, { x: 10, y: 23 }, N, { special: 'fast' })
    const s = moved(ups('fast'))
    const { state, events } = play(s, [run])
    expect(unitOf(state, B).pos).toEqual({ x: 10, y: 23 })
    expect(eventsOf(events, 'FocusSpent').map((e) => e.for)).not.toContain('fast')
    expect(reactMoves(s).some((d) => d.kind === 'react' && d.special === 'fast')).toBe(true)
    // The reaction takes the unit's one focus point: a paid fast move on top is refused.
    const plain = moved()
    expect(reject(plain, run)).toBe('gunframe/no_focus')
    expect(reactMoves(plain).some((d) => d.kind === 'react' && d.special !== undefined)).toBe(false)
  })

  test('GF-REACT-MOVE / GF-SPM-COMBINED: with Jump and Fast the reaction may be a fast jump (twice Speed, over the friend)', () => {
    const s = moved(ups('jump', 'fast'))
    const far = reactMove(B, { x: 10, y: 14 }, { x: 19, y: 14 }, E, { special: 'jump', fast: true })
    expect(reject(s, { ...far, fast: undefined })).toMatch(/^(gunframe|table)\//)
    expect(unitOf(play(s, [far]).state, B).pos).toEqual({ x: 19, y: 14 })
  })
})
