/**
 * Captain's Orders (MS-CAPT-ORDERS): a warship's Level 1 Captain issues one Order per round, a
 * Level 2 Captain two. Orders are given while a friendly unit takes its turn and apply to that
 * unit for the rest of the turn: Tactical Support — it hits on 3+; Operations Support — a warship
 * (the captain's own included) gains +1 Action.
 */
import type { ReduceContext } from '@sortie/engine'
import { unitOf } from '../actions/geometry.ts'
import type { MsEvent } from '../core/messages.ts'
import type { MsState, UnitState } from '../core/types.ts'

export type CaptainOrder = 'tactical' | 'operations'

/** Orders this ship's captain may still give this round. */
export function ordersLeft(s: MsState, ship: UnitState): number {
  if (ship.profile.type !== 'warship' || ship.destroyed || !ship.pos) return 0
  const level = ship.profile.captain ?? 0
  const used = ship.ordersUsed?.round === s.round ? ship.ordersUsed.n : 0
  return Math.max(0, level - used)
}

/** Why the order cannot be given now, or null (then the draft state carries it out). */
export function issueOrder(
  s: MsState,
  shipId: string,
  order: CaptainOrder,
  ctx: ReduceContext<MsEvent>,
): string | null {
  const act = s.activation
  const u = act ? unitOf(s, act.unit) : undefined
  const ship = unitOf(s, shipId)
  if (!act || !u) return 'orders go to the unit taking its turn'
  if (!ship || ship.side !== u.side || ship.profile.type !== 'warship')
    return 'orders come from a friendly warship'
  if ((ship.profile.captain ?? 0) < 1) return `${ship.name} has a Basic Captain, who gives no Orders`
  if (ordersLeft(s, ship) < 1) return `${ship.name}'s captain has no Orders left this round`
  if (order === 'tactical') {
    if (act.tactical) return `${u.name} already has Tactical Support`
    act.tactical = true
  } else if (order === 'operations') {
    if (u.profile.type !== 'warship') return 'Operations Support is for a warship'
    act.actions += 1
  } else return 'the Orders are tactical and operations'
  ship.ordersUsed = { round: s.round, n: (ship.ordersUsed?.round === s.round ? ship.ordersUsed.n : 0) + 1 }
  ctx.emit({
    type: 'Note',
    text: `${ship.name} orders ${order === 'tactical' ? 'Tactical Support' : 'Operations Support'} for ${u.name}`,
  })
  return null
}
