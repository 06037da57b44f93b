// Missions › Game Size, Building Squadrons, Reserves; Upgrades › Linked, Unique; Combiners.
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { catalogueDesign } from './catalogue.ts'
import { exampleSquadron } from './examples.ts'
import { parseSquadronFile } from './files.ts'
import { pointsLimit, squadronPoints, unitIds, validateSquadron } from './squadron.ts'
import { squadronProfiles } from './squadron-profiles.ts'
import type { Squadron, SquadronUnit } from './types.ts'

const root = new URL('../../../../', import.meta.url)
const unit = (name: string, extra: Partial<SquadronUnit> = {}): SquadronUnit => ({
  ...catalogueDesign(name)!,
  ...extra,
})
const squad = (units: SquadronUnit[], extra: Partial<Squadron> = {}): Squadron => ({
  name: 'T',
  size: 'clash',
  units,
  ...extra,
})
const codes = (s: Squadron) => validateSquadron(s).map((p) => p.code)
const roster = (f: string) => {
  const r = parseSquadronFile(readFileSync(new URL(`examples/rosters/${f}`, root), 'utf8'))
  if (!r.ok) throw new Error(JSON.stringify(r.error))
  return r.value
}

describe('squadron rules', () => {
  test('GF-BUILD-SQUAD-LIMIT: skirmish 50–75, clash 100, battle 200, custom needs points', () => {
    expect(pointsLimit({ size: 'skirmish' })).toBe(75)
    expect(pointsLimit({ size: 'skirmish', points: 50 })).toBe(50)
    expect(pointsLimit({ size: 'skirmish', points: 80 })).toBeUndefined()
    expect(pointsLimit({ size: 'clash' })).toBe(100)
    expect(pointsLimit({ size: 'battle', points: 150 })).toBeUndefined()
    expect(pointsLimit({ size: 'custom', points: 150 })).toBe(150)
    expect(codes(squad([unit('Lynx')], { size: 'custom' }))).toEqual(['gunframe/squad_points_limit'])
    const p = validateSquadron(squad([unit('Lynx')], { size: 'battle', points: 150 }))
    expect(p[0]?.message).toBe('a battle is played at 200 points, not 150')
  })

  test('GF-BUILD-SQUAD-LIMIT: over the limit, with the total', () => {
    const s = squad([unit('Lynx'), unit('Lynx'), unit('Lynx'), unit('Lynx'), unit('Lynx'), unit('Lynx')], {
      size: 'skirmish',
      points: 50,
    })
    const p = validateSquadron(s)
    expect(p).toEqual([
      expect.objectContaining({
        code: 'gunframe/squad_over_limit',
        path: 'units',
        message: 'the units cost 54 points, over the 50-point limit by 4',
      }),
    ])
  })

  test('GF-BUILD-UNIQUE: a unique upgrade once per squadron, reported where it repeats', () => {
    const s = squad([unit('Juno Deveraux + The Centurion'), unit('Lynx'), unit('Warlord Drak + Terror-Bot')])
    const p = validateSquadron(s)
    expect(p).toEqual([
      expect.objectContaining({
        code: 'gunframe/squad_unique_repeated',
        path: 'units[2].upgrades[1]',
        message: 'Ace is unique and already on units[0] (Juno Deveraux + The Centurion)',
      }),
    ])
  })

  test('GF-BUILD-LINKED: each linked upgrade on exactly one pair', () => {
    expect(codes(squad([unit('Michiko'), unit('Sasha')]))).toEqual([])
    const one = validateSquadron(squad([unit('Michiko')]))
    expect(one).toEqual([
      expect.objectContaining({ code: 'gunframe/squad_linked_unpaired', path: 'units[0].upgrades[0]' }),
    ])
    const three = validateSquadron(squad([unit('Michiko'), unit('Sasha'), unit('Michiko')]))
    expect(three).toEqual([
      expect.objectContaining({
        code: 'gunframe/squad_linked_extra',
        path: 'units[2].upgrades[0]',
        message: 'Rivals already pairs units[0] and units[1]; only one pair may have it',
      }),
    ])
  })

  test('GF-BUILD-RESERVES: at most half the points in reserve', () => {
    expect(codes(squad([unit('Lynx', { reserve: true }), unit('Lynx')]))).toEqual([])
    const p = validateSquadron(squad([unit('Firefly', { reserve: true }), unit('Lynx')]))
    expect(p).toEqual([
      expect.objectContaining({
        code: 'gunframe/squad_reserves_over_half',
        message: "11 points are in reserve, more than half of the squadron's 20",
      }),
    ])
  })

  test('GF-BUILD-COMBINER-TEAM: combiner units must be in a declared team; the combined form is not paid for', () => {
    const c = roster('centurions-100.json')
    expect(validateSquadron(c)).toEqual([])
    expect(squadronPoints(c)).toBe(99)
    const undeclared = validateSquadron({ ...c, combiners: [] })
    expect(undeclared.map((p) => p.path)).toEqual([
      'units[0]',
      'units[1]',
      'units[2]',
      'units[3]',
      'units[4]',
    ])
    expect(undeclared[0]?.code).toBe('gunframe/squad_combiner_undeclared')
    const twice = { ...c, combiners: [c.combiners![0]!, c.combiners![0]!] }
    expect(validateSquadron(twice).map((p) => p.code)).toContain('gunframe/squad_combiner_member_twice')
    const bought = { ...c, units: [...c.units, { ...c.combiners![0]! }] }
    expect(validateSquadron(bought).map((p) => p.code)).toContain('gunframe/squad_combined_form_in_units')
    const unknown = structuredClone(c)
    unknown.combiners![0]!.combined!.team[4] = 'nobody'
    expect(validateSquadron(unknown)).toContainEqual(
      expect.objectContaining({
        code: 'gunframe/build_combined_member_unknown',
        path: 'combiners[0].combined.team[4]',
      }),
    )
    // A name two units share is ambiguous, not missing: the problem says to use the id.
    const twins = structuredClone(c)
    const named = twins.combiners![0]!.combined!.team[4]!
    const member = twins.units.find((u) => u.name === named || u.id === named)!
    twins.units.push({ ...structuredClone(member), id: 'twin-of-member' })
    twins.combiners![0]!.combined!.team[4] = member.name
    expect(validateSquadron(twins)).toContainEqual(
      expect.objectContaining({
        code: 'gunframe/build_combined_member_ambiguous',
        path: 'combiners[0].combined.team[4]',
        message: expect.stringMatching(/2 units are named .*: name the team member by its id/),
      }),
    )
  })

  test('GF-RULING-COMBINED-UPGRADES: a combined form’s upgrades count toward the Unique and Linked checks as one more unit', () => {
    const c = roster('centurions-100.json')
    expect(validateSquadron(c)).toEqual([])
    // The Alpha Guardian swaps Hero for another upgrade (same price class).
    const formWith = (id: string): Squadron => {
      const s = structuredClone(c)
      s.combiners![0]!.upgrades[1] = { id }
      return s
    }
    // Eagle Eyes is unique and a member (Jake) already has it: the form may not have it too.
    expect(validateSquadron(formWith('eagle-eyes'))).toContainEqual(
      expect.objectContaining({
        code: 'gunframe/squad_unique_repeated',
        path: 'combiners[0].upgrades[1]',
        message: 'Eagle Eyes is unique and already on units[0] (Jake + Eagle)',
      }),
    )
    // Buddies is linked and Lane and Puck already pair it: a third carrier is one too many.
    expect(validateSquadron(formWith('buddies'))).toContainEqual(
      expect.objectContaining({ code: 'gunframe/squad_linked_extra', path: 'combiners[0].upgrades[1]' }),
    )
    // A linked upgrade on the form alone has no partner.
    expect(validateSquadron(formWith('rivals'))).toContainEqual(
      expect.objectContaining({ code: 'gunframe/squad_linked_unpaired', path: 'combiners[0].upgrades[1]' }),
    )
  })

  test('GF-BUILD-SQUAD-LIMIT: empty squadrons and repeated ids are problems', () => {
    expect(codes(squad([]))).toEqual(['gunframe/squad_empty'])
    expect(codes(squad([unit('Lynx', { id: 'a' }), unit('Lynx', { id: 'a' })]))).toEqual([
      'gunframe/squad_duplicate_id',
    ])
    expect(unitIds([unit('Lynx'), unit('Lynx'), unit('Lynx', { id: 'lynx-2' })])).toEqual([
      'lynx',
      'lynx-3',
      'lynx-2',
    ])
  })

  test('GF-BUILD-FILE: every problem of a bad roster is listed with its path (examples/rosters/broken.json)', () => {
    const p = validateSquadron(roster('broken.json')).map((x) => `${x.path} ${x.code}`)
    expect(p).toEqual([
      'units[0].upgrades[3] gunframe/build_frame_slot_taken',
      'units[1].speed gunframe/build_speed_defense_swap',
      'units[1].loadout gunframe/build_loadout_total',
      'units[1].upgrades[1].on gunframe/build_loadout_upgrade_system',
      'units[2].upgrades[0] gunframe/build_pilot_upgrade_conventional',
      'units[2].upgrades gunframe/build_free_missing',
      'units gunframe/squad_over_limit',
      'units[1].upgrades[0] gunframe/squad_unique_repeated',
      'units[0].upgrades[1] gunframe/squad_linked_unpaired',
      'units gunframe/squad_reserves_over_half',
      'units[1] gunframe/squad_combiner_undeclared',
    ])
  })

  test('GF-BUILD-OPTIONAL: optional upgrades can be refused for the whole squadron', () => {
    const s = squad([unit('Sky-Bot')])
    expect(validateSquadron(s)).toEqual([])
    expect(validateSquadron(s, { optionalRules: false }).map((p) => `${p.path} ${p.code}`)).toEqual([
      'units[0].upgrades[0] gunframe/build_optional_upgrade',
    ])
  })
})

describe('example squadrons and profiles', () => {
  test.each([['terran-100'], ['martian-100']] as const)(
    'GF-BUILD-PROFILE: %s is a legal 100-point clash squadron',
    (n) => {
      const s = exampleSquadron(n)
      expect(validateSquadron(s)).toEqual([])
      expect(squadronPoints(s)).toBe(100)
    },
  )

  test('GF-BUILD-PROFILE: squadron profiles carry ids, forms and linked partners', () => {
    const t = squadronProfiles(exampleSquadron('terran-100'))
    expect(t.units.map((u) => u.id)).toContain('lynx-2')
    const hound = t.units.find((u) => u.id === 'hound')!
    expect(hound.forms?.map((f) => f.upgrades.map((x) => `${x.id}@${x.on}`))).toEqual([
      ['all-terrain@speed', 'swift-transform@armour'],
      ['hands@defense', 'swift-transform@armour'],
    ])
    expect(t.units.find((u) => u.id === 'wombat')).toMatchObject({
      conventional: true,
      upgrades: [{ id: 'deflect', on: 'defense' }],
    })
    const c = squadronProfiles(roster('centurions-100.json'))
    const lane = c.units.find((u) => u.id === 'lane')!
    expect(lane.upgrades.find((x) => x.id === 'buddies')?.partner).toBe('puck')
    expect(c.combiners[0]).toMatchObject({
      name: 'Alpha Guardian',
      points: 26,
      combinedFrom: ['jake', 'lane', 'sarah', 'puck', 'jordan'],
    })
    expect(c.units.find((u) => u.id === 'jake')?.upgrades[0]).toEqual({ id: 'leader', n: 1 })
  })
})
