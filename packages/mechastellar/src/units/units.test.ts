/** Catalogue, project defaults, pricing and roster files (MS-UNIT-*). */
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { catalogue } from './catalogue.ts'
import { UNITS } from './data.ts'
import { FRAME_DEFAULTS, pricePoints } from './defaults.ts'
import { validateRoster } from './roster.ts'

describe('catalogue', () => {
  test('MS-UNIT-CATALOGUE: the example units the issue names are all there, with builder points', () => {
    const ids = catalogue().map((u) => u.id)
    for (const id of [
      'argonaut',
      'dervish',
      'blue-djinn',
      'white-asura',
      'green-viking',
      'gamma-apollo',
      'volt-lion',
      'iron-castle',
      'trident-drake',
      'guncannon',
      'zaku-ii',
      'gm-ground',
      'albion-carrier',
      'kingdan',
    ])
      expect(ids).toContain(id)
    expect(catalogue().every((u) => u.points > 0)).toBe(true)
  })
  test('MS-UNIT-PUBLISHED: published numbers are kept as the sources give them', () => {
    const by = (id: string) => UNITS.find((u) => u.id === id)
    expect(by('argonaut')?.weapons[0]).toMatchObject({ atk: 8, hits: 8, dmg: 200, rf: { hits: 2 } })
    expect(by('dervish')).toMatchObject({ evade: { dice: 7, def: 5 }, rerollEvadeOnes: true })
    expect(by('white-asura')).toMatchObject({ level: 1, meleeDef: { dice: 3, def: 5 }, shield: 2 })
    expect(by('white-asura')?.weapons[0]).toMatchObject({ atk: 5, hits: 7, dmg: 300, pen: 8 })
    expect(by('blue-djinn')).toMatchObject({ level: 2, meleeDef: { dice: 3, def: 1 }, shield: 2 })
    expect(by('volt-lion')).toMatchObject({ size: 2 })
    expect(by('iron-castle')).toMatchObject({ power: 1 })
    expect(by('trident-drake')).toMatchObject({ havoc: 3 })
    expect(by('guncannon')).toMatchObject({ hp: 4500, evade: { dice: 8, def: 1 } })
    expect(by('green-viking')?.weapons[0]).toMatchObject({ range: 20, supportAtk: 12 })
    expect(by('gamma-apollo')?.weapons[0]).toMatchObject({ range: 16, supportDef: 8 })
  })
  test('MS-UNIT-DEFAULTS: every number the sources do not give is listed as a project default on the profile', () => {
    const argonaut = UNITS.find((u) => u.id === 'argonaut')
    expect(argonaut?.projectDefaults).toEqual(
      expect.arrayContaining(['hp', 'evade', 'sensors', 'move', 'morale']),
    )
    expect(argonaut?.hp).toBe(FRAME_DEFAULTS[3].hp)
    expect(UNITS.find((u) => u.id === 'dervish')?.projectDefaults).not.toContain('evade')
    for (const u of UNITS) expect(u.projectDefaults.length).toBeGreaterThan(0)
  })
  test('MS-UNIT-PRICE: points (project default) grow with Frame, Performance and pilot level; 300+ is a critical machine', () => {
    expect(pricePoints({ frame: 2, performance: 2, level: 0 })).toBe(140)
    expect(pricePoints({ frame: 4, performance: 7, level: 2 })).toBe(440)
    expect(catalogue().find((u) => u.id === 'blue-djinn')?.critical).toBe(true)
    expect(catalogue().find((u) => u.id === 'gm-ground')?.critical).toBe(false)
  })
})

describe('rosters', () => {
  test('MS-UNIT-ROSTER: the example roster files are valid and priced', () => {
    for (const f of ['earth-federation.json', 'zeon-raiders.json']) {
      const file = JSON.parse(
        readFileSync(new URL(`../../../../examples/mechastellar/${f}`, import.meta.url), 'utf8'),
      )
      const r = validateRoster(file)
      expect(r.problems).toEqual([])
      expect(r.points).toBeGreaterThan(0)
    }
  })
  test('MS-UNIT-ROSTER-ERRORS: bad files get coded problems with JSON paths', () => {
    // An empty force (where a builder starts) and one too big are told in words.
    expect(validateRoster({ ruleset: 'mechastellar', name: 'x', units: [] }).problems[0]).toMatchObject({
      code: 'mechastellar/force_size',
      message: 'A force needs at least one unit.',
      path: 'units',
    })
    const many = Array.from({ length: 21 }, () => ({ unit: 'argonaut' }))
    expect(validateRoster({ ruleset: 'mechastellar', name: 'x', units: many }).problems[0]?.message).toBe(
      'A force has at most 20 units.',
    )
    expect(validateRoster({ ruleset: 'mechastellar', name: 3, units: [] }).problems[0]).toMatchObject({
      code: 'mechastellar/bad_roster',
      path: 'name',
    })
    expect(
      validateRoster({ ruleset: 'mechastellar', name: 'x', units: [{ unit: 'nope' }] }).problems[0],
    ).toMatchObject({ code: 'mechastellar/unknown_unit', path: 'units.0.unit' })
    const over = validateRoster({
      ruleset: 'mechastellar',
      name: 'x',
      limit: 200,
      units: [{ unit: 'white-asura' }],
    })
    expect(over.problems[0]).toMatchObject({ code: 'mechastellar/over_limit', path: 'limit' })
    // priced all the same, so a builder can show what the force costs against its limit
    expect(over.points).toBe(410)
    expect(
      validateRoster({ ruleset: 'mechastellar', name: 'x', commander: 3, units: [{ unit: 'argonaut' }] })
        .problems[0]?.path,
    ).toBe('commander')
  })
})
