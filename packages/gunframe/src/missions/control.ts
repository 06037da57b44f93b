/**
 * Controlling objective markers (GF-MIS-CONTROL): a side controls a marker when it has a unit
 * within 3" of the marker's centre and no other side does. Knocked-down and shut-down units, units
 * off the table and mission pieces (structures, convoy vehicles) neither control nor contest.
 * Distances come from the caller so the table's own measure (base edges, heights) is used.
 *
 * @example
 * controls(markers, units, (p, u) => Math.hypot(p.x - u.pos.x, p.y - u.pos.y) - u.radius)
 */
import { dist, type Vec } from '@sortie/engine'
import type { Counter, DistanceFn, Marker, MissionUnit, Side } from './types.ts'

export const CONTROL_RANGE = 3
/** Gap that still counts as base contact (the battle's own tolerance). */
export const CONTACT = 0.05
const EPS = 1e-9

/** Plain centre-to-base-edge distance: a default for tests and tables without heights. */
export const flatDistance: DistanceFn = (p, u) => Math.max(0, dist(p, u.pos) - u.radius)

/** May this unit count for control? */
export const canControl = (u: MissionUnit): boolean =>
  u.status === 'table' && !u.knockedDown && !u.shutDown && u.piece === undefined

/** The side holding a point by the 3" rule, or null when nobody or several sides are there. */
export function controllerAt(
  point: Vec,
  units: readonly MissionUnit[],
  distance: DistanceFn,
  range = CONTROL_RANGE,
): Side | null {
  let holder: Side | null = null
  for (const u of units) {
    if (!canControl(u) || distance(point, u) > range + EPS) continue
    if (holder === null) holder = u.side
    else if (holder !== u.side) return null
  }
  return holder
}

/** Who controls each marker (by id). A marker on a destroyed building is gone: nobody. */
export function controls(
  markers: readonly Marker[],
  units: readonly MissionUnit[],
  distance: DistanceFn,
): Record<string, Side | null> {
  const out: Record<string, Side | null> = {}
  for (const m of markers) {
    const building = m.building === undefined ? undefined : units.find((u) => u.id === m.building)
    out[m.id] = building?.status === 'destroyed' ? null : controllerAt(m.pos, units, distance)
  }
  return out
}

/** Number of markers each side controls. */
export function controlledCount(
  markers: readonly Marker[],
  units: readonly MissionUnit[],
  distance: DistanceFn,
): Record<Side, number> {
  const out: Record<Side, number> = {}
  for (const side of Object.values(controls(markers, units, distance)))
    if (side !== null) out[side] = (out[side] ?? 0) + 1
  return out
}

/** The unit carrying a loot counter, if it is still able to (on the table and up). */
export function carrierOf(c: Counter, units: readonly MissionUnit[]): MissionUnit | undefined {
  if (c.carrier === undefined) return undefined
  const u = units.find((x) => x.id === c.carrier)
  return u && u.status === 'table' ? u : undefined
}

/**
 * Who controls a loot counter: the carrier's side while it is carried; a counter on the ground
 * is held like an objective marker (Sortie's reading — the book does not say; see the report).
 */
export function lootController(c: Counter, units: readonly MissionUnit[], distance: DistanceFn): Side | null {
  const carrier = carrierOf(c, units)
  if (carrier) return carrier.side
  return controllerAt(c.pos, units, distance)
}

/** Is a counter within `range` of a point? A carried counter is measured to its carrier's base. */
export function counterWithin(
  c: Counter,
  point: Vec,
  range: number,
  units: readonly MissionUnit[],
  distance: DistanceFn,
): boolean {
  const carrier = carrierOf(c, units)
  if (carrier) return distance(point, carrier) <= range + EPS
  return dist(point, c.pos) <= range + EPS
}
