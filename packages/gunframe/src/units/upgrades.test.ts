// Unit Construction › Upgrades (and the Bonus Pilot Upgrade at the front of the book).
import { describe, expect, test } from 'vitest'
import { isUpgradeId, UPGRADE_IDS } from './upgrade-ids.ts'
import { UPGRADES, upgradeById, upgradeByName, upgradeLabel } from './upgrades.ts'

// The book's markers, written out independently of the data: * unique, [Linked], (N), [Optional].
const UNIQUE =
  'ace anger-issues eagle-eyes guardian inspiring leader lucky maverick nemesis quick-reflexes spiteful tactician well-read'
const LINKED = 'buddies lovers rivals well-oiled wingman'
const TAKES_N = 'ace leader'
const OPTIONAL = 'anger-issues fearless inspiring terrifying combiner reinforced'
// Frame upgrades and the values named in brackets.
const FRAME_ON: Record<string, string> = {
  'ablative-armour': 'armour',
  aquatic: 'speed',
  agile: 'speed',
  'all-terrain': 'speed',
  bracketed: 'armour',
  chaff: 'defense',
  combiner: 'armour defense speed',
  'command-module': 'defense',
  climb: 'speed',
  cloaking: 'defense',
  'defense-matrix': 'defense',
  deflect: 'defense',
  'environment-enhancement': 'armour defense',
  fast: 'speed',
  'fast-flyer': 'speed',
  fly: 'speed',
  halo: 'defense speed',
  hands: 'defense',
  heavy: 'armour speed',
  jump: 'speed',
  'rapid-reboot': 'armour',
  recon: 'defense',
  reinforced: 'armour',
  'repair-systems': 'armour defense',
  'shield-wall': 'armour',
  stabilised: 'armour',
  stealth: 'defense',
  'swift-transform': 'armour speed',
  'target-tracking': 'defense',
}
const LOADOUT_ONLY: Record<string, string> = { 'extreme-range': 'long', parry: 'close', reach: 'short' }
const set = (s: string) => new Set(s.split(' '))

describe('upgrade list', () => {
  test('GF-BUILD-UPGRADES: 31 pilot, 29 frame, 15 loadout and the bonus Well Read — 76 with unique ids', () => {
    const by = (c: string) => UPGRADES.filter((u) => u.category === c && !u.bonus).length
    expect([by('pilot'), by('frame'), by('loadout')]).toEqual([31, 29, 15])
    expect(UPGRADES).toHaveLength(76)
    expect(new Set(UPGRADES.map((u) => u.id)).size).toBe(76)
    for (const u of UPGRADES) expect(u.id).toMatch(/^[a-z]+(-[a-z]+)*$/)
  })

  test('GF-BUILD-UPGRADES: printed names resolve, including the book spelling Guerilla', () => {
    expect(upgradeByName('Guerilla')?.id).toBe('guerrilla')
    expect(upgradeByName('Fast flyer')?.id).toBe('fast-flyer')
    expect(upgradeByName('Co-Pilot')?.id).toBe('co-pilot')
    expect(upgradeById('nope')).toBeUndefined()
    expect(upgradeLabel({ id: 'ace', n: 2 })).toBe('Ace (2)')
    expect(upgradeLabel({ id: 'piercing', on: 'medium' })).toBe('Piercing (Medium)')
  })

  test('ENG-TYPED-GUNFRAME: the typed upgrade id list (UpgradeId) and the catalogue hold the same ids', () => {
    expect(UPGRADES.map((u) => u.id).sort()).toEqual([...UPGRADE_IDS].sort())
    expect(isUpgradeId('fast-flyer')).toBe(true)
    expect(isUpgradeId('fast-flier')).toBe(false)
  })
})

describe.each(UPGRADES.map((u) => [u.id.toUpperCase(), u] as const))('GF-UPG-%s', (ID, u) => {
  test(`GF-UPG-${ID}: category, attachment and markers as printed`, () => {
    expect(u.unique).toBe(set(UNIQUE).has(u.id))
    expect(u.linked).toBe(set(LINKED).has(u.id))
    expect(u.takesN).toBe(set(TAKES_N).has(u.id))
    expect(u.optionalRule).toBe(set(OPTIONAL).has(u.id))
    expect(u.summary.length).toBeGreaterThan(10)
    if (u.category === 'pilot') expect(u.attachTo).toEqual([])
    if (u.category === 'frame') expect([...u.attachTo].sort().join(' ')).toBe(FRAME_ON[u.id])
    if (u.category === 'loadout')
      expect(u.attachTo.join(' ')).toBe(LOADOUT_ONLY[u.id] ?? 'close short medium long')
    if (u.linked) expect(u.category).toBe('pilot')
  })
})
