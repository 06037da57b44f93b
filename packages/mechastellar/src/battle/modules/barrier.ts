/**
 * Buying [Barrier] DEF while defending (MS-POWER-BARRIER, MS-HAVOC-OTHER): each Power point adds
 * +1 DEF on the unit's [Barrier] against the current attack, each Havoc point +2. The same option
 * bought twice costs 2 — within one turn for Power, within one round for Havoc. A unit without a
 * [Barrier], or shut down (it cannot use one then), cannot buy any.
 */
import { unitOf } from '../actions/geometry.ts'
import type { AttackFlow, MsState, UnitState } from '../core/types.ts'
import { payPower, powerPrice } from './power.ts'
import { isShutdown } from './shutdown.ts'

export type BarrierBuy = 'power' | 'havoc'

export const barrierDef = (buys: readonly BarrierBuy[]): number =>
  buys.reduce((n, b) => n + (b === 'power' ? 1 : 2), 0)

/** Next price of one more Barrier boost of this kind. */
export function barrierPrice(s: MsState, u: UnitState, b: BarrierBuy): number {
  if (b === 'power') return powerPrice(s, u, 'barrier')
  return (u.havocUses.barrier ?? 0) > 0 ? 2 : 1
}

/** Could the unit buy any Barrier boost now (it has a [Barrier], is not shut down, can pay)? */
export const canBuyBarrier = (s: MsState, u: UnitState): boolean =>
  !!u.profile.barrier &&
  !isShutdown(s, u) &&
  (u.power >= barrierPrice(s, u, 'power') || u.havoc >= barrierPrice(s, u, 'havoc'))

/** Pays for the boosts on the (draft) unit; a readable problem when it cannot. */
export function buyBarrier(s: MsState, u: UnitState, buys: readonly BarrierBuy[]): string | null {
  if (!u.profile.barrier) return `${u.name} has no [Barrier]`
  if (isShutdown(s, u)) return `${u.name} is shut down and cannot use its [Barrier]`
  for (const b of buys) {
    if (b !== 'power' && b !== 'havoc') return 'a Barrier boost is bought with power or havoc'
    const cost = barrierPrice(s, u, b)
    if (b === 'power') {
      if (u.power < cost) return `+1 Barrier DEF costs ${cost} Power; ${u.power} left`
      payPower(s, u, 'barrier')
    } else {
      if (u.havoc < cost) return `+2 Barrier DEF costs ${cost} Havoc; ${u.havoc} left`
      u.havoc -= cost
      u.havocUses.barrier = (u.havocUses.barrier ?? 0) + 1
    }
  }
  return null
}

/** The boosts the attacked unit may still buy at its after-roll step (actions/barrier-after-roll.ts). */
export function lateBarrierOptions(s: MsState, f: AttackFlow): BarrierBuy[] {
  const t = unitOf(s, f.targets[0] as string)
  if (!t || !canBuyBarrier(s, t)) return []
  return (['power', 'havoc'] as const).filter(
    (b) => (b === 'power' ? t.power : t.havoc) >= barrierPrice(s, t, b),
  )
}
