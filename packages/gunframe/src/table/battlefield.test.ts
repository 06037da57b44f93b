import { pointInPolygon } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { preset } from './presets.ts'
import { randomBattlefield } from './random.ts'
import { parseBattlefield } from './schema.ts'
import { TABLE_SIZES, type TableSize, THEMES } from './themes.ts'

const SIZES = Object.keys(TABLE_SIZES) as TableSize[]

describe('battlefields', () => {
  test('GF-FIELD-SIZE: 3x3 is 36" square; the other sizes the book names exist', () => {
    expect(TABLE_SIZES['3x3']).toEqual({ width: 36, depth: 36 })
    expect(TABLE_SIZES['6x4']).toEqual({ width: 72, depth: 48 })
    expect(SIZES).toHaveLength(5)
  })
  test('GF-FIELD-THEMES: every theme preset on every size passes its own schema', () => {
    for (const theme of THEMES)
      for (const size of SIZES) {
        const field = preset(theme, size)
        const r = parseBattlefield(JSON.parse(JSON.stringify(field)))
        expect(r.ok, `${theme} ${size}: ${r.ok ? '' : r.error.message}`).toBe(true)
        expect(field.terrain.length).toBeGreaterThan(5)
      }
  })
  test('GF-FIELD-RANDOM: the same seed gives the same table, another seed another', () => {
    expect(randomBattlefield('s1', 'city', '3x3')).toEqual(randomBattlefield('s1', 'city', '3x3'))
    expect(randomBattlefield('s1', 'city', '3x3')).not.toEqual(randomBattlefield('s2', 'city', '3x3'))
  })
  test('GF-FIELD-RANDOM: the centre of the table is never open ground', () => {
    for (let i = 0; i < 40; i++)
      for (const theme of THEMES) {
        const f = randomBattlefield(`seed-${i}`, theme, SIZES[i % SIZES.length])
        const c = { x: f.width / 2, y: f.depth / 2 }
        const covered = f.terrain.some((t) => t.category !== 'decorative' && pointInPolygon(c, t.polygon))
        expect(covered, `${theme} seed-${i}`).toBe(true)
      }
  })
  test('GF-FIELD-FILE: bad files are rejected with the JSON path of the problem', () => {
    const good = preset('city')
    expect(parseBattlefield('{ nope')).toMatchObject({
      ok: false,
      error: { code: 'gunframe/bad_battlefield', path: '$' },
    })
    const noWidth = { ...good, width: -1 }
    expect(parseBattlefield(noWidth)).toMatchObject({ ok: false, error: { path: '$.width' } })
    const badQuality = structuredClone(good) as unknown as { terrain: { qualities: string[] }[] }
    ;(badQuality.terrain[2] as { qualities: string[] }).qualities = ['sticky']
    expect(parseBattlefield(badQuality)).toMatchObject({
      ok: false,
      error: { path: '$.terrain[2].qualities[0]' },
    })
    const offTable = structuredClone(good)
    ;(offTable.terrain[1]?.polygon[0] ?? { x: 0 }).x = 99
    expect(parseBattlefield(offTable)).toMatchObject({
      ok: false,
      error: { path: '$.terrain[1].polygon[0]' },
    })
    const dup = structuredClone(good)
    dup.terrain.push(structuredClone(good.terrain[1] as (typeof good.terrain)[number]))
    const r = parseBattlefield(dup)
    expect(r.ok ? '' : r.error.message).toMatch(/duplicate/)
    const noQuality = structuredClone(good)
    ;(noQuality.terrain[1] as { qualities: string[] }).qualities = []
    expect(parseBattlefield(noQuality)).toMatchObject({
      ok: false,
      error: { path: '$.terrain[1].qualities' },
    })
  })
  test('GF-FIELD-FILE: clockwise outlines are turned counter-clockwise', () => {
    const field = {
      width: 36,
      depth: 36,
      terrain: [
        {
          id: 'terrain:x',
          name: 'x',
          category: 'obstacle',
          qualities: [],
          height: 1,
          polygon: [
            { x: 1, y: 1 },
            { x: 1, y: 2 },
            { x: 2, y: 2 },
            { x: 2, y: 1 },
          ],
        },
      ],
    }
    const r = parseBattlefield(field)
    expect(r.ok && r.value.terrain[0]?.polygon[1]).toEqual({ x: 2, y: 2 })
  })
})
