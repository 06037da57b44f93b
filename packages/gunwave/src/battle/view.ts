/**
 * What one seat may see. The narrator sees everything. A player sees their own sealed orders
 * only (others show as sealed until revealed); once the turn's orders are revealed (every phase
 * after the action phase) everyone sees them all. No hidden NPCs (nor their orders), no narrator
 * notes, only the messages they sent or heard. A spectator sees what every player may see, and
 * nothing sealed.
 */
import { SPECTATOR } from '@sortie/engine'
import { type GwState, NARRATOR } from './types.ts'

export function viewOf(s: GwState, seat: string): unknown {
  if (seat === NARRATOR) return s
  const v = structuredClone(s) as GwState
  const mine = (pilotId: string) => seat !== SPECTATOR && s.pilots[pilotId]?.seat === seat
  // Orders stay in the state from the reveal to the end of the turn: sealed only before it.
  const revealed = s.phase !== 'action'
  ;(v as { orders: unknown }).orders = Object.fromEntries(
    Object.keys(s.orders).map((id) => [id, revealed || mine(id) ? s.orders[id] : { sealed: true }]),
  )
  const hidden = new Set(
    Object.values(s.mecha)
      .filter((m) => m.hidden)
      .map((m) => m.id),
  )
  for (const id of hidden) {
    const pid = s.mecha[id]?.pilot
    delete v.mecha[id]
    if (pid) {
      delete v.pilots[pid]
      delete v.orders[pid]
    }
  }
  v.notes = []
  v.messages = s.messages.filter(
    (m) => seat !== SPECTATOR && (mine(m.from) || m.audience.some((a) => mine(a))),
  )
  // Dice to come are nobody's business but the engine's.
  v.rng = { s: [0, 0, 0, 0], draws: s.rng.draws }
  return v
}
