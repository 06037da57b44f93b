/**
 * Tactical Advantage (MS-TA-*): Blindside, High Ground, Overwhelm (3:1 in melee), Shutdown and
 * fallen units give +1 Crit Hit, never more than one. Support ATK / DEF (MS-SUPPORT-*): an ally
 * within the support range of the weapon's carrier, and the enemy in that weapon's LOS and range,
 * gives +1 Hit / +1 DEF (capped at +1).
 */
import { dist } from '@sortie/engine'
import { centreDist, engaged, live, sight } from '../actions/geometry.ts'
import type { MsState, UnitState } from '../core/types.ts'
import { isShutdown } from './shutdown.ts'

export function tacticalAdvantage(
  s: MsState,
  a: UnitState,
  t: UnitState,
  melee: boolean,
  blindside: boolean,
): boolean {
  if (blindside) return true
  if (a.onHighGround && !t.onHighGround) return true
  if (isShutdown(s, t)) return true
  if (t.fell && t.profile.level < 1) return true
  if (melee) {
    const mine = live(s).filter((u) => u.side === a.side && engaged(u, t)).length
    const theirs = live(s).filter((u) => u.side === t.side && engaged(u, a)).length
    if (theirs > 0 && mine >= 3 * theirs) return true
  }
  return false
}

export function supportAtk(s: MsState, a: UnitState, t: UnitState): boolean {
  return live(s).some(
    (x) =>
      x.side === a.side &&
      x.id !== a.id &&
      x.profile.weapons.some(
        (w) =>
          w.supportAtk !== undefined &&
          !!x.pos &&
          !!a.pos &&
          dist(x.pos, a.pos) <= w.supportAtk &&
          centreDist(x, t) <= w.range &&
          sight(s, x, t).visible,
      ),
  )
}

export function supportDef(s: MsState, a: UnitState, t: UnitState): boolean {
  return live(s).some(
    (x) =>
      x.side === t.side &&
      x.id !== t.id &&
      x.profile.weapons.some(
        (w) =>
          w.supportDef !== undefined &&
          !!x.pos &&
          !!t.pos &&
          dist(x.pos, t.pos) <= w.supportDef &&
          centreDist(x, a) <= w.range &&
          sight(s, x, a).visible,
      ),
  )
}
