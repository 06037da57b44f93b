/**
 * What the attacked unit buys at its after-roll step. [Barrier] DEF (MS-POWER-BARRIER,
 * MS-HAVOC-OTHER): Power and Havoc may be spent at any time against the current attack, so the
 * defender may also buy them once the defence dice are seen, not only when it chooses its
 * defence. The Barrier does not stack with a Shield or Cover, so the attack's flat DEF changes by
 * what the defence is now worth more. Crash DMG with Havoc (ruling MS-RULING-HAVOC-TIMING): the
 * same step is the moment the book's Trident Drake buys it while being attacked (modules/havoc.ts).
 */

import type { AttackFlow, MsState, UnitState } from '../core/types.ts'
import { type BarrierBuy, barrierDef, buyBarrier } from '../modules/barrier.ts'
import { payHavoc } from '../modules/havoc.ts'
import { buyForNextAttack } from '../modules/power.ts'
import { defenceNow } from './attack.ts'
import { unitOf } from './geometry.ts'

/** Buys one boost for the attacked unit now; a readable problem when it cannot. */
export function buyLateBarrier(s: MsState, f: AttackFlow, b: BarrierBuy): string | null {
  const t = unitOf(s, f.targets[0] as string) as UnitState
  const a = unitOf(s, f.attacker) as UnitState
  const before = defenceNow(s, f, a, t).def
  const why = buyBarrier(s, t, [b])
  if (why) return why
  f.barrierBonus += barrierDef([b])
  f.defFlat += defenceNow(s, f, a, t).def - before
  return null
}

/**
 * A Power or Havoc spend at the after-roll step: [Barrier] DEF against this attack, (Havoc) Crash
 * DMG for the unit's own Crash this round, or (Power) DMG / PEN for its next attack — the Counter
 * it is about to make (ruling MS-RULING-POWER-TIMING). Other options wait for the unit's own turn.
 */
export function buyLate(s: MsState, f: AttackFlow, kind: 'power' | 'havoc', option: string): string | null {
  if (option === 'barrier') return buyLateBarrier(s, f, kind)
  const t = unitOf(s, f.targets[0] as string) as UnitState
  if (kind === 'havoc' && option === 'crash') return payHavoc(t, 'crash')
  if (kind === 'power' && (option === 'dmg' || option === 'pen')) return buyForNextAttack(s, t, option)
  return kind === 'havoc'
    ? 'While being attacked, Havoc buys only [Barrier] DEF or Crash DMG; the rest waits for its own turn.'
    : 'While being attacked, Power buys only [Barrier] DEF, DMG+100 or PEN+1.'
}
