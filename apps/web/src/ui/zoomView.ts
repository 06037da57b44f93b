/**
 * Zooming a table's view box about a point: the point stays where it is on screen while the box
 * grows or shrinks, clamped between a closest and a widest view. Every table camera zooms this way
 * (buttons, wheel, pinch).
 */
import type { Vec } from '@sortie/engine'

export type View = { x: number; y: number; w: number; h: number }

/** `v` scaled by `factor` about `at` (its centre when absent), its width kept in [minW, maxW]. */
export function zoomView(v: View, factor: number, minW: number, maxW: number, at?: Vec): View {
  const w = Math.min(Math.max(v.w * factor, minW), maxW)
  const h = (v.h * w) / v.w
  const cx = at ? at.x : v.x + v.w / 2
  const cy = at ? at.y : v.y + v.h / 2
  return { x: cx - ((cx - v.x) * w) / v.w, y: cy - ((cy - v.y) * h) / v.h, w, h }
}
