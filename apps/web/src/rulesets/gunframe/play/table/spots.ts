/**
 * Positional choices: the legal decisions that put something at a point on the table (a mission
 * marker, counter or piece during setup, a reserve's arrival, an ambusher springing out, a group
 * follower's move, returning debris, a HALO drop's scatter direction, a combined unit's place).
 * The table draws each offered point and a click near one takes it; hovering its button lights it
 * up, and hovering it lights its button. Only points the engine's legal list holds are offered.
 */
import type { Vec } from '@sortie/engine'
import type { BattlePrompt } from '@sortie/gunframe/battle'
import type { BattleDecision, BattleState } from '../../engine.ts'
import { COMPASS, optionPoint, returningDebris } from '../prompts/labels.ts'
import { dist } from './tools.ts'

export interface Spot {
  d: BattleDecision
  pos: Vec
  /** Drawn radius: the arriving unit's base, or a counter's size. */
  r: number
  facing: number
  /** What goes there: a setup item ('loot', 'beacon', …), 'unit' or 'debris'. */
  item: string
  unit?: string
  /** Where it comes from (a unit moving, a drop drifting): the hovered spot draws the way. */
  from?: Vec
  /** Returning debris: its footprint, already centred on `pos`. */
  poly?: Vec[]
  /** A short mark beside the ring (a scatter direction's arrow). */
  tag?: string
  /** A scatter's open-air landing (its ring is spread out further, to be tapped). */
  land?: Vec
  /** The moving unit's base radius, for its ghost (its ring is kept small: spots crowd). */
  base?: number
}

/** Mission items placed as pieces with a base (their radius in the battle's setup). */
const PIECE_ITEMS = new Set(['beacon', 'raid-target'])

export function spotOf(s: BattleState, d: BattleDecision, p: BattlePrompt | null): Spot | null {
  if (d.kind === 'mission-setup' && d.pos) {
    const item = (p?.kind === 'mission-setup' ? p.item : undefined) ?? 'objective'
    return { d, pos: d.pos, r: PIECE_ITEMS.has(item) ? 1 : 0.8, facing: 0, item }
  }
  if ((d.kind === 'arrive' && d.scatter === undefined && d.pos.x >= 0) || d.kind === 'ambush') {
    const u = s.units.find((x) => x.id === d.unit)
    return { d, pos: d.pos, r: u?.profile.radius ?? 1, facing: d.facing, item: 'unit', unit: d.unit }
  }
  if (d.kind === 'arrive' && d.scatter !== undefined) return scatterSpot(s, d, p)
  if (d.kind === 'choose') return chooseSpot(s, d, p)
  return null
}

const isVec = (v: unknown): v is Vec =>
  typeof v === 'object' && v !== null && Number.isFinite((v as Vec).x) && Number.isFinite((v as Vec).y)

/** Moved so its bounding box is centred on `to` (how a returning piece is placed). */
export function footprintAt(poly: readonly Vec[], to: Vec): Vec[] {
  const xs = poly.map((q) => q.x)
  const ys = poly.map((q) => q.y)
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2
  return poly.map((q) => ({ x: q.x - cx + to.x, y: q.y - cy + to.y }))
}

/**
 * A HALO drop's direction (compass step k × 45°, 0 = east): the spot is where the drop would drift
 * in open air, held inside the table so every direction can be seen and tapped. Only a picture:
 * the engine decides where it really comes down.
 */
function scatterSpot(
  s: BattleState,
  d: Extract<BattleDecision, { kind: 'arrive' }>,
  p: BattlePrompt | null,
): Spot | null {
  const k = d.scatter ?? 0
  const drop = p?.kind === 'scatter' ? p : undefined
  const from = isVec(drop?.pos) ? drop.pos : d.pos
  if (!isVec(from)) return null
  const r = 0.6
  const inches = drop ? drop.inches : 3
  const a = (k * Math.PI) / 4
  const dir = { x: Math.cos(a), y: Math.sin(a) }
  // The longest step along the heading that keeps the ring on the table.
  let t = Math.max(inches, 2.5)
  const { width: w, depth: h } = s.field
  if (dir.x > 1e-9) t = Math.min(t, (w - r - from.x) / dir.x)
  if (dir.x < -1e-9) t = Math.min(t, (r - from.x) / dir.x)
  if (dir.y > 1e-9) t = Math.min(t, (h - r - from.y) / dir.y)
  if (dir.y < -1e-9) t = Math.min(t, (r - from.y) / dir.y)
  t = Math.max(t, 1.2)
  const pos = { x: from.x + dir.x * t, y: from.y + dir.y * t }
  const land = { x: from.x + dir.x * inches, y: from.y + dir.y * inches }
  const tag = COMPASS[k]?.split(' ')[0]
  return { d, pos, r: 0.6, facing: a, item: 'scatter', unit: d.unit, from, land, ...(tag ? { tag } : {}) }
}

/** A `choose` answer that names a point: a follower's or unit's move, debris, a combined unit's place. */
function chooseSpot(
  s: BattleState,
  d: Extract<BattleDecision, { kind: 'choose' }>,
  p: BattlePrompt | null,
): Spot | null {
  const q = p?.kind === 'choose' ? p : undefined
  const pos = d.to ?? (q?.id === 'combiner-place' ? optionPoint(d.option) : null)
  if (!pos) return null
  if (q?.id === 'debris-return') {
    const debris = returningDebris(s)
    return {
      d,
      pos,
      r: 0.6,
      facing: 0,
      item: 'debris',
      ...(debris ? { poly: footprintAt(debris.polygon, pos) } : {}),
    }
  }
  const u = s.units.find((x) => x.id === q?.unit)
  return {
    d,
    pos,
    r: 0.5,
    base: u?.profile.radius ?? 0.8,
    facing: u?.facing ?? 0,
    item: 'unit',
    ...(u ? { unit: u.id } : {}),
    ...(u?.status === 'table' ? { from: u.pos } : {}),
  }
}

export function positionalSpots(
  s: BattleState,
  p: BattlePrompt | null,
  legal: readonly BattleDecision[],
): Spot[] {
  const out: Spot[] = []
  for (const d of legal) {
    const sp = spotOf(s, d, p)
    if (sp) out.push(sp)
  }
  return out
}

/** The offered spot a click at `p` means: the nearest whose drawn circle (at least 1") holds it. */
export function spotAt(spots: readonly Spot[], p: Vec): Spot | null {
  let best: Spot | null = null
  let bestD = Infinity
  for (const sp of spots) {
    const d = dist(sp.pos, p)
    if (d <= Math.max(1, sp.r + 0.3) && d < bestD) {
      best = sp
      bestD = d
    }
  }
  return best
}
