/**
 * Where the table's unit names go, and how big they are. A name never shrinks below a readable
 * size on screen (MIN_LABEL_PX): when the table is drawn small (a phone) its inches get bigger. A
 * name tries spots round its base (under, over, right, left) and takes the first one that clears
 * every base and every name already placed; a name that finds none is left out until the player
 * zooms in (the unit keeps its tooltip and card). The selected and highlighted units are placed
 * first, so theirs are always shown. The range rings read the same layout to keep their labels
 * off the names (RangeRings.tsx). Pure layout in inches (y up); no rules here.
 */
import type { Vec } from '@sortie/engine'
import { createContext } from 'react'

/** The smallest name a player is expected to read, in CSS pixels. */
export const MIN_LABEL_PX = 11
/** A unit name's size in inches when the table is drawn big enough. */
export const NAME_SIZE = 0.55
/** The armour number inside a base, in inches: it cannot grow past the base, so it is not resized. */
export const ARMOUR_SIZE = 0.62
/**
 * Below this many CSS pixels the armour number is too small to read: a little under a name's
 * minimum, since it is one or two bold digits on a plain disc (a desktop or tablet table keeps it
 * in the base alone; a phone's whole-table view adds it to the name).
 */
export const MIN_ARMOUR_PX = 9

/**
 * A unit's name as the table shows it. When the armour number inside the base would be drawn too
 * small to read (a phone showing the whole table), the name carries it ("Raptor 2 · A5"), so a
 * player still sees who is hurt without opening each card.
 */
export function nameWithArmour(short: string, armour: number, pxPerInch: number): string {
  return pxPerInch > 0 && ARMOUR_SIZE * pxPerInch < MIN_ARMOUR_PX ? `${short} · A${armour}` : short
}
/** Average glyph width of the table's sans-serif, in ems (generous: capitals and digits run wide). */
const CHAR_EM = 0.66
/** Clear space kept round every label, in ems. */
const PAD_EM = 0.12

export type Box = { x0: number; y0: number; x1: number; y1: number }

export interface PlacedLabel {
  text: string
  /** The text's anchor: its baseline, centred. */
  at: Vec
  size: number
  box: Box
}

export interface LabelLayout {
  /** Inches per screen pixel's worth of the minimum (for other labels to size themselves alike). */
  pxPerInch: number
  names: ReadonlyMap<string, PlacedLabel>
  bases: readonly { pos: Vec; r: number }[]
  /** The part of the table on screen, when known. */
  within?: Box | undefined
}

export const LabelLayoutContext = createContext<LabelLayout | null>(null)

/** A label's size in inches: `base`, or bigger so it is MIN_LABEL_PX on screen. */
export function labelSize(base: number, pxPerInch: number): number {
  return pxPerInch > 0 ? Math.max(base, MIN_LABEL_PX / pxPerInch) : base
}

/** The box `text` covers when drawn centred on `at` (its baseline) at `size` inches. */
export function textBox(at: Vec, text: string, size: number): Box {
  const w = text.length * size * CHAR_EM + 2 * PAD_EM * size
  return { x0: at.x - w / 2, x1: at.x + w / 2, y0: at.y - size * 0.4, y1: at.y + size * 0.94 }
}

export const overlaps = (a: Box, b: Box): boolean => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1

const discBox = (p: Vec, r: number): Box => ({ x0: p.x - r, x1: p.x + r, y0: p.y - r, y1: p.y + r })

/** True when `box` clears every base and every placed name of the layout. */
export function clearOf(box: Box, layout: LabelLayout, others: readonly Box[] = []): boolean {
  for (const b of layout.bases) if (overlaps(box, discBox(b.pos, b.r))) return false
  for (const n of layout.names.values()) if (overlaps(box, n.box)) return false
  return !others.some((o) => overlaps(box, o))
}

/** True when the glyphs of a label's box (it is padded) lie inside `within` (or nothing is known). */
export function onScreen(b: Box, size: number, within: Box | undefined): boolean {
  const t = PAD_EM * size * 2
  return (
    !within ||
    (b.x0 + t >= within.x0 && b.x1 - t <= within.x1 && b.y0 + t >= within.y0 && b.y1 - t <= within.y1)
  )
}

export function layoutNames(
  units: readonly { id: string; pos: Vec; r: number; text: string }[],
  pxPerInch: number,
  /** Placed first, so these are always shown (the selected unit, the ones that may act). */
  first: ReadonlySet<string> = new Set(),
  /** The part of the table on screen: a name that would run off it tries its next spot. */
  within?: Box,
): LabelLayout {
  const size = labelSize(NAME_SIZE, pxPerInch)
  const bases = units.map((u) => ({ pos: u.pos, r: u.r }))
  const names = new Map<string, PlacedLabel>()
  const layout: LabelLayout = { pxPerInch, names, bases, within }
  const order = [...units].sort((a, b) => Number(first.has(b.id)) - Number(first.has(a.id)))
  const gap = size * 0.25
  for (const u of order) {
    const w = u.text.length * size * CHAR_EM
    const spots: Vec[] = [
      { x: u.pos.x, y: u.pos.y - u.r - gap - size * 0.82 },
      { x: u.pos.x, y: u.pos.y + u.r + gap + size * 0.28 },
      { x: u.pos.x + u.r + gap + w / 2, y: u.pos.y - size * 0.3 },
      { x: u.pos.x - u.r - gap - w / 2, y: u.pos.y - size * 0.3 },
    ]
    // Its own base is among `bases`: a spot only has to clear the others and the placed names.
    const others = { ...layout, bases: bases.filter((b) => b.pos !== u.pos) }
    const own = discBox(u.pos, u.r)
    const at = spots.find((p) => {
      const b = textBox(p, u.text, size)
      return onScreen(b, size, within) && !overlaps(b, own) && clearOf(b, others)
    })
    const placed = at ?? (first.has(u.id) ? spots[0]! : undefined)
    if (placed) names.set(u.id, { text: u.text, at: placed, size, box: textBox(placed, u.text, size) })
  }
  return layout
}
