/**
 * The move validator's edge cases (disengaging, dodging, falling, landing, difficult terrain):
 * cases a first reading of the book got wrong; each names the section it checks.
 */
import { describe, expect, test } from 'vitest'
import { box, figure, table } from './build.ts'
import { at, go } from './move.testkit.ts'

const swamp = box('swamp', 10, 0, 10, 36, { qualities: ['difficult'] })
const mines = box('mines', 10, 0, 10, 36, { qualities: ['dangerous'] })

describe('move: edge cases and rulings', () => {
  // FLY: a flyer only suffers for difficult terrain when it actually lands there.
  test('GF-SPM-LANDING: a flyer ending its move over difficult terrain without landing takes nothing', () => {
    const f = [figure('a', 'p1', 5, 5, { flying: true })]
    const hover = go(table([swamp]), f, [at(5, 5), at(12, 5)], 8)
    expect(hover.ok && hover.value.landingDamage).toBeFalsy()
    // A fast flyer landing (or taking off) at the end of its move there takes 1.
    const landing = go(table([swamp]), f, [at(5, 5), at(12, 5)], 8, { endTransition: 'land' })
    expect(landing.ok && landing.value.landingDamage).toBe(1)
    const takeOff = go(table([swamp]), [figure('a', 'p1', 5, 5)], [at(5, 5), at(12, 5)], 12, {
      endTransition: 'take-off',
    })
    expect(takeOff.ok && takeOff.value.landingDamage).toBe(1)
  })
  test('GF-RULING-PROPOSED-LANDING-BASE: a jump or a fast flyer ending with part of its base in difficult ground takes 1', () => {
    // The swamp begins at x 10: a 1" base centred at 9.5 reaches half an inch into it.
    const jump = go(table([swamp]), [figure('a', 'p1', 5, 5)], [at(5, 5), at(9.5, 5)], 6, { mode: 'jump' })
    expect(jump.ok && jump.value.landingDamage).toBe(1)
    const f = [figure('a', 'p1', 5, 5, { flying: true })]
    const landing = go(table([swamp]), f, [at(5, 5), at(9.5, 5)], 8, { endTransition: 'land' })
    expect(landing.ok && landing.value.landingDamage).toBe(1)
    // A base only touching the edge is not in it.
    const short = go(table([swamp]), [figure('a', 'p1', 5, 5)], [at(5, 5), at(9, 5)], 6, { mode: 'jump' })
    expect(short.ok && short.value.landingDamage).toBeFalsy()
  })

  // ENGAGED UNITS: only leaving contact needs the roll, and only out-and-into is refused.
  test('GF-MOVE-DISENGAGE: staying in contact with the same enemy is not leaving it', () => {
    // a touches b (centres 2" apart) and slides a little while keeping contact.
    const f = [figure('a', 'p1', 8, 5), figure('b', 'p2', 10, 5)]
    const end = { x: 10 - 2 * Math.cos(0.3), y: 5 + 2 * Math.sin(0.3) }
    const r = go(table([]), f, [at(8, 5), at(end.x, end.y)], 6)
    expect(r.ok).toBe(true)
    expect(r.ok && r.value.disengagingFrom).toBeUndefined()
    expect(r.ok && r.value.engagedWith).toEqual(['unit:b'])
  })
  test('GF-MOVE-DISENGAGE: moving away from an enemy and back into contact with it is refused', () => {
    const f = [figure('a', 'p1', 8, 5), figure('b', 'p2', 10, 5)]
    const r = go(table([]), f, [at(8, 5), at(6, 5), at(8, 5)], 6)
    expect(r).toMatchObject({ ok: false, error: { code: 'gunframe/reengage' } })
  })

  // FALLING: a unit may step off a ledge of its own accord and fall.
  test('GF-SPM-FALL / GF-RULING-PROPOSED-VOLUNTARY-FALL: walking off a roof is allowed when asked for; it falls and the move ends', () => {
    const bldg = box('bldg', 0, 0, 10, 36, { qualities: ['blocking', 'elevated'], height: 4 })
    const f = [figure('a', 'p1', 8, 5, { elevation: 4 })]
    const refused = go(table([bldg]), f, [at(8, 5), at(11.1, 5)], 6)
    expect(refused).toMatchObject({ ok: false, error: { code: 'gunframe/ledge' } })
    const r = go(table([bldg]), f, [at(8, 5), at(11.1, 5)], 6, { allowFall: true })
    expect(r.ok && r.value).toMatchObject({ fell: 4, endElevation: 0 })
    // The fall ends the move: it cannot walk on across the table afterwards.
    const further = go(table([bldg]), f, [at(8, 5), at(14, 5)], 6, { allowFall: true })
    expect(further).toMatchObject({ ok: false, error: { code: 'gunframe/fall_ends_move' } })
  })

  // DODGES: the dodge ignores difficult and dangerous ground but not walls or bases.
  test('GF-DEF-DODGE / GF-TER-BLOCKING: a dodge ignores difficult and dangerous terrain, not blocking terrain', () => {
    const f = [figure('a', 'p1', 9, 5)]
    const through = go(table([swamp]), f, [at(9, 5), at(11, 5)], 2, { dodge: true })
    expect(through.ok && through.value.cost).toBeCloseTo(2)
    const mined = go(table([mines]), f, [at(9, 5), at(11, 5)], 2, { dodge: true })
    expect(mined.ok && mined.value.dangerousEntered).toEqual([])
    const wall = box('wall', 10.2, 0, 0.3, 36, { qualities: ['blocking'], height: 3 })
    const blocked = go(table([wall]), f, [at(9, 5), at(11.6, 5)], 3, { dodge: true })
    expect(blocked).toMatchObject({ ok: false, error: { code: 'gunframe/blocked_by_terrain' } })
  })
  test('GF-DEF-DODGE: a dodge may leave one enemy and touch another', () => {
    const f = [figure('a', 'p1', 8, 5), figure('b', 'p2', 10, 5), figure('c', 'p2', 5, 7.9)]
    // Straight at c, stopping with the bases touching.
    const k = 2 / Math.hypot(3, 2.9)
    const r = go(table([]), f, [at(8, 5), at(5 + 3 * k, 7.9 - 2.9 * k)], 3, { dodge: true })
    expect(r.ok && r.value.engagedWith).toEqual(['unit:c'])
  })
  // ELEVATED TERRAIN: under half the height is free, over half is not; exactly half is read as free.
  test('GF-RULING-PROPOSED-HALF-HEIGHT: a feature exactly half the figure tall is free to step onto', () => {
    const step = (h: number) =>
      go(
        table([box('platform', 8, 0, 4, 36, { qualities: ['elevated'], height: h })]),
        [figure('a', 'p1', 5, 5)],
        [at(5, 5), at(10, 5)],
        6,
      )
    expect(step(1.5).ok).toBe(true) // a medium figure is 3" tall
    expect(step(1.6)).toMatchObject({ ok: false, error: { code: 'gunframe/too_high' } })
  })
  test('GF-TER-DIFFICULT / GF-TER-DANGEROUS: difficult ground and dangerous ground both go by the whole base', () => {
    // The base only touches the mud's edge (not inside it) and overlaps the minefield.
    const mud = box('mud', 0, 6, 36, 3, { qualities: ['difficult'] })
    const minefield = box('mines', 0, 1, 36, 3, { qualities: ['dangerous'] })
    const r = go(table([mud, minefield]), [figure('a', 'p1', 5, 5)], [at(5, 5), at(10, 5)], 5)
    expect(r.ok && r.value).toMatchObject({ cost: 5, dangerousEntered: ['terrain:mines'] })
    expect(r.ok && r.value.difficultInches).toBeUndefined()
    const deep = go(
      table([{ ...mud, polygon: mud.polygon.map((p) => ({ x: p.x, y: p.y === 6 ? 5.9 : p.y })) }, minefield]),
      [figure('a', 'p1', 5, 5)],
      [at(5, 5), at(10, 5)],
      10,
    )
    expect(deep.ok && deep.value).toMatchObject({ cost: 10, difficultInches: 5 })
  })

  // DANGEROUS TERRAIN / FAST: height spares a figure only where it really stands above the hazard.
  test('GF-TER-DANGEROUS: a stretch from a hill down into a minefield at its foot enters it, however the path is split', () => {
    const hill = box('hill', 0, 0, 36, 10, { qualities: ['elevated'], height: 1 })
    const mine = box('mine', 0, 10, 36, 6, { qualities: ['dangerous'] })
    const f = [figure('a', 'p1', 10, 7, { elevation: 1 })]
    const down = (path: { x: number; y: number }[]) => go(table([hill, mine]), f, path, 8)
    expect(down([at(10, 7), at(10, 13)])).toMatchObject({
      ok: true,
      value: { dangerousEntered: ['terrain:mine'] },
    })
    expect(down([at(10, 7), at(10, 10.5), at(10, 13)])).toMatchObject({
      ok: true,
      value: { dangerousEntered: ['terrain:mine'] },
    })
    // And back up: crossing the minefield onto the hill in one stretch enters it too.
    const up = go(table([hill, mine]), [figure('a', 'p1', 10, 14)], [at(10, 14), at(10, 8)], 8)
    expect(up).toMatchObject({ ok: true, value: { dangerousEntered: ['terrain:mine'] } })
    // A figure that stays up on the hill, its base edge over the minefield below, is not in it.
    const edge = go(table([hill, mine]), f, [at(10, 7), at(10, 9.5), at(12, 9.5)], 8)
    expect(edge).toMatchObject({ ok: true, value: { dangerousEntered: [] } })
  })
  test('GF-SPM-FAST: a fast move off a hill across flat difficult ground counts it as dangerous', () => {
    const hill = box('hill', 0, 0, 36, 10, { qualities: ['elevated'], height: 1 })
    const crater = box('crater', 0, 10, 36, 3, { qualities: ['difficult'] })
    const f = [figure('a', 'p1', 10, 7, { elevation: 1 })]
    const r = go(table([hill, crater]), f, [at(10, 7), at(10, 16)], 20, { fast: true, straight: true })
    expect(r).toMatchObject({ ok: true, value: { dangerousEntered: ['terrain:crater'] } })
  })

  // ENGAGED UNITS with FLY: a walker and a flyer touching are not engaged (the battle's ruling).
  test('GF-RULING-PROPOSED-FLYER-CONTACT / GF-MOVE-ENGAGED: a walker brushing past an enemy flyer walks on', () => {
    const flyer = figure('b', 'p2', 12, 10, { flying: true })
    const past = go(table([]), [figure('a', 'p1', 10, 5), flyer], [at(10, 5), at(10, 15)], 12)
    expect(past).toMatchObject({ ok: true, value: { engagedWith: [] } })
    // A walker there still ends the move, and no base passes through a flyer's.
    const walker = { ...flyer, flying: false }
    const stopped = go(table([]), [figure('a', 'p1', 10, 5), walker], [at(10, 5), at(10, 15)], 12)
    expect(stopped).toMatchObject({ ok: false, error: { code: 'gunframe/contact_ends_move' } })
  })
})
