/** The setup preview, the launch prompt and the builder take their numbers from the package. */
import { CATAPULT_REACH, quickSetup, TURRET_REACH, zoneFor } from '@sortie/mechastellar'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { TERRAIN_LAYOUTS } from './engine.ts'
import { isOverLimit, validateForce } from './forces.ts'
import { promptText } from './PromptPanel.tsx'
import { TerrainAgreement } from './TerrainAgreement.tsx'

const preview = (setup: Parameters<typeof TerrainAgreement>[0]['setup']) =>
  renderToStaticMarkup(
    createElement(TerrainAgreement, {
      layouts: TERRAIN_LAYOUTS,
      layout: TERRAIN_LAYOUTS[0]!.id,
      terrain: [],
      onLayout: () => undefined,
      onChange: () => undefined,
      south: 'p2',
      setup,
    }),
  )
const bands = (html: string) =>
  [...html.matchAll(/<rect[^>]*y="([\d.]+)"[^>]*height="([\d.]+)"/g)].map((m) => [Number(m[1]), Number(m[2])])

describe('MechaStellar pages ask the package', () => {
  test('WEB-RULES-FROM-ENGINE: the setup preview draws the package’s deployment bands, and none for alternate deployment', () => {
    const std = quickSetup({ deployment: 'standard' })
    const south = zoneFor({ ...std, south: 'p2' }, 'p2')
    const north = zoneFor({ ...std, south: 'p2' }, 'p1')
    expect(bands(preview(std)).sort()).toEqual(
      [
        [north.y0, north.y1 - north.y0],
        [south.y0, south.y1 - south.y0],
      ].sort(),
    )
    expect(bands(preview(quickSetup({ deployment: 'alternate' })))).toEqual([])
    // A table of another size is drawn at its own size.
    const wide = { ...std, table: { width: 72, depth: 40 } }
    expect(preview(wide)).toContain('viewBox="0 0 72 40"')
    expect(bands(preview(wide)).map(([, h]) => h)).toEqual([10, 10])
  })

  test('WEB-RULES-FROM-ENGINE: the launch prompt names the package’s catapult and turret reach', () => {
    const s = { units: [{ id: 'unit:p1-1', name: 'Ark', side: 'p1' }], terrain: [] } as never
    expect(promptText(s, { seat: 'p1', kind: 'launch', ship: 'unit:p1-1', left: 2 })).toContain(
      `${CATAPULT_REACH}"`,
    )
    expect(promptText(s, { seat: 'p1', kind: 'launch', ship: 'unit:p1-1', left: 0 })).toContain(
      `${TURRET_REACH}"`,
    )
  })

  test('WEB-RULES-FROM-ENGINE: the builder marks a force over its limit exactly when the package says so', () => {
    const force = { ruleset: 'mechastellar' as const, name: 'x', units: [{ unit: 'argonaut' }] }
    expect(isOverLimit(validateForce({ ...force, limit: 100 }).problems)).toBe(true)
    expect(isOverLimit(validateForce({ ...force, limit: 5000 }).problems)).toBe(false)
    expect(isOverLimit(validateForce(force).problems)).toBe(false)
  })
})
