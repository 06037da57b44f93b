/**
 * The refusal text for a decision from a seat the prompt does not ask. A seat that may answer but
 * is never waited on (PromptShape.optional: a Gunwave player who may declare a downed pilot dead)
 * is named apart, so the text does not say the game waits on it.
 */
import { type PromptShape, promptSeats, type Seat, waitedSeats } from '@sortie/engine'

/** Who is asked, in words: the seats waited on, then those that may answer but need not (optional). */
export function notYourTurn(p: PromptShape, seat: Seat): string {
  const waited = waitedSeats(p)
  const optional = promptSeats(p).filter((x) => !waited.includes(x))
  const who = waited.length ? waited.join(' or ') : optional.join(' or ')
  const may = waited.length && optional.length ? ` (${optional.join(', ')} may too)` : ''
  return `It is ${who} to decide${may}, not ${seat}.`
}
