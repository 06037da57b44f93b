import { describe, expect, test } from 'vitest'
import { zoomView } from './zoomView.ts'

describe('WEB-ZOOM: zooming a table view', () => {
  const v = { x: 0, y: 0, w: 40, h: 20 }
  test('WEB-ZOOM: the point zoomed about stays at the same place in the view', () => {
    const at = { x: 10, y: 5 }
    const z = zoomView(v, 0.5, 4, 100, at)
    expect(z.w).toBe(20)
    expect(z.h).toBe(10)
    expect((at.x - z.x) / z.w).toBeCloseTo((at.x - v.x) / v.w)
    expect((at.y - z.y) / z.h).toBeCloseTo((at.y - v.y) / v.h)
  })
  test('WEB-ZOOM: the width stays between the closest and the widest view; the centre is the default point', () => {
    expect(zoomView(v, 0.01, 4, 100).w).toBe(4)
    expect(zoomView(v, 10, 4, 100).w).toBe(100)
    const z = zoomView(v, 2, 4, 100)
    expect(z.x + z.w / 2).toBeCloseTo(20)
  })
})
