/**
 * Ejecting (§6.5.8): a pilot (or a passenger) may leave the mecha at any time, landing on its
 * square on foot. The one limit is the self-destruct's: getting out takes the turn after it was
 * engaged (§6.5.9). One check serves `apply` and `legal()`, so the list offers exactly what is taken.
 */
import type { RuleError } from '@sortie/engine'
import type { Ctx } from './damage.ts'
import { present } from './queries.ts'
import type { GwState, PilotState } from './types.ts'

const e = (code: string, message: string): RuleError => ({ code: `gunwave/${code}`, message })

/** Why this pilot cannot eject now, or undefined (who may command the pilot is checked apart). */
export function checkEject(s: GwState, p: PilotState): RuleError | undefined {
  const m = p.in ? s.mecha[p.in] : undefined
  if (!m) return e('not_aboard', 'That pilot is not in a mecha.')
  // A mecha that left the scene (escaped gravity) takes its pilot with it: there is no square to land on.
  if (!present(m)) return e('mecha_gone', 'That mecha is no longer on the battlefield.')
  if (p.selfDestructEngaged === s.turn)
    return e('too_soon', 'Ejecting takes a turn after engaging the self-destruct (§6.5.9).')
  return undefined
}

/** Out of the cockpit and onto the mecha's square; a sealed order for the mecha is dropped. */
export function eject(s: GwState, p: PilotState, ctx: Ctx): void {
  const m = p.in ? s.mecha[p.in] : undefined
  if (!m) return
  if (p.passengerIn) {
    m.passenger = null
    p.passengerIn = null
  } else m.pilot = null
  p.in = null
  p.pos = { ...m.pos }
  delete s.orders[p.id]
  ctx.emit({ type: 'Ejected', pilot: p.id, mecha: m.id })
}
