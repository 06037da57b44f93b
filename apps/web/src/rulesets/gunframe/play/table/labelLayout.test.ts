/**
 * Where the table's names and range-ring labels go: readable on a small table, never on
 * each other, never on a base, never off the screen, and the selected unit's name always shown.
 */
import { describe, expect, test } from 'vitest'
import {
  ARMOUR_SIZE,
  labelSize,
  layoutNames,
  MIN_ARMOUR_PX,
  MIN_LABEL_PX,
  NAME_SIZE,
  nameWithArmour,
  overlaps,
  textBox,
} from './labelLayout.ts'
import { placeRingLabels } from './RangeRings.tsx'

/** A row of bases 2.2" apart, as a deployment zone holds them. */
const row = (n: number, y = 2) =>
  Array.from({ length: n }, (_, i) => ({
    id: `u${i}`,
    pos: { x: 3 + i * 2.2, y },
    r: 1,
    text: `Unit name ${i}`,
  }))

describe('WEB-LABELS: table labels', () => {
  test('WEB-LABELS: a name is NAME_SIZE on a big table and MIN_LABEL_PX on screen on a small one', () => {
    expect(labelSize(NAME_SIZE, 40)).toBe(NAME_SIZE)
    expect(labelSize(NAME_SIZE, 5.7) * 5.7).toBeCloseTo(MIN_LABEL_PX)
  })

  test('WEB-LABELS: the name carries the armour left only when the number in the base is too small to read', () => {
    const readable = MIN_ARMOUR_PX / ARMOUR_SIZE
    expect(nameWithArmour('Raptor 2', 5, readable + 1)).toBe('Raptor 2')
    expect(nameWithArmour('Raptor 2', 5, readable - 1)).toBe('Raptor 2 · A5')
    const layout = layoutNames([{ ...row(1)[0]!, text: nameWithArmour('Raptor 2', 3, 5.7) }], 5.7)
    expect(layout.names.get('u0')?.text).toBe('Raptor 2 · A3')
  })

  test('WEB-LABELS: placed names overlap no other name and no base; the first ones are always placed', () => {
    for (const px of [5.7, 11, 20]) {
      const units = row(9)
      const layout = layoutNames(units, px, new Set(['u4']))
      expect(layout.names.has('u4')).toBe(true)
      const boxes = [...layout.names.values()].map((n) => n.box)
      boxes.forEach((a, i) => {
        for (const b of boxes.slice(i + 1)) expect(overlaps(a, b)).toBe(false)
        for (const u of units)
          expect(
            overlaps(a, { x0: u.pos.x - u.r, x1: u.pos.x + u.r, y0: u.pos.y - u.r, y1: u.pos.y + u.r }),
          ).toBe(false)
      })
      // Readable: every placed name is at least MIN_LABEL_PX on screen.
      for (const n of layout.names.values()) expect(n.size * px).toBeGreaterThanOrEqual(MIN_LABEL_PX - 1e-9)
    }
    // With room (a big table), every name is shown.
    expect(layoutNames(row(9), 40).names.size).toBe(9)
  })

  test('WEB-LABELS: a name that would run off the visible table tries another spot or waits for a zoom', () => {
    const units = row(3, 0.5)
    const within = { x0: -1.5, x1: 30, y0: -1.5, y1: 30 }
    const layout = layoutNames(units, 20, new Set(), within)
    for (const n of layout.names.values()) expect(n.box.y0).toBeGreaterThan(within.y0 - 0.2)
  })

  test('WEB-LABELS: ring labels keep off the names and bases (the selected unit faces its own name)', () => {
    // One unit facing down the table (its name sits under it, where the rings' front is).
    const units = [{ id: 'a', pos: { x: 20, y: 30 }, r: 1, text: 'Kenzi Kuro …' }, ...row(5, 30).slice(1)]
    for (const px of [5.7, 11.6]) {
      const layout = layoutNames(units, px, new Set(['a']))
      const size = labelSize(0.55, px)
      const rings = [
        { r: 3, text: 'close 4D' },
        { r: 7, text: 'short 4D' },
        { r: 13, text: 'medium 3D' },
      ]
      const spots = placeRingLabels({ x: 20, y: 30 }, -Math.PI / 2, rings, size, layout)
      const boxes = spots.map((p, i) => textBox(p, rings[i]!.text, size))
      boxes.forEach((b, i) => {
        for (const n of layout.names.values())
          expect(overlaps(b, n.box), `${rings[i]!.text} at ${px}`).toBe(false)
        for (const o of boxes.slice(i + 1)) expect(overlaps(b, o)).toBe(false)
      })
    }
  })
})
