// Unit Construction › Record Profile and Point Cost; Transforming Mecha; Combiners › Point Cost.
import { describe, expect, test } from 'vitest'
import { catalogueDesign } from './catalogue.ts'
import { design } from './catalogue-dsl.ts'
import { FRAMES } from './frames.ts'
import { priceUnit } from './price.ts'
import type { UnitDesign } from './types.ts'

const pts = (d: UnitDesign) => {
  const r = priceUnit(d)
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}

describe('points', () => {
  test('GF-BUILD-FRAME: frame costs 8/10/12/14/16 and 2/5/4 for infantry, tank, flyer', () => {
    const costs = Object.values(FRAMES).map((f) => [f.type, f.cost])
    expect(Object.fromEntries(costs)).toEqual({
      scout: 8,
      light: 10,
      medium: 12,
      heavy: 14,
      superheavy: 16,
      infantry: 2,
      tank: 5,
      flyer: 4,
    })
  })

  test('GF-BUILD-PILOT: Pilot Skill 3+ costs one point', () => {
    const d = catalogueDesign('Legionnaire')!
    expect(pts(d).points).toBe(13)
    expect(pts({ ...d, pilot: { skill: 3 } }).points).toBe(14)
  })

  test('GF-BUILD-UPGRADE-COST: each upgrade one point, (N) upgrades N points, free upgrades nothing', () => {
    expect(pts(catalogueDesign('Overwatch')!).points).toBe(12) // scout 8 + Cautious + Leader (2) + Mechanic
    expect(pts(catalogueDesign('Wombat')!).points).toBe(5) // tank 5, Deflect free
    expect(pts(catalogueDesign('Orca')!).breakdown).toEqual([
      { label: 'Flyer frame', points: 4 },
      { label: 'Fast Flyer (free)', points: 0 },
      { label: 'Blast (Short)', points: 1 },
    ])
  })

  // Example Units: the book itself buys a loadout upgrade once per system it sits on — the evidence
  // behind the Warlord Drak + Terror-Bot contradiction (Powerful on Short and Medium).
  test('GF-BUILD-UPGRADE-COST: a loadout upgrade on two systems is bought twice (Praetorian 19, Puck + Tiger 19)', () => {
    const praetorian = pts(catalogueDesign('Praetorian')!) // heavy 14 + Hero, Deflect, Fly + Piercing ×2
    expect(praetorian.points).toBe(19)
    expect(praetorian.breakdown.filter((l) => l.label.startsWith('Piercing')).map((l) => l.points)).toEqual([
      1, 1,
    ])
    expect(pts(catalogueDesign('Puck + Tiger')!).points).toBe(19) // medium 12 + 5 upgrades + Extra Ammo ×2
  })

  // Unit Profiles: the Praetorian card and roster sheet (Juno Deveraux, 20) and the Carrus (16).
  test('GF-BUILD-UPGRADE-COST: the roster sheet examples Praetorian (20) and Carrus (16)', () => {
    const praetorian = design('Praetorian', {
      frame: 'heavy',
      skill: 3,
      pilot: 'Juno Deveraux',
      values: [5, 3, 10],
      guns: [4, 4, 4, 2],
      upgrades: ['ace:1', 'fly', 'deflect', 'parry', 'piercing@medium'],
    })
    expect(pts(praetorian).points).toBe(20)
    expect(pts(catalogueDesign('Carrus')!).points).toBe(16)
  })

  // Transforming Mecha: the Eagle VF worked example — fighter 13, mecha 14, so 15.
  test('GF-BUILD-TRANSFORM: dearest form + 1, pilot costs added after (Eagle VF = 15)', () => {
    const eagle = catalogueDesign('Eagle VF')!
    const p = pts(eagle)
    expect(p.forms).toEqual([
      { name: 'Fighter', points: 13 },
      { name: 'Mecha', points: 14 },
    ])
    expect(p.points).toBe(15)
    const withPilot = {
      ...eagle,
      pilot: { skill: 3 as const },
      upgrades: [...eagle.upgrades, { id: 'hero' }],
    }
    expect(pts(withPilot).points).toBe(17)
    expect(pts(withPilot).breakdown.map((l) => l.label)).toEqual([
      'Dearest form (Mecha)',
      'Transforming',
      'Pilot Skill 3+',
      'Hero',
    ])
  })

  test('GF-BUILD-TRANSFORM: pilot upgrades are not part of any form (Bison: 16 / 15 → 17 + Mechanic = 18)', () => {
    const p = pts(catalogueDesign('Bison')!)
    expect(p.forms?.map((f) => f.points)).toEqual([16, 15])
    expect(p.points).toBe(18)
  })

  test('GF-BUILD-FRAME: an unknown frame is an error, not a throw', () => {
    const r = priceUnit({ ...catalogueDesign('Lynx')!, frame: 'titan' as never })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error.code).toBe('gunframe/build_unknown_frame')
  })
})
