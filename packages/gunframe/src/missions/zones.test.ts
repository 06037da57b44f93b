import { polygonBBox } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { T36 } from './missions.testkit.ts'
import {
  centreLine,
  deploymentZone,
  discWhollyInside,
  HALVES,
  halfCentre,
  oppositeHalf,
  zoneFront,
} from './zones.ts'

const lineDist = (p: { x: number; y: number }, a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.abs((b.x - a.x) * (a.y - p.y) - (a.x - p.x) * (b.y - a.y)) / Math.hypot(b.x - a.x, b.y - a.y)

describe('deployment zones', () => {
  test('GF-MIS-DEPLOY: an edge zone runs 12" short of the centre line (36" table: 6" deep)', () => {
    expect(polygonBBox(deploymentZone(T36, 'south'))).toEqual({ minX: 0, minY: 0, maxX: 36, maxY: 6 })
    expect(polygonBBox(deploymentZone(T36, 'north'))).toEqual({ minX: 0, minY: 30, maxX: 36, maxY: 36 })
    expect(polygonBBox(deploymentZone({ width: 48, depth: 36 }, 'west'))).toEqual({
      minX: 0,
      minY: 0,
      maxX: 12,
      maxY: 36,
    })
    expect(zoneFront(T36, 'east')).toEqual([
      { x: 30, y: 0 },
      { x: 30, y: 36 },
    ])
  })

  test('GF-MIS-DEPLOY: a diagonal zone is a corner triangle whose points lie at least 12" from the diagonal', () => {
    for (const h of ['southwest', 'northeast', 'northwest', 'southeast'] as const) {
      const zone = deploymentZone(T36, h)
      expect(zone).toHaveLength(3)
      const [a, b] = centreLine(T36, h)
      for (const p of zone) expect(lineDist(p, a, b)).toBeGreaterThanOrEqual(12 - 1e-9)
      expect(Math.min(...zone.map((p) => lineDist(p, a, b)))).toBeCloseTo(12, 6)
    }
  })

  test('GF-MIS-DEPLOY: opposite halves pair up and a base must sit wholly inside the zone', () => {
    for (const h of HALVES) expect(oppositeHalf(oppositeHalf(h))).toBe(h)
    const z = deploymentZone(T36, 'south')
    expect(discWhollyInside(z, { x: 10, y: 5 }, 1)).toBe(true)
    expect(discWhollyInside(z, { x: 10, y: 5.5 }, 1)).toBe(false)
    expect(halfCentre(T36, 'north')).toEqual({ x: 18, y: 27 })
  })
})
