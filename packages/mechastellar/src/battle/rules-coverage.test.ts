/**
 * Dedicated tests for rules that were built inside larger sequences: facing in melee, small
 * terrain, obscuring terrain, Momentum shifts late in a round, crumbling High Ground and the
 * 10,000 DMG bonus (MS-ENG-FACE, MS-HG-SMALL, MS-LOS-OBSCURE, MS-MOM-NOSHIFT, MS-TER-CRUMBLE,
 * MS-VS-BIGHIT).
 */
import { Dice } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import {
  P1,
  P2,
  play,
  playAll,
  playSettled,
  rect,
  reject,
  script,
  table,
  terrain,
  unit,
} from '../testkit/index.ts'
import { sight } from './actions/geometry.ts'
import { enterReserves } from './core/deploy.ts'
import { tacticalAdvantage } from './modules/advantage.ts'

const misses = (n: number) => Array.from({ length: n }, () => 2)

describe('facing and terrain', () => {
  test('MS-ENG-FACE: the melee attacker turns to face its target, and so does a unit that counters', () => {
    let s = table({
      p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 }, facing: 90 }],
      p2: [{ unit: 'zaku-ii', at: { x: 14, y: 10 }, facing: 90, patch: { level: 1, hp: 99_000 } }],
      momentum: { p1: 0, p2: 0 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    s = script(s, misses(40))
    s = play(s, { seat: 'p1', kind: 'attack', weapon: 'beam-saber', targets: [P2(1)] })
    expect(unit(s, P1(1)).facing).toBe(0)
    expect(unit(s, P2(1)).facing).toBe(90)
    const r = playSettled(s, { seat: 'p2', kind: 'defend', bonus: 'counter', counterWeapon: 'heat-hawk' })
    expect(r.events.some((e) => e.type === 'AttackDeclared' && e.counter)).toBe(true)
    expect(unit(r.state, P2(1)).facing).toBe(180)
  })

  test('MS-HG-SMALL: pieces lower than High Ground are crossed and stood in freely; High Ground is not', () => {
    const rubble = terrain('rubble', 'debris', rect(4, 12, 16, 13), { cover: true, height: 1 })
    let s = table({
      p1: [{ unit: 'gm-ground', at: { x: 10, y: 8 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 44, y: 44 } }],
      terrain: [rubble],
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    s = play(s, { seat: 'p1', kind: 'move', to: { x: 10, y: 12.5 }, facing: 90 })
    expect(unit(s, P1(1)).pos).toEqual({ x: 10, y: 12.5 })
    s = play(s, { seat: 'p1', kind: 'move', to: { x: 10, y: 16 }, facing: 90 })
    expect(unit(s, P1(1)).onHighGround).toBeNull()
    const wall = terrain('wall', 'building', rect(4, 12, 16, 13), {
      highGround: true,
      blocksLos: true,
      height: 4,
    })
    let t = table({
      p1: [{ unit: 'gm-ground', at: { x: 10, y: 8 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 44, y: 44 } }],
      terrain: [wall],
    })
    t = play(t, { seat: 'p1', kind: 'activate', unit: P1(1) })
    expect(reject(t, { seat: 'p1', kind: 'move', to: { x: 10, y: 14 }, facing: 90 }).message).toMatch(
      /cannot pass through wall/,
    )
  })

  test('MS-LOS-OBSCURE: a forest between shooter and target stops the attack; from High Ground it is seen over', () => {
    const forest = terrain('forest', 'forest', rect(0, 18, 24, 22), { obscuring: true, height: 3 })
    const hill = terrain('hill', 'hill', rect(6, 6, 14, 14), { highGround: true, height: 4 })
    const s = table({
      p1: [{ unit: 'argonaut', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 10, y: 30 } }],
      terrain: [forest, hill],
    })
    expect(sight(s, unit(s, P1(1)), unit(s, P2(1))).visible).toBe(false)
    const a = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    expect(
      reject(a, { seat: 'p1', kind: 'attack', weapon: 'machine-gun', targets: [P2(1)] }).message,
    ).toMatch(/line of sight/)
    unit(s, P1(1)).onHighGround = 'hill'
    expect(sight(s, unit(s, P1(1)), unit(s, P2(1))).visible).toBe(true)
    // a short, non-obscuring piece in the same place gives Cover but does not stop the shot
    const low = table({
      p1: [{ unit: 'argonaut', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 10, y: 30 } }],
      terrain: [terrain('crates', 'debris', rect(0, 18, 24, 22), { cover: true, height: 1 })],
    })
    expect(sight(low, unit(low, P1(1)), unit(low, P2(1)))).toMatchObject({ visible: true, partial: true })
  })
})

describe('Momentum, crumbling terrain, the big hit', () => {
  test('MS-MOM-NOSHIFT: with every enemy unit already activated, closing in gains no Momentum', () => {
    const base = () =>
      table({
        p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 } }],
        p2: [{ unit: 'zaku-ii', at: { x: 10, y: 40 } }],
        momentum: { p1: 1 },
      })
    const move = { seat: 'p1', kind: 'move', to: { x: 10, y: 14 }, facing: 90 } as const
    const live = play(base(), { seat: 'p1', kind: 'activate', unit: P1(1) }, move)
    expect(live.momentum.p1).toBe(2)
    let late = base()
    unit(late, P2(1)).activated = true
    late = play(late, { seat: 'p1', kind: 'activate', unit: P1(1) }, move)
    expect(late.momentum.p1).toBe(1)
    // backing off while high loses nothing either
    let high = table({
      p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 10, y: 40 } }],
      momentum: { p1: 6 },
    })
    unit(high, P2(1)).activated = true
    high = play(
      high,
      { seat: 'p1', kind: 'activate', unit: P1(1) },
      { seat: 'p1', kind: 'move', to: { x: 10, y: 8 }, facing: 90 },
    )
    expect(high.momentum.p1).toBe(6)
  })

  test('MS-TER-CRUMBLE: units on a piece that crumbles fall; a Basic pilot gives enemies Tactical Advantage until it activates, a Level 1+ pilot does not', () => {
    // a raised platform: High Ground that gives Cover to units behind it without hiding them
    const block = terrain('block', 'ruin', rect(4, 20, 24, 24), {
      highGround: true,
      cover: true,
      destructible: true,
      height: 3,
    })
    let s = table({
      p1: [{ unit: 'argonaut', at: { x: 10, y: 10 }, patch: { level: 1 } }],
      p2: [
        { unit: 'zaku-ii', at: { x: 10, y: 28 } },
        { unit: 'gm-ground', at: { x: 17, y: 22 } },
        { unit: 'gm-ground', at: { x: 21.5, y: 22 }, patch: { level: 1 } },
      ],
      terrain: [block],
      momentum: { p1: 0, p2: 0 },
    })
    unit(s, P2(2)).onHighGround = 'block'
    unit(s, P2(3)).onHighGround = 'block'
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    // 8 misses vs 8 misses; the terrain check rolls a 1 (100 < the Machine Gun's DMG): it crumbles
    s = script(s, [...misses(16), 1])
    const r = playSettled(s, { seat: 'p1', kind: 'attack', weapon: 'machine-gun', targets: [P2(1)] })
    expect(r.events).toContainEqual({ type: 'TerrainDestroyed', terrain: 'block' })
    const a = unit(r.state, P1(1))
    const basic = unit(r.state, P2(2))
    const ace = unit(r.state, P2(3))
    expect([basic.onHighGround, ace.onHighGround]).toEqual([null, null])
    expect(basic.fell).toBe(true)
    expect(ace.fell).toBe(false)
    expect(tacticalAdvantage(r.state, a, basic, false, false)).toBe(true)
    expect(tacticalAdvantage(r.state, a, ace, false, false)).toBe(false)
    // its own activation ends the exposure
    let t = r.state
    t.activation = null
    t.turn = 'p2'
    t = play(t, { seat: 'p2', kind: 'activate', unit: P2(2) })
    expect(unit(t, P2(2)).fell).toBe(false)
  })

  test('MS-VS-BIGHIT: an attack dealing 10,000 DMG or more scores +10 VP once', () => {
    const cannon = {
      id: 'big',
      name: 'Big Cannon',
      kind: 'shoot' as const,
      atk: 10,
      hits: 10,
      range: 30,
      dmg: 1000,
    }
    let s = table({
      p1: [{ unit: 'argonaut', at: { x: 10, y: 10 }, patch: { weapons: [cannon] } }],
      p2: [{ unit: 'zaku-ii', at: { x: 10, y: 25 } }],
      momentum: { p1: 0, p2: 0 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    // ten 10s: 20 + 10 = 30 Hits against 1 DEF → 29 × 1000 plus the Finishing Blow
    s = script(s, [...Array.from({ length: 10 }, () => 10), ...misses(8)])
    const r = playAll(s, { seat: 'p1', kind: 'attack', weapon: 'big', targets: [P2(1)] })
    const t = playSettled(r.state)
    const events = [...r.events, ...t.events]
    expect(events).toContainEqual({
      type: 'VictoryPoints',
      side: 'p1',
      by: 10,
      why: '10,000 DMG in one attack',
    })
    expect(t.state.versus.bigHit.p1).toBe(true)
    // a small attack scores nothing extra
    let u = table({
      p1: [{ unit: 'argonaut', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 10, y: 25 } }],
      momentum: { p1: 0, p2: 0 },
    })
    u = play(u, { seat: 'p1', kind: 'activate', unit: P1(1) })
    u = script(u, [...Array.from({ length: 8 }, () => 9), ...misses(8)])
    const small = playSettled(u, { seat: 'p1', kind: 'attack', weapon: 'machine-gun', targets: [P2(1)] })
    expect(small.events.some((e) => e.type === 'VictoryPoints' && e.why.includes('10,000'))).toBe(false)
  })
})

describe('the big hit over a multi-target action', () => {
  test('MS-VS-BIGHIT: the DMG of every target of one attack action is summed', () => {
    // two targets, each taking 6 unblocked × 900 = 5,400 (no PEN): neither alone reaches 10,000
    const gun = {
      id: 'twin',
      name: 'Twin Cannon',
      kind: 'shoot' as const,
      atk: 6,
      hits: 7,
      range: 30,
      dmg: 900,
      targets: 2,
    }
    let s = table({
      p1: [{ unit: 'argonaut', at: { x: 10, y: 10 }, patch: { weapons: [gun], level: 1 } }],
      p2: [
        { unit: 'zaku-ii', at: { x: 6, y: 25 }, patch: { hp: 99_000 } },
        { unit: 'zaku-ii', at: { x: 14, y: 25 }, patch: { hp: 99_000 } },
      ],
      momentum: { p1: 0, p2: 0 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    // each target: six 2s → 0 + 7 Hits against 8 misses + 1 DEF → 6 unblocked
    s = script(s, [...misses(6), ...misses(8), ...misses(6), ...misses(8)])
    const r = playSettled(s, { seat: 'p1', kind: 'attack', weapon: 'twin', targets: [P2(1), P2(2)] })
    const dmg = r.events.filter((e) => e.type === 'Damage').map((e) => (e as { amount: number }).amount)
    expect(dmg).toEqual([5400, 5400])
    expect(r.events).toContainEqual({
      type: 'VictoryPoints',
      side: 'p1',
      by: 10,
      why: '10,000 DMG in one attack',
    })
  })
})

describe('the big hit, every time', () => {
  test('MS-VS-BIGHIT: each attack action reaching 10,000 DMG scores its +10 VP — a second one scores again', () => {
    const big = (id: string) => ({
      id,
      name: id,
      kind: 'shoot' as const,
      atk: 10,
      hits: 10,
      range: 24,
      dmg: 1000,
    })
    let s = table({
      p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 }, patch: { weapons: [big('a'), big('b')] } }],
      p2: [{ unit: 'zaku-ii', at: { x: 10, y: 20 }, patch: { hp: 100_000 } }],
      momentum: { p1: 1, p2: 0 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) }, { seat: 'p1', kind: 'zeal', momentum: 1 })
    // each action: ten 10s → 30 Hits against 8 misses + 1 DEF: 29 × 1000 + the Finishing Blow
    const roll = [...Array.from({ length: 10 }, () => 10), ...misses(8)]
    s = script(s, [...roll, ...roll])
    const first = playSettled(s, { seat: 'p1', kind: 'attack', weapon: 'a', targets: [P2(1)] })
    expect(first.state.versus.vp.p1).toBe(10)
    const second = playSettled(first.state, { seat: 'p1', kind: 'attack', weapon: 'b', targets: [P2(1)] })
    expect(second.events.filter((e) => e.type === 'Damage').map((e) => e.amount)).toEqual([30_000])
    expect(second.state.versus.vp.p1).toBe(20)
  })
})

describe('clamped penalties and reserves', () => {
  test('MS-RULING-PENALTY-CLAMP: a disengage with too little Momentum still happens and leaves 0; a Skill needs the Momentum it costs', () => {
    let s = table({
      p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 } }],
      p2: [
        { unit: 'zaku-ii', at: { x: 10, y: 14 } },
        { unit: 'zaku-ii', at: { x: 14, y: 10 } },
      ],
      momentum: { p1: 1 },
    })
    s = play(
      s,
      { seat: 'p1', kind: 'activate', unit: P1(1) },
      { seat: 'p1', kind: 'move', to: { x: 6, y: 6 }, facing: 180 },
    )
    expect(s.momentum.p1).toBe(0)
    expect(unit(s, P1(1)).pos).toEqual({ x: 6, y: 6 })
    expect(reject(s, { seat: 'p1', kind: 'zeal', momentum: 1 }).code).toMatch(/no_momentum|skill/)
  })

  test('MS-DEPLOY-RESERVES: a unit held in reserve enters on its own table edge at the end of the round', () => {
    const s = table({
      p1: [
        { unit: 'gm-ground', at: { x: 10, y: 10 } },
        { unit: 'gm-ground', at: { x: 20, y: 10 } },
      ],
      p2: [{ unit: 'zaku-ii', at: { x: 40, y: 44 } }],
    })
    const r = unit(s, P1(2))
    r.pos = null
    s.reserves = [r.id]
    const events: { type: string }[] = []
    enterReserves(s, { dice: new Dice(s.rng), emit: (e) => events.push(e) })
    expect(s.reserves).toEqual([])
    expect(unit(s, P1(2)).pos?.y).toBe(1)
    expect(events).toContainEqual({ type: 'Deployed', unit: P1(2), pos: unit(s, P1(2)).pos })
  })
})
