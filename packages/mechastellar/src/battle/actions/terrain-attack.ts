/**
 * Attacking a piece of terrain directly (MS-TER-TARGET) and the Havoc bonus attack on Cover
 * (MS-HAVOC-OTHER): the piece must be destructible, within the weapon's reach (a melee weapon: the
 * unit's engagement range; a gun: its range, in the front 180° unless [360], with nothing that
 * blocks sight between). The piece rolls its survival check five times (1d10×100 at least the
 * weapon's DMG each time); one failure destroys it and units on top fall (MS-TER-CRUMBLE).
 */
import { dist, type ReduceContext, type Vec } from '@sortie/engine'
import type { WeaponProfile } from '../../units/types.ts'
import type { MsEvent } from '../core/messages.ts'
import type { MsState, Terrain, UnitState } from '../core/types.ts'
import { crosses, inFront, inside } from './geometry.ts'
import { coverSurvivesDirect } from './saves.ts'
import { firesAsIdf } from './weapon-traits.ts'

export const DIRECT_CHECKS = 5

const centroid = (t: Terrain): Vec => ({
  x: t.poly.reduce((a, p) => a + p.x, 0) / t.poly.length,
  y: t.poly.reduce((a, p) => a + p.y, 0) / t.poly.length,
})

/** Nearest point of a polygon's outline to p (p itself when inside). */
function nearestPoint(p: Vec, t: Terrain): Vec {
  if (inside(p, t)) return p
  let best = t.poly[0] as Vec
  let bd = Number.POSITIVE_INFINITY
  for (let i = 0; i < t.poly.length; i++) {
    const a = t.poly[i] as Vec
    const b = t.poly[(i + 1) % t.poly.length] as Vec
    const dx = b.x - a.x
    const dy = b.y - a.y
    const l2 = dx * dx + dy * dy
    const k = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2))
    const q = { x: a.x + k * dx, y: a.y + k * dy }
    const d = dist(p, q)
    if (d < bd) {
      bd = d
      best = q
    }
  }
  return best
}

/** Why `u` cannot attack the piece with `w`, or null when it can. */
export function terrainTargetProblem(
  s: MsState,
  u: UnitState,
  t: Terrain | undefined,
  w: WeaponProfile,
): string | null {
  if (!t) return 'no such terrain piece'
  if (t.destroyed) return `${t.id} is already destroyed`
  if (!t.destructible) return `${t.id} cannot be destroyed`
  if (!u.pos) return 'the unit is not on the table'
  const near = nearestPoint(u.pos, t)
  const d = dist(u.pos, near)
  if (w.kind === 'melee') {
    if (d > u.profile.size + 5 + 1e-6) return `${t.id} is beyond engagement range`
    return null
  }
  if (d > w.range + 1e-6) return `${t.id} is out of range (${d.toFixed(1)}" > ${w.range}")`
  if (!w.arc360 && !inFront(u, centroid(t)) && !inFront(u, near)) return 'outside the 180° field of view'
  // Indirect Fire (remote weapons included, ruling A-15) needs no line to the piece.
  if (!firesAsIdf(w))
    for (const o of s.terrain) {
      if (o.id === t.id || o.destroyed || o.id === u.onHighGround) continue
      if ((o.blocksLos || o.obscuring) && crosses(u.pos, near, o)) return `${o.id} blocks the line to ${t.id}`
    }
  return null
}

/** Units standing on a destroyed piece fall; Basic pilots give enemies Tactical Advantage. */
export function collapse(s: MsState, piece: Terrain, ctx: ReduceContext<MsEvent>): void {
  piece.destroyed = true
  ctx.emit({ type: 'TerrainDestroyed', terrain: piece.id })
  for (const u of s.units)
    if (u.onHighGround === piece.id) {
      u.onHighGround = null
      if (u.profile.level < 1) u.fell = true
    }
}

/** Rolls the five survival checks against the weapon's DMG; true when the piece is destroyed. */
export function attackTerrain(
  s: MsState,
  u: UnitState,
  t: Terrain,
  dmg: number,
  ctx: ReduceContext<MsEvent>,
): boolean {
  const dice = Array.from({ length: DIRECT_CHECKS }, () => ctx.dice.roll(10))
  ctx.emit({ type: 'DiceRolled', unit: u.id, role: 'terrain', dice })
  if (coverSurvivesDirect(dice, dmg)) {
    ctx.emit({ type: 'Note', text: `${t.id} survives ${u.name}'s attack` })
    return false
  }
  collapse(s, t, ctx)
  return true
}
