/**
 * Deployment's geometry: each side's zone along its half's edge, at least 12" from the centre
 * line, the facing towards it, whether the table takes a base at a spot, and which units are
 * still to be placed. Who deploys where and when (mission areas, reserves, free-for-all edges)
 * is the missions module's prompt (modules/missions/deploy.ts).
 */
import type { Seat, Vec } from '@sortie/engine'
import { HALVES, oppositeHalf, ZONE_GAP } from '../../missions/zones.ts'
import type { Battlefield, TableRules } from '../../table/contract.ts'
import { figures } from './geo.ts'
import type { BattleState, BattleUnit, Half } from './types.ts'

/** Kept for the battle's callers; the pairing itself is the missions module's. */
export const OPPOSITE = Object.fromEntries(HALVES.map((h) => [h, oppositeHalf(h)])) as Record<Half, Half>

export const isEdge = (h: Half): h is 'south' | 'north' | 'west' | 'east' =>
  h === 'south' || h === 'north' || h === 'west' || h === 'east'

/** Local frame: u runs along the half's edge, v from the edge towards the centre line. */
export function toWorld(field: Battlefield, half: Half, u: number, v: number): Vec {
  switch (half) {
    case 'north':
      return { x: u, y: field.depth - v }
    case 'west':
      return { x: v, y: u }
    case 'east':
      return { x: field.width - v, y: u }
    default:
      return { x: u, y: v }
  }
}

export function zoneDepth(field: Battlefield, half: Half): number {
  const size = half === 'south' || half === 'north' ? field.depth : field.width
  return size / 2 - ZONE_GAP
}

/** Facing towards the centre line (a diagonal half faces the table's centre). */
export function facingFor(half: Half): number {
  const straight: Record<string, number> = { south: Math.PI / 2, north: -Math.PI / 2, west: 0, east: Math.PI }
  const diag: Record<string, number> = {
    southwest: Math.PI / 4,
    northeast: (-3 * Math.PI) / 4,
    northwest: -Math.PI / 4,
    southeast: (3 * Math.PI) / 4,
  }
  return straight[half] ?? diag[half] ?? 0
}

export function inZone(field: Battlefield, half: Half, p: Vec, r: number): boolean {
  if (!isEdge(half)) return false
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

/** The contract has no placement query: a zero-length move at the spot validates it. */
export function tableAllows(
  state: BattleState,
  table: TableRules,
  unit: BattleUnit,
  pos: Vec,
  facing: number,
): boolean {
  return tableCheck(state, table, unit)(pos, facing)
}

/**
 * tableAllows for many spots of one unit in one state: the other figures are gathered once (a
 * deploy prompt tries dozens of spots). Each spot is measured with a list of its own.
 */
export function tableCheck(
  state: BattleState,
  table: TableRules,
  unit: BattleUnit,
): (pos: Vec, facing: number) => boolean {
  const others = figures(state).filter((f) => f.id !== unit.id)
  return (pos, facing) => {
    const figs = others.slice()
    figs.push({
      id: unit.id,
      side: unit.side,
      pos,
      facing,
      radius: unit.profile.radius,
      height: unit.profile.height,
      elevation: 0,
      flying: unit.flying,
      frame: unit.profile.frame,
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
}

/** Units of a seat still to be placed at deployment (reserves and mission structures aside). */
export function toDeploy(s: BattleState, seat: Seat): BattleUnit[] {
  const reserves = s.mission.reserves ?? {}
  return s.units.filter(
    (u) =>
      u.side === seat &&
      u.status === 'undeployed' &&
      reserves[u.id] === undefined &&
      (!u.piece || u.piece === 'convoy-vehicle'),
  )
}

export const deploymentDone = (s: BattleState): boolean =>
  s.seats.every((seat) => toDeploy(s, seat).length === 0)
