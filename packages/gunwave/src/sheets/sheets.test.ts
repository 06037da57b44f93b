import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { CATALOGUE_LABEL, MECHA_TYPES, TRAITS, WEAPONS } from '../data/starter.ts'
import { ARCHETYPES, NPC_SHEETS } from './archetypes.ts'
import { sheetBudgets } from './budgets.ts'
import { levelUp } from './level.ts'
import { printSheet } from './print.ts'
import { validateSheet } from './validate.ts'

const clone = <T>(x: T): T => structuredClone(x)

describe('sheets', () => {
  test('GW-SHEET-ARCHETYPES: every archetype and NPC sheet is valid', () => {
    for (const s of [...Object.values(ARCHETYPES), ...Object.values(NPC_SHEETS)])
      expect(validateSheet(s).problems, s.pilot.name).toEqual([])
  })

  test('GW-PILOT-ANATOMY GW-RULING-BUDGETS: a pilot has name, gender, race, specialty, Body/Brains/Charisma, piloting, skills as dice, traits', () => {
    const p = ARCHETYPES.ace!.pilot
    expect(p).toMatchObject({
      name: expect.any(String),
      race: 'human',
      specialty: 'brawler',
      body: 1,
      brains: 1,
      charisma: 2,
      piloting: 1,
    })
    expect(p.skills['dual-mecha-weapons']).toBe(2)
    const bad = clone(ARCHETYPES.ace!)
    bad.pilot.piloting = 6
    bad.pilot.body = 5
    const r = validateSheet(bad)
    expect(r.problems.map((x) => [x.code, x.path])).toEqual(
      expect.arrayContaining([
        ['gunwave/piloting_range', '$.pilot.piloting'],
        ['gunwave/attribute_too_high', '$.pilot.body'],
      ]),
    )
  })

  test('GW-RULING-ATTR-SCALE: the 0–4 attribute scale counts the race bonus; every archetype and example sheet is a new pilot at rank 1', () => {
    const mutant = clone(ARCHETYPES.scavenger!)
    Object.assign(mutant.pilot, { body: 4, brains: 0, charisma: 0 })
    expect(validateSheet(mutant).problems).toEqual([
      {
        code: 'gunwave/attribute_too_high',
        message: 'body is 5 with the race bonus; the scale tops out at 4.',
        path: '$.pilot.body',
      },
    ])
    mutant.pilot.body = 3
    expect(validateSheet(mutant).problems).toEqual([])
    const brainy = clone(ARCHETYPES.brute!)
    Object.assign(brainy.pilot, { body: 0, brains: 4, charisma: 0 })
    expect(validateSheet(brainy).problems.map((p) => [p.code, p.path])).toEqual([
      ['gunwave/attribute_too_high', '$.pilot.brains'],
    ])
    // A human has no bonus: 4 is the top of the scale and allowed.
    const human = clone(ARCHETYPES.ace!)
    Object.assign(human.pilot, { body: 4, brains: 0, charisma: 0 })
    expect(validateSheet(human).problems).toEqual([])
    for (const s of Object.values(ARCHETYPES)) expect(s.pilot.piloting, s.pilot.name).toBe(1)
    const dir = new URL('../../../../examples/gunwave/', import.meta.url)
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.json')))
      expect(JSON.parse(readFileSync(new URL(f, dir), 'utf8')).pilot.piloting, f).toBe(1)
    // A levelled pilot's sheet (§3.2) is still a valid sheet.
    expect(validateSheet({ ...human, pilot: { ...human.pilot, piloting: 3 } }).problems).toEqual([])
  })

  test('GW-RULING-BUDGETS: a sheet says what it spends of each budget, and the checks read the same figures', () => {
    const ace = clone(ARCHETYPES.ace!)
    const b = sheetBudgets(ace)
    // a human pilot: 4 attribute points, 6 skill dice and one more for the race, 5 pilot traits
    expect(b.attributes).toEqual({ used: 4, limit: 4 })
    expect(b.skills.limit).toBe(7)
    expect(b.pilotTraits.limit).toBe(5)
    expect(b.mechaTraits.limit).toBe(3)
    expect(b.weapons).toEqual({ used: ace.mecha.weapons.length, limit: 3 })
    ace.pilot.race = 'mutant'
    expect(sheetBudgets(ace).skills.limit).toBe(6)
    // one skill die over the budget is the validator's problem, with the budget's own figures
    ace.pilot.skills.stealth = (ace.pilot.skills.stealth ?? 0) + (6 - sheetBudgets(ace).skills.used) + 1
    const over = sheetBudgets(ace).skills
    expect(over.used).toBe(over.limit + 1)
    expect(validateSheet(ace).problems.find((p) => p.code === 'gunwave/skill_budget')?.message).toBe(
      `Skills hold ${over.used} dice; the budget is ${over.limit}.`,
    )
  })

  test('GW-PILOT-TRAITS: traits carry a Skill/Battle/Daily frequency and a pilot holds at most 5', () => {
    for (const t of TRAITS) expect(['skill', 'battle', 'daily', 'passive']).toContain(t.frequency)
    const bad = clone(ARCHETYPES.ace!)
    bad.pilot.traits = ['mark-target', 'intimidate', 'ambush', 'pin-down', 'psychic-blast', 'field-repair']
    expect(validateSheet(bad).problems.map((x) => x.code)).toContain('gunwave/too_many_traits')
    bad.pilot.traits = ['flight']
    expect(validateSheet(bad).problems[0]).toMatchObject({
      code: 'gunwave/trait_owner',
      path: '$.pilot.traits[0]',
    })
  })

  test('GW-PILOT-BACKGROUND: the background names one event that grants a trait', () => {
    const bad = clone(ARCHETYPES.ace!) as unknown as { pilot: { background: string } }
    bad.pilot.background = 'bored'
    const r = validateSheet(bad)
    expect(r.points).toBeNull()
    expect(r.problems[0]?.path).toBe('$.pilot.background')
  })

  test('GW-PILOT-LEVEL: levelling up raises piloting by one, never past 5', () => {
    const p = ARCHETYPES.ace!.pilot
    const up = levelUp(p)
    expect(up.ok && up.value.piloting).toBe(2)
    const top = levelUp({ ...p, piloting: 5 })
    expect(top.ok ? null : top.error.code).toBe('gunwave/max_rank')
  })

  test('GW-MECHA-ANATOMY: type, Armor, Energy, Speed, up to 3 weapons, traits; stats from the type', () => {
    const bad = clone(ARCHETYPES.ace!)
    bad.mecha.weapons.push({ weapon: 'bazooka', ammo: 'heavy' })
    bad.mecha.armor = 99
    const codes = validateSheet(bad).problems.map((x) => [x.code, x.path])
    expect(codes).toEqual(
      expect.arrayContaining([
        ['gunwave/too_many_weapons', '$.mecha.weapons'],
        ['gunwave/stat_mismatch', '$.mecha.armor'],
      ]),
    )
  })

  test('GW-WPN-GRENADES: a launcher is loaded with exactly 4 grenades, loose grenades come 8 to a slot', () => {
    const bad = clone(ARCHETYPES.scavenger!)
    bad.mecha.weapons[1] = { weapon: 'grenade-launcher', grenades: ['frag'] }
    expect(validateSheet(bad).problems[0]).toMatchObject({
      code: 'gunwave/grenade_mix',
      path: '$.mecha.weapons[1].grenades',
    })
    bad.mecha.weapons[1] = { weapon: 'grenades', grenades: ['frag', 'frag'] }
    expect(validateSheet(bad).problems[0]?.code).toBe('gunwave/grenade_mix')
  })

  test('GW-SHEET-CATALOGUE GW-RULING-CATALOGUE: the starter catalogue is labelled as the project’s own', () => {
    expect(CATALOGUE_LABEL).toMatch(/project/)
    expect(WEAPONS.length).toBeGreaterThan(5)
    expect(MECHA_TYPES.map((t) => t.id)).toContain('bio-armor')
  })

  test('GW-SHEET-PRINT: a printable sheet lists pilot and mecha', () => {
    const text = printSheet(ARCHETYPES.ace!)
    expect(text).toContain('PILOT  Rei Kasuga')
    expect(text).toContain('Beam rifle: 5D, Power 3')
  })

  test('GW-SHEET-FILES: the example sheet files validate', () => {
    const dir = new URL('../../../../examples/gunwave/', import.meta.url)
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'))
    expect(files.length).toBeGreaterThan(0)
    for (const f of files)
      expect(validateSheet(JSON.parse(readFileSync(new URL(f, dir), 'utf8'))).problems, f).toEqual([])
  })
})
