import { describe, expect, test } from 'vitest'
import { box, figure, table } from './build.ts'
import {
  adjustForcedDistance,
  awayFrom,
  climbCost,
  dangerousOutcome,
  disengageOutcome,
  involuntaryMove,
  jumpChargeOutcome,
  landingDamage,
  towards,
} from './special.ts'

describe('special movement outcomes', () => {
  test('GF-TER-DANGEROUS: a failed roll deals its own value', () => {
    expect(dangerousOutcome(2, 4)).toEqual({ passed: false, damage: 2 })
    expect(dangerousOutcome(4, 4)).toEqual({ passed: true, damage: 0 })
  })
  test('GF-MOVE-DISENGAGE: a failed roll offers stop, or take the roll as damage and move', () => {
    expect(disengageOutcome(5, 4)).toEqual({ passed: true })
    expect(disengageOutcome(3, 4)).toEqual({ passed: false, damageToMove: 3 })
  })
  test('GF-SPM-JUMP-CHARGE: the jumper always takes 1; the target too on a pass', () => {
    expect(jumpChargeOutcome(4, 4)).toEqual({ jumper: 1, target: 1 })
    expect(jumpChargeOutcome(1, 4)).toEqual({ jumper: 1, target: 0 })
  })
  test('GF-SPM-LANDING: landing in difficult terrain deals 1', () => {
    const field = table([box('mud', 0, 0, 5, 5, { qualities: ['difficult'] })])
    expect(landingDamage(field, { x: 2, y: 2 })).toBe(1)
    expect(landingDamage(field, { x: 8, y: 2 })).toBe(0)
  })
  test('GF-RULING-PROPOSED-LANDING-BASE: a landing base partly in difficult terrain is in it; touching its edge is not', () => {
    const field = table([box('mud', 0, 0, 5, 5, { qualities: ['difficult'] })])
    expect(landingDamage(field, { x: 5.5, y: 2 }, 1)).toBe(1)
    expect(landingDamage(field, { x: 6, y: 2 }, 1)).toBe(0)
    expect(landingDamage(field, { x: 5.5, y: 2 })).toBe(0)
  })
  test('GF-SPM-CLIMB: 2" per vertical inch, 1" with the Climb upgrade', () => {
    expect(climbCost(3)).toBe(6)
    expect(climbCost(3, true)).toBe(3)
  })
  test('GF-RULING-5: halve first, then add the environment bonus', () => {
    expect(adjustForcedDistance(3, { heavy: true, space: true })).toBe(4)
    expect(adjustForcedDistance(3, { lowGravity: true })).toBe(4)
  })
  test('GF-SPM-KNOCKBACK / GF-TER-BLOCKING: stops at blocking terrain and is knocked down', () => {
    const field = table([box('bldg', 10, 0, 3, 20, { qualities: ['blocking', 'elevated'], height: 6 })])
    const figs = [figure('a', 'p1', 4, 5), figure('b', 'p2', 7, 5)]
    const r = involuntaryMove(field, figs, 'unit:b', awayFrom({ x: 4, y: 5 }, { x: 7, y: 5 }, 5))
    expect(r.stoppedBy).toBe('terrain')
    expect(r.knockedDown).toBe(true)
    expect(r.end.x).toBeCloseTo(9, 3)
  })
  test('GF-SPM-KNOCKBACK: stops at another figure, which must test', () => {
    const figs = [figure('a', 'p1', 4, 5), figure('b', 'p2', 7, 5), figure('c', 'p2', 12, 5)]
    const r = involuntaryMove(table([]), figs, 'unit:b', { x: 14, y: 5 })
    expect(r).toMatchObject({ stoppedBy: 'figure', contacted: 'unit:c', knockedDown: true })
    expect(r.end.x).toBeCloseTo(10)
  })
  test('GF-MOVE-INVOLUNTARY: forced off the table edge it stops at the edge, knocked down', () => {
    const r = involuntaryMove(table([]), [figure('b', 'p2', 3, 5)], 'unit:b', { x: -4, y: 5 })
    expect(r).toMatchObject({ stoppedBy: 'edge', knockedDown: true })
    expect(r.end.x).toBeCloseTo(1)
  })
  test('GF-SPM-FALL: knocked off a roof it falls and stops', () => {
    const field = table([box('bldg', 0, 0, 10, 10, { qualities: ['blocking', 'elevated'], height: 3 })])
    const r = involuntaryMove(field, [figure('b', 'p2', 8, 5, { elevation: 3 })], 'unit:b', { x: 14, y: 5 })
    expect(r).toMatchObject({ stoppedBy: 'ledge', fell: 3, endElevation: 0 })
  })
  test('GF-SPM-KNOCKBACK: free ground goes the whole way', () => {
    const r = involuntaryMove(table([]), [figure('b', 'p2', 7, 5)], 'unit:b', { x: 10, y: 5 })
    expect(r).toMatchObject({ stoppedBy: null, knockedDown: false, end: { x: 10, y: 5 } })
  })
})

describe('special movement review', () => {
  // KNOCKED BACK + FALLING: the unit lands beside the building, not half inside its wall.
  test('GF-SPM-KNOCKBACK: knocked off a roof it lands with its base clear of the building', () => {
    const field = table([box('bldg', 0, 0, 10, 10, { qualities: ['blocking', 'elevated'], height: 3 })])
    const b = figure('b', 'p2', 8, 5, { elevation: 3 })
    const r = involuntaryMove(field, [b], 'unit:b', { x: 14, y: 5 })
    expect(r).toMatchObject({ stoppedBy: 'ledge', fell: 3, endElevation: 0 })
    expect(r.end.x).toBeGreaterThanOrEqual(10 + b.radius)
  })
  // FLY: a flyer ignores terrain, so a knock back carries it over a building.
  test('GF-RULING-PROPOSED-FLYER-KNOCKBACK: a flyer is knocked back over terrain and ground figures', () => {
    const field = table([box('bldg', 10, 0, 3, 20, { qualities: ['blocking', 'elevated'], height: 6 })])
    const figs = [figure('b', 'p2', 7, 5, { flying: true }), figure('c', 'p1', 15, 5)]
    const r = involuntaryMove(field, figs, 'unit:b', { x: 19, y: 5 })
    expect(r).toMatchObject({ stoppedBy: null, knockedDown: false, end: { x: 19, y: 5 } })
    // It may not come down on top of a figure: that one stops it.
    const onto = involuntaryMove(field, figs, 'unit:b', { x: 15.5, y: 5 })
    expect(onto).toMatchObject({ stoppedBy: 'figure', contacted: 'unit:c' })
  })
  // MEASURING › TOWARDS AND AWAY: along the line through both centres.
  test('GF-MEASURE-TOWARDS: towards and away follow the line through both centres', () => {
    const away = awayFrom({ x: 0, y: 0 }, { x: 3, y: 4 }, 5)
    expect(away.x).toBeCloseTo(6)
    expect(away.y).toBeCloseTo(8)
    expect(towards({ x: 0, y: 0 }, { x: 3, y: 4 }, 2.5)).toEqual({ x: 1.5, y: 2 })
    // Never past the other figure's centre.
    expect(towards({ x: 0, y: 0 }, { x: 3, y: 4 }, 9)).toEqual({ x: 0, y: 0 })
  })
  // OBSTACLES: no base ends on one; a shove that would leave it there stops short, still standing.
  test('GF-RULING-PROPOSED-SHOVE-OBSTACLE: a knock-back ending on an obstacle stops where the base met it', () => {
    const field = table([box('crates', 12, 3, 1, 4, { category: 'obstacle', height: 1 })])
    const r = involuntaryMove(field, [figure('b', 'p2', 7, 5)], 'unit:b', { x: 12.5, y: 5 })
    expect(r).toMatchObject({ stoppedBy: 'obstacle', feature: 'terrain:crates', knockedDown: false })
    expect(r.end.x).toBeCloseTo(11, 3)
    // One that carries the base clear across goes the whole way.
    const past = involuntaryMove(field, [figure('b', 'p2', 7, 5)], 'unit:b', { x: 16, y: 5 })
    expect(past).toMatchObject({ stoppedBy: null, end: { x: 16, y: 5 } })
    // Two obstacles back to back: it stops short of the first.
    const two = table([...field.terrain, box('fence', 13, 3, 0.5, 4, { category: 'obstacle', height: 1 })])
    const r2 = involuntaryMove(two, [figure('b', 'p2', 7, 5)], 'unit:b', { x: 14, y: 5 })
    expect(r2.end.x).toBeCloseTo(11, 3)
    expect(r2.stoppedBy).toBe('obstacle')
  })
  test('GF-RULING-PROPOSED-LOW-LEDGE: pushed off a step of at most half its height, a unit does not fall', () => {
    const field = table([box('deck', 0, 0, 10, 10, { qualities: ['elevated'], height: 1.5 })])
    const r = involuntaryMove(field, [figure('b', 'p2', 8, 5, { elevation: 1.5 })], 'unit:b', { x: 14, y: 5 })
    expect(r).toMatchObject({ stoppedBy: null, fell: 0, endElevation: 0, knockedDown: false })
  })
  test('GF-FIELD-HILLS / GF-SPM-KNOCKBACK: shoved on or off a gentle slope, a unit neither falls nor stops', () => {
    const slope = box('hill', 0, 0, 10, 10, { qualities: ['elevated'], height: 1, slope: true })
    const sheer = { ...slope, slope: false }
    const inf = (x: number, elevation: number) => figure('b', 'p2', x, 5, { frame: 'infantry', elevation })
    const off = (hill: typeof slope) => involuntaryMove(table([hill]), [inf(8, 1)], 'unit:b', { x: 14, y: 5 })
    expect(off(slope)).toMatchObject({ stoppedBy: null, fell: 0, endElevation: 0 })
    expect(off(sheer)).toMatchObject({ stoppedBy: 'ledge', fell: 1 })
    const onto = involuntaryMove(table([slope]), [inf(14, 0)], 'unit:b', { x: 8, y: 5 })
    expect(onto).toMatchObject({ stoppedBy: null, endElevation: 1, knockedDown: false })
  })
})
