import { describe, expect, test } from 'vitest'
import { terrainFont } from './TerrainPieces.tsx'

describe('MS-WEB-TERRAIN-LABEL: terrain labels stay readable on small screens', () => {
  test('MS-WEB-TERRAIN-LABEL: 0.7 inch when the table is drawn big, at least 10 px on screen below that, never over 1.3 inch', () => {
    expect(terrainFont(30)).toBe(0.7)
    expect(terrainFont(12) * 12).toBeCloseTo(10)
    expect(terrainFont(4)).toBe(1.3)
    expect(terrainFont(0)).toBe(0.7)
  })
})
