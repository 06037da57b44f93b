/**
 * The dice a frame rolls, derived from what it carries now (F§2, F§3). Lost systems stop giving
 * dice, so the pool is always recomputed from the current loadout.
 */
import {
  BANDS,
  type Band,
  type DieSpec,
  type FrameSpec,
  isSplit,
  type SplitSystem,
  type SystemCode,
  splitBands,
} from './types.ts'

/** Half-system counts per weapon band: a full weapon is 2 halves, a split weapon 1 at each band. */
export function weaponHalves(systems: readonly SystemCode[]): Record<Band, number> {
  const h: Record<Band, number> = { h: 0, d: 0, a: 0 }
  for (const s of systems) {
    if (s === 'Rh' || s === 'Rd' || s === 'Ra') h[s[1] as Band] += 2
    else if (isSplit(s)) for (const b of splitBands(s as SplitSystem)) h[b] += 1
  }
  return h
}

/** Whether the frame carries a weapon system usable at this band (splits count). */
export function hasWeapon(systems: readonly SystemCode[], band: Band): boolean {
  return weaponHalves(systems)[band] > 0
}

/**
 * Sprint (F§3): a loadout with no direct-fire and no artillery weapon gives a green d8 and passage
 * through cover. A frame with no systems at all gets none (MF-RULING-BARE-FRAME): the sources
 * describe that bare frame on its own — it acts with its two whites and goes round cover — and the
 * specific description wins over the general sprint condition.
 */
export function hasSprint(systems: readonly SystemCode[]): boolean {
  if (systems.length === 0) return false
  const h = weaponHalves(systems)
  return h.d === 0 && h.a === 0
}

/** Movement system or sprint: may pass through cover (seed, "When you move"). */
export function passesCover(systems: readonly SystemCode[]): boolean {
  return systems.includes('G') || hasSprint(systems)
}

/** Red dice at one band from its half count: 1 half → 1 d6; 2–3 → 2 d6; 4 → 2 d6 + 1 d8. */
export function redDiceForHalves(halves: number): { d6: number; d8: number } {
  if (halves <= 0) return { d6: 0, d8: 0 }
  return { d6: Math.min(2, halves), d8: halves >= 4 ? 1 : 0 }
}

const count = (systems: readonly SystemCode[], s: SystemCode) => systems.filter((x) => x === s).length

/** The whole pool of a frame, in notation order (W, B, Y, G, sprint, red by band, rockets). */
export function frameDice(f: Pick<FrameSpec, 'systems' | 'ssr' | 'whites'>): DieSpec[] {
  const out: DieSpec[] = []
  const whites = f.whites ?? 2
  for (let i = 0; i < whites; i++) out.push({ colour: 'W', sides: 6, source: 'white' })
  for (const c of ['B', 'Y', 'G'] as const)
    for (let i = 0; i < count(f.systems, c); i++) out.push({ colour: c, sides: 6, source: 'system' })
  if (hasSprint(f.systems)) out.push({ colour: 'G', sides: 8, source: 'sprint' })
  const halves = weaponHalves(f.systems)
  for (const b of BANDS) {
    const r = redDiceForHalves(halves[b])
    for (let i = 0; i < r.d6; i++) out.push({ colour: 'R', sides: 6, band: b, source: 'system' })
    for (let i = 0; i < r.d8; i++) out.push({ colour: 'R', sides: 8, band: b, source: 'system' })
  }
  for (let i = 0; i < f.ssr; i++) out.push({ colour: 'R', sides: 8, band: 'r', source: 'ssr' })
  return out
}
