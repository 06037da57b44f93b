/**
 * Movement after the orders are revealed: every mecha moves at once (§6.1), in a fixed order so
 * replays agree; a square taken by the time a mecha arrives stops it where it stood
 * (GW-RULING-COLLIDE). Dragging (§6.5.7), pushing (§7.8), walking on foot (§6.5.8; a hanger
 * walking lets go) and the free attack when a locked target runs (§6.5.4) happen here.
 */
import { DEFAULTS } from '../data/starter.ts'
import { type Deferred, fireAttack, speedAttack } from './attack.ts'
import { type Ctx, endGrab } from './damage.ts'
import { activeWeapons, isRanged, mechaAt } from './queries.ts'
import type { GwState, MechaState, PilotState } from './types.ts'
import { gap, type Pos, samePos, steps } from './zones.ts'

function inMap(s: GwState, p: Pos): boolean {
  return p.x >= 0 && p.y >= 0 && p.x < s.scene.width && p.y < s.scene.height
}

function place(s: GwState, m: MechaState, to: Pos): void {
  m.pos = { ...to }
  for (const id of [m.pilot, m.passenger, ...m.hangers]) {
    const p = id ? s.pilots[id] : undefined
    if (p) p.pos = { ...to }
  }
}

function moveMecha(s: GwState, m: MechaState, to: Pos, ctx: Ctx, deferred: Deferred[]): number {
  if (samePos(m.pos, to)) return 0
  const other = mechaAt(s, to)
  if (other && other.id !== m.id) {
    ctx.emit({ type: 'MoveBlocked', mecha: m.id, at: to })
    return 0
  }
  const from = m.pos
  const units = steps(from, to)
  place(s, m, to)
  m.moved += units
  ctx.emit({ type: 'Moved', mecha: m.id, from, to, units })
  // A target that runs more than three squares right after being locked breaks the lock, but the
  // locking mecha gets a free attack at it (§6.5.4).
  for (const x of Object.values(s.mecha)) {
    if (x.lock?.target !== m.id || x.lock.since !== s.turn - 1 || units <= 3) continue
    ctx.emit({ type: 'LockBroken', by: x.id, target: m.id, why: 'target moved more than three squares' })
    const p = x.pilot ? s.pilots[x.pilot] : undefined
    const w = activeWeapons(x).find(isRanged)
    if (p && w) deferred.push(...fireAttack(s, p, x, { weapon: w.slot, target: m.id }, ctx, true))
    delete x.lock
  }
  return units
}

function push(
  s: GwState,
  pusher: MechaState,
  target: MechaState,
  dir: Pos,
  ctx: Ctx,
  deferred: Deferred[],
): void {
  const again = pusher.push && pusher.push.target === target.id && pusher.push.last === s.turn - 1
  const turns = again && pusher.push ? pusher.push.turns + 1 : 1
  pusher.push = { target: target.id, dir, turns, last: s.turn }
  // GW-RULING-PUSH: the first turn is spent bracing; then 1, 2, 3… squares a turn.
  for (let i = 0; i < turns - 1; i++) {
    const next = { x: target.pos.x + dir.x, y: target.pos.y + dir.y }
    const follow = { x: pusher.pos.x + dir.x, y: pusher.pos.y + dir.y }
    if (!inMap(s, next) || mechaAt(s, next)) break
    place(s, target, next)
    ctx.emit({
      type: 'Moved',
      mecha: target.id,
      from: { x: next.x - dir.x, y: next.y - dir.y },
      to: next,
      units: 1,
    })
    if (inMap(s, follow) && !mechaAt(s, follow)) moveMecha(s, pusher, follow, ctx, deferred)
  }
}

function walk(_s: GwState, p: PilotState, to: Pos, ctx: Ctx): void {
  p.footTenths += DEFAULTS.footTenthsPerTurn
  let arrived: Pos | null = null
  if (p.footTenths >= 10) {
    p.footTenths -= 10
    p.pos = { ...to }
    arrived = to
  }
  ctx.emit({ type: 'Walked', pilot: p.id, to: arrived, tenths: p.footTenths })
}

/**
 * GW-RULING-HANG: a person hanging on who walks lets go first, before anything moves, and walks
 * from the square the mecha stood on; from then on they are a person on the ground like any other
 * (a mecha weapon landing there kills them, §5.5).
 */
function letGo(s: GwState, p: PilotState, ctx: Ctx): void {
  const m = p.hanging ? s.mecha[p.hanging] : undefined
  p.hanging = null
  if (!m) return
  m.hangers = m.hangers.filter((x) => x !== p.id)
  p.pos = { ...m.pos }
  ctx.emit({ type: 'LetGo', pilot: p.id, mecha: m.id })
}

export function resolveMovement(s: GwState, ctx: Ctx): Deferred[] {
  const deferred: Deferred[] = []
  for (const id of Object.keys(s.orders).sort()) {
    const a = s.orders[id]
    const p = s.pilots[id]
    if (p?.hanging && !p.in && a?.type === 'move-fire' && a.move) letGo(s, p, ctx)
  }
  for (const id of Object.keys(s.orders).sort()) {
    const a = s.orders[id]
    const p = s.pilots[id]
    if (!a || !p) continue
    const m = p.in ? s.mecha[p.in] : undefined
    if (!m) {
      if (a.type === 'move-fire' && a.move) walk(s, p, a.move, ctx)
      continue
    }
    if (a.type === 'move-fire' && a.move) moveMecha(s, m, a.move, ctx, deferred)
    else if (a.type === 'drag' && m.grabbing) {
      const t = s.mecha[m.grabbing]
      if (t && speedAttack(s, p, m, t, ctx)) {
        const d = { x: a.to.x - m.pos.x, y: a.to.y - m.pos.y }
        const tTo = { x: t.pos.x + d.x, y: t.pos.y + d.y }
        const units = moveMecha(s, m, a.to, ctx, deferred)
        if (units > 0 && inMap(s, tTo) && !mechaAt(s, tTo)) {
          const from = t.pos
          place(s, t, tTo)
          ctx.emit({ type: 'Moved', mecha: t.id, from, to: tTo, units })
        }
      }
    } else if (a.type === 'push') {
      const t = s.mecha[a.target]
      if (t) push(s, m, t, a.dir, ctx, deferred)
    }
  }
  // GW-RULING-GRAB-APART: a hold needs contact. Once everyone has moved, a grabber no longer
  // touching what it held (a drag whose target could not follow, a push, its own move) lets go.
  for (const m of Object.values(s.mecha)) {
    const held = m.grabbing ? s.mecha[m.grabbing] : undefined
    if (m.grabbing && (!held || gap(m.pos, held.pos) > 0)) endGrab(s, m, ctx)
  }
  return deferred
}
