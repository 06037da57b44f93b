// Example Units: every unit of the three OVA settings, priced by the builder.
import { describe, expect, test } from 'vitest'
import { CATALOGUE, catalogueDesign, catalogueEntry } from './catalogue.ts'
import { FRAMES } from './frames.ts'
import { priceUnit } from './price.ts'
import { toProfile } from './profile.ts'
import { validateUnit } from './validate-unit.ts'

// Where the book's printed points contradict the construction rules, what the rules give.
const RULES_POINTS: Record<string, number> = {
  'Alpha Guardian Combiner Form': 27,
  'Warlord Drak + Terror-Bot': 25,
  'Criminal Mastermind': 14,
  'Military Droid': 16,
}

// An independent oracle: frame cost + every purchase + 3+ skill; transformers pay their dearest form + 1.
function oracle(name: string): number {
  const d = catalogueDesign(name)!
  const bought = (us: { id: string; n?: number; free?: boolean }[]) =>
    us.reduce((a, u) => a + (u.free ? 0 : (u.n ?? 1)), 0)
  const pilotIds = new Set([
    'hero',
    'mechanic',
    'ace',
    'leader',
    'co-pilot',
    'fearless',
    'veteran',
    'reckless',
  ])
  const skill = d.pilot.skill === 3 ? 1 : 0
  if (!d.transforms) return FRAMES[d.frame].cost + bought(d.upgrades) + skill
  const pilot = bought(d.upgrades.filter((u) => pilotIds.has(u.id)))
  const forms = [d.upgrades.filter((u) => !pilotIds.has(u.id)), ...d.transforms.map((f) => f.upgrades)]
  return Math.max(...forms.map((f) => FRAMES[d.frame].cost + bought(f))) + 1 + pilot + skill
}

describe('example units', () => {
  test('GF-BUILD-EXAMPLES: 58 units across seven factions', () => {
    expect(CATALOGUE).toHaveLength(58)
    const by: Record<string, number> = {}
    for (const e of CATALOGUE) by[e.faction] = (by[e.faction] ?? 0) + 1
    expect(by).toEqual({
      'Terran Unity': 11,
      'Martian Republic': 10,
      'Jovian Concord': 10,
      Centurions: 6,
      Warmongers: 4,
      'Precinct Crew': 8,
      Perps: 9,
    })
    expect(new Set(CATALOGUE.map((e) => e.name)).size).toBe(58)
  })

  test.each(CATALOGUE.map((e) => [e.name, e] as const))(
    'GF-BUILD-EXAMPLES: %s is priced by the rules',
    (name, e) => {
      const r = priceUnit(e.design)
      expect(r.ok).toBe(true)
      if (!r.ok) return
      expect(r.value.points).toBe(RULES_POINTS[name] ?? e.printedPoints)
      expect(r.value.points).toBe(oracle(name))
      expect(r.value.breakdown.reduce((a, l) => a + l.points, 0)).toBe(r.value.points)
      expect(toProfile(e.design).points).toBe(r.value.points)
    },
  )

  test('GF-BUILD-EXAMPLES: exactly four printed points figures contradict the rules, each explained', () => {
    const off = CATALOGUE.filter(
      (e) =>
        priceUnit(e.design).ok &&
        (priceUnit(e.design) as { value: { points: number } }).value.points !== e.printedPoints,
    )
    expect(off.map((e) => e.name).sort()).toEqual(Object.keys(RULES_POINTS).sort())
    for (const e of off) {
      expect(e.discrepancy?.kind).toBe('points')
      expect(e.discrepancy?.note).toMatch(/book prints/)
    }
  })

  test.each(CATALOGUE.map((e) => [e.name, e] as const))(
    'GF-BUILD-EXAMPLES: %s breaks no rule beyond its recorded discrepancy',
    (_n, e) => {
      const problems = validateUnit(e.design, { member: catalogueDesign })
      expect(problems.map((p) => p.code).sort()).toEqual([...(e.discrepancy?.codes ?? [])].sort())
    },
  )

  test('GF-RULING-16: the Alpha Guardian shows 27 and flags its cap breach (21 + 5 = 26)', () => {
    const e = catalogueEntry('Alpha Guardian Combiner Form')!
    const p = validateUnit(e.design, { member: catalogueDesign })
    expect(p).toHaveLength(1)
    expect(p[0]?.detail).toEqual({ points: 27, cap: 26 })
    expect(e.printedPoints).toBe(26)
  })

  test('GF-BUILD-EXAMPLES: construction-only contradictions keep the printed price (Bison, Jordan + Rhino, Power Trooper)', () => {
    const flagged = CATALOGUE.filter((e) => e.discrepancy?.kind === 'construction').map((e) => e.name)
    expect(flagged.sort()).toEqual(['Bison', 'Jordan + Rhino', 'Power Trooper'])
  })

  test('GF-BUILD-EXAMPLES: every recorded reason shows the sum the builder charges and the printed figure', () => {
    for (const e of CATALOGUE.filter((x) => x.discrepancy)) {
      const r = priceUnit(e.design)
      if (!r.ok) throw new Error(r.error.message)
      const note = e.discrepancy!.note
      // The derivation in the note ends on the builder's figure ("… = 25").
      expect(note, e.name).toMatch(new RegExp(`= ${r.value.points}\\b`))
      if (e.discrepancy!.kind === 'points') expect(note, e.name).toContain(`book prints ${e.printedPoints}`)
      else {
        expect(r.value.points, e.name).toBe(e.printedPoints)
        expect(note, e.name).toMatch(/printed price agrees with the rules/)
      }
    }
  })

  test('GF-BUILD-EXAMPLES: lookups forgive case and punctuation and return copies', () => {
    expect(catalogueEntry('eagle vf')?.name).toBe('Eagle VF')
    const a = catalogueDesign('Lynx')!
    a.speed = 99
    expect(catalogueDesign('Lynx')!.speed).toBe(7)
  })
})
