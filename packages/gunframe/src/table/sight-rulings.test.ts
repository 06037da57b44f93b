/**
 * Line of sight and cover edge cases: cases a first reading of the book got wrong; each names the
 * section or ruling it checks.
 */
import { describe, expect, test } from 'vitest'
import { box, figure, table } from './build.ts'
import type { Figure } from './contract.ts'
import { edgeDistance } from './figures.ts'
import { at } from './move.testkit.ts'
import { measureMove } from './move.ts'
import { preset } from './presets.ts'
import { lineOfSight } from './sight.ts'
import { THEMES } from './themes.ts'

const los = (terrain: Parameters<typeof table>[0], figs: Figure[], from = 0, to = 1) =>
  lineOfSight(table(terrain), figs, figs[from]?.id ?? '', figs[to]?.id ?? '')

describe('line of sight: edge cases and rulings', () => {
  // ATTACK › LINE OF SIGHT: terrain the attacker touches never obscures its target.
  test('GF-LOS-IGNORE-OWN / GF-RULING-PROPOSED-OWN-BLOCKING / GF-LOS-COVER: a wall the attacker touches does not make the target obscured', () => {
    // A 2.9" wall against the attacker: from a 3" head, it hides the lower part of a target 10" off.
    const wall = box('wall', 6, 7, 0.5, 6, { category: 'obstacle', height: 2.9 })
    const figs = [figure('a', 'p1', 5, 10), figure('b', 'p2', 16, 10, { facing: Math.PI })]
    expect(los([wall], figs)).toMatchObject({ visible: true, obscured: false, cover: 'none' })
    // The same wall away from both figures does hide part of the target.
    const far = box('wall', 9, 7, 0.5, 6, { category: 'obstacle', height: 2.9 })
    expect(los([far], figs)).toMatchObject({ visible: true, obscured: true })
  })
  test('GF-LOS-IGNORE-OWN: two tanks either side of one low wall can see each other, both in cover', () => {
    // Tanks are 1.25" tall; a 1.24" wall between them hides all of either from the other's head.
    const wall = box('wall', 10, 5, 0.5, 10, { category: 'obstacle', height: 1.24 })
    const figs = [
      figure('a', 'p1', 9, 10, { frame: 'tank' }),
      figure('b', 'p2', 11.5, 10, { frame: 'tank', facing: Math.PI }),
    ]
    expect(los([wall], figs, 0, 1)).toMatchObject({ visible: true, cover: 'cover' })
    expect(los([wall], figs, 1, 0)).toMatchObject({ visible: true, cover: 'cover' })
  })
  test('GF-RULING-PROPOSED-OWN-BLOCKING: a building the attacker touches still blocks, but never obscures', () => {
    // Attacker against the corner of a tall building; the target is half behind it.
    const bldg = box('bldg', 6, 0, 12, 10, { qualities: ['blocking', 'elevated'], height: 8 })
    const figs = [figure('a', 'p1', 7, 11), figure('b', 'p2', 22, 10.2, { facing: Math.PI })]
    expect(los([bldg], figs)).toMatchObject({ visible: true, obscured: false })
    // Wholly behind it: blocked.
    const hidden = [figure('a', 'p1', 7, 11), figure('b', 'p2', 22, 6, { facing: Math.PI })]
    expect(los([bldg], hidden).visible).toBe(false)
  })
  // ATTACK › LINE OF SIGHT, IN COVER: the feature must lie between the two figures.
  test('GF-RULING-PROPOSED-STANDING-ON: the hill a target stands on gives it no cover', () => {
    const hill = box('hill', 18, 5, 10, 10, { qualities: ['elevated'], height: 1, hardCover: true })
    const onTop = figure('b', 'p2', 23, 10, { facing: Math.PI, elevation: 1 })
    expect(los([hill], [figure('a', 'p1', 5, 10), onTop]).cover).toBe('none')
    // Behind the hill, touching it, on the ground: hard cover.
    const behind = figure('b', 'p2', 29, 10, { facing: Math.PI })
    expect(los([hill], [figure('a', 'p1', 5, 10), behind]).cover).toBe('hard')
  })

  // MEASURING: between the closest edges of the bases, flat (a flyer is measured to its base).
  test('GF-MEASURE: distances run edge to edge, flat, flyers too', () => {
    const a = figure('a', 'p1', 5, 10)
    const b = figure('b', 'p2', 15, 10, { frame: 'heavy' })
    expect(edgeDistance(a, b)).toBeCloseTo(10 - 1 - 1.25)
    expect(edgeDistance(a, { ...b, flying: true, elevation: 3 })).toBeCloseTo(7.75)
  })
  // THE BATTLEFIELD › DECORATIVE TERRAIN: it does nothing at all.
  test('GF-FIELD-CATEGORIES: decorative terrain neither hinders movement nor hides anything', () => {
    const statue = box('statue', 9, 5, 2, 10, {
      category: 'decorative',
      qualities: ['blocking', 'dangerous', 'obscuring'],
      height: 10,
    })
    const figs = [figure('a', 'p1', 5, 10), figure('b', 'p2', 15, 10, { facing: Math.PI })]
    expect(los([statue], figs)).toMatchObject({ visible: true, obscured: false, cover: 'none' })
    const r = measureMove(table([statue]), figs, {
      unitId: 'unit:a',
      path: [at(5, 10), at(10, 10)],
      facing: 0,
      mode: 'ground',
      allowance: 5,
    })
    expect(r.ok && r.value).toMatchObject({ cost: 5, dangerousEntered: [] })
  })
  // EXAMPLE TERRAIN FEATURES: where a preset uses a feature the book lists, it has one of the
  // book's suggested readings.
  test('GF-FIELD-EXAMPLES: preset features the book names carry the qualities it suggests', () => {
    const book: Record<string, string[]> = {
      Building: ['blocking+elevated'],
      Crates: ['obstacle'],
      Crater: ['difficult'],
      Forest: ['difficult+obscuring'],
      Hedgerow: ['obstacle'],
      Hill: ['elevated'],
      'Industrial piping': ['obstacle'],
      'Lone tree': ['decorative', 'obstacle'],
      River: ['difficult'],
      Road: ['decorative'],
      'Ruined building': ['difficult'],
      Statue: ['blocking'],
      Swamp: ['difficult', 'dangerous', 'dangerous+difficult'],
    }
    const reading = (f: { category: string; qualities: string[] }) =>
      f.category === 'area' ? [...f.qualities].sort().join('+') : f.category
    let seen = 0
    for (const theme of THEMES)
      for (const f of preset(theme).terrain) {
        const allowed = book[f.name]
        if (!allowed) continue
        seen++
        expect(allowed, `${theme}: ${f.name}`).toContain(reading(f))
      }
    expect(seen).toBeGreaterThan(10)
  })
  test('GF-RULING-PROPOSED-ARC-STRADDLE: a target cut by the arc line is obscured, unless turreted', () => {
    const figs = [figure('a', 'p1', 10, 10, { facing: 0 }), figure('b', 'p2', 10.5, 14)]
    expect(los([], figs)).toMatchObject({ visible: true, obscured: true })
    const turreted = lineOfSight(table([]), figs, 'unit:a', 'unit:b', { turreted: true })
    expect(turreted).toMatchObject({ visible: true, obscured: false })
  })
})
