/** Movement, facing, engagement, High Ground, Deep Water (MS-MOVE-*, MS-ENG-*, MS-HG-*, MS-WATER-*). */
import { describe, expect, test } from 'vitest'
import { P1, P2, play, playSettled, reject, ruleset, script, table, terrain, unit } from '../testkit/index.ts'
import { GENERIC } from '../units/defaults.ts'
import type { WeaponProfile } from '../units/types.ts'
import { engagementRange } from './actions/geometry.ts'
import { previewInput } from './actions/preview.ts'

const sq = (x: number, y: number, w: number) => [
  { x, y },
  { x: x + w, y },
  { x: x + w, y: y + w },
  { x, y: y + w },
]

describe('movement', () => {
  test('MS-EX-MOVE: a Move 8" unit goes 6" down a street, turns 90°, then 8" down another; a third move needs Accelerate', () => {
    let s = table({
      p1: [{ unit: 'argonaut', at: { x: 10, y: 10 }, patch: { move: 8 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 44, y: 44 } }],
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    s = play(s, { seat: 'p1', kind: 'move', to: { x: 10, y: 16 }, facing: 90 })
    s = play(s, { seat: 'p1', kind: 'move', to: { x: 18, y: 16 }, facing: 0 })
    expect(unit(s, P1(1)).pos).toEqual({ x: 18, y: 16 })
    expect(reject(s, { seat: 'p1', kind: 'move', to: { x: 20, y: 16 }, facing: 0 }).code).toBe(
      'mechastellar/no_moves',
    )
  })
  test('MS-MOVE-LIMITS: no further than Move, at most 90° of rotation per move action; a move may be only a rotation', () => {
    let s = table({
      p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 44, y: 44 } }],
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    expect(reject(s, { seat: 'p1', kind: 'move', to: { x: 10, y: 17 }, facing: 90 }).code).toBe(
      'mechastellar/bad_move',
    )
    expect(reject(s, { seat: 'p1', kind: 'move', to: { x: 10, y: 12 }, facing: 200 }).code).toBe(
      'mechastellar/bad_move',
    )
    s = play(s, { seat: 'p1', kind: 'rotate', facing: 0 })
    expect(s.activation?.moves).toBe(1)
  })
  test('MS-MOVE-WARSHIP: warships only move forward and rotate at most 45°', () => {
    let s = table({
      p1: [{ unit: 'albion-carrier', at: { x: 24, y: 10 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 44, y: 44 } }],
    })
    unit(s, P2(1)).activated = true
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    expect(reject(s, { seat: 'p1', kind: 'move', to: { x: 24, y: 7 }, facing: 90 }).message).toMatch(
      /forwards/,
    )
    expect(reject(s, { seat: 'p1', kind: 'rotate', facing: 150 }).code).toBe('mechastellar/bad_rotation')
    s = play(s, { seat: 'p1', kind: 'move', to: { x: 24, y: 13 }, facing: 135 })
    expect(unit(s, P1(1)).facing).toBe(135)
  })
})

describe('engagement', () => {
  test('MS-EX-ENGAGEMENT / MS-RULING-MEASURE: engagement range is Size + 5" — Volt Lion (Size 2) has 7"', () => {
    const s = table({
      p1: [{ unit: 'volt-lion', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 10, y: 16.5 } }],
    })
    expect(engagementRange(unit(s, P1(1)), unit(s, P2(1)))).toBe(7)
  })
  test('MS-ENG-PASS: moving past an enemy means staying outside its engagement range (ending inside is allowed)', () => {
    let s = table({
      p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 13, y: 13 } }],
    })
    s.units[1]!.pos = { x: 10, y: 23 }
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    s.units[0]!.pos = { x: 10, y: 16 }
    s.units[1]!.pos = { x: 13, y: 19 }
    expect(reject(s, { seat: 'p1', kind: 'move', to: { x: 16, y: 21 }, facing: 90 }).code).toBe(
      'mechastellar/bad_move',
    )
  })
  test('MS-ENG-DISENGAGE / MS-RULING-A19: leaving engagement costs [M−X] for X engaged enemies; after attacking it is free (ruling A-19)', () => {
    let s = table({
      p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 } }],
      p2: [
        { unit: 'zaku-ii', at: { x: 10, y: 14 } },
        { unit: 'zaku-ii', at: { x: 14, y: 10 } },
      ],
      momentum: { p1: 5 },
    })
    s = play(
      s,
      { seat: 'p1', kind: 'activate', unit: P1(1) },
      { seat: 'p1', kind: 'move', to: { x: 6, y: 6 }, facing: 180 },
    )
    // Two engaged: [M−2]; and the move backs off the nearest enemy while M was 5 (MS-MOM-SHIFT): [M−1].
    expect(s.momentum.p1).toBe(5 - 2 - 1)
    let t = table({
      p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 10, y: 14 } }],
      momentum: { p1: 2, p2: 0 },
    })
    t = play(t, { seat: 'p1', kind: 'activate', unit: P1(1) })
    t = script(t, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1])
    t = playSettled(
      t,
      { seat: 'p1', kind: 'attack', weapon: 'beam-saber', targets: [P2(1)] },
      { seat: 'p1', kind: 'skills-done' },
    ).state
    t = play(t, { seat: 'p1', kind: 'move', to: { x: 10, y: 4 }, facing: 90 })
    expect(t.momentum.p1).toBe(2)
  })
  test('MS-ENG-SHOOT: shooting inside engagement range costs [M−2] and ignores Rapid Fire penalties', () => {
    let s = table({
      p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 10, y: 14 } }],
      momentum: { p1: 4, p2: 0 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    s = script(s, Array(20).fill(1))
    s = play(s, { seat: 'p1', kind: 'attack', weapon: 'machine-gun', targets: [P2(1)] })
    expect(s.momentum.p1).toBe(2)
  })
  test('MS-ENG-SHOOT: a sniper rifle (6d10, RF −2d10) fired inside engagement range rolls all 6 dice, as its odds say; a beam rifle keeps its RF +1d10', () => {
    const sniper: WeaponProfile = { ...GENERIC.sniperRifle, id: 'sniper', hits: 3 } as WeaponProfile
    const rifle: WeaponProfile = { ...GENERIC.beamRifle, id: 'rifle', hits: 3 } as WeaponProfile
    const diceRolled = (weapon: WeaponProfile) => {
      let s = table({
        p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 }, patch: { weapons: [weapon] } }],
        p2: [{ unit: 'zaku-ii', at: { x: 10, y: 14 } }],
        momentum: { p1: 5, p2: 0 },
      })
      s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
      const odds = previewInput(s, P1(1), weapon.id, P2(1))
      s = script(s, Array(40).fill(1))
      const r = playSettled(s, { seat: 'p1', kind: 'attack', weapon: weapon.id, targets: [P2(1)] })
      const atk = r.events.find((e) => e.type === 'DiceRolled' && e.role === 'attack')
      return { rolled: atk?.type === 'DiceRolled' ? atk.dice.length : -1, odds: odds?.attackDice }
    }
    // 4" apart: engaged, and inside both Rapid Fire ranges.
    expect(diceRolled(sniper)).toEqual({ rolled: 6, odds: 6 })
    expect(diceRolled(rifle)).toEqual({ rolled: 6, odds: 6 })
  })
  test('MS-TGT-MELEE: enemies locked in melee with someone else are not valid targets', () => {
    let s = table({
      p1: [
        { unit: 'gm-ground', at: { x: 10, y: 10 } },
        { unit: 'gm-ground', at: { x: 16, y: 22 } },
      ],
      p2: [{ unit: 'zaku-ii', at: { x: 16, y: 26 } }],
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    expect(
      reject(s, { seat: 'p1', kind: 'attack', weapon: 'machine-gun', targets: [P2(1)] }).message,
    ).toMatch(/locked in melee/)
  })
})

describe('High Ground and vertical moves', () => {
  const tower = terrain('tower', 'building', sq(14, 8, 4), { height: 8, highGround: true, blocksLos: true })
  test('MS-MOVE-ACCELERATE: climbing High Ground needs Accelerate (a vertical move) or Fly; dropping down is free', () => {
    let s = table({
      // the base's edge 0.5" from the tower: next to it
      p1: [{ unit: 'gm-ground', at: { x: 12.5, y: 10 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 44, y: 44 } }],
      terrain: [tower],
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    expect(
      reject(s, { seat: 'p1', kind: 'move', to: { x: 16, y: 10 }, facing: 90, vertical: true }).message,
    ).toMatch(/Fly or Accelerate/)
    s = play(
      s,
      { seat: 'p1', kind: 'accelerate' },
      { seat: 'p1', kind: 'move', to: { x: 16, y: 10 }, facing: 90, vertical: true },
    )
    expect(unit(s, P1(1)).onHighGround).toBe('tower')
    const m = s.momentum.p1
    s = play(s, { seat: 'p1', kind: 'move', to: { x: 16, y: 15 }, facing: 90 })
    expect(unit(s, P1(1)).onHighGround).toBeNull()
    // Dropped the same turn it was gained: [M−1].
    expect(s.momentum.p1).toBe(m - 1)
  })
  test('MS-MOVE-ACCELERATE / MS-RULING-ACCEL-NEXT: the vertical move starts next to the piece (base edge within 1") — from 3" away it is refused until a move brings the unit there', () => {
    let s = table({
      p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 44, y: 44 } }],
      terrain: [tower],
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) }, { seat: 'p1', kind: 'accelerate' })
    const up = { seat: 'p1', kind: 'move', to: { x: 16, y: 10 }, facing: 90, vertical: true } as const
    const e = reject(s, up)
    expect(e.code).toBe('mechastellar/vertical_not_next_to')
    expect(e.message).toMatch(/next to tower/)
    // 2" closer: the base's edge is exactly 1" from the tower.
    s = play(s, { seat: 'p1', kind: 'move', to: { x: 12, y: 10 }, facing: 90 }, up)
    expect(unit(s, P1(1)).onHighGround).toBe('tower')
    expect(s.activation?.vertical).toBe(false)
  })
  test('MS-MOVE-ACCELERATE / MS-RULING-ACCEL-NEXT / MS-HG-FLY: a flyer too far for the vertical move it declared flies up instead', () => {
    let s = table({
      p1: [{ unit: 'trident-drake', at: { x: 8, y: 10 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 44, y: 44 } }],
      terrain: [tower],
      momentum: { p1: 5 },
    })
    s = play(
      s,
      { seat: 'p1', kind: 'activate', unit: P1(1) },
      { seat: 'p1', kind: 'accelerate' },
      { seat: 'p1', kind: 'move', to: { x: 16, y: 10 }, facing: 90, vertical: true },
    )
    expect(unit(s, P1(1)).onHighGround).toBe('tower')
    // Flown, not climbed: the vertical move is still there to use.
    expect(s.activation?.vertical).toBe(true)
  })
  test('MS-HG-FLY: Fly takes High Ground as part of a move for [M−1]', () => {
    let s = table({
      p1: [{ unit: 'trident-drake', at: { x: 8, y: 10 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 44, y: 44 } }],
      terrain: [tower],
      momentum: { p1: 5 },
    })
    s = play(
      s,
      { seat: 'p1', kind: 'activate', unit: P1(1) },
      { seat: 'p1', kind: 'move', to: { x: 16, y: 10 }, facing: 90 },
    )
    expect(unit(s, P1(1)).onHighGround).toBe('tower')
    expect(s.momentum.p1).toBe(4)
  })
  test('MS-HG-NOCOVER: a unit on High Ground gets no Cover and may be targeted even if it is not the closest', () => {
    const debris = terrain(
      'debris',
      'debris',
      [
        { x: 4, y: 20 },
        { x: 30, y: 20 },
        { x: 30, y: 21 },
        { x: 4, y: 21 },
      ],
      { cover: true, height: 2 },
    )
    let s = table({
      p1: [{ unit: 'gm-ground', at: { x: 16, y: 30 } }],
      p2: [
        { unit: 'zaku-ii', at: { x: 16, y: 10 } },
        { unit: 'zaku-ii', at: { x: 30, y: 30 } },
      ],
      terrain: [tower, debris],
    })
    unit(s, P2(1)).onHighGround = 'tower'
    s.units[0]!.facing = 270
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    s = script(s, Array(20).fill(1))
    s = play(s, { seat: 'p1', kind: 'attack', weapon: 'machine-gun', targets: [P2(1)] })
    expect(s.attacks[0]?.cover).toBe(false)
  })
})

describe('Deep Water', () => {
  const lake = terrain('lake', 'water', sq(10, 14, 6), { deepWater: true })
  test('MS-WATER-SINK: stopping in Deep Water without Amphibious or Fly sinks the unit and breaks LOS with the surface', () => {
    let s = table({
      p1: [{ unit: 'gm-ground', at: { x: 13, y: 10 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 13, y: 30 } }],
      terrain: [lake],
    })
    s = play(
      s,
      { seat: 'p1', kind: 'activate', unit: P1(1) },
      { seat: 'p1', kind: 'move', to: { x: 13, y: 16 }, facing: 90 },
    )
    expect(unit(s, P1(1)).underwater).toBe(true)
    expect(
      reject(s, { seat: 'p1', kind: 'attack', weapon: 'machine-gun', targets: [P2(1)] }).message,
    ).toMatch(/line of sight/)
  })
  test('MS-RULING-A26: an Amphibious unit that stops in Deep Water does not sink', () => {
    let s = table({
      p1: [{ unit: 'gm-ground', at: { x: 13, y: 10 }, patch: { amphibious: true } }],
      p2: [{ unit: 'zaku-ii', at: { x: 13, y: 40 } }],
      terrain: [lake],
    })
    s = play(
      s,
      { seat: 'p1', kind: 'activate', unit: P1(1) },
      { seat: 'p1', kind: 'move', to: { x: 13, y: 16 }, facing: 90 },
    )
    expect(unit(s, P1(1)).underwater).toBe(false)
  })
  test('MS-WATER-SURFACE: a sunk unit without [A]mphibious / Fly cannot surface — it may only move on under the water', () => {
    const big = terrain('lake', 'water', sq(10, 14, 16), { deepWater: true })
    let s = table({
      p1: [{ unit: 'gm-ground', at: { x: 13, y: 10 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 40, y: 44 } }],
      terrain: [big],
    })
    s = play(
      s,
      { seat: 'p1', kind: 'activate', unit: P1(1) },
      { seat: 'p1', kind: 'move', to: { x: 13, y: 16 }, facing: 90 },
    )
    expect(unit(s, P1(1)).underwater).toBe(true)
    // Back onto the shore, or coming up where it stands: both are surfacing, refused without [A] / Fly.
    expect(reject(s, { seat: 'p1', kind: 'move', to: { x: 13, y: 12 }, facing: 90 }).message).toMatch(
      /surfacing from Deep Water needs \[A\]mphibious or Fly/,
    )
    expect(
      reject(s, { seat: 'p1', kind: 'move', to: { x: 13, y: 16 }, facing: 90, surface: true }).code,
    ).toBe('mechastellar/bad_move')
    expect(ruleset.legal(s).some((d) => d.kind === 'move' && d.surface)).toBe(false)
    s = play(s, { seat: 'p1', kind: 'move', to: { x: 16, y: 20 }, facing: 90 })
    expect(unit(s, P1(1)).underwater).toBe(true)
  })
  test('MS-WATER-SURFACE: an [A]mphibious or flying unit under water surfaces with a move 5" shorter (Move 8" → 3"); moving on under the water costs nothing', () => {
    const big = terrain('lake', 'water', sq(10, 14, 16), { deepWater: true })
    for (const patch of [
      { amphibious: true, move: 8 },
      { fly: true, move: 8 },
    ]) {
      let s = table({
        p1: [{ unit: 'gm-ground', at: { x: 13, y: 16 }, patch }],
        p2: [{ unit: 'zaku-ii', at: { x: 40, y: 44 } }],
        terrain: [big],
      })
      unit(s, P1(1)).underwater = true
      s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
      // Out of the water: 4" is beyond the 3" a surfacing move allows; 3" is fine.
      expect(reject(s, { seat: 'p1', kind: 'move', to: { x: 13, y: 12 }, facing: 90 }).message).toMatch(
        /surfacing costs 5" of Move: at most 3"/,
      )
      const out = play(s, { seat: 'p1', kind: 'move', to: { x: 13, y: 13 }, facing: 90 })
      expect(unit(out, P1(1)).underwater).toBe(false)
      // Staying under: a full 8" move through the water, still submerged.
      const under = play(s, { seat: 'p1', kind: 'move', to: { x: 21, y: 16 }, facing: 90 })
      expect(unit(under, P1(1)).underwater).toBe(true)
      // Coming up where it is: offered by legal(), and within the 3" left.
      const up = ruleset.legal(s).find((d) => d.kind === 'move' && d.surface)
      expect(up).toMatchObject({ kind: 'move', to: { x: 13, y: 16 }, surface: true })
      const surfaced = play(s, up as never)
      expect(unit(surfaced, P1(1)).underwater).toBe(false)
      expect(
        reject(s, { seat: 'p1', kind: 'move', to: { x: 21, y: 16 }, facing: 90, surface: true }).message,
      ).toMatch(/surfacing costs 5"/)
    }
  })
  test('MS-WATER-SURFACE: under water, [E]nergy attacks are at −5 PEN', () => {
    const big = terrain('lake', 'water', sq(10, 14, 16), { deepWater: true })
    let s = table({
      p1: [{ unit: 'guncannon', at: { x: 13, y: 16 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 20, y: 26 } }],
      terrain: [big],
    })
    unit(s, P1(1)).underwater = true
    unit(s, P2(1)).underwater = true
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    s = play(s, { seat: 'p1', kind: 'attack', weapon: 'beam-rifle', targets: [P2(1)] })
    expect(s.attacks[0]?.penMod).toBe(-5)
  })
})
