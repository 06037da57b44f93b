import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  ARCHETYPES,
  COMPANY_SIZE,
  catalogue,
  checkFrame,
  DEFAULT_SSR,
  editableCompany,
  formatNotation,
  frameDice,
  hasSprint,
  parseNotation,
  readCompany,
  rocketsForNewFrame,
  SYSTEM_CODES,
  validateCompany,
} from './index.ts'

const ex = (f: string) =>
  JSON.parse(readFileSync(new URL(`../../../../examples/framezero/${f}`, import.meta.url), 'utf8'))

describe('frame building', () => {
  test('MF-BUILD-BASE: a frame is two white d6 plus its systems', () => {
    // With no systems at all there is no sprint die either (MF-RULING-BARE-FRAME).
    expect(formatNotation({ systems: [], ssr: 0 })).toBe('WW')
    expect(frameDice({ systems: ['B', 'Y'], ssr: 0 }).filter((d) => d.colour === 'W')).toHaveLength(2)
  })
  test('MF-BUILD-LIMITS: at most four systems, at most two of one type', () => {
    const r = validateCompany({
      name: 'x',
      frames: [
        { name: 'a', systems: ['Rd', 'B', 'B', 'B'], ssr: 3 },
        { name: 'b', systems: ['Rd', 'B', 'G', 'Y', 'Y'] },
      ],
    })
    expect(r.problems.map((p) => [p.code, p.path])).toEqual([
      ['framezero/too_many_of_type', 'frames[0].systems'],
      ['framezero/too_many_systems', 'frames[1].systems'],
    ])
  })
  test('MF-BUILD-DICE: one B/G/Y d6 per system; a weapon gives 2 red d6, a second of its band adds a red d8', () => {
    expect(formatNotation({ systems: ['B', 'B', 'Y', 'G'], ssr: 0 })).toBe('WWBBYGG8')
    expect(formatNotation({ systems: ['Rd'], ssr: 0 })).toBe('WWRdRd')
    expect(formatNotation({ systems: ['Rd', 'Rd'], ssr: 0 })).toBe('WWRdRdR8d')
    expect(formatNotation({ systems: ['Ra', 'Ra', 'B', 'B'], ssr: 0 })).toBe('WWBBRaRaR8a')
  })
  test('MF-BUILD-SPRINT: no direct-fire and no artillery weapon gives a green d8 (not a system)', () => {
    expect(hasSprint(['Rh', 'B'])).toBe(true)
    expect(hasSprint(['Rd'])).toBe(false)
    expect(hasSprint(['Sdh'])).toBe(false)
    expect(formatNotation({ systems: ['Rh', 'Rh', 'B', 'Y'], ssr: 0 })).toBe('WWBYG8RhRhR8h')
    // losing the last gun brings the sprint die
    expect(formatNotation({ systems: ['B', 'Y'], ssr: 0 })).toContain('G8')
  })
  test('MF-BUILD-SSR: a company carries exactly three rockets, spread as it likes; each is a red d8', () => {
    expect(formatNotation({ systems: ['Rd', 'B', 'G', 'Y'], ssr: 2 })).toBe('WWBYGRdRdR8rR8r')
    const bad = validateCompany({ name: 'x', frames: [{ name: 'a', systems: ['Rd'], ssr: 2 }] })
    expect(bad.problems[0]?.code).toBe('framezero/ssr_count')
    const allOnOne = validateCompany({ name: 'x', frames: [{ name: 'a', systems: ['Rd'], ssr: 3 }] })
    expect(allOnOne.problems).toEqual([])
  })
  test('MF-BUILD-SSR: a builder’s new frames take the rockets the company still lacks of its own count, and the company passes', () => {
    for (const ssrCount of [undefined, 0, 5]) {
      const c: { name: string; ssrCount?: number; frames: { name: string; systems: ['Rd']; ssr: number }[] } =
        {
          name: 'x',
          ...(ssrCount !== undefined ? { ssrCount } : {}),
          frames: [],
        }
      for (let i = 0; i < 4; i++)
        c.frames.push({ name: `f${i}`, systems: ['Rd'], ssr: rocketsForNewFrame(c) })
      expect(c.frames.reduce((n, f) => n + f.ssr, 0)).toBe(ssrCount ?? DEFAULT_SSR)
      expect(validateCompany(c).problems).toEqual([])
    }
  })
  test('MF-BUILD-SPLIT: a split weapon is half a system at two bands (1 d6 each); two = 2 d6; four = 2 d6 + d8', () => {
    expect(formatNotation({ systems: ['Sad'], ssr: 0 })).toBe('WWRdRa')
    expect(formatNotation({ systems: ['Sad', 'Sad'], ssr: 0 })).toBe('WWRdRdRaRa')
    expect(formatNotation({ systems: ['Sad', 'Sad', 'Sad', 'Sad'], ssr: 0 })).toBe('WWRdRdR8dRaRaR8a')
    const over = validateCompany({ name: 'x', frames: [{ name: 'a', systems: ['Rd', 'Rd', 'Sad'], ssr: 3 }] })
    expect(over.problems[0]?.code).toBe('framezero/too_many_of_type')
  })
  test('MF-BUILD-NOTATION: the notation is shown and parsed back', () => {
    for (const a of ARCHETYPES) {
      const n = formatNotation({ systems: a.systems, ssr: 1 })
      const p = parseNotation(n)
      expect(p.ok).toBe(true)
      if (p.ok) {
        expect([...p.value.systems].sort()).toEqual([...a.systems].sort())
        expect(p.value.ssr).toBe(1)
      }
    }
    expect(parseNotation('WWBYGRdRdR8rR8r')).toEqual({
      ok: true,
      value: { systems: ['B', 'Y', 'G', 'Rd'], ssr: 2 },
    })
    expect(parseNotation('WWRdRa')).toEqual({ ok: true, value: { systems: ['Sad'], ssr: 0 } })
    const bad = parseNotation('WWRdQ')
    expect(!bad.ok && bad.error.code).toBe('framezero/bad_notation')
    const noSprint = parseNotation('WWBY')
    expect(!noSprint.ok && noSprint.error.message).toContain('G8')
  })
  test('MF-BUILD-NOTATION: every legal build’s notation parses back to a legal build with the same dice', () => {
    // Rd + Sdh rolls WWRhRdRd: three halves at d give 2 d6, the lone Rh d6 is the split's other half
    const split = parseNotation(formatNotation({ systems: ['Rd', 'Sdh'], ssr: 0 }))
    expect(split).toEqual({ ok: true, value: { systems: ['Rd', 'Sdh'], ssr: 0 } })
    const legalBuild = fc
      .record({
        systems: fc.array(fc.constantFrom(...SYSTEM_CODES), { maxLength: 4 }),
        ssr: fc.integer({ min: 0, max: 3 }),
      })
      .filter((b) => checkFrame({ name: 'f', ...b }, 'f').length === 0)
    fc.assert(
      fc.property(legalBuild, (b) => {
        const text = formatNotation(b)
        const p = parseNotation(text)
        expect(p.ok && p.value.ssr).toBe(b.ssr)
        if (!p.ok) return
        expect(formatNotation(p.value)).toBe(text)
        expect(checkFrame({ name: 'f', ...p.value }, 'f')).toEqual([])
        // the dice cannot tell every split apart, so the reading takes the fewest systems
        expect(p.value.systems.length).toBeLessThanOrEqual(b.systems.length)
      }),
      { numRuns: 2000, seed: 7 },
    )
  })
  test('MF-BUILD-ARCHETYPES: the common archetypes are in the catalogue with builder notation', () => {
    const c = catalogue()
    expect(c.units.map((u) => u.name)).toContain('Watchtower')
    expect(c.units.find((u) => u.name === 'Watchtower')?.notation).toBe('WWBBYYG8')
    expect(c.units.find((u) => u.name === 'Medium Tank')?.systemCount).toBe(3)
    expect(c.units.find((u) => u.name === 'Anvil')?.notation).toBe('WWBYRdRdR8d')
  })
  test('MF-SIZE: company size and stations by player count', () => {
    expect(COMPANY_SIZE.find((r) => r.players === 2)).toEqual({
      players: 2,
      stations: 3,
      skirmish: [4, 6],
      battle: [5, 8],
    })
    const r = validateCompany(ex('blue-lancers.json'), { players: 4, size: 'skirmish' })
    expect(r.problems.map((p) => p.code)).toEqual(['framezero/company_size'])
  })
  test('MF-BUILD-ERRORS: company files are checked with clear errors and JSON paths', () => {
    expect(validateCompany(ex('blue-lancers.json')).problems).toEqual([])
    expect(validateCompany(ex('red-hammers.json'))).toMatchObject({ points: 19, problems: [] })
    expect(validateCompany(ex('green-watch.json')).problems).toEqual([])
    const broken = validateCompany(ex('broken.json'))
    expect(broken.problems.map((p) => p.path)).toEqual([
      'frames[0].systems',
      'frames[0].systems',
      'frames[1].notation',
      'frames',
    ])
    const shape = validateCompany({ name: 'x', frames: [{ name: 'a', systems: ['Q'] }] })
    expect(shape.points).toBeNull()
    expect(shape.problems[0]?.path).toBe('frames[0].systems[0]')
    expect(readCompany({ name: 'y', frames: [{ name: 'a' }] }).problems[0]?.code).toBe('framezero/no_loadout')
    // An empty company and a nameless one are told in words, not the schema's wording.
    const empty = validateCompany({ name: '', frames: [] }).problems.map((p) => p.message)
    expect(empty).toContain('A company needs at least one frame: add one.')
    expect(empty).toContain('A company needs a name.')
    expect(empty.join(' ')).not.toMatch(/Too small|expected/)
  })

  test('MF-BUILD-NOTATION: a company file in either form opens in the builder as systems lists', () => {
    // the example file writes two frames as notation, the rest as systems
    const r = editableCompany(ex('blue-lancers.json'))
    expect(r.problems).toEqual([])
    expect(r.company?.frames[0]).toEqual({
      name: 'Lancer 1',
      systems: parseNotation('WWBYGRdRdR8r').ok ? expect.any(Array) : [],
      ssr: 1,
    })
    expect(r.company?.frames.every((f) => Array.isArray(f.systems))).toBe(true)
    expect(r.company?.spares?.[0]?.systems).toEqual(['Rd', 'B', 'G', 'Y'])
    // a builder's draft with no frames and no name yet still opens
    expect(editableCompany({ ruleset: 'framezero', name: '', frames: [] }).company).toMatchObject({
      name: '',
      frames: [],
    })
    // an unreadable notation keeps its frame and names the problem; a wrong shape is refused
    const bad = editableCompany({ name: 'x', frames: [{ name: 'a', notation: 'nonsense' }] })
    expect(bad.company?.frames[0]).toEqual({ name: 'a', systems: [], ssr: 0 })
    expect(bad.problems[0]?.path).toBe('frames[0].notation')
    expect(editableCompany({ name: 'x', frames: [{ name: 'a', systems: 'B' }] }).company).toBeUndefined()
  })
})
