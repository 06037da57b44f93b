import { describe, expect, test } from 'vitest'
import { box, figure, table } from './build.ts'
import { at, go } from './move.testkit.ts'
import { preset } from './presets.ts'
import { randomBattlefield } from './random.ts'
import { THEMES } from './themes.ts'

const forest = box('forest', 10, 0, 20, 36, { qualities: ['difficult', 'obscuring'], height: 4 })

describe('move', () => {
  test('GF-MOVE: a move costs its length along the path, turns included', () => {
    const r = go(table([]), [figure('a', 'p1', 5, 5)], [at(5, 5), at(9, 5), at(9, 8)], 7)
    expect(r.ok && r.value.cost).toBeCloseTo(7)
    expect(go(table([]), [figure('a', 'p1', 5, 5)], [at(5, 5), at(9, 5), at(9, 8.1)], 7).ok).toBe(false)
  })
  test('GF-MOVE: the path starts at the figure and stays on the table', () => {
    const f = [figure('a', 'p1', 5, 5)]
    expect(go(table([]), f, [at(6, 5), at(7, 5)], 6)).toMatchObject({
      ok: false,
      error: { code: 'gunframe/bad_path' },
    })
    expect(go(table([]), f, [at(5, 5), at(0.5, 5)], 6)).toMatchObject({
      ok: false,
      error: { code: 'gunframe/off_table' },
    })
  })
  // THE BATTLEFIELD › DIFFICULT TERRAIN: Speed 5 goes 2" through difficult terrain, Speed 6 goes 3".
  // The forest starts at x = 10 and a medium base has a 1" radius: at x = 9 the base touches it.
  const along = (speed: number, from: number, to: number, extra = {}) =>
    go(table([forest]), [figure('a', 'p1', from, 5)], [at(from, 5), at(to, 5)], speed, extra)
  test('GF-TER-DIFFICULT: touching the forest, Speed 5 moves at most 2" into it (the book\'s example)', () => {
    const r = along(5, 9, 11)
    expect(r.ok && r.value).toMatchObject({ cost: 4, difficultInches: 2 })
    expect(along(5, 9, 11.5)).toMatchObject({ ok: false, error: { code: 'gunframe/too_far' } })
    expect(along(5, 9, 11.01).ok).toBe(false)
  })
  test('GF-TER-DIFFICULT: touching the forest, Speed 6 moves at most 3" into it', () => {
    const r = along(6, 9, 12)
    expect(r.ok && r.value.cost).toBeCloseTo(6)
    expect(r.ok && r.value.difficultInches).toBe(3)
    expect(along(6, 9, 12.2).ok).toBe(false)
  })
  test('GF-TER-DIFFICULT: after 4" of open ground a Speed 5 unit cannot push its base even half an inch in', () => {
    expect(along(5, 5, 9).ok).toBe(true)
    expect(along(5, 5, 9.5).ok).toBe(false)
    expect(along(5, 5, 9.05).ok).toBe(false)
  })
  test('GF-TER-DIFFICULT: every inch with any part of the base inside is charged, not just the centre', () => {
    // The centre never enters the forest, but the leading half of the base does.
    const r = along(6, 8, 9.5)
    expect(r.ok && r.value).toMatchObject({ difficultInches: 1 })
    expect(r.ok && r.value.cost).toBeCloseTo(1 + 2)
    // Running beside a strip of mud with the base overlapping it is difficult all the way.
    const mud = box('mud', 0, 5.5, 36, 3, { qualities: ['difficult'] })
    const side = go(table([mud]), [figure('a', 'p1', 5, 5)], [at(5, 5), at(7, 5)], 6)
    expect(side.ok && side.value).toMatchObject({ cost: 4, difficultInches: 2 })
    // Only touching the edge is not being inside.
    const edge = go(
      table([box('mud', 0, 6, 36, 3, { qualities: ['difficult'] })]),
      [figure('a', 'p1', 5, 5)],
      [at(5, 5), at(10, 5)],
      5,
    )
    expect(edge.ok && edge.value.cost).toBeCloseTo(5)
  })
  test('GF-TER-DIFFICULT / GF-UPG-ALL-TERRAIN: open inches and difficult inches add up; All Terrain ignores it', () => {
    const r = along(6, 8, 11)
    expect(r.ok && r.value.cost).toBeCloseTo(1 + 4)
    const at = along(6, 8, 14, { allTerrain: true })
    expect(at.ok && at.value.cost).toBeCloseTo(6)
  })
  test('GF-TER-BLOCKING: no moving through blocking terrain', () => {
    const wall = box('bldg', 10, 0, 2, 20, { qualities: ['blocking', 'elevated'], height: 6 })
    const f = [figure('a', 'p1', 8, 5)]
    expect(go(table([wall]), f, [at(8, 5), at(14, 5)], 8)).toMatchObject({
      ok: false,
      error: { code: 'gunframe/blocked_by_terrain' },
    })
    // around the end of it is fine
    expect(go(table([wall]), f, [at(8, 5), at(8, 22), at(14, 22)], 30).ok).toBe(true)
    // brushing past it (base touching) is fine
    expect(go(table([wall]), f, [at(8, 5), at(9, 5)], 8).ok).toBe(true)
  })
  test('GF-TER-DANGEROUS: each dangerous feature touched is listed once, in order', () => {
    const mines1 = box('mines1', 10, 0, 2, 10, { qualities: ['dangerous'] })
    const mines2 = box('mines2', 14, 0, 2, 10, { qualities: ['dangerous'] })
    const f = [figure('a', 'p1', 6, 5)]
    const r = go(table([mines2, mines1]), f, [at(6, 5), at(20, 5), at(6, 5.5)], 40)
    expect(r.ok && r.value.dangerousEntered).toEqual(['terrain:mines1', 'terrain:mines2'])
    // touching the edge counts: the base makes contact
    const t = go(table([mines1]), f, [at(6, 5), at(9, 5)], 6)
    expect(t.ok && t.value.dangerousEntered).toEqual(['terrain:mines1'])
  })
  test('GF-TER-DANGEROUS: a unit starting in dangerous terrain rolls when it moves', () => {
    const f = [figure('a', 'p1', 11, 5)]
    const mines = box('mines', 10, 0, 2, 10, { qualities: ['dangerous'] })
    const r = go(table([mines]), f, [at(11, 5), at(11, 6)], 6)
    expect(r.ok && r.value.dangerousEntered).toEqual(['terrain:mines'])
  })
  test('GF-TER-OBSTACLE: crossed freely but never ended on', () => {
    const crates = box('crates', 10, 4, 1, 2, { category: 'obstacle', height: 1 })
    const f = [figure('a', 'p1', 8, 5)]
    expect(go(table([crates]), f, [at(8, 5), at(13, 5)], 5).ok).toBe(true)
    expect(go(table([crates]), f, [at(8, 5), at(10.5, 5)], 5)).toMatchObject({
      ok: false,
      error: { code: 'gunframe/ends_on_obstacle' },
    })
    // not enough Speed to clear it: the base would end on top
    expect(go(table([crates]), f, [at(8, 5), at(11.5, 5)], 5).ok).toBe(false)
  })
  test('GF-TER-ELEVATED / GF-SPM-CLIMB: features under half the figure height are free; taller ones need climb', () => {
    const low = box('low', 10, 0, 4, 10, { qualities: ['elevated'], height: 1 })
    const high = box('high', 10, 0, 4, 10, { qualities: ['elevated'], height: 2 })
    const f = [figure('a', 'p1', 8, 5)] // medium: 3" tall
    const r = go(table([low]), f, [at(8, 5), at(12, 5)], 6)
    expect(r.ok && r.value.endElevation).toBe(1)
    expect(go(table([high]), f, [at(8, 5), at(12, 5)], 6)).toMatchObject({
      ok: false,
      error: { code: 'gunframe/too_high' },
    })
    const c = go(table([high]), f, [at(8, 5), at(12, 5)], 8, { mode: 'climb' })
    expect(c.ok && c.value.cost).toBeCloseTo(4 + 4)
    expect(c.ok && c.value.climbCost).toBeCloseTo(4)
    const up = go(table([high]), f, [at(8, 5), at(12, 5)], 6, { mode: 'climb', climbAtSpeed: true })
    expect(up.ok && up.value.cost).toBeCloseTo(6)
  })
  test('GF-FIELD-HILLS: a hill agreed to be a gentle slope is walked onto and off at any height', () => {
    // Book: ELEVATED TERRAIN › Hills — the players choose before play; a battlefield file says so.
    const sheer = box('hill', 10, 0, 4, 10, { qualities: ['elevated'], height: 2, hardCover: true })
    const gentle = { ...sheer, slope: true }
    const f = [figure('a', 'p1', 8, 5)] // medium: 3" tall, so a 2" step is too tall
    const across = [at(8, 5), at(12, 5)]
    expect(go(table([sheer]), f, across, 6)).toMatchObject({
      ok: false,
      error: { code: 'gunframe/too_high' },
    })
    const on = go(table([gentle]), f, across, 6)
    expect(on.ok && on.value.endElevation).toBe(2)
    const over = go(table([gentle]), f, [at(8, 5), at(16, 5)], 8)
    expect(over.ok && over.value.endElevation).toBe(0)
  })
  test('GF-FIELD-HILLS: the preset and generated hills are gentle slopes, free for every frame', () => {
    // Sortie's own battlefields read the book's hill as a gentle one (GF-FIELD-EXAMPLES).
    const hills = [preset('forest'), ...THEMES.map((t) => randomBattlefield('hills', t))]
      .flatMap((f) => f.terrain)
      .filter((f) => f.name === 'Hill')
    expect(hills.length).toBeGreaterThan(0)
    expect(hills.every((f) => f.slope === true)).toBe(true)
    const field = preset('forest') // its hill: centre (9, 17), 1" high
    for (const frame of ['infantry', 'tank', 'scout', 'superheavy']) {
      const on = go(field, [figure('a', 'p1', 9, 12, { frame })], [at(9, 12), at(9, 17)], 12)
      expect(on.ok && on.value.endElevation, frame).toBe(1)
    }
  })
  test('GF-SPM-CLIMB: a climb may stop part-way up a sheer wall, paying 2" per inch (1" with Climb)', () => {
    // Book: CLIMB. A 6" wall from x = 10; the base ends touching it.
    const wall = box('wall', 10, 0, 6, 10, { qualities: ['blocking', 'elevated'], height: 6 })
    const me = figure('a', 'p1', 4, 5)
    const foot = 10 - me.radius
    const up = (climbTo: number, allowance: number, extra = {}) =>
      go(table([wall]), [me], [at(4, 5), at(foot, 5)], allowance, { mode: 'climb', climbTo, ...extra })
    const r = up(2, 10)
    expect(r.ok && r.value).toMatchObject({ endElevation: 2, climbCost: 4 })
    const walk = foot - 4
    expect(r.ok && r.value.cost).toBeCloseTo(walk + 4)
    expect(up(2, walk + 3.9).ok).toBe(false)
    expect(up(2, walk + 2, { climbAtSpeed: true }).ok).toBe(true)
    // Not at or above the top, not out in the open, and only while climbing.
    expect(up(6, 30)).toMatchObject({ ok: false, error: { code: 'gunframe/bad_climb' } })
    expect(up(2, 10, { mode: 'ground' })).toMatchObject({ ok: false, error: { code: 'gunframe/bad_climb' } })
    const open = go(table([wall]), [me], [at(4, 5), at(6, 5)], 10, { mode: 'climb', climbTo: 2 })
    expect(open).toMatchObject({ ok: false, error: { code: 'gunframe/bad_climb' } })
    // From part-way, finishing the climb costs only the rest of the height.
    const hanging = figure('a', 'p1', foot, 5, { elevation: 2 })
    const top = go(table([wall]), [hanging], [at(foot, 5), at(12, 5)], 12, { mode: 'climb' })
    expect(top.ok && top.value).toMatchObject({ endElevation: 6, climbCost: 8 })
  })

  test('GF-SPM-CLIMB: a unit can climb onto a building and walk across its roof', () => {
    const bldg = box('bldg', 10, 0, 6, 10, { qualities: ['blocking', 'elevated'], height: 3 })
    const f = [figure('a', 'p1', 8, 5)]
    const c = go(table([bldg]), f, [at(8, 5), at(12, 5)], 12, { mode: 'climb' })
    expect(c.ok && c.value.endElevation).toBe(3)
    const roof = [figure('a', 'p1', 12, 5, { elevation: 3 })]
    expect(go(table([bldg]), roof, [at(12, 5), at(14, 5)], 6).ok).toBe(true)
    expect(go(table([bldg]), roof, [at(12, 5), at(18, 5)], 6)).toMatchObject({
      ok: false,
      error: { code: 'gunframe/ledge' },
    })
  })
})

describe('other units', () => {
  test('GF-MOVE-THROUGH: no moving through another base', () => {
    const f = [figure('a', 'p1', 5, 5), figure('b', 'p1', 10, 5)]
    expect(go(table([]), f, [at(5, 5), at(15, 5)], 10)).toMatchObject({
      ok: false,
      error: { code: 'gunframe/blocked_by_unit' },
    })
  })
  test('GF-MOVE-ENGAGED: base contact with an enemy ends the move and engages', () => {
    const f = [figure('a', 'p1', 5, 5), figure('b', 'p2', 10, 5)]
    const r = go(table([]), f, [at(5, 5), at(8, 5)], 6)
    expect(r.ok && r.value.engagedWith).toEqual(['unit:b'])
    expect(go(table([]), f, [at(5, 5), at(8, 5), at(8, 8)], 8)).toMatchObject({
      ok: false,
      error: { code: 'gunframe/contact_ends_move' },
    })
  })
  test('GF-MOVE-DISENGAGE: leaving contact is reported; moving out and back in is refused', () => {
    const f = [figure('a', 'p1', 8, 5), figure('b', 'p2', 10, 5), figure('c', 'p2', 4, 9)]
    const r = go(table([]), f, [at(8, 5), at(8, 1.5)], 6)
    expect(r.ok && r.value.disengagingFrom).toEqual(['unit:b'])
    expect(go(table([]), f, [at(8, 5), at(4, 6.95)], 6)).toMatchObject({
      ok: false,
      error: { code: 'gunframe/reengage' },
    })
  })
})

describe('special movement', () => {
  test('GF-SPM-FAST: straight line only; difficult terrain and obstacles crossed count as dangerous', () => {
    const crates = box('crates', 7, 4, 1, 2, { category: 'obstacle', height: 1 })
    const f = [figure('a', 'p1', 5, 5)]
    const r = go(table([crates, forest]), f, [at(5, 5), at(9, 5), at(15, 5)], 16, { fast: true })
    expect(r.ok && r.value.dangerousEntered).toEqual(['terrain:crates', 'terrain:forest'])
    expect(r.ok && r.value.forcedFacing).toBeCloseTo(0)
    expect(go(table([]), f, [at(5, 5), at(9, 5), at(9, 9)], 12, { fast: true })).toMatchObject({
      ok: false,
      error: { code: 'gunframe/not_straight' },
    })
  })
  test('GF-SPM-FLY: flyers ignore terrain and units but may not end on another base', () => {
    const wall = box('bldg', 10, 0, 2, 20, { qualities: ['blocking', 'elevated'], height: 6 })
    const f = [figure('a', 'p1', 5, 5, { flying: true }), figure('b', 'p2', 14, 5)]
    expect(go(table([wall]), f, [at(5, 5), at(17, 5)], 12).ok).toBe(true)
    expect(go(table([wall]), f, [at(5, 5), at(14, 5)], 12)).toMatchObject({
      ok: false,
      error: { code: 'gunframe/overlap' },
    })
  })
  test('GF-SPM-FASTFLYER / GF-SPM-COMBINED: at least Speed, straight, a quarter turn at most', () => {
    const f = [figure('a', 'p1', 5, 5, { flying: true, frame: 'flyer' })]
    const req = { mode: 'fly' as const, minLength: 6, maxTurn: Math.PI / 2 }
    expect(go(table([]), f, [at(5, 5), at(15, 5)], 12, req).ok).toBe(true)
    expect(go(table([]), f, [at(5, 5), at(9, 5)], 12, req)).toMatchObject({
      ok: false,
      error: { code: 'gunframe/too_short' },
    })
    expect(go(table([]), f, [at(5, 15), at(5, 5)].reverse(), 12, req).ok).toBe(true)
    expect(go(table([]), f, [at(5, 5), at(0.9, 5)], 12, { ...req, minLength: 1 })).toMatchObject({
      ok: false,
      error: { code: 'gunframe/turn_too_far' },
    })
  })
  test('GF-SPM-JUMP / GF-SPM-LANDING: straight over terrain up to 8" tall, may land on top; difficult landing hurts', () => {
    const bldg = box('bldg', 10, 0, 4, 10, { qualities: ['blocking', 'elevated'], height: 6 })
    const tower = box('tower', 10, 0, 4, 10, { qualities: ['blocking', 'elevated'], height: 10 })
    const f = [figure('a', 'p1', 8, 5)]
    expect(go(table([bldg]), f, [at(8, 5), at(16, 5)], 8, { mode: 'jump' }).ok).toBe(true)
    const on = go(table([bldg]), f, [at(8, 5), at(12, 5)], 8, { mode: 'jump' })
    expect(on.ok && on.value.endElevation).toBe(6)
    expect(go(table([tower]), f, [at(8, 5), at(16, 5)], 8, { mode: 'jump' })).toMatchObject({
      ok: false,
      error: { code: 'gunframe/jump_too_high' },
    })
    const mud = go(table([forest]), f, [at(8, 5), at(13, 5)], 8, { mode: 'jump' })
    expect(mud.ok && mud.value.landingDamage).toBe(1)
  })
  test('GF-SPM-JUMP-CHARGE: a jump may end in base contact with an enemy, over other units', () => {
    const f = [figure('a', 'p1', 5, 5), figure('b', 'p1', 8, 5), figure('c', 'p2', 13, 5)]
    const r = go(table([]), f, [at(5, 5), at(11, 5)], 6, { mode: 'jump' })
    expect(r.ok && r.value.engagedWith).toEqual(['unit:c'])
  })
  test('GF-CONV-TANK: tanks treat low obstacles as difficult and tall ones as blocking', () => {
    const low = box('low', 10, 0, 1, 10, { category: 'obstacle', height: 1 })
    const tall = box('tall', 10, 0, 1, 10, { category: 'obstacle', height: 2 })
    const f = [figure('a', 'p1', 8, 5, { frame: 'tank' })]
    const r = go(table([low]), f, [at(8, 5), at(12, 5)], 7)
    // The 2" base overlaps the 1" obstacle for 3" of the move: 1 open inch + 3 difficult ones.
    expect(r.ok && r.value.cost).toBeCloseTo(1 + 6)
    expect(go(table([tall]), f, [at(8, 5), at(12, 5)], 6).ok).toBe(false)
  })
  test('GF-CONV-INFANTRY: infantry cross difficult ground as open and climb at Speed', () => {
    const high = box('high', 10, 0, 4, 10, { qualities: ['elevated', 'difficult'], height: 2 })
    const f = [figure('a', 'p1', 8, 5, { frame: 'infantry' })]
    const r = go(table([high]), f, [at(8, 5), at(12, 5)], 6, { mode: 'climb' })
    expect(r.ok && r.value.cost).toBeCloseTo(4 + 2)
  })
})
