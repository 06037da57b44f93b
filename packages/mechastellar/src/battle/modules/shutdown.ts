/**
 * Stun and Shutdown (MS-DMG-STUN, MS-TA-SHUTDOWN): each failed S save is a −1 Action penalty (Power
 * or Havoc is spent first when the unit has some). A penalty stays on the unit until its end-of-turn
 * roll removes it; one taken during the unit's own turn also comes off the actions it has left.
 * A unit below 0 Actions is shut down: a waiting unit will have fewer than 0 when it activates, the
 * acting unit has fewer than 0 now — its turn ends once the attack in progress is over (ruling
 * MS-RULING-STUN-ACTIVE).
 */
import type { ReduceContext } from '@sortie/engine'
import { BASE_ACTIONS } from '../core/activation.ts'
import type { MsEvent } from '../core/messages.ts'
import type { MsState, UnitState } from '../core/types.ts'

export function isShutdown(s: MsState, u: UnitState): boolean {
  const act = s.activation
  if (act?.unit === u.id) return act.shutdown || act.actions < 0
  return BASE_ACTIONS - u.stun < 0
}

/** Applies `n` failed Stun saves to `t`. */
export function stun(s: MsState, t: UnitState, n: number, ctx: ReduceContext<MsEvent>): void {
  const before = isShutdown(s, t)
  const act = s.activation?.unit === t.id ? s.activation : null
  for (let i = 0; i < n; i++) {
    if (t.power > 0) t.power -= 1
    else if (t.havoc > 0) t.havoc -= 1
    else {
      t.stun += 1
      if (act) act.actions -= 1
    }
  }
  if (act && act.actions < 0) act.shutdown = true
  if (!before && isShutdown(s, t)) ctx.emit({ type: 'Shutdown', unit: t.id, stun: t.stun })
}
