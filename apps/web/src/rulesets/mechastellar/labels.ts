/**
 * Places unit labels so they do not overlap when bases stand close: each label tries spots round
 * its base (above, below, right, left, then further out) and takes the first that clears the
 * labels and bases already placed. Pure layout in inches; no rules here.
 */
export interface LabelIn {
  id: string
  x: number
  y: number
  /** Base radius. */
  r: number
  lines: string[]
}

export interface LabelOut {
  id: string
  /** Centre of the first line's baseline box. */
  x: number
  y: number
  w: number
  h: number
  /** True when the label sits away from its base and wants a leader line. */
  far: boolean
}

export const LABEL_FONT = 0.75
const LINE = LABEL_FONT * 1.15
const CHAR = LABEL_FONT * 0.56

type Box = { x0: number; y0: number; x1: number; y1: number }
const hit = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1

export function layoutLabels(units: readonly LabelIn[]): LabelOut[] {
  const placed: Box[] = []
  const bases: Box[] = units.map((u) => ({ x0: u.x - u.r, y0: u.y - u.r, x1: u.x + u.r, y1: u.y + u.r }))
  const out: LabelOut[] = []
  // Top of the table first, so labels above bases claim their natural spot in reading order.
  const order = [...units].sort((a, b) => a.y - b.y || a.x - b.x)
  for (const u of order) {
    const w = Math.max(...u.lines.map((l) => l.length)) * CHAR + 0.3
    const h = u.lines.length * LINE
    const g = 0.25
    // Candidate box centres (cx, top y), nearest first.
    const spots: [number, number][] = [
      [u.x, u.y - u.r - g - h],
      [u.x, u.y + u.r + g],
      [u.x + u.r + g + w / 2, u.y - h / 2],
      [u.x - u.r - g - w / 2, u.y - h / 2],
      [u.x + u.r + w / 2, u.y - u.r - h],
      [u.x - u.r - w / 2, u.y - u.r - h],
      [u.x + u.r + w / 2, u.y + u.r],
      [u.x - u.r - w / 2, u.y + u.r],
      [u.x, u.y - u.r - g - 2 * h],
      [u.x, u.y + u.r + g + h],
      [u.x, u.y - u.r - g - 3 * h],
      [u.x, u.y + u.r + g + 2 * h],
    ]
    let chosen: Box | null = null
    let idx = 0
    for (const [cx, top] of spots) {
      const b = { x0: cx - w / 2, y0: top, x1: cx + w / 2, y1: top + h }
      if (!placed.some((p) => hit(p, b)) && !bases.some((p) => hit(p, b))) {
        chosen = b
        break
      }
      idx++
    }
    if (!chosen) {
      const [cx, top] = spots[0] as [number, number]
      chosen = { x0: cx - w / 2, y0: top, x1: cx + w / 2, y1: top + h }
      idx = 0
    }
    placed.push(chosen)
    out.push({
      id: u.id,
      x: (chosen.x0 + chosen.x1) / 2,
      y: chosen.y0 + LINE * 0.8,
      w,
      h,
      far: idx >= 8,
    })
  }
  return out
}
