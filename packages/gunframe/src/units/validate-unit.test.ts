// Unit Construction (Choose Frame, Customise, Install Loadout, Recruit Pilot, Purchase Upgrades),
// Transforming Mecha, Combiners › Combiner Construction, Conventional Units › Building Units.
import { describe, expect, test } from 'vitest'
import { withPlacements } from './attach.ts'
import { catalogueDesign } from './catalogue.ts'
import { form } from './catalogue-dsl.ts'
import type { UnitDesign, UpgradeChoice } from './types.ts'
import { validateUnit } from './validate-unit.ts'

const medium = (): UnitDesign => ({
  name: 'Test Medium',
  frame: 'medium',
  pilot: { name: 'Rei', skill: 4 },
  speed: 5,
  defense: 3,
  armour: 8,
  loadout: { close: 3, short: 3, medium: 3, long: 3 },
  upgrades: [],
})
const design = (name: string): UnitDesign => catalogueDesign(name)!
const team: Record<string, UnitDesign> = {
  A: { ...medium(), name: 'A', upgrades: [{ id: 'combiner', on: 'armour' }] },
  B: {
    ...medium(),
    name: 'B',
    frame: 'heavy',
    armour: 10,
    loadout: { close: 4, short: 4, medium: 3, long: 3 },
    upgrades: [{ id: 'combiner' }],
  },
  C: { ...medium(), name: 'C' },
}
// B (heavy 14 + Combiner 1 = 15) is the dearest member, so a two-member combined form may cost at most 17.
const combined = (): UnitDesign => ({
  name: 'Big One',
  frame: 'heavy',
  pilot: { skill: 4 },
  speed: 5,
  defense: 3,
  armour: 11,
  loadout: { close: 4, short: 4, medium: 4, long: 3 },
  upgrades: [],
  combined: { team: ['A', 'B'], bonus: { armour: 1, loadout: 1 } },
})
const member = (r: string) => team[r]

type Row = [
  rule: string,
  code: string,
  make: () => UnitDesign,
  path: string,
  message: RegExp,
  opts?: Parameters<typeof validateUnit>[1],
]

const ROWS: Row[] = [
  [
    'GF-BUILD-FRAME',
    'build_unknown_frame',
    () => ({ ...medium(), frame: 'colossal' as never }),
    'frame',
    /not a frame type/,
  ],
  ['GF-BUILD-FRAME', 'build_name_missing', () => ({ ...medium(), name: ' ' }), 'name', /needs a name/],
  [
    'GF-BUILD-SWAP',
    'build_speed_defense_swap',
    () => ({ ...medium(), speed: 7, defense: 1 }),
    'speed',
    /only one point may move between Speed and Defense/,
  ],
  [
    'GF-BUILD-SWAP',
    'build_frame_total',
    () => ({ ...medium(), speed: 6 }),
    'speed',
    /Speed 6 \+ Defense 3 must equal 8/,
  ],
  [
    'GF-BUILD-SWAP',
    'build_armour_loadout_swap',
    () => ({ ...medium(), armour: 11, loadout: { close: 3, short: 3, medium: 3, long: 0 } }),
    'armour',
    /at most two points .* moves 3/,
  ],
  [
    'GF-BUILD-SWAP',
    'build_loadout_total',
    () => ({ ...medium(), loadout: { close: 4, short: 3, medium: 3, long: 3 } }),
    'loadout',
    /Loadout totals 13/,
  ],
  [
    'GF-BUILD-SWAP',
    'build_value_invalid',
    () => ({ ...medium(), speed: 4.5, defense: 3.5 }),
    'speed',
    /whole number/,
  ],
  [
    'GF-BUILD-SWAP',
    'build_armour_zero',
    () => ({ ...design('Militia'), armour: 0, speed: 6 }),
    'armour',
    /at least 1/,
  ],
  [
    'GF-BUILD-LOADOUT',
    'build_loadout_range',
    () => ({ ...medium(), loadout: { close: 7, short: 5, medium: 0, long: 0 } }),
    'loadout.close',
    /from 0 to 6/,
  ],
  [
    'GF-BUILD-PILOT',
    'build_pilot_skill',
    () => ({ ...medium(), pilot: { skill: 2 as never } }),
    'pilot.skill',
    /4 \(4\+\) or 3/,
  ],
  [
    'GF-BUILD-UPGRADES',
    'build_unknown_upgrade',
    () => ({ ...medium(), upgrades: [{ id: 'laser-eyes' }] }),
    'upgrades[0].id',
    /not an upgrade of the book/,
  ],
  [
    'GF-BUILD-SLOT-PILOT',
    'build_duplicate_upgrade',
    () => ({ ...medium(), upgrades: [{ id: 'hero' }, { id: 'hero' }] }),
    'upgrades[1]',
    /Hero is already on this unit/,
  ],
  [
    'GF-BUILD-SLOT-PILOT',
    'build_pilot_upgrade_attached',
    () => ({ ...medium(), upgrades: [{ id: 'hero', on: 'speed' }] }),
    'upgrades[0].on',
    /attaches to no frame value/,
  ],
  [
    'GF-BUILD-ATTACH',
    'build_frame_upgrade_value',
    () => ({ ...medium(), upgrades: [{ id: 'agile', on: 'defense' }] }),
    'upgrades[0].on',
    /Agile can only go on Speed, not Defense/,
  ],
  [
    'GF-BUILD-ATTACH',
    'build_loadout_upgrade_system',
    () => ({ ...medium(), upgrades: [{ id: 'extreme-range', on: 'short' }] }),
    'upgrades[0].on',
    /Extreme Range can only go on Long/,
  ],
  [
    'GF-BUILD-ATTACH',
    'build_loadout_upgrade_unplaced',
    () => ({ ...medium(), upgrades: [{ id: 'blast' }] }),
    'upgrades[0].on',
    /say which weapon system Blast is on/,
  ],
  [
    'GF-BUILD-SLOT-FRAME',
    'build_frame_slot_taken',
    () => ({ ...medium(), upgrades: [{ id: 'fly' }, { id: 'jump' }] }),
    'upgrades[1]',
    /Speed already has an upgrade/,
  ],
  [
    'GF-BUILD-SLOT-FRAME',
    'build_frame_slots_full',
    () => ({
      ...medium(),
      upgrades: [{ id: 'fly' }, { id: 'deflect' }, { id: 'stabilised' }, { id: 'heavy' }],
    }),
    'upgrades[3]',
    /Heavy needs a free Armour or Speed slot/,
  ],
  [
    'GF-BUILD-SLOT-LOADOUT',
    'build_loadout_slot_taken',
    () => ({ ...medium(), upgrades: [{ id: 'parry' }, { id: 'powerful', on: 'close' }] }),
    'upgrades[1]',
    /Close already has an upgrade/,
  ],
  [
    'GF-BUILD-N',
    'build_n_not_allowed',
    () => ({ ...medium(), upgrades: [{ id: 'hero', n: 2 }] }),
    'upgrades[0].n',
    /Hero cannot be bought more than once/,
  ],
  [
    'GF-BUILD-N',
    'build_n_invalid',
    () => ({ ...medium(), upgrades: [{ id: 'ace', n: 0 }] }),
    'upgrades[0].n',
    /N of 1 or more/,
  ],
  [
    'GF-BUILD-OPTIONAL',
    'build_optional_upgrade',
    () => ({ ...medium(), upgrades: [{ id: 'fearless' }] }),
    'upgrades[0]',
    /optional rule/,
    { optionalRules: false },
  ],
  [
    'GF-BUILD-OPTIONAL',
    'build_optional_frame',
    () => design('Cops'),
    'frame',
    /an Infantry unit is a conventional unit, an optional rule/,
    { optionalRules: false },
  ],
  [
    'GF-BUILD-OPTIONAL',
    'build_optional_combined',
    combined,
    'combined',
    /combiners optional rule/,
    { optionalRules: false },
  ],
  [
    'GF-BUILD-CONV-FREE',
    'build_free_not_allowed',
    () => ({ ...design('Cops'), upgrades: [{ id: 'fly', free: true }] }),
    'upgrades[0].free',
    /^an Infantry unit gets no free upgrade/,
  ],
  [
    'GF-BUILD-CONV-SWAP',
    'build_conventional_swap',
    () => ({ ...design('Cops'), speed: 2, armour: 3 }),
    '',
    /only one point .* moves 2/,
  ],
  [
    'GF-BUILD-CONV-SWAP',
    'build_points_invented',
    () => ({ ...design('Cops'), speed: 5 }),
    '',
    /add up to 10, but an Infantry unit has 9/,
  ],
  [
    'GF-BUILD-CONV-PILOT',
    'build_pilot_upgrade_conventional',
    () => ({ ...design('Cops'), upgrades: [{ id: 'hero' }] }),
    'upgrades[0]',
    /conventional units never take pilot upgrades/,
  ],
  [
    'GF-BUILD-CONV-FREE',
    'build_free_missing',
    () => ({ ...design('Wombat'), upgrades: [{ id: 'deflect' }] }),
    'upgrades',
    /comes with one free upgrade/,
  ],
  [
    'GF-BUILD-CONV-FREE',
    'build_free_not_allowed',
    () => ({ ...medium(), upgrades: [{ id: 'fly', free: true }] }),
    'upgrades[0].free',
    /Medium unit gets no free upgrade/,
  ],
  [
    'GF-BUILD-CONV-FREE',
    'build_free_wrong_upgrade',
    () => ({ ...design('Wombat'), upgrades: [{ id: 'stealth', free: true }] }),
    'upgrades[0].free',
    /must be one of Ablative Armour, Anti-Aircraft, Deflect, Turreted, not Stealth/,
  ],
  [
    'GF-BUILD-CONV-FREE',
    'build_free_twice',
    () => ({
      ...design('Wombat'),
      upgrades: [
        { id: 'deflect', free: true },
        { id: 'turreted', on: 'short', free: true },
      ],
    }),
    'upgrades[1].free',
    /only one free upgrade/,
  ],
  [
    'GF-BUILD-TRANSFORM',
    'build_transform_armour',
    () => ({ ...design('Eagle VF'), transforms: [form([5, 3, 9], [3, 5, 3, 0], [])] }),
    'transforms[0].armour',
    /same Armour \(8\)/,
  ],
  [
    'GF-BUILD-TRANSFORM',
    'build_transform_frame',
    () => ({ ...design('Eagle VF'), transforms: [{ ...form([5, 3, 8], [3, 5, 4, 0], []), frame: 'heavy' }] }),
    'transforms[0].frame',
    /keeps the unit's frame type \(Medium\)/,
  ],
  [
    'GF-BUILD-TRANSFORM',
    'build_transform_forms',
    () => ({ ...design('Eagle VF'), transforms: [1, 2, 3].map(() => form([5, 3, 8], [3, 5, 4, 0], [])) }),
    'transforms',
    /two or three forms; this has 4/,
  ],
  [
    'GF-BUILD-TRANSFORM',
    'build_form_pilot_upgrade',
    () => ({ ...design('Eagle VF'), transforms: [form([5, 3, 8], [3, 5, 4, 0], ['hero'])] }),
    'transforms[0].upgrades[0]',
    /list it on the unit, not on one of its forms/,
  ],
  [
    'GF-BUILD-COMBINER',
    'build_combined_customised',
    () => ({ ...combined(), speed: 6, defense: 2 }),
    'speed',
    /not customised/,
    { member },
  ],
  [
    'GF-BUILD-COMBINER',
    'build_combined_bonus',
    () => ({ ...combined(), combined: { team: ['A', 'B'], bonus: { armour: 2, loadout: 1 } } }),
    'combined.bonus',
    /split the team size \(2\)/,
    { member },
  ],
  [
    'GF-BUILD-COMBINER',
    'build_combined_bonus_mismatch',
    () => ({ ...combined(), armour: 12, loadout: { close: 4, short: 4, medium: 3, long: 3 } }),
    '',
    /Armour 11 and Loadout 15/,
    { member },
  ],
  [
    'GF-BUILD-COMBINER',
    'build_combined_team_small',
    () => ({ ...combined(), armour: 10, combined: { team: ['A'], bonus: { armour: 0, loadout: 1 } } }),
    'combined.team',
    /at least two units/,
    { member },
  ],
  [
    'GF-BUILD-COMBINER',
    'build_combined_team_duplicate',
    () => ({ ...combined(), combined: { team: ['A', 'A'], bonus: { armour: 1, loadout: 1 } } }),
    'combined.team',
    /'A' is listed twice/,
    { member },
  ],
  [
    'GF-BUILD-COMBINER',
    'build_combined_member_unknown',
    () => ({ ...combined(), combined: { team: ['A', 'Z'], bonus: { armour: 1, loadout: 1 } } }),
    'combined.team[1]',
    /no unit 'Z'/,
    { member },
  ],
  [
    'GF-BUILD-COMBINER',
    'build_combined_member_not_combiner',
    () => ({ ...combined(), combined: { team: ['A', 'C'], bonus: { armour: 1, loadout: 1 } } }),
    'combined.team[1]',
    /'C' lacks the Combiner upgrade/,
    { member },
  ],
  [
    'GF-BUILD-COMBINER',
    'build_combined_too_small',
    () => ({
      ...combined(),
      frame: 'medium',
      armour: 9,
      loadout: { close: 4, short: 3, medium: 3, long: 3 },
    }),
    'frame',
    /at least Heavy/,
    { member },
  ],
  [
    'GF-BUILD-COMBINER',
    'build_combined_over_cap',
    () => ({ ...combined(), pilot: { skill: 3 }, upgrades: [{ id: 'hero' }, { id: 'fly' }, { id: 'jump' }] }),
    '',
    /costs 18, over its cap of 17 \(dearest member 15 \+ 2 members\)/,
    { member },
  ],
  [
    'GF-BUILD-COMBINER',
    'build_frame_slot_taken',
    () => ({ ...combined(), upgrades: [{ id: 'fly' }, { id: 'jump' }, { id: 'fast' }] }),
    'upgrades[2]',
    /Speed already has 2 upgrades/,
    { member },
  ],
]

describe('construction errors', () => {
  test('GF-BUILD-ERRORS: at least 25 distinct construction error codes are exercised', () => {
    expect(new Set(ROWS.map((r) => r[1])).size).toBeGreaterThanOrEqual(25)
  })
  test.each(ROWS.map((r) => [`${r[0]}: ${r[1]}`, ...r] as const))(
    '%s',
    (_n, _rule, code, make, path, message, opts) => {
      const problems = validateUnit(make(), opts)
      const hit = problems.find((p) => p.code === `gunframe/${code}`)
      expect(hit, JSON.stringify(problems)).toBeDefined()
      expect(hit?.path).toBe(path)
      expect(hit?.message).toMatch(message)
    },
  )
})

describe('legal designs', () => {
  test('GF-BUILD-SWAP: one point Speed↔Defense and two Armour→Loadout are allowed', () => {
    expect(
      validateUnit({
        ...medium(),
        speed: 6,
        defense: 2,
        armour: 6,
        loadout: { close: 4, short: 4, medium: 3, long: 3 },
      }),
    ).toEqual([])
  })
  test('GF-BUILD-ATTACH: a frame upgrade with several options takes the first free value', () => {
    expect(validateUnit({ ...medium(), upgrades: [{ id: 'heavy' }, { id: 'stabilised' }] })).toEqual([])
  })
  test('GF-BUILD-ATTACH: multi-choice frame upgrades are fitted around each other, whatever their order', () => {
    // Environment Enhancement (Armour/Defense), Heavy (Armour/Speed), Fast (Speed): only
    // Defense/Armour/Speed works; taking the first free value for each would strand Heavy.
    const ids = (list: string[]): UpgradeChoice[] => list.map((id) => ({ id }))
    const d: UnitDesign = { ...medium(), upgrades: ids(['environment-enhancement', 'heavy', 'fast']) }
    expect(validateUnit(d)).toEqual([])
    expect(withPlacements(d, 1).upgrades.map((u) => u.on)).toEqual(['defense', 'armour', 'speed'])
    // Combined form, two per value: Fast and Fly fill Speed, so Heavy and Swift Transform need
    // Armour and the two Armour/Defense upgrades must step aside to Defense.
    const placed = withPlacements(
      {
        upgrades: ids([
          'fast',
          'fly',
          'environment-enhancement',
          'repair-systems',
          'heavy',
          'swift-transform',
        ]),
      },
      2,
    ).upgrades
    expect(placed.map((u) => u.on)).toEqual(['speed', 'speed', 'defense', 'defense', 'armour', 'armour'])
  })
  test('GF-BUILD-SLOT-LOADOUT: the same loadout upgrade may sit on two systems (Piercing Medium and Long)', () => {
    expect(validateUnit(design('Praetorian'))).toEqual([])
  })
  test('GF-BUILD-SLOT-PILOT: any number of pilot upgrades', () => {
    expect(validateUnit(design('Kenzi Kuro + Mustang Fury'))).toEqual([])
  })
  test('GF-BUILD-COMBINER: two upgrades per system on a combined form; paths are prefixed', () => {
    const d = {
      ...combined(),
      upgrades: [{ id: 'fly' }, { id: 'jump' }, { id: 'parry' }, { id: 'powerful', on: 'close' as const }],
    }
    const slots = validateUnit(d, { member }).filter((p) => p.code !== 'gunframe/build_combined_over_cap')
    expect(slots).toEqual([])
    expect(validateUnit({ ...d, speed: 9 }, { member, path: 'combiners[0]' })[0]?.path).toBe(
      'combiners[0].speed',
    )
  })
  test('GF-BUILD-OPTIONAL: optional upgrades are fine by default', () => {
    expect(validateUnit({ ...medium(), upgrades: [{ id: 'fearless' }] })).toEqual([])
  })
})
