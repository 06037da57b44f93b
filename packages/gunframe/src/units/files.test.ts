// Unit and squadron files: import, export, JSON Schemas under docs/schema.
import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { CATALOGUE } from './catalogue.ts'
import { EXAMPLE_SQUADRONS, exampleSquadron } from './examples.ts'
import { exportSquadron, exportUnit, parseSquadronFile, parseUnitFile } from './files.ts'
import { jsonSchemas } from './schema.ts'
import { validateSquadron } from './squadron.ts'
import { UPGRADES } from './upgrades.ts'

const root = new URL('../../../../', import.meta.url)
const read = (p: string) => readFileSync(new URL(p, root), 'utf8')

describe('unit files', () => {
  test.each(CATALOGUE.map((e) => [e.name, e.design] as const))(
    'GF-BUILD-FILE: import → export → import is identity for %s',
    (_n, d) => {
      const text = exportUnit(d)
      const once = parseUnitFile(text)
      expect(once.ok).toBe(true)
      if (!once.ok) return
      expect(once.value).toEqual(d)
      expect(exportUnit(once.value)).toBe(text)
      const twice = parseUnitFile(exportUnit(once.value))
      expect(twice.ok && twice.value).toEqual(once.value)
    },
  )

  test('GF-BUILD-FILE: malformed JSON is one clean problem, never a throw', () => {
    const r = parseUnitFile('{"name": "Lynx",')
    expect(r.ok).toBe(false)
    if (!r.ok) {
      expect(r.error).toHaveLength(1)
      expect(r.error[0]?.code).toBe('gunframe/file_json')
      expect(r.error[0]?.message).toMatch(/^not valid JSON/)
    }
  })

  test('GF-BUILD-FILE: every shape problem is listed with its JSON path', () => {
    const r = parseUnitFile({
      name: 'X',
      frame: 'giant',
      pilot: {},
      speed: '5',
      armour: 4,
      loadout: { close: 9, short: 0, medium: 0, long: 0 },
      upgrades: [{ id: 'fly', on: 'up' }],
      speeeed: 1,
    })
    expect(r.ok).toBe(false)
    if (r.ok) return
    const got = Object.fromEntries(r.error.map((p) => [p.path, p.message]))
    expect(got).toMatchObject({
      frame: expect.stringMatching(/frame must be one of scout/),
      'pilot.skill': expect.stringMatching(/^skill is missing/),
      speed: 'speed must be a number',
      defense: expect.stringMatching(/^defense is missing/),
      'loadout.close': 'close is at most 6',
      'upgrades[0].on': expect.stringMatching(/on must be speed/),
      '': "unknown field 'speeeed'",
    })
    // An absent field has one code whatever the schema's wording; a wrong value keeps file_schema.
    const code = Object.fromEntries(r.error.map((p) => [p.path, p.code]))
    expect(code).toMatchObject({
      'pilot.skill': 'gunframe/file_missing_field',
      defense: 'gunframe/file_missing_field',
      speed: 'gunframe/file_schema',
      frame: 'gunframe/file_schema',
    })
    const noFrame = parseUnitFile({
      name: 'X',
      pilot: { skill: 4 },
      speed: 5,
      defense: 4,
      armour: 4,
      upgrades: [],
    })
    expect(!noFrame.ok && noFrame.error.find((p) => p.path === 'frame')).toMatchObject({
      code: 'gunframe/file_missing_field',
      message: expect.stringMatching(/^frame is missing: frame must be one of/),
    })
  })
})

describe('squadron files', () => {
  test.each(EXAMPLE_SQUADRONS.map((n) => [n]))(
    'GF-BUILD-FILE: %s round-trips and matches examples/rosters',
    (n) => {
      const s = exampleSquadron(n)
      const text = exportSquadron(s)
      const r = parseSquadronFile(text)
      expect(r.ok && r.value).toEqual(s)
      expect(read(`examples/rosters/${n}.json`)).toBe(text)
    },
  )

  test('GF-BUILD-FILE: a non-object file is answered, not thrown', () => {
    for (const input of ['null', '[]', '42', '"x"', null, undefined]) {
      const r = parseSquadronFile(input)
      expect(r.ok).toBe(false)
    }
  })
})

describe('JSON Schema', () => {
  test('GF-BUILD-FILE: docs/schema holds the current JSON Schemas', () => {
    const s = jsonSchemas()
    expect(JSON.parse(read('docs/schema/gunframe-unit.schema.json'))).toEqual(s.unit)
    expect(JSON.parse(read('docs/schema/gunframe-squadron.schema.json'))).toEqual(s.squadron)
  })
})

describe('robustness', () => {
  test('GF-BUILD-FILE: any JSON value is answered with a Result, never a throw', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const r = parseSquadronFile(v)
        const u = parseUnitFile(JSON.stringify(v))
        return typeof r.ok === 'boolean' && typeof u.ok === 'boolean'
      }),
    )
  })

  test('GF-BUILD-FILE: any well-shaped squadron validates without throwing, every problem with a path', () => {
    const upgrade = fc.record(
      {
        id: fc.constantFrom(...UPGRADES.map((u) => u.id), 'bogus'),
        on: fc.constantFrom('speed', 'defense', 'armour', 'close', 'short', 'medium', 'long'),
        n: fc.integer({ min: 1, max: 3 }),
        free: fc.boolean(),
      },
      { requiredKeys: ['id'] },
    )
    const small = fc.integer({ min: 0, max: 8 })
    const unit = fc.record(
      {
        name: fc.constantFrom('A', 'B', 'C'),
        frame: fc.constantFrom(
          'scout',
          'light',
          'medium',
          'heavy',
          'superheavy',
          'infantry',
          'tank',
          'flyer',
        ),
        pilot: fc.record({ skill: fc.constantFrom(3, 4) }),
        speed: small,
        defense: small,
        armour: fc.integer({ min: 0, max: 14 }),
        loadout: fc.record({ close: fc.nat(6), short: fc.nat(6), medium: fc.nat(6), long: fc.nat(6) }),
        upgrades: fc.array(upgrade, { maxLength: 6 }),
        reserve: fc.boolean(),
        combined: fc.record({
          team: fc.array(fc.constantFrom('a', 'b', 'A', 'z')),
          bonus: fc.record({ armour: fc.nat(3), loadout: fc.nat(3) }),
        }),
      },
      { requiredKeys: ['name', 'frame', 'pilot', 'speed', 'defense', 'armour', 'loadout', 'upgrades'] },
    )
    const squadron = fc.record({
      name: fc.constant('S'),
      size: fc.constantFrom('skirmish', 'clash', 'battle', 'custom'),
      units: fc.array(unit, { maxLength: 5 }),
      combiners: fc.array(unit, { maxLength: 2 }),
    })
    fc.assert(
      fc.property(squadron, (s) => {
        const r = parseSquadronFile(s)
        if (!r.ok) return true
        return validateSquadron(r.value).every((p) => typeof p.path === 'string' && p.message.length > 0)
      }),
      { numRuns: 300 },
    )
  })
})
