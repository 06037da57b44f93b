/**
 * Stun and Shutdown (MS-DMG-STUN, MS-TA-SHUTDOWN): each failed S save is a −1 Action penalty, which
 * the unit's owner may pay with a Power or Havoc point instead — asked penalty by penalty while the
 * unit has either (a `stun` pending question). A penalty stays on the unit until its end-of-turn
 * roll removes it; one taken during the unit's own turn also comes off the actions it has left.
 * A unit below 0 Actions is shut down: a waiting unit will have fewer than 0 when it activates, the
 * acting unit has fewer than 0 now — its turn ends once the attack in progress is over (ruling
 * MS-RULING-STUN-ACTIVE).
 */
import type { ReduceContext, RuleError } from '@sortie/engine'
import { unitOf } from '../actions/geometry.ts'
import { BASE_ACTIONS } from '../core/activation.ts'
import type { MsEvent } from '../core/messages.ts'
import type { MsState, Pending, StunPay, UnitState } from '../core/types.ts'

export function isShutdown(s: MsState, u: UnitState): boolean {
  const act = s.activation
  if (act?.unit === u.id) return act.shutdown || act.actions < 0
  return BASE_ACTIONS - u.stun < 0
}

/** How the unit may pay its next Stun penalty: Power and Havoc while it has them, an Action always. */
export function stunPays(s: MsState, unit: string): StunPay[] {
  const u = unitOf(s, unit)
  if (!u) return []
  const out: StunPay[] = []
  if (u.power > 0) out.push('power')
  if (u.havoc > 0) out.push('havoc')
  out.push('action')
  return out
}

/** Applies `n` failed Stun saves to `t`: at once when only Actions can pay, else asked one by one. */
export function stun(s: MsState, t: UnitState, n: number, ctx: ReduceContext<MsEvent>): void {
  const wasShutdown = isShutdown(s, t)
  if (t.power > 0 || t.havoc > 0) {
    // A second hit before the first is paid adds to the same question (Shutdown is told once).
    const owed = s.pending.find((q) => q.kind === 'stun' && q.unit === t.id)
    if (owed?.kind === 'stun') owed.left += n
    else s.pending.push({ kind: 'stun', side: t.side, unit: t.id, left: n, wasShutdown })
    return
  }
  for (let i = 0; i < n; i++) takeStun(s, t, 'action')
  announce(s, t, wasShutdown, ctx)
}

/** Shutdown is told once, after all of a hit's penalties are taken. */
function announce(s: MsState, t: UnitState, wasShutdown: boolean, ctx: ReduceContext<MsEvent>): void {
  if (!wasShutdown && isShutdown(s, t)) ctx.emit({ type: 'Shutdown', unit: t.id, stun: t.stun })
}

/** The owner's answer to one penalty of `q`; the rest fall on Actions once nothing else can pay. */
export function payStun(
  s: MsState,
  q: Extract<Pending, { kind: 'stun' }>,
  pay: StunPay,
  ctx: ReduceContext<MsEvent>,
): RuleError | undefined {
  const t = unitOf(s, q.unit)
  if (!t) return { code: 'mechastellar/no_stun', message: 'The stunned unit is gone.' }
  if (!stunPays(s, q.unit).includes(pay))
    return { code: 'mechastellar/bad_stun', message: `${t.name} has no ${pay} to lose; pay with an action.` }
  takeStun(s, t, pay)
  if (pay !== 'action')
    ctx.emit({
      type: 'Note',
      text: `${t.name} loses 1 ${pay === 'power' ? 'Power' : 'Havoc'} instead of an Action (stun)`,
    })
  q.left -= 1
  if (q.left > 0 && (t.power > 0 || t.havoc > 0)) return undefined
  s.pending.splice(s.pending.indexOf(q), 1)
  for (; q.left > 0; q.left--) takeStun(s, t, 'action')
  announce(s, t, q.wasShutdown, ctx)
  return undefined
}

function takeStun(s: MsState, t: UnitState, pay: StunPay): void {
  const act = s.activation?.unit === t.id ? s.activation : null
  if (pay === 'power') t.power -= 1
  else if (pay === 'havoc') t.havoc -= 1
  else {
    t.stun += 1
    if (act) act.actions -= 1
  }
  if (act && act.actions < 0) act.shutdown = true
}
