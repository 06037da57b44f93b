/**
 * What a seat may know when its search bot plans: the seat's own view of the battle, with the
 * other seats' orders for this turn taken out until they are revealed. The rollouts then order
 * those pilots with the base bot, a guess made from public facts only.
 *
 * Players do not see hidden NPCs (the view drops them) nor the narrator's notes. The narrator's
 * view shows everything, the players' sealed orders included; the search bot still plans without
 * them, so a bot narrator cannot answer orders it should only learn at the reveal. The dice to
 * come are never read: the view blanks the generator and the search reseeds it for every future.
 */
import type { GwState } from '../battle/types.ts'
import { NARRATOR } from '../battle/types.ts'
import { viewOf } from '../battle/view.ts'

export function knownState(s: GwState, seat: string): GwState {
  const blank: GwState['rng'] = { s: [0, 0, 0, 0], draws: s.rng.draws }
  const seen: GwState = seat === NARRATOR ? { ...s, rng: blank } : (viewOf(s, seat) as GwState)
  if (s.phase !== 'action') return seen
  // Sealed orders of other seats: dropped, so those pilots are pending again in the plan.
  const orders: GwState['orders'] = {}
  for (const id of Object.keys(seen.orders)) {
    const order = seen.orders[id]
    if (order && seen.pilots[id]?.seat === seat) orders[id] = order
  }
  return { ...seen, orders }
}
