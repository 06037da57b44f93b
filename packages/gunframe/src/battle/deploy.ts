/**
 * Standard deployment: the defender splits the table through the middle of an edge and picks a
 * half; each side's zone lies at least 12" from the centre line. Placement spots for `legal()`
 * are a coarse grid inside the zone (any valid spot may be decided).
 */
import type { Seat, Vec } from '@sortie/engine'
import type { Battlefield, TableRules } from '../table/contract.ts'
import { figures } from './geo.ts'
import type { BattleState, BattleUnit, Half } from './types.ts'

export const OPPOSITE: Record<Half, Half> = { south: 'north', north: 'south', west: 'east', east: 'west' }
const ZONE_GAP = 12

/** Local frame: u runs along the half's edge, v from the edge towards the centre line. */
function toWorld(field: Battlefield, half: Half, u: number, v: number): Vec {
  switch (half) {
    case 'south':
      return { x: u, y: v }
    case 'north':
      return { x: u, y: field.depth - v }
    case 'west':
      return { x: v, y: u }
    case 'east':
      return { x: field.width - v, y: u }
  }
}

function zoneDepth(field: Battlefield, half: Half): number {
  const size = half === 'south' || half === 'north' ? field.depth : field.width
  return size / 2 - ZONE_GAP
}

/** Facing towards the centre line. */
export function facingFor(half: Half): number {
  return { south: Math.PI / 2, north: -Math.PI / 2, west: 0, east: Math.PI }[half]
}

export function inZone(field: Battlefield, half: Half, p: Vec, r: number): boolean {
  const depth = zoneDepth(field, half)
  const along = half === 'south' || half === 'north' ? field.width : field.depth
  const local =
    half === 'south'
      ? { u: p.x, v: p.y }
      : half === 'north'
        ? { u: p.x, v: field.depth - p.y }
        : half === 'west'
          ? { u: p.y, v: p.x }
          : { u: p.y, v: field.width - p.x }
  const e = 1e-9
  return local.v - r >= -e && local.v + r <= depth + e && local.u - r >= -e && local.u + r <= along + e
}

/** Is this a spot the unit may be placed on (zone, table rules, no overlap)? */
export function placementOk(
  state: BattleState,
  table: TableRules,
  unit: BattleUnit,
  pos: Vec,
  facing: number,
): boolean {
  const half = state.halves?.[unit.side]
  if (!half || !Number.isFinite(pos.x) || !Number.isFinite(pos.y) || !Number.isFinite(facing)) return false
  if (!inZone(state.field, half, pos, unit.radius)) return false
  // The contract has no placement query: a zero-length move at the spot validates it.
  const figs = figures(state).filter((f) => f.id !== unit.id)
  figs.push({
    id: unit.id,
    side: unit.side,
    pos,
    facing,
    radius: unit.radius,
    height: unit.height,
    elevation: 0,
    flying: unit.flying,
    frame: unit.frame,
  })
  const r = table.measureMove(state.field, figs, {
    unitId: unit.id,
    path: [pos],
    facing,
    mode: 'ground',
    allowance: 0,
  })
  return r.ok
}

/** A coarse grid of candidate spots for bots and fuzzers. */
export function deploymentSpots(state: BattleState, table: TableRules, unit: BattleUnit, seat: Seat): Vec[] {
  const half = state.halves?.[seat]
  if (!half) return []
  const field = state.field
  const depth = zoneDepth(field, half)
  const along = half === 'south' || half === 'north' ? field.width : field.depth
  const r = unit.radius
  const rows = depth - 2 * r > 1 ? [r + 0.5, depth - r - 0.5] : [depth / 2]
  const out: Vec[] = []
  const step = 4
  for (const v of rows)
    for (let u = r + 1; u <= along - r - 1 + 1e-9; u += step) {
      const p = toWorld(field, half, u, v)
      if (placementOk(state, table, unit, p, facingFor(half))) out.push(p)
    }
  return out
}
