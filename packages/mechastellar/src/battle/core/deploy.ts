/**
 * Deployment (MS-DEPLOY-STANDARD, MS-DEPLOY-ALTERNATE): standard zones reach half of a side's
 * half of the table; alternate deployment places units one by one anywhere but High Ground, never
 * within 16" of another unit unless LOS-blocking terrain hides it; a unit with no legal spot waits
 * in reserve and enters on its own table edge at the end of the round.
 */
import { dist, type ReduceContext, type Vec } from '@sortie/engine'
import { baseRadius } from '../../units/defaults.ts'
import { inside, live, sight } from '../actions/geometry.ts'
import type { MsEvent } from './messages.ts'
import type { MsSetup, MsState, Side, UnitState } from './types.ts'
import { holdsSouth, other } from './types.ts'

export const ALTERNATE_SPACING = 16

export const toDeploy = (s: MsState, side: Side): UnitState[] =>
  s.units.filter(
    (u) => u.side === side && u.pos === null && !u.destroyed && u.onboard === null && !reserved(s, u),
  )

const reserved = (s: MsState, u: UnitState): boolean => s.reserves.includes(u.id)

export function zoneOf(s: MsState, side: Side): { y0: number; y1: number } {
  return zoneFor(s.setup, side)
}

/** A side's standard deployment band for a setup, before any game is started (a setup page). */
export function zoneFor(setup: Pick<MsSetup, 'south' | 'table'>, side: Side): { y0: number; y1: number } {
  const d = setup.table.depth
  return holdsSouth(setup, side) ? { y0: 0, y1: d / 4 } : { y0: (3 * d) / 4, y1: d }
}

/** The band a side deploys in under a setup, null when units go anywhere (alternate). */
export function deployBandFor(
  setup: Pick<MsSetup, 'south' | 'table' | 'deployment'>,
  side: Side,
): { y0: number; y1: number } | null {
  return setup.deployment === 'standard' ? zoneFor(setup, side) : null
}

/** Why a spot is refused, or null when legal. */
export function deployProblem(s: MsState, u: UnitState, at: Vec): string | null {
  const r = baseRadius(u.profile.size)
  const { width, depth } = s.setup.table
  if (at.x < r || at.x > width - r || at.y < r || at.y > depth - r) return 'off the table'
  for (const o of live(s))
    if (o.pos && dist(o.pos, at) < r + baseRadius(o.profile.size)) return 'overlaps another unit'
  for (const t of s.terrain)
    if (!t.destroyed && (t.highGround || t.blocksLos || t.deepWater) && inside(at, t))
      return t.highGround ? 'High Ground is not a deployment spot' : 'inside impassable terrain'
  if (s.setup.deployment === 'standard') {
    const z = zoneOf(s, u.side)
    if (at.y < z.y0 || at.y > z.y1) return `outside the deployment zone (${z.y0}"–${z.y1}")`
    return null
  }
  const probe: UnitState = { ...u, pos: at }
  for (const o of live(s))
    if (o.pos && dist(o.pos, at) < ALTERNATE_SPACING && sight(s, probe, o).visible)
      return `within ${ALTERNATE_SPACING}" of ${o.name} without LOS-blocking terrain between`
  return null
}

/** A handful of legal spots for bots and buttons. */
export function deploySpots(s: MsState, u: UnitState, max = 10): Vec[] {
  const { width, depth } = s.setup.table
  const out: Vec[] = []
  const ys: number[] = []
  if (s.setup.deployment === 'standard') {
    const z = zoneOf(s, u.side)
    for (let y = z.y0 + 2; y <= z.y1 - 1; y += 4) ys.push(y)
  } else for (let y = 3; y < depth; y += 6) ys.push(holdsSouth(s.setup, u.side) ? y : depth - y)
  for (const y of ys)
    for (let x = 4; x < width; x += 4) {
      const p = { x, y }
      if (!deployProblem(s, u, p)) out.push(p)
    }
  // Spread the picks across the table rather than the first few of one row.
  if (out.length <= max) return out
  const step = out.length / max
  return Array.from({ length: max }, (_, i) => out[Math.floor(i * step)] as Vec)
}

/** Who places next: the first deployer empties its list (standard) or the sides alternate. */
export function nextDeployer(s: MsState, _justPlaced: Side | null): Side | null {
  const first = s.deployer
  const second = other(first)
  const a = toDeploy(s, first).length
  const b = toDeploy(s, second).length
  if (a === 0 && b === 0) return null
  if (s.setup.deployment === 'standard') return a > 0 ? first : second
  if (a === 0) return second
  if (b === 0) return first
  // Alternate: whoever has placed fewer (reserves count as placed) goes next; ties to the first.
  const placed = (side: Side) =>
    s.units.filter((u) => u.side === side && (u.pos !== null || s.reserves.includes(u.id))).length
  return placed(first) <= placed(second) ? first : second
}

/** Reserves enter on their own table edge at the end of the round. */
export function enterReserves(s: MsState, ctx: ReduceContext<MsEvent>): void {
  const list = s.reserves
  for (const id of [...list]) {
    const u = s.units.find((x) => x.id === id)
    if (!u) continue
    const y = holdsSouth(s.setup, u.side)
      ? baseRadius(u.profile.size)
      : s.setup.table.depth - baseRadius(u.profile.size)
    for (let x = 4; x < s.setup.table.width; x += 2) {
      const probe = { x, y }
      if (
        !live(s).some(
          (o) => o.pos && dist(o.pos, probe) < baseRadius(o.profile.size) + baseRadius(u.profile.size),
        )
      ) {
        u.pos = probe
        ctx.emit({ type: 'Deployed', unit: u.id, pos: probe })
        break
      }
    }
  }
  s.reserves = []
}
