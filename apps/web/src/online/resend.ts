/**
 * When a decision refused as stale (`online/stale`: another seat's decision was recorded first) is
 * sent again by itself. Only for a step where several seats answer side by side — sealed orders, or
 * a seat that may act without being waited on — and only while the game still asks this seat the
 * same kind of question: there the other seat's answer does not change what this one meant, and
 * making the player press again would only look like a lost move. In a one-seat step the decision
 * that came first is the game moving on, so the player must see the new position and choose again.
 */
import { type PromptShape, promptSeats } from '@sortie/engine'

export function mayResend(sent: PromptShape | null, now: PromptShape | null, seat: string | null): boolean {
  if (!sent || !now || !seat) return false
  if (promptSeats(sent).length < 2) return false
  return now.kind === sent.kind && promptSeats(now).includes(seat)
}
