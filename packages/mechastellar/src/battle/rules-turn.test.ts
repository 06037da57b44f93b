/** Deployment, rounds, activations, Return Fire, Challenge, Momentum and Versus scoring (MS-DEPLOY-*, MS-TURN-*, MS-MOM-*, MS-VS-*). */
import { Dice, type ReduceContext } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import {
  P1,
  P2,
  play,
  playSettled,
  preset,
  rect,
  reject,
  ruleset,
  script,
  table,
  terrain,
  unit,
} from '../testkit/index.ts'
import { deployProblem } from './core/deploy.ts'
import type { MsEvent } from './core/messages.ts'
import { startBattle } from './core/setup.ts'
import type { MsSetup, MsState } from './core/types.ts'
import { startingMomentum } from './modules/momentum.ts'
import { finalPenalties, killValue } from './modules/versus.ts'
import { quickSetup } from './quick.ts'

const ctxOf = (s: MsState): ReduceContext<MsEvent> => ({ dice: new Dice(s.rng), emit: () => {} })
const start = (setup: MsSetup): MsState => {
  const r = startBattle(setup, 'x')
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}

describe('deployment', () => {
  test('MS-DEPLOY-STANDARD: the side with more models deploys all first, within a quarter of the table depth (12" on 48")', () => {
    const setup = preset(quickSetup())
    setup.forces.p2.units.push({ unit: 'gm-ground' })
    const s = start(setup)
    expect(ruleset.prompt(s)).toMatchObject({ kind: 'deploy', seat: 'p2' })
    const u = unit(s, P2(1))
    expect(deployProblem(s, u, { x: 20, y: 30 })).toMatch(/outside the deployment zone/)
    expect(deployProblem(s, u, { x: 20, y: 40 })).toBeNull()
    let t = s
    for (let i = 0; i < 6; i++) t = play(t, ruleset.legal(t)[0] as never)
    expect(ruleset.prompt(t)).toMatchObject({ kind: 'deploy', seat: 'p1' })
  })

  test('MS-DEPLOY-ALTERNATE: one by one anywhere but High Ground, never within 16" of a unit unless LOS-blocking terrain hides it; reserves only when no spot is left', () => {
    const setup = preset(quickSetup({ deployment: 'alternate' }))
    let s = start(setup)
    s = play(s, { seat: 'p1', kind: 'deploy', unit: P1(1), at: { x: 24, y: 10 }, facing: 90 })
    expect(ruleset.prompt(s)).toMatchObject({ kind: 'deploy', seat: 'p2' })
    expect(deployProblem(s, unit(s, P2(1)), { x: 24, y: 20 })).toMatch(/within 16"/)
    expect(deployProblem(s, unit(s, P2(1)), { x: 8, y: 22 })).toMatch(/High Ground/)
    expect(deployProblem(s, unit(s, P2(1)), { x: 24, y: 40 })).toBeNull()
    expect(reject(start(preset(quickSetup())), { seat: 'p1', kind: 'reserve', unit: P1(1) }).code).toBe(
      'mechastellar/no_reserve',
    )
    expect(reject(s, { seat: 'p2', kind: 'reserve', unit: P2(1) }).message).toMatch(/nowhere legal/)
    const wall = terrain(
      'wall',
      'building',
      [
        { x: 10, y: 18 },
        { x: 38, y: 18 },
        { x: 38, y: 20 },
        { x: 10, y: 20 },
      ],
      { height: 8, blocksLos: true, highGround: true },
    )
    const hidden = { ...s, terrain: [...s.terrain, wall] }
    expect(deployProblem(hidden, unit(s, P2(1)), { x: 24, y: 24 })).toBeNull()
  })
})

describe('rounds and activations', () => {
  test('MS-TURN-ROLLOFF: both sides roll a d10, ties re-roll, the winner chooses to go first or second', () => {
    let s = start(preset(quickSetup()))
    const legal = () => ruleset.legal(s)[0] as never
    for (let i = 0; i < 9; i++) s = play(s, legal())
    s = script(s, [4, 4, 3, 8])
    s = play(s, legal())
    expect(s.rolloff).toEqual({ p1: 3, p2: 8 })
    expect(ruleset.prompt(s)).toMatchObject({ kind: 'order', seat: 'p2' })
    s = play(s, { seat: 'p2', kind: 'order', first: false })
    expect(ruleset.prompt(s)).toMatchObject({ kind: 'activate', seat: 'p1' })
  })

  test('MS-TURN-ALTERNATE / MS-RULING-A16: sides alternate one activation each; a side with none left skips; warships wait for every other unit (ruling A-16)', () => {
    let s = table({
      p1: [
        { unit: 'albion-carrier', at: { x: 24, y: 6 } },
        { unit: 'gm-ground', at: { x: 10, y: 10 } },
      ],
      p2: [
        { unit: 'zaku-ii', at: { x: 40, y: 44 } },
        { unit: 'zaku-ii', at: { x: 30, y: 44 } },
      ],
    })
    expect(ruleset.prompt(s)).toMatchObject({ kind: 'activate', seat: 'p1', units: [P1(2)] })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(2) }, { seat: 'p1', kind: 'end' })
    expect(ruleset.prompt(s)).toMatchObject({ kind: 'activate', seat: 'p2' })
    s = play(s, { seat: 'p2', kind: 'activate', unit: P2(1) }, { seat: 'p2', kind: 'end' })
    // p1's warship must wait while p2 still has a unit to activate: p1 skips.
    expect(ruleset.prompt(s)).toMatchObject({ kind: 'activate', seat: 'p2' })
    s = play(s, { seat: 'p2', kind: 'activate', unit: P2(2) }, { seat: 'p2', kind: 'end' })
    expect(ruleset.prompt(s)).toMatchObject({ kind: 'activate', seat: 'p1', units: [P1(1)] })
  })

  test('MS-TURN-RETURNFIRE: the attacked unit must activate next and attack the aggressor if it can', () => {
    let s = table({
      p1: [{ unit: 'argonaut', at: { x: 10, y: 10 } }],
      p2: [
        { unit: 'zaku-ii', at: { x: 10, y: 25 } },
        { unit: 'zaku-ii', at: { x: 40, y: 44 } },
      ],
      momentum: { p1: 0, p2: 0 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    s = script(s, Array(16).fill(1))
    s = playSettled(s, { seat: 'p1', kind: 'attack', weapon: 'machine-gun', targets: [P2(1)] }).state
    s = play(s, { seat: 'p1', kind: 'end' })
    expect(ruleset.prompt(s)).toMatchObject({ kind: 'activate', seat: 'p2', units: [P2(1)], forcedBy: P1(1) })
    s = play(s, { seat: 'p2', kind: 'activate', unit: P2(1) })
    expect(reject(s, { seat: 'p2', kind: 'end' }).code).toBe('mechastellar/return_fire')
    // A Level 1+ pilot may instead pick any target (or none).
    const elite = table({
      p1: [{ unit: 'argonaut', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'white-asura', at: { x: 10, y: 25 } }],
    })
    elite.activation = null
    elite.turn = 'p2'
    elite.returnFire = { side: 'p2', units: [P2(1)], aggressor: P1(1) }
    const t = play(elite, { seat: 'p2', kind: 'activate', unit: P2(1) })
    expect(t.activation?.returnFireAt).toBe(P1(1))
    expect(play(t, { seat: 'p2', kind: 'end' }).activation).toBeNull()
  })

  test('MS-TURN-CHALLENGE: the first unit activated may Challenge; the pair must target each other and gain +1 CRIT DEF against others', () => {
    let s = table({
      p1: [
        { unit: 'white-asura', at: { x: 10, y: 10 } },
        { unit: 'argonaut', at: { x: 20, y: 10 } },
      ],
      p2: [
        { unit: 'blue-djinn', at: { x: 10, y: 30 } },
        { unit: 'zaku-ii', at: { x: 14, y: 22 } },
      ],
    })
    s.firstActivationDone = false
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1), challenge: P2(1) })
    expect(s.challenge).toEqual({ a: P1(1), b: P2(1) })
    expect(reject(s, { seat: 'p1', kind: 'attack', weapon: 'beam-rifle', targets: [P2(2)] }).message).toMatch(
      /challenge/,
    )
  })

  test('MS-TURN-REVENGE: Revenge is a permanent Challenge — the bound unit gains +1 CRIT DEF (2 DEF) against every other enemy, not against its partner', () => {
    const defFlat = (revenge: boolean, attacker: string) => {
      let s = table({
        p1: [
          { unit: 'zaku-ii', at: { x: 10, y: 10 } },
          { unit: 'zaku-ii', at: { x: 16, y: 10 } },
        ],
        p2: [{ unit: 'argonaut', at: { x: 13, y: 24 } }],
        momentum: { p1: 0, p2: 0 },
      })
      if (revenge) s.revenge = { a: P2(1), b: P1(2) }
      s = play(s, { seat: 'p1', kind: 'activate', unit: attacker })
      s = script(s, Array(40).fill(1))
      s = play(s, { seat: 'p1', kind: 'attack', weapon: 'machine-gun', targets: [P2(1)] })
      return s.attacks[0]?.defFlat
    }
    const base = defFlat(false, P1(1)) as number
    expect(defFlat(true, P1(1))).toBe(base + 2)
    expect(defFlat(true, P1(2))).toBe(base)
  })

  test('MS-ACT-ACTIONS: a turn has one combat action and two move actions; Accelerate buys a third move', () => {
    let s = table({
      p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 40, y: 44 } }],
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    expect(s.activation).toMatchObject({ actions: 1, moves: 2 })
    s = play(s, { seat: 'p1', kind: 'accelerate' })
    expect(s.activation).toMatchObject({ actions: 0, moves: 3, vertical: true })
    expect(reject(s, { seat: 'p1', kind: 'accelerate' }).code).toBe('mechastellar/no_actions')
  })
})

describe('Momentum', () => {
  test('MS-MOM-START: 10, less 2 per Level 1+ Pilot or Kaiju', () => {
    const s = start(quickSetup())
    expect(startingMomentum(s.units, 'p1')).toBe(8)
    expect(startingMomentum(s.units, 'p2')).toBe(8)
  })
  test('MS-MOM-SHIFT / MS-RULING-A22: under 3, a move of 3"+ towards the nearest enemy gains [M+1]; over 3, moving away loses [M−1]', () => {
    let s = table({
      p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 10, y: 40 } }],
      momentum: { p1: 1 },
    })
    s = play(
      s,
      { seat: 'p1', kind: 'activate', unit: P1(1) },
      { seat: 'p1', kind: 'move', to: { x: 10, y: 14 }, facing: 90 },
    )
    expect(s.momentum.p1).toBe(2)
    let t = table({
      p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 10, y: 40 } }],
      momentum: { p1: 6 },
    })
    t = play(
      t,
      { seat: 'p1', kind: 'activate', unit: P1(1) },
      { seat: 'p1', kind: 'move', to: { x: 10, y: 8 }, facing: 90 },
    )
    expect(t.momentum.p1).toBe(5)
  })
  test('MS-MOM-SHIFT: the shift reads Momentum as it stood when the move began — a disengage [M−1] from 4 still falls back [M−1]; a Fly [M−1] onto High Ground from 3 gains nothing', () => {
    let s = table({
      p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 10, y: 14 } }],
      momentum: { p1: 4 },
    })
    s = play(
      s,
      { seat: 'p1', kind: 'activate', unit: P1(1) },
      { seat: 'p1', kind: 'move', to: { x: 10, y: 4 }, facing: 90 },
    )
    expect(s.momentum.p1).toBe(2)
    const tower = terrain('tower', 'building', rect(14, 8, 18, 12), {
      height: 8,
      highGround: true,
      blocksLos: true,
    })
    let t = table({
      p1: [{ unit: 'trident-drake', at: { x: 8, y: 10 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 40, y: 10 } }],
      terrain: [tower],
      momentum: { p1: 3 },
    })
    t = play(
      t,
      { seat: 'p1', kind: 'activate', unit: P1(1) },
      { seat: 'p1', kind: 'move', to: { x: 16, y: 10 }, facing: 90 },
    )
    expect(unit(t, P1(1)).onHighGround).toBe('tower')
    expect(t.momentum.p1).toBe(2)
  })
})

describe('Versus scoring', () => {
  test('MS-VS-KILL / MS-RULING-A11: VP = Frame Level, +5 / +10 for Level 1 / 2 pilots, +1/+2/+3 for Performance 5+/8+/10, half (rounded up) below 50% HP (ruling A-11), +Round for the Commander', () => {
    const s = table({
      p1: [{ unit: 'argonaut', at: { x: 10, y: 10 } }],
      p2: [
        { unit: 'white-asura', at: { x: 10, y: 25 } },
        { unit: 'gm-ground', at: { x: 30, y: 25 } },
      ],
    })
    const asura = unit(s, P2(1))
    s.round = 3
    // Frame 4 + 5 (Skilled) + 2 (Performance 8) + 3 (the p2 Commander in Round 3).
    expect(killValue(s, asura, false)).toBe(14)
    expect(killValue(s, asura, true)).toBe(Math.ceil(11 / 2) + 3)
    expect(killValue(s, unit(s, P2(2)), false)).toBe(2)
  })
  test('MS-VS-PENALTIES / MS-RULING-A27: −3 once for lost 300+ point units (ruling A-27), −2 for losing half the force', () => {
    const s = table({
      p1: [
        { unit: 'white-asura', at: { x: 10, y: 10 } },
        { unit: 'blue-djinn', at: { x: 20, y: 10 } },
        { unit: 'gm-ground', at: { x: 30, y: 10 } },
      ],
      p2: [{ unit: 'gm-ground', at: { x: 10, y: 40 } }],
    })
    unit(s, P1(1)).destroyed = true
    unit(s, P1(2)).destroyed = true
    finalPenalties(s, ctxOf(s))
    expect(s.versus.vp.p1).toBe(-5)
    expect(s.versus.vp.p2).toBe(0)
  })
})

describe('control points', () => {
  test('MS-VS-CAPTURE: a unit that starts or ends its turn within 3" of a point captures it', () => {
    let s = table({
      p1: [{ unit: 'gm-ground', at: { x: 24, y: 18 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 40, y: 44 } }],
    })
    s.versus.cps = [{ x: 24, y: 24 }]
    s.versus.owner = [null]
    s = play(
      s,
      { seat: 'p1', kind: 'activate', unit: P1(1) },
      { seat: 'p1', kind: 'move', to: { x: 24, y: 22 }, facing: 90 },
    )
    expect(s.versus.owner).toEqual([null])
    s = play(s, { seat: 'p1', kind: 'end' })
    expect(s.versus.owner).toEqual(['p1'])
  })
})
