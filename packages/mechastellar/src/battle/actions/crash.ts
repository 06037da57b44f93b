/**
 * The Crash action (MS-ATK-CRASH): the unit may move in a straight line through up to two enemy
 * units or destructible terrain pieces and makes a 4d10 melee attack on each, (2+Size)×100 DMG, no
 * Counter, once per round. Terrain is attacked directly at double DMG (the five survival checks of
 * MS-TER-TARGET). Without a move the targets must already be within engagement range.
 *
 * Project reading (ruling MS-RULING-CRASH-MOVE): the move is part of the combat action and spends
 * no move action; it is at most the unit's Move, in a straight line, rotating like a move action;
 * it passes through its own targets (their bases and engagement ranges) but not past other units
 * or terrain, and must end on a spot an ordinary move could end on, clear of the targets.
 * Crashing out of an engagement with a target costs nothing; leaving any other enemy's does.
 */
import { dist, hypot, type ReduceContext, type Vec } from '@sortie/engine'
import { baseRadius } from '../../units/defaults.ts'
import type { WeaponProfile } from '../../units/types.ts'
import type { MsEvent } from '../core/messages.ts'
import type { MsState, Terrain, UnitState } from '../core/types.ts'
import { HAVOC_CRASH_DMG } from '../modules/havoc.ts'
import { offerOverwatch } from '../modules/overwatch.ts'
import { declare } from './attack.ts'
import { crosses, engaged, inside, unitOf } from './geometry.ts'
import { applyMove, type MovePlan, maxRotation, planMove, turnDelta } from './move.ts'
import { attackTerrain, terrainTargetProblem } from './terrain-attack.ts'

export const CRASH_TARGETS = 2
/** Crash hits terrain for double DMG. */
export const CRASH_TERRAIN_FACTOR = 2

export function crashWeapon(u: UnitState): WeaponProfile {
  const extra = HAVOC_CRASH_DMG * (u.havocUses.crash ?? 0)
  return {
    id: 'crash',
    name: 'Crash',
    kind: 'melee',
    atk: 4,
    hits: 0,
    range: 0,
    dmg: (2 + u.profile.size) * 100 + extra,
  }
}

export interface CrashPlan {
  move: MovePlan | null
  /** Targets in the order the unit meets them. */
  units: UnitState[]
  pieces: Terrain[]
}

const validVec = (v: unknown): v is Vec =>
  typeof v === 'object' && v !== null && Number.isFinite((v as Vec).x) && Number.isFinite((v as Vec).y)

function segDist(a: Vec, b: Vec, c: Vec): number {
  const dx = b.x - a.x
  const dy = b.y - a.y
  const l2 = dx * dx + dy * dy
  const k = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((c.x - a.x) * dx + (c.y - a.y) * dy) / l2))
  return hypot(a.x + k * dx - c.x, a.y + k * dy - c.y)
}

/** Facing after a crash towards `to`: turned towards the travel, within the rotation limit. */
export function crashFacing(u: UnitState, to: Vec): number {
  if (!u.pos || dist(u.pos, to) < 0.05) return u.facing
  const heading = (Math.atan2(to.y - u.pos.y, to.x - u.pos.x) * 180) / Math.PI
  const delta = ((((heading - u.facing) % 360) + 540) % 360) - 180
  const lim = maxRotation(u)
  return Math.round((((u.facing + Math.max(-lim, Math.min(lim, delta))) % 360) + 360) % 360)
}

/** Checks a Crash; returns its plan or a readable problem. */
export function crashPlan(
  s: MsState,
  u: UnitState,
  targets: unknown,
  to?: unknown,
  facing?: unknown,
): CrashPlan | string {
  if (!Array.isArray(targets) || targets.some((t) => typeof t !== 'string'))
    return 'list the units or terrain pieces to crash into'
  if (targets.length < 1 || targets.length > CRASH_TARGETS || new Set(targets).size !== targets.length)
    return `Crash hits one or ${CRASH_TARGETS} different units or terrain pieces`
  if (!u.pos) return 'the unit is not on the table'
  const units: UnitState[] = []
  const pieces: Terrain[] = []
  for (const id of targets as string[]) {
    const t = unitOf(s, id)
    const piece = s.terrain.find((x) => x.id === id)
    if (t) {
      if (t.side === u.side) return `${t.name} is an ally`
      if (t.destroyed || !t.pos) return `${t.name} is not on the table`
      units.push(t)
    } else if (piece) {
      if (piece.destroyed) return `${piece.id} is already destroyed`
      if (!piece.destructible) return `${piece.id} cannot be destroyed`
      pieces.push(piece)
    } else return `no unit or terrain "${id}"`
  }
  const w = crashWeapon(u)
  if (to === undefined) {
    const far = units.find((t) => !engaged(u, t))
    if (far) return `${far.name} is not within engagement range (give a spot to crash through to)`
    for (const p of pieces) {
      const why = terrainTargetProblem(s, u, p, w)
      if (why) return why
    }
    return { move: null, units, pieces }
  }
  if (!validVec(to)) return 'the crash needs a spot {x, y} to move to'
  const from = u.pos
  const f = facing === undefined ? crashFacing(u, to) : facing
  if (typeof f !== 'number' || !Number.isFinite(f)) return 'the facing must be a number of degrees'
  if (turnDelta(u.facing, f) > maxRotation(u) + 1e-6) return `may rotate at most ${maxRotation(u)}°`
  // The targets step aside for the check: the unit passes through them, nothing else.
  const ids = new Set(targets as string[])
  const probe: MsState = {
    ...s,
    units: s.units.map((x) => (ids.has(x.id) ? { ...x, pos: null } : x)),
    terrain: s.terrain.map((x) => (ids.has(x.id) ? { ...x, destroyed: true } : x)),
  }
  const move = planMove(probe, u, to, f, false, false)
  if (typeof move === 'string') return move
  const r = baseRadius(u.profile.size)
  for (const t of units) {
    const tp = t.pos as Vec
    const rt = baseRadius(t.profile.size)
    if (segDist(from, to, tp) >= r + rt - 1e-6) return `the path does not go through ${t.name}`
    if (dist(to, tp) < r + rt - 1e-6) return `the crash cannot end on ${t.name}`
  }
  for (const p of pieces) {
    if (!crosses(from, to, p)) return `the path does not go through ${p.id}`
    if (inside(to, p)) return `the crash cannot end inside ${p.id}`
  }
  const along = (v: Vec) => (v.x - from.x) * (to.x - from.x) + (v.y - from.y) * (to.y - from.y)
  units.sort((a, b) => along(a.pos as Vec) - along(b.pos as Vec))
  const firstTouch = (p: Terrain) => Math.min(...p.poly.map(along))
  pieces.sort((a, b) => firstTouch(a) - firstTouch(b))
  return { move, units, pieces }
}

/** Carries out a checked Crash: the move, the terrain (double DMG), then the melee attacks. */
export function doCrash(s: MsState, u: UnitState, plan: CrashPlan, ctx: ReduceContext<MsEvent>): void {
  u.crashedRound = s.round
  const w = crashWeapon(u)
  if (plan.move) {
    const from = u.pos as Vec
    applyMove(s, u, plan.move, ctx)
    offerOverwatch(s, u, from)
  }
  for (const p of plan.pieces) attackTerrain(s, u, p, w.dmg * CRASH_TERRAIN_FACTOR, ctx)
  if (plan.units.length > 0)
    declare(
      s,
      {
        kind: 'crash',
        attacker: u,
        targets: plan.units,
        weapon: w,
        bonus: 'none',
        valor: 'none',
        special: w,
        // Having crashed through, the unit keeps the facing it moved with.
        keepFacing: plan.move !== null,
      },
      ctx,
    )
}

/** Crash candidates for bots and buttons: in place, and through each of the two nearest enemies. */
export function crashCandidates(
  s: MsState,
  u: UnitState,
  enemies: UnitState[],
): { targets: string[]; to?: Vec }[] {
  const out: { targets: string[]; to?: Vec }[] = []
  if (!u.pos || u.crashedRound === s.round) return out
  const near = enemies.find((e) => engaged(u, e))
  if (near) out.push({ targets: [near.id] })
  const from = u.pos
  const byDist = enemies
    .filter((e) => e.pos)
    .sort((a, b) => dist(from, a.pos as Vec) - dist(from, b.pos as Vec))
    .slice(0, 2)
  for (const e of byDist) {
    const ep = e.pos as Vec
    const d = dist(from, ep)
    if (d < 0.01) continue
    const beyond = d + baseRadius(u.profile.size) + baseRadius(e.profile.size) + 0.25
    const to = {
      x: Math.round((from.x + ((ep.x - from.x) / d) * beyond) * 100) / 100,
      y: Math.round((from.y + ((ep.y - from.y) / d) * beyond) * 100) / 100,
    }
    if (typeof crashPlan(s, u, [e.id], to) !== 'string') out.push({ targets: [e.id], to })
  }
  return out
}
