import { describe, expect, test } from 'vitest'
import { box, figure, table } from './build.ts'
import type { Figure } from './contract.ts'
import { lineOfSight, screensBetween, sightBetween } from './sight.ts'
import { prepare } from './terrain.ts'

const building = (x: number, y: number, w: number, d: number) =>
  box('bldg', x, y, w, d, { qualities: ['blocking', 'elevated'], height: 6 })
const forest = box('forest', 14, 0, 4, 20, { qualities: ['difficult', 'obscuring'], height: 4 })
const los = (terrain: Parameters<typeof table>[0], figs: Figure[], from = 0, to = 1, opts = {}) =>
  lineOfSight(table(terrain), figs, figs[from]?.id ?? '', figs[to]?.id ?? '', opts)

describe('line of sight', () => {
  test('GF-LOS: open ground, target fully seen: in the open', () => {
    const s = los([], [figure('a', 'p1', 5, 10), figure('b', 'p2', 15, 10, { facing: Math.PI })])
    expect(s).toMatchObject({
      visible: true,
      obscured: false,
      cover: 'none',
      inFrontArc: true,
      fromRear: false,
    })
    expect(s.distance).toBeCloseTo(8)
  })
  test('GF-LOS-BLOCKED: a target wholly behind a tall building cannot be seen', () => {
    const s = los([building(9, 5, 3, 10)], [figure('a', 'p1', 5, 10), figure('b', 'p2', 15, 10)])
    expect(s.visible).toBe(false)
  })
  // ATTACK › LINE OF SIGHT, first diagram: the building hides part of B.
  test('GF-LOS-OBSCURED: partly hidden by a building is obscured', () => {
    const s = los([building(9, 0, 3, 10)], [figure('a', 'p1', 5, 10.3), figure('b', 'p2', 15, 10.3)])
    expect(s).toMatchObject({ visible: true, obscured: true, cover: 'none' })
  })
  // Same diagram: the line to C passes over the forest.
  test('GF-LOS-OBSCURED: seen through a forest is obscured', () => {
    const s = los([forest], [figure('a', 'p1', 5, 10), figure('c', 'p2', 25, 10)])
    expect(s).toMatchObject({ visible: true, obscured: true, cover: 'none' })
  })
  test('GF-LOS-IGNORE-OWN: the forest the attacker stands in does not obscure', () => {
    const s = los([forest], [figure('a', 'p1', 16, 10), figure('c', 'p2', 25, 10)])
    expect(s).toMatchObject({ visible: true, obscured: false })
    const touching = los([forest], [figure('a', 'p1', 19, 10), figure('c', 'p2', 25, 10)])
    expect(touching.obscured).toBe(false)
  })
  // Second diagram: B behind a forest with crates against its base.
  test('GF-LOS-COVER: crates touching the target and lying between give cover (and the forest obscures)', () => {
    const crates = box('crates', 22, 8.5, 1, 3, { category: 'obstacle', height: 1 })
    const figs = [figure('a', 'p1', 5, 10), figure('b', 'p2', 24, 10, { facing: Math.PI })]
    const s = los([forest, crates], figs)
    expect(s).toMatchObject({ visible: true, obscured: true, cover: 'cover' })
    // B firing back ignores the crates (A touches nothing) but A is still obscured by the forest.
    const back = los([forest, crates], figs, 1, 0)
    expect(back).toMatchObject({ visible: true, obscured: true, cover: 'none' })
  })
  test('GF-LOS-ONE-BENEFIT: the crates giving cover do not also make the target obscured', () => {
    const crates = box('crates', 22, 8.5, 1, 3, { category: 'obstacle', height: 1 })
    const s = los([crates], [figure('a', 'p1', 5, 10), figure('b', 'p2', 24, 10)])
    expect(s).toMatchObject({ visible: true, obscured: false, cover: 'cover' })
  })
  // Third diagram: two gunframes on either side of one wall.
  test('GF-LOS-COVER: both units touching the same obstacle each have cover from the other', () => {
    const wall = box('wall', 10, 5, 0.5, 10, { category: 'obstacle', height: 1 })
    const figs = [figure('a', 'p1', 9, 10), figure('b', 'p2', 11.5, 10, { facing: Math.PI })]
    expect(los([wall], figs, 0, 1).cover).toBe('cover')
    expect(los([wall], figs, 1, 0).cover).toBe('cover')
  })
  test('GF-LOS-COVER: an obstacle the target touches on its far side gives no cover', () => {
    const crates = box('crates', 25, 8.5, 1, 3, { category: 'obstacle', height: 1 })
    const s = los([crates], [figure('a', 'p1', 5, 10), figure('b', 'p2', 24, 10)])
    expect(s.cover).toBe('none')
  })
  test('GF-LOS-HARD-COVER: a bunker wall gives hard cover', () => {
    const bunker = box('bunker', 22, 8.5, 1, 3, { category: 'obstacle', height: 1, hardCover: true })
    expect(los([bunker], [figure('a', 'p1', 5, 10), figure('b', 'p2', 24, 10)]).cover).toBe('hard')
  })
  test('GF-SPM-FLY-LOS: flyers are seen over buildings, can be obscured, never in cover', () => {
    const crates = box('crates', 22, 8.5, 1, 3, { category: 'obstacle', height: 1 })
    const flyer = figure('b', 'p2', 24, 10, { flying: true, frame: 'flyer' })
    const s = los([crates, forest], [figure('a', 'p1', 5, 10), flyer])
    expect(s).toMatchObject({ visible: true, obscured: true, cover: 'none' })
    // A 6" building 6" away: the flyer 8" up is still seen over it; a walker there is not.
    const bldg = building(11, 5, 2, 10)
    expect(los([bldg], [figure('a', 'p1', 5, 10), { ...flyer, pos: { x: 14, y: 10 } }]).visible).toBe(true)
    expect(los([bldg], [figure('a', 'p1', 5, 10), figure('w', 'p2', 14, 10)]).visible).toBe(false)
  })
  test('GF-LOS-ARC / GF-CONV-INFANTRY: no sight through the back arc, unless turreted or infantry', () => {
    const figs = [figure('a', 'p1', 15, 10, { facing: 0 }), figure('b', 'p2', 5, 10)]
    expect(los([], figs)).toMatchObject({ visible: false, inFrontArc: false })
    expect(los([], figs, 0, 1, { turreted: true }).visible).toBe(true)
    expect(los([], [{ ...(figs[0] as Figure), frame: 'infantry' }, figs[1] as Figure]).visible).toBe(true)
  })
  test('GF-LOS-ARC / GF-RULING-PROPOSED-ARC-STRADDLE: a target straddling the arc line is partly seen, so obscured', () => {
    const s = los([], [figure('a', 'p1', 10, 10, { facing: 0 }), figure('b', 'p2', 10, 14)])
    expect(s).toMatchObject({ visible: true, obscured: true, inFrontArc: true })
  })
  test('GF-ATK-REAR: the attacker in the target back arc attacks from the rear', () => {
    const s = los([], [figure('a', 'p1', 5, 10), figure('b', 'p2', 15, 10, { facing: 0 })])
    expect(s.fromRear).toBe(true)
    expect(los([], [figure('a', 'p1', 5, 10), figure('b', 'p2', 15, 10, { facing: Math.PI })]).fromRear).toBe(
      false,
    )
  })
  test('GF-LOS-UNITS: a figure in the way hides part of the target', () => {
    const s = los([], [figure('a', 'p1', 5, 10), figure('b', 'p2', 20, 10), figure('c', 'p1', 12, 10.8)])
    expect(s).toMatchObject({ visible: true, obscured: true })
  })
  // ATTACK › LINE OF SIGHT (units hide what is behind them) with FLY (flyers are 8" up for sight).
  test('GF-LOS-UNITS / GF-SPM-FLY-LOS: a flyer in the way hides what is behind it at its own height', () => {
    const fly = (id: string, x: number, y: number) => figure(id, 'p1', x, y, { flying: true, frame: 'flyer' })
    const a = figure('a', 'p1', 5, 10, { flying: true, frame: 'flyer' })
    const b = figure('b', 'p2', 20, 10, { flying: true, frame: 'flyer' })
    expect(los([], [a, b])).toMatchObject({ visible: true, obscured: false })
    // One flyer half across the line: partly hidden, so obscured; a wall of them hides it all.
    expect(los([], [a, b, fly('c', 12, 10.8)])).toMatchObject({ visible: true, obscured: true })
    expect(los([], [a, b, fly('c', 12, 9), fly('d', 12, 10), fly('e', 12, 11)]).visible).toBe(false)
    // Sight between two walkers passes beneath a flyer, and the flyer is left out of the pair's screens.
    const walkers = [figure('a', 'p1', 5, 10), figure('b', 'p2', 20, 10)]
    expect(los([], [...walkers, fly('c', 12, 10)])).toMatchObject({ visible: true, obscured: false })
    expect(
      screensBetween([...walkers, fly('c', 12, 10)], walkers[0] as Figure, walkers[1] as Figure),
    ).toEqual([])
  })
  test('GF-LOS: the index and the all-features loop agree', () => {
    const field = table([
      forest,
      building(9, 0, 3, 10),
      box('crates', 22, 8.5, 1, 3, { category: 'obstacle', height: 1 }),
    ])
    const prep = prepare(field)
    const figs = [figure('a', 'p1', 5, 10.3), figure('b', 'p2', 24, 10), figure('c', 'p2', 25, 25)]
    for (const a of figs)
      for (const b of figs) {
        if (a === b) continue
        expect(sightBetween(prep, figs, a, b, {}, true)).toEqual(sightBetween(prep, figs, a, b, {}, false))
      }
  })
})
