/**
 * Extra squares for a bot's moves. The battle's own list offers only the straight line toward
 * each enemy (and one away); when a friend or a wreck stands on that line, every listed step is
 * refused and the mecha never reaches its range. These detours are any free square within the
 * mecha's step that closes on an enemy: the nearest one to it, and one that stops at the reach of
 * its best gun. Each is checked with the battle's own order check, so `apply` accepts it.
 */
import { checkOrder } from '../battle/orders.ts'
import { activeWeapons, enemiesOf, mechaAt, moveAllowance, operational } from '../battle/queries.ts'
import type { Action, GwDecision, GwState } from '../battle/types.ts'
import { bandMaxGap, gap, type Pos, samePos } from '../battle/zones.ts'
import { weaponById } from '../data/starter.ts'

type Order = Extract<GwDecision, { kind: 'order' }>

/** Squares the pilot's mecha may step to this turn that close on an enemy, checked legal. */
export function detours(s: GwState, actor: string): Action[] {
  const p = s.pilots[actor]
  const m = p?.in ? s.mecha[p.in] : undefined
  if (!p || !m) return []
  const n = moveAllowance(s, m)
  if (n <= 0) return []
  const foes = enemiesOf(s, m)
    .filter((f) => operational(s, f))
    .sort((a, b) => gap(a.pos, m.pos) - gap(b.pos, m.pos) || (a.id < b.id ? -1 : 1))
    .slice(0, 2)
  const gun = Math.max(
    -1,
    ...activeWeapons(m).map((w) => {
      const def = weaponById(w.weapon)
      return def && def.kind !== 'melee' && def.kind !== 'heat-shield' ? bandMaxGap(def.range) : -1
    }),
  )
  const out: Action[] = []
  const add = (to: Pos | undefined) => {
    if (!to || out.some((a) => a.type === 'move-fire' && a.move && samePos(a.move, to))) return
    const a: Action = { type: 'move-fire', move: to }
    if (!checkOrder(s, p, a)) out.push(a)
  }
  for (const f of foes) {
    const now = gap(m.pos, f.pos)
    let nearest: { at: Pos; g: number; d: number } | undefined
    let atRange: { at: Pos; g: number; d: number } | undefined
    for (let dx = -n; dx <= n; dx++)
      for (let dy = -n; dy <= n; dy++) {
        const at = { x: m.pos.x + dx, y: m.pos.y + dy }
        if ((dx === 0 && dy === 0) || at.x < 0 || at.y < 0 || at.x >= s.scene.width || at.y >= s.scene.height)
          continue
        const g = gap(at, f.pos)
        if (g >= now || mechaAt(s, at)) continue
        const d = Math.max(Math.abs(dx), Math.abs(dy))
        // Ties go to the shorter step (less Energy), then to the scan order: deterministic.
        if (!nearest || g < nearest.g || (g === nearest.g && d < nearest.d)) nearest = { at, g, d }
        if (gun >= 0 && g <= gun && (!atRange || g > atRange.g || (g === atRange.g && d < atRange.d)))
          atRange = { at, g, d }
      }
    add(nearest?.at)
    add(atRange?.at)
  }
  return out
}

/** A pilot's order list with the detours not already in it (other kinds pass through). */
export function withDetours(s: GwState, list: GwDecision[]): GwDecision[] {
  const first = list.find((d): d is Order => d.kind === 'order')
  if (!first) return list
  const have = (to: Pos) =>
    list.some(
      (d) =>
        d.kind === 'order' &&
        d.actor === first.actor &&
        d.action.type === 'move-fire' &&
        !d.action.fire &&
        d.action.move &&
        samePos(d.action.move, to),
    )
  const extra = detours(s, first.actor)
    .filter((a) => a.type === 'move-fire' && a.move && !have(a.move))
    .map((action): GwDecision => ({ seat: first.seat, kind: 'order', actor: first.actor, action }))
  return extra.length ? [...list, ...extra] : list
}
