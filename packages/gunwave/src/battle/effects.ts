/**
 * Effects (§8) on pilots, with their durations: until a save succeeds (2d6 totalling 6 or more at
 * the end of the turn, §4.1), through the next turn, for a number of turns, or until the narrator
 * removes them.
 */
import type { EffectId } from '../data/starter.ts'
import type { Ctx } from './damage.ts'
import type { EffectState, GwState, PilotState } from './types.ts'

export function addEffect(_s: GwState, p: PilotState, e: EffectState, ctx: Ctx): void {
  const i = p.effects.findIndex((x) => x.id === e.id)
  // The same effect again replaces the old one (a new tagger takes over, a longer duration wins).
  if (i >= 0) p.effects.splice(i, 1)
  p.effects.push(e)
  ctx.emit({ type: 'EffectGained', pilot: p.id, effect: e.id })
}

export function removeEffect(p: PilotState, id: EffectId, why: string, ctx: Ctx): boolean {
  const i = p.effects.findIndex((x) => x.id === id)
  if (i < 0) return false
  p.effects.splice(i, 1)
  ctx.emit({ type: 'EffectEnded', pilot: p.id, effect: id, why })
  return true
}

/** End of turn: saving rolls for save-ends effects, expiry for timed ones (GW-RULING-WEARIED: saves are plain 2d6). */
export function endOfTurnEffects(s: GwState, p: PilotState, ctx: Ctx): void {
  for (const e of [...p.effects]) {
    if (e.duration === 'save') {
      const dice = ctx.dice.pool(2)
      const ok = (dice[0] ?? 0) + (dice[1] ?? 0) >= 6
      ctx.emit({ type: 'Save', pilot: p.id, effect: e.id, dice, ok })
      if (ok) removeEffect(p, e.id, 'saving roll', ctx)
    } else if ((e.duration === 'next-turn' || e.duration === 'turns') && (e.until ?? 0) <= s.turn)
      removeEffect(p, e.id, 'expired', ctx)
  }
}
