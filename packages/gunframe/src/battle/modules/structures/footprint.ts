/**
 * GF-OPT-STRUCTURES-OCCUPY: infantry inside a building use the building as their base. Ranges to
 * and from them run from the footprint polygon's edge, and sight is traced from (and to) the
 * best spot along that edge, standing on the roof. The battle still keeps a disc for the
 * occupant (the table contract only knows discs); this wrapper swaps in the polygon whenever the
 * table is asked about a figure that stands, untouched, in its building.
 *
 * Reading: a building-sized "base" is always partly hidden by its own walls, so an occupant is
 * obscured (or in cover) only when it is from every spot along the edge that can be seen.
 *
 * @example
 * const table = withBuildings(tableRules, state)
 * table.edgeDistance(figureOf(trooperInside), figureOf(enemy)) // polygon edge to enemy base
 */
import {
  closestPointOnPolygon,
  discPolygonDistance,
  hypot,
  pointInPolygon,
  polygonPolygonDistance,
  type Vec,
} from '@sortie/engine'
import type { Figure, SightCheck, TableRules } from '../../../table/contract.ts'
import type { BattleState } from '../../core/types.ts'

/** How far inside the wall a sight spot stands, and the spot's own size (inches). */
const INSET = 0.05
const SPOT_RADIUS = 0.02
/** Sight spots are spread along each wall no further apart than this (inches). */
const SPACING = 2

/** The footprint an occupant's figure stands for, or undefined for any other figure. */
export function footprintOf(s: BattleState, f: Pick<Figure, 'id' | 'pos'>): Vec[] | undefined {
  const st = s.opt?.structures.find((x) => !x.destroyed && x.occupants.some((o) => o.unit === f.id))
  if (!st) return undefined
  const u = s.units.find((x) => x.id === f.id)
  // A figure moved elsewhere (a candidate move, a step out) is the unit's own base again.
  if (!u || hypot(u.pos.x - f.pos.x, u.pos.y - f.pos.y) > 1e-6) return undefined
  return s.field.terrain.find((t) => t.id === st.feature)?.polygon
}

/** Edge-to-edge distance when either side may be a footprint. */
export function footprintDistance(
  a: Figure,
  pa: Vec[] | undefined,
  b: Figure,
  pb: Vec[] | undefined,
): number {
  if (pa && pb) return pa === pb ? 0 : polygonPolygonDistance(pa, pb)
  if (pa) return discPolygonDistance({ c: b.pos, r: b.radius }, pa)
  if (pb) return discPolygonDistance({ c: a.pos, r: a.radius }, pb)
  return Number.NaN
}

const orientation = (poly: readonly Vec[]): number => {
  let a = 0
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const p = poly[j] as Vec
    const q = poly[i] as Vec
    a += p.x * q.y - q.x * p.y
  }
  return a >= 0 ? 1 : -1
}

/**
 * Spots just inside the footprint's edge: the point nearest `towards` first, then points along
 * every wall (never exactly on a corner), nearest to `towards` first so the first clear view is
 * usually found at once.
 */
export function edgeSpots(poly: readonly Vec[], towards: Vec): Vec[] {
  const turn = orientation(poly)
  const raw: Vec[] = []
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i] as Vec
    const b = poly[(i + 1) % poly.length] as Vec
    const len = hypot(b.x - a.x, b.y - a.y)
    if (len < 1e-9) continue
    // The inward normal: left of the wall for a counter-clockwise outline.
    const nx = (-(b.y - a.y) / len) * turn
    const ny = ((b.x - a.x) / len) * turn
    const n = Math.max(1, Math.ceil(len / SPACING))
    const ts = [0.02, ...Array.from({ length: n }, (_, k) => (k + 0.5) / n), 0.98]
    for (const t of ts)
      raw.push({ x: a.x + (b.x - a.x) * t + nx * INSET, y: a.y + (b.y - a.y) * t + ny * INSET })
  }
  const near = closestPointOnPolygon(towards, poly)
  const c = { x: near.x, y: near.y }
  // Nudge the nearest point inwards too (towards whichever neighbouring spot is inside).
  const inside = raw.filter((p) => pointInPolygon(p, poly))
  const ref = inside.reduce<Vec | undefined>(
    (best, p) => (!best || hypot(p.x - c.x, p.y - c.y) < hypot(best.x - c.x, best.y - c.y) ? p : best),
    undefined,
  )
  const first = ref
    ? (() => {
        const d = hypot(ref.x - c.x, ref.y - c.y) || 1
        const k = Math.min(1, INSET / d)
        return { x: c.x + (ref.x - c.x) * k, y: c.y + (ref.y - c.y) * k }
      })()
    : undefined
  const d2 = (p: Vec) => (p.x - towards.x) ** 2 + (p.y - towards.y) ** 2
  const spots = inside.sort((p, q) => d2(p) - d2(q))
  return first && pointInPolygon(first, poly) ? [first, ...spots] : spots
}

const spotFigure = (f: Figure, at: Vec): Figure => ({ ...f, pos: at, radius: SPOT_RADIUS, flying: false })

/** Lower is better for the attacker: a clear view first, then one obscured or in cover. */
const rank = (r: SightCheck): number =>
  (r.obscured ? 1 : 0) + (r.cover === 'none' ? 0 : r.cover === 'hard' ? 2 : 1)

/** The table rules with occupied buildings standing in for their occupants' bases. */
export function withBuildings(table: TableRules, s: BattleState): TableRules {
  if (!s.opt) return table
  return {
    ...table,
    edgeDistance(a, b) {
      const pa = footprintOf(s, a)
      const pb = footprintOf(s, b)
      if (!pa && !pb) return table.edgeDistance(a, b)
      return footprintDistance(a, pa, b, pb)
    },
    lineOfSight(field, figs, fromId, toId, opts) {
      const a = figs.find((f) => f.id === fromId)
      const b = figs.find((f) => f.id === toId)
      const pa = a && footprintOf(s, a)
      const pb = b && footprintOf(s, b)
      if (!a || !b || (!pa && !pb)) return table.lineOfSight(field, figs, fromId, toId, opts)
      const distance = footprintDistance(a, pa, b, pb)
      // Fellow occupants of either building are inside it, not in the way.
      const inside = new Set(
        (s.opt?.structures ?? [])
          .filter((st) => st.occupants.some((o) => o.unit === a.id || o.unit === b.id))
          .flatMap((st) => st.occupants.map((o) => o.unit)),
      )
      const rest = figs.filter((f) => f.id !== a.id && f.id !== b.id && !inside.has(f.id))
      const eyes = pa ? edgeSpots(pa, b.pos).map((p) => spotFigure(a, p)) : [a]
      const marks = pb ? edgeSpots(pb, a.pos).map((p) => spotFigure(b, p)) : [b]
      let best: SightCheck | undefined
      let last: SightCheck | undefined
      for (const eye of eyes) {
        for (const mark of marks) {
          const r = table.lineOfSight(field, [...rest, eye, mark], a.id, b.id, opts)
          last = r
          if (!r.visible) continue
          if (!best || rank(r) < rank(best)) best = r
          if (rank(r) === 0) return { ...r, distance }
        }
      }
      const out = best ?? last
      return out ? { ...out, distance } : table.lineOfSight(field, figs, fromId, toId, opts)
    },
  }
}
