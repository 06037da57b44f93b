/**
 * Warship overwatch (MS-SHIP-OVERWATCH): once per round each warship may fire one of its [AA]
 * weapons at an enemy that began or finished a move action within 24" of it, with the usual
 * targeting rules (no target locked in melee, sight, range, arc). Distances are taken from the
 * ship's centre, standing in for its centre-most turret. The ship's owner is asked after the move.
 */
import { dist, type ReduceContext, type Vec } from '@sortie/engine'
import type { WeaponProfile } from '../../units/types.ts'
import { declare } from '../actions/attack.ts'
import { payEngagedShot } from '../actions/engaged-shot.ts'
import { live, unitOf } from '../actions/geometry.ts'
import { checkTarget } from '../actions/targeting.ts'
import type { MsEvent } from '../core/messages.ts'
import type { MsState, UnitState } from '../core/types.ts'

export const OVERWATCH_RANGE = 24

const ready = (u: UnitState, w: WeaponProfile): boolean =>
  !!w.aa && !u.reloading.includes(w.id) && !u.sacrificed.includes(w.id)

/** [AA] weapons of `ship` that may fire at `t` now. */
export function overwatchWeapons(s: MsState, ship: UnitState, t: UnitState): WeaponProfile[] {
  if (ship.overwatchRound === s.round || ship.destroyed || !ship.pos || ship.onboard) return []
  return ship.profile.weapons.filter(
    (w) => ready(ship, w) && typeof checkTarget(s, ship, t, w, { returnFireAt: t.id }) !== 'string',
  )
}

/** After a move: queue a question for each enemy warship that may overwatch the mover. */
export function offerOverwatch(s: MsState, mover: UnitState, from: Vec): void {
  if (!mover.pos) return
  for (const ship of live(s)) {
    if (ship.side === mover.side || ship.profile.type !== 'warship' || !ship.pos) continue
    const near = dist(from, ship.pos) <= OVERWATCH_RANGE || dist(mover.pos, ship.pos) <= OVERWATCH_RANGE
    if (!near || overwatchWeapons(s, ship, mover).length === 0) continue
    s.pending.push({ kind: 'overwatch', side: ship.side, ship: ship.id, target: mover.id })
  }
}

/** The owner's answer: fire the named [AA] weapon, or let the chance go (null). */
export function answerOverwatch(
  s: MsState,
  q: { ship: string; target: string },
  weapon: string | null,
  ctx: ReduceContext<MsEvent>,
): string | null {
  const ship = unitOf(s, q.ship)
  const t = unitOf(s, q.target)
  if (weapon === null || !ship || !t) return null
  const w = overwatchWeapons(s, ship, t).find((x) => x.id === weapon)
  if (!w) return `${weapon} is not an [AA] weapon that can reach ${t.name}`
  ship.overwatchRound = s.round
  // A ship shooting from inside engagement range pays for it like any shot (MS-RULING-ENG-SHOOT).
  payEngagedShot(s, ship, w, ctx)
  declare(
    s,
    { kind: 'overwatch', attacker: ship, targets: [t], weapon: w, bonus: 'none', valor: 'none' },
    ctx,
  )
  return null
}
