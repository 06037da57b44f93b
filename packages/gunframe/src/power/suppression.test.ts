import { describe, expect, test } from 'vitest'
import { inZone, suppressionZone, zonesAfterEndPhase, zoneTerrain } from './suppression.ts'

describe('suppression zones', () => {
  test('GF-COND-SUPPRESSION: dangerous terrain of radius X until the end phase of its turn', () => {
    const z = suppressionZone('sz:1', { x: 10, y: 10 }, 2, 3)
    expect(inZone(z, { x: 12, y: 10 })).toBe(true)
    expect(inZone(z, { x: 12.1, y: 10 })).toBe(false)
    expect(zonesAfterEndPhase([z], 3)).toEqual([])
    expect(zonesAfterEndPhase([z], 2)).toEqual([z])
  })

  test('GF-COND-SUPPRESSION: handed to the table as a dangerous area covering the whole circle', () => {
    const t = zoneTerrain(suppressionZone('sz:1', { x: 0, y: 0 }, 2, 1))
    expect(t).toMatchObject({ id: 'terrain:sz:1', category: 'area', qualities: ['dangerous'], height: 0 })
    // Every polygon corner lies at or outside the circle, so the circle is inside it.
    for (const p of t.polygon) expect(Math.hypot(p.x, p.y)).toBeGreaterThanOrEqual(2)
  })
})
