/**
 * [Barrier] DEF bought after the defence dice are seen (MS-POWER-BARRIER, MS-HAVOC-OTHER): Power
 * and Havoc may be spent at any time against the current attack, so the defender may also buy
 * them at its after-roll step, not only when it chooses its defence. The Barrier does not stack
 * with a Shield or Cover, so the attack's flat DEF changes by what the defence is now worth more.
 */

import type { AttackFlow, MsState, UnitState } from '../core/types.ts'
import { type BarrierBuy, barrierDef, buyBarrier } from '../modules/barrier.ts'
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
