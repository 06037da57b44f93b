/** The table's interaction tools and the geometry of drawing them (no rules: the engine judges). */
import type { Vec } from '@sortie/engine'
import { type BattleDecision, type BattleState, type BattleUnit, figureOf, table } from '../../engine.ts'

export type Tool =
  | { t: 'none' }
  | {
      t: 'move'
      unit: string
      react: boolean
      waypoints: Vec[]
      cursor: Vec | null
      dragging: boolean
      turn: number
    }
  | { t: 'deploy'; unit: string; cursor: Vec | null }
  | { t: 'tape'; a: Vec | null; b: Vec | null; dragging: boolean }

export const NO_TOOL: Tool = { t: 'none' }

const angle = (a: Vec, b: Vec) => Math.atan2(b.y - a.y, b.x - a.x)
const samePoint = (a: Vec, b: Vec) => Math.abs(a.x - b.x) < 1e-6 && Math.abs(a.y - b.y) < 1e-6

/** The path and end facing the move tool currently describes. */
export function movePath(
  tool: Extract<Tool, { t: 'move' }>,
  u: BattleUnit,
  live: boolean,
): { path: Vec[]; facing: number } {
  const path = [u.pos, ...tool.waypoints]
  // The cursor resting on the last waypoint (a drag just dropped) adds no leg: a zero-length leg
  // has no direction, and reading one from it would point the preview east.
  if (live && tool.cursor && !samePoint(tool.cursor, path[path.length - 1]!)) path.push(tool.cursor)
  let base = u.facing
  for (let i = path.length - 1; i > 0; i--)
    if (!samePoint(path[i - 1]!, path[i]!)) {
      base = angle(path[i - 1]!, path[i]!)
      break
    }
  return { path, facing: base + tool.turn }
}

export function moveDecision(
  tool: Extract<Tool, { t: 'move' }>,
  u: BattleUnit,
  live: boolean,
): BattleDecision & { path: Vec[]; facing: number } {
  const { path, facing } = movePath(tool, u, live)
  return tool.react
    ? { seat: u.side, kind: 'react', unit: u.id, action: 'move', path, facing }
    : { seat: u.side, kind: 'move', path, facing }
}

/** The deployment zone as the engine's legal spots show it, widened to the table edge they lie along. */
export function deployZone(state: BattleState, legal: readonly BattleDecision[], seat: string) {
  const spots = legal.filter(
    (d): d is Extract<BattleDecision, { kind: 'deploy' }> => d.kind === 'deploy' && d.seat === seat,
  )
  if (!spots.length) return null
  const r =
    Math.max(
      ...state.units.filter((u) => spots.some((d) => d.unit === u.id)).map((u) => u.profile.radius),
      0.5,
    ) + 0.5
  let x0 = Math.min(...spots.map((d) => d.pos.x)) - r
  let x1 = Math.max(...spots.map((d) => d.pos.x)) + r
  let y0 = Math.min(...spots.map((d) => d.pos.y)) - r
  let y1 = Math.max(...spots.map((d) => d.pos.y)) + r
  const half = state.halves?.[seat]
  if (half === 'south' || half === 'north') {
    x0 = 0
    x1 = state.field.width
  } else {
    y0 = 0
    y1 = state.field.depth
  }
  return {
    x0: Math.max(0, x0),
    y0: Math.max(0, y0),
    x1: Math.min(state.field.width, x1),
    y1: Math.min(state.field.depth, y1),
  }
}

export const dist = (a: Vec, b: Vec) => Math.hypot(a.x - b.x, a.y - b.y)

/** The unit on the table whose base holds `p`, if any. */
const unitAt = (s: BattleState, p: Vec): BattleUnit | undefined =>
  s.units.find((u) => u.status === 'table' && Math.hypot(u.pos.x - p.x, u.pos.y - p.y) <= u.profile.radius)

/**
 * The tape's reading. The rules measure between the nearest base edges, so an end dropped on a
 * unit measures from its edge (unit to unit through the table's own edgeDistance), and says so.
 */
export function tapeWords(s: BattleState, a: Vec, b: Vec): string {
  const ua = unitAt(s, a)
  const ub = unitAt(s, b)
  if (ua && ub && ua !== ub)
    return `${table.edgeDistance(figureOf(ua), figureOf(ub)).toFixed(1)}" edge to edge`
  const u = ua ?? ub
  if (u && !(ua && ub)) {
    const far = u === ua ? b : a
    const d = Math.max(0, Math.hypot(far.x - u.pos.x, far.y - u.pos.y) - u.profile.radius)
    return `${d.toFixed(1)}" from the base edge`
  }
  return `${dist(a, b).toFixed(1)}" (drop an end on a unit: edge to edge)`
}
