/**
 * Places unit labels so they do not overlap when bases stand close: each label tries spots round
 * its base (above, below, right, left, then further out) and takes the first that clears the
 * labels and bases already placed. The font is given in inches by the board, which keeps it at a
 * readable size on screen (so on a phone's small table it is many inches tall); a label that then
 * finds no free spot is left out until the player zooms in, unless its unit is one of `keep` (the
 * selected one, the one being placed). Pure layout in inches; no rules here.
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
  /** Font size in inches (every line). */
  font: number
}

/** The label font in inches when the table is drawn big enough. */
export const LABEL_FONT = 0.75
/** The smallest label a player is expected to read, in CSS pixels. */
export const MIN_LABEL_PX = 11

/** The label font in inches for a table drawn at `pxPerInch`. */
export const labelFont = (pxPerInch: number): number =>
  pxPerInch > 0 ? Math.max(LABEL_FONT, MIN_LABEL_PX / pxPerInch) : LABEL_FONT

type Box = { x0: number; y0: number; x1: number; y1: number }
const hit = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1

export function layoutLabels(
  units: readonly LabelIn[],
  font = LABEL_FONT,
  keep: ReadonlySet<string> | null = null,
): LabelOut[] {
  const LINE = font * 1.15
  const CHAR = font * 0.58
  const placed: Box[] = []
  const bases: Box[] = units.map((u) => ({ x0: u.x - u.r, y0: u.y - u.r, x1: u.x + u.r, y1: u.y + u.r }))
  const out: LabelOut[] = []
  // Top of the table first, so labels above bases claim their natural spot in reading order.
  // The kept ones first, so theirs take the nearest spots.
  const kept = (u: LabelIn) => Number(keep?.has(u.id) ?? false)
  const order = [...units].sort((a, b) => kept(b) - kept(a) || a.y - b.y || a.x - b.x)
  for (const u of order) {
    const w = Math.max(...u.lines.map((l) => l.length)) * CHAR + 0.3
    const h = u.lines.length * LINE
    const g = font / 3
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
      // No free spot at this zoom: left out (the old default, when no font is given, overlaps).
      if (keep && !keep.has(u.id)) continue
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
      font,
    })
  }
  return out
}
