/**
 * What a seat may know when a searching bot decides for it. MechaStellar's table is open: the only
 * secret is the other side's sealed Mission Commander pick while both sides name theirs at once
 * (MS-CMD-DESIGNATE; `view` shows it as sealed). The search must not start from the real pick, so
 * that pick is put back to "still to choose": the futures then let the base bot choose it, which is
 * the bot's guess from what the seat can see. Nothing else is hidden (dice to come are reseeded by
 * the engine's lookahead itself).
 */
import type { Seat } from '@sortie/engine'
import type { MsState } from '../battle/core/types.ts'
import { SIDES } from '../battle/core/types.ts'

export function knownTo(s: MsState, seat: Seat): MsState {
  const naming = s.naming
  if (!naming) return s
  const guessed = { ...naming }
  for (const x of SIDES) if (x !== seat) guessed[x] = null
  return { ...s, naming: guessed }
}
