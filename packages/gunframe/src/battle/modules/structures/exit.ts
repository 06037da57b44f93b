/**
 * GF-OPT-STRUCTURES-OCCUPY: infantry recoiled or running for cover out of a building leave it
 * from the side away from whatever pushed or scared them. The figure is put back on its own base,
 * just outside the wall where the line from the cause through the building's middle comes out
 * the far side, and the recoil or run then starts from there (so its whole distance is measured
 * from that wall). If that spot is taken, the free step-out spot furthest from the cause is used.
 *
 * @example
 * // attacker south of a building: the trooper inside is placed outside its north wall,
 * // then knocked back north from there
 * forcedExit(s, c, trooper, attacker.pos)
 */
import { hypot, pointInPolygon, type Vec } from '@sortie/engine'
import type { TableRules } from '../../../table/contract.ts'
import type { BattleCtx } from '../../core/context.ts'
import { tableAllows } from '../../core/deploy.ts'
import type { BattleState, BattleUnit } from '../../core/types.ts'
import { inscribed } from '../optional/geo.ts'
import { featureOf } from './attack.ts'
import { buildingOf, exitSpots, leave } from './occupy.ts'

/** How far outside the wall the base's edge is put (inches): clear of the building. */
const GAP = 0.02

/** Where a ray from `o` along unit vector `d` last crosses the polygon's outline. */
export function farCrossing(poly: readonly Vec[], o: Vec, d: Vec): Vec | undefined {
  let best = -1
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i] as Vec
    const b = poly[(i + 1) % poly.length] as Vec
    const ex = b.x - a.x
    const ey = b.y - a.y
    const den = d.x * ey - d.y * ex
    if (Math.abs(den) < 1e-12) continue
    const t = ((a.x - o.x) * ey - (a.y - o.y) * ex) / den
    const u = ((a.x - o.x) * d.y - (a.y - o.y) * d.x) / den
    if (t >= 0 && u >= -1e-9 && u <= 1 + 1e-9 && t > best) best = t
  }
  return best < 0 ? undefined : { x: o.x + d.x * best, y: o.y + d.y * best }
}

/** The spot just outside the far wall, away from `cause` (its own base, on the ground). */
export function farExitSpot(s: BattleState, table: TableRules, u: BattleUnit, cause: Vec): Vec | undefined {
  const st = buildingOf(s, u.id)
  const feat = st ? featureOf(s, st) : undefined
  const own = st?.occupants.find((o) => o.unit === u.id)
  if (!st || !feat || !own) return undefined
  const mid = inscribed(feat.polygon).c
  let dx = mid.x - cause.x
  let dy = mid.y - cause.y
  const l = hypot(dx, dy)
  if (l < 1e-9) {
    // A cause in the very middle: out through the back of the figure.
    dx = -Math.cos(u.facing)
    dy = -Math.sin(u.facing)
  } else {
    dx /= l
    dy /= l
  }
  const me = { ...u, elevation: 0, flying: false, profile: { ...u.profile, radius: own.radius } }
  const wall = farCrossing(feat.polygon, mid, { x: dx, y: dy })
  if (wall) {
    const k = own.radius + GAP
    const p = { x: Number((wall.x + dx * k).toFixed(3)), y: Number((wall.y + dy * k).toFixed(3)) }
    if (tableAllows(s, table, me, p, u.facing)) return p
  }
  const d2 = (p: Vec) => (p.x - cause.x) ** 2 + (p.y - cause.y) ** 2
  return [...exitSpots(s, table, u)].sort((p, q) => d2(q) - d2(p))[0]
}

/** Standing in for an unknown cause: the nearest enemy on the table. */
function nearestEnemy(s: BattleState, u: BattleUnit): Vec | undefined {
  let best: BattleUnit | undefined
  let bd = Number.POSITIVE_INFINITY
  for (const o of s.units) {
    if (o.status !== 'table' || o.side === u.side || o.piece) continue
    const d = hypot(o.pos.x - u.pos.x, o.pos.y - u.pos.y)
    if (d < bd) {
      bd = d
      best = o
    }
  }
  return best?.pos
}

/**
 * Puts an occupant out of its building before a recoil or panic run (no-op for anyone else).
 * With nowhere free to stand it stays on the building's disc and the move starts from there.
 */
export function forcedExit(s: BattleState, c: BattleCtx, u: BattleUnit, cause: Vec | undefined): void {
  if (!buildingOf(s, u.id)) return
  const st = buildingOf(s, u.id)
  const feat = st ? featureOf(s, st) : undefined
  // A loss inside the building itself says nothing about which way is away: the enemy does.
  const inside = cause && feat ? pointInPolygon(cause, feat.polygon) : false
  const from = (inside ? undefined : cause) ?? nearestEnemy(s, u) ?? u.pos
  const spot = farExitSpot(s, c.table, u, from)
  if (!spot) return
  leave(s, c, u, spot)
}

/** A recoil: out by the wall the push points at (`dir`, a unit vector away from the attacker). */
export function forcedExitAlong(s: BattleState, c: BattleCtx, u: BattleUnit, dir: Vec): void {
  if (!buildingOf(s, u.id)) return
  // A cause far back along the push: the far wall is the one the push points at.
  const spot = farExitSpot(s, c.table, u, { x: u.pos.x - dir.x * 1e3, y: u.pos.y - dir.y * 1e3 })
  if (spot) leave(s, c, u, spot)
}
