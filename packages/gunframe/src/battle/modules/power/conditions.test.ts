import { describe, expect, test } from 'vitest'
import { focusFor } from '../../core/focus.ts'
import type { BattleState, FrameKind } from '../../core/types.ts'
import { activateAttack, moveTo } from '../../testkit/decisions.ts'
import { A, B, N, S } from '../../testkit/fixtures.ts'
import { eventsOf, type Placed, play, testRuleset, two, unitOf } from '../../testkit/testing.ts'
import { standardModules } from '../index.ts'
import { updateCrippled } from './crippled.ts'

const quiet = { emit: () => {} }
const passed = (st: BattleState): BattleState =>
  st.stack.at(-1)?.t === 'react' ? play(st, [{ kind: 'pass' }]).state : st

describe('crippled units (a setting, off by default)', () => {
  test('GF-CRIPPLED: the five frames cripple at 1, 2, 2, 3 and 3 Armour', () => {
    const frames: [FrameKind, number, number][] = [
      ['scout', 4, 1],
      ['light', 6, 2],
      ['medium', 8, 2],
      ['heavy', 10, 3],
      ['superheavy', 12, 3],
    ]
    for (const [frame, armour, at] of frames) {
      const s = two({ profile: { frame, armour } }, {})
      s.settings = { crippled: true }
      const u = unitOf(s, A)
      u.armour = at + 1
      updateCrippled(s, quiet, u)
      expect(u.counters.crippled).toBeUndefined()
      u.armour = at
      updateCrippled(s, quiet, u)
      expect(u.counters.crippled).toBe(true)
    }
  })

  test('GF-CRIPPLED-EFFECTS: half Speed and weapons (rounded up), no focus contribution; repair lifts it; off by default', () => {
    const s = two(
      { profile: { armour: 8, speed: 5, loadout: { close: 3, short: 5, medium: 3, long: 1 } } },
      { pos: { x: 10, y: 14 } },
    )
    s.settings = { crippled: true }
    const { events } = play(s, activateAttack(A, B), [1, 1, 1, 1, 1, 1, 1, 1])
    expect(eventsOf(events, 'FirepowerRolled')[0]).toMatchObject({ pool: 5 })
    const c = two(
      {
        profile: { armour: 8, speed: 5, loadout: { close: 3, short: 5, medium: 3, long: 1 } },
        set: { armour: 2 },
      },
      { pos: { x: 10, y: 14 } },
    )
    c.settings = { crippled: true }
    updateCrippled(c, quiet, unitOf(c, A))
    const r = play(c, activateAttack(A, B), [1, 1, 1, 1, 1, 1])
    expect(eventsOf(r.events, 'FirepowerRolled')[0]).toMatchObject({ pool: 3 })
    expect(focusFor(standardModules(), c.units, 'p1')).toBe(0)
    const u = unitOf(c, A)
    u.armour = 3
    updateCrippled(c, quiet, u)
    expect(u.counters.crippled).toBeUndefined()
    const off = two({ set: { armour: 2 } }, {})
    updateCrippled(off, quiet, unitOf(off, A))
    expect(unitOf(off, A).counters.crippled).toBeUndefined()
  })

  test('GF-UPG-ANGER-ISSUES: crippling costs nothing and adds +2 Close (ruling 9)', () => {
    const loadout = { close: 3, short: 5, medium: 3, long: 1 }
    const angry = (bPos: { x: number; y: number }) => {
      const s = two(
        { profile: { speed: 5, loadout, upgrades: [{ id: 'anger-issues' }] }, set: { armour: 2 } },
        { pos: bPos, set: { activated: true } },
      )
      s.settings = { crippled: true }
      updateCrippled(s, quiet, unitOf(s, A))
      return s
    }
    const s = angry({ x: 10, y: 12.5 })
    expect(unitOf(s, A).counters.crippled).toBe(true)
    expect(focusFor(standardModules(), s.units, 'p1')).toBe(1)
    // Close 3 + 2 in base contact.
    const close = play(s, activateAttack(A, B), [1, 1, 1, 1, 1, 1, 1, 1])
    expect(eventsOf(close.events, 'FirepowerRolled')[0]).toMatchObject({ pool: 5 })
    // Short 5 is not halved, and Speed 5 is whole: a 5" move is legal.
    const far = angry({ x: 10, y: 14 })
    const short = play(far, activateAttack(A, B), [1, 1, 1, 1, 1, 1, 1, 1])
    expect(eventsOf(short.events, 'FirepowerRolled')[0]).toMatchObject({ pool: 5 })
    const moved = play(far, [
      { kind: 'activate', unit: A },
      moveTo({ x: 10, y: 10 }, { x: 5, y: 10 }, N),
    ]).state
    expect(unitOf(moved, A).pos.x).toBeCloseTo(5)
  })

  test('GF-UPG-REINFORCED: a crippled Reinforced unit keeps its full values and its focus point (ruling 9)', () => {
    const s = two({ profile: { upgrades: [{ id: 'reinforced' }] }, set: { armour: 2 } }, {})
    s.settings = { crippled: true }
    updateCrippled(s, quiet, unitOf(s, A))
    expect(unitOf(s, A).counters.crippled).toBe(true)
    expect(focusFor(standardModules(), s.units, 'p1')).toBe(1)
  })
})

describe('panic (a setting, off by default)', () => {
  const friend: Placed = { side: 'p2', pos: { x: 14, y: 18 }, facing: S }
  test('GF-PANIC-ROLL: friends within 8" with sight test when a gunframe dies; a failure must cry or run', () => {
    const s = two({}, { set: { armour: 1 } }, [friend])
    s.settings = { panic: true }
    const { state, events } = play(s, activateAttack(A, B), [4, 1, 1, 1, 1, 1, 2])
    expect(eventsOf(events, 'PanicRoll')[0]).toMatchObject({ unit: 'unit:p2:1', pass: false })
    expect(testRuleset.prompt(state)).toMatchObject({
      seat: 'p2',
      kind: 'choose',
      id: 'panic',
      options: ['dramatic-cry', 'run-for-cover'],
    })
    const ran = play(state, [{ kind: 'choose', option: 'run-for-cover' }], [3]).state
    expect(unitOf(ran, 'unit:p2:1').pos.y).toBeCloseTo(21)
    const cried = play(state, [{ kind: 'choose', option: 'dramatic-cry' }]).state
    expect(cried.focus.p2).toBe(0)
  })

  test('GF-UPG-FEARLESS: never fails a panic roll; without the setting nobody tests', () => {
    const s = two({}, { set: { armour: 1 } }, [{ ...friend, profile: { upgrades: [{ id: 'fearless' }] } }])
    s.settings = { panic: true }
    const r = play(s, activateAttack(A, B), [4, 1, 1, 1, 1, 1])
    expect(eventsOf(r.events, 'PanicRoll')[0]).toMatchObject({ pass: true, auto: true })
    const off = two({}, { set: { armour: 1 } }, [friend])
    expect(eventsOf(play(off, activateAttack(A, B), [4, 1, 1, 1, 1, 1]).events, 'PanicRoll')).toHaveLength(0)
  })
})

describe('special movement', () => {
  test('GF-SPM-FAST: a focus point doubles Speed for one straight move (free with Fast)', () => {
    const s = two({}, { pos: { x: 30, y: 30 } })
    const { state } = play(s, [
      { kind: 'activate', unit: A },
      moveTo({ x: 10, y: 10 }, { x: 18, y: 10 }, 0, { special: 'fast' }),
    ])
    expect(unitOf(state, A).pos).toEqual({ x: 18, y: 10 })
    expect(state.focus.p1).toBe(0)
    const free = two({ profile: { upgrades: [{ id: 'fast' }] } }, { pos: { x: 30, y: 30 } })
    const f2 = play(free, [
      { kind: 'activate', unit: A },
      moveTo({ x: 10, y: 10 }, { x: 18, y: 10 }, 0, { special: 'fast' }),
    ]).state
    expect(f2.focus.p1).toBe(1)
    expect(
      testRuleset
        .legal(play(s, [{ kind: 'activate', unit: A }]).state)
        .some((d) => d.kind === 'move' && d.special === 'fast'),
    ).toBe(true)
  })

  test('GF-SPM-JUMP-CHARGE: ending a jump in contact: the jumper takes 1, the target 1 on a pass', () => {
    const s = two({ profile: { upgrades: [{ id: 'jump' }] } }, {})
    const { state, events } = play(
      s,
      [{ kind: 'activate', unit: A }, moveTo({ x: 10, y: 10 }, { x: 10, y: 12.97 }, N, { special: 'jump' })],
      [4],
    )
    expect(eventsOf(events, 'JumpCharge')[0]).toMatchObject({ success: true, damage: 1 })
    expect([unitOf(state, A).armour, unitOf(state, B).armour]).toEqual([7, 7])
  })

  test('GF-UPG-DEATH-FROM-ABOVE: a passed jump charge deals D3', () => {
    const s = two({ profile: { upgrades: [{ id: 'jump' }, { id: 'death-from-above' }] } }, {})
    const { state } = play(
      s,
      [{ kind: 'activate', unit: A }, moveTo({ x: 10, y: 10 }, { x: 10, y: 12.97 }, N, { special: 'jump' })],
      [4, 6],
    )
    expect(unitOf(state, B).armour).toBe(5)
  })

  test('GF-SPM-FLY: a flyer lands or takes off at the start of a move', () => {
    const s = two({ profile: { upgrades: [{ id: 'fly' }] } }, { pos: { x: 30, y: 30 } })
    expect(unitOf(s, A).flying).toBe(true)
    const landed = play(s, [
      { kind: 'activate', unit: A },
      moveTo({ x: 10, y: 10 }, { x: 12, y: 10 }, 0, { special: 'land' }),
    ]).state
    expect(unitOf(landed, A).flying).toBe(false)
    const up = play(passed(landed), [
      moveTo({ x: 12, y: 10 }, { x: 14, y: 10 }, 0, { special: 'take-off' }),
    ]).state
    expect(unitOf(up, A).flying).toBe(true)
  })

  test('GF-SPM-TRANSFORM: a move action on the spot switches to another form, keeping damage', () => {
    const forms = [
      {
        name: 'Mecha',
        speed: 5,
        defense: 3,
        armour: 8,
        loadout: { close: 3, short: 3, medium: 3, long: 3 },
        upgrades: [],
      },
      {
        name: 'Jet',
        speed: 9,
        defense: 2,
        armour: 8,
        loadout: { close: 0, short: 2, medium: 4, long: 2 },
        upgrades: [{ id: 'fast-flyer' }],
      },
    ]
    const s = two({ profile: { forms }, set: { armour: 6 } }, { pos: { x: 30, y: 30 } })
    const { state } = play(s, [
      { kind: 'activate', unit: A },
      { kind: 'move', special: 'transform', form: 1, path: [{ x: 10, y: 10 }], facing: 0 },
    ])
    expect(unitOf(state, A)).toMatchObject({
      armour: 6,
      profile: { form: 1, speed: 9, defense: 2, upgrades: ['fast-flyer'] },
    })
    const back = play(passed(state), [
      { kind: 'move', special: 'transform', form: 0, path: [{ x: 10, y: 10 }], facing: 0 },
    ]).state
    expect(unitOf(back, A).profile.speed).toBe(5)
  })
})
