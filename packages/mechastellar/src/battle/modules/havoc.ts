/**
 * Havoc spends outside the unit's own turn (MS-HAVOC-USE, ruling MS-RULING-HAVOC-TIMING). Havoc
 * may be spent at any time, and the book's Trident Drake buys Crash DMG while it is being attacked,
 * for a Crash later in the same round. The engine opens that moment at the attacked unit's
 * after-roll step — the same question that already sells [Barrier] DEF after the roll
 * (actions/barrier-after-roll.ts) — so there is one window, not two. Bought there, Crash DMG is
 * exactly what it would be if bought in the unit's own turn: +200 a point, the repeat costing 2,
 * lasting until Havoc refreshes at the next round. +2 Actions and the bonus attack on Cover stay
 * in the unit's own turn: actions belong to a turn, and the Cover attack comes before the unit's
 * own attack.
 */
import { unitOf } from '../actions/geometry.ts'
import type { AttackFlow, MsState, UnitState } from '../core/types.ts'
import { type BarrierBuy, lateBarrierOptions } from './barrier.ts'
import { lateNextAttackBuys, type NextAttackBuy } from './power.ts'

/** Crash DMG each Havoc point buys. */
export const HAVOC_CRASH_DMG = 200

/** One Havoc point for an option, two for the same option again within the round. */
export const havocPrice = (u: UnitState, option: string): number => ((u.havocUses[option] ?? 0) > 0 ? 2 : 1)

/** Pays for one Havoc option on the (draft) unit; a readable problem when it cannot. */
export function payHavoc(u: UnitState, option: string): string | null {
  const cost = havocPrice(u, option)
  if (u.havoc < cost) return `That costs ${cost} Havoc; ${u.havoc} left.`
  u.havoc -= cost
  u.havocUses[option] = (u.havocUses[option] ?? 0) + 1
  return null
}

/**
 * Is Crash DMG worth offering to the unit now: it can pay, has not crashed this round, and still
 * has a turn this round to crash in (not yet activated, or acting now). A buy that can never be
 * used is still accepted (Havoc is spent at any time); it is only left off the offered choices.
 */
export function crashBuyUseful(s: MsState, u: UnitState): boolean {
  if (u.havoc < havocPrice(u, 'crash') || u.crashedRound === s.round) return false
  return !u.activated || s.activation?.unit === u.id
}

/** Something the attacked unit may buy at its after-roll step. */
export type LateSpend =
  | { kind: BarrierBuy; option: 'barrier' }
  | { kind: 'havoc'; option: 'crash' }
  | { kind: 'power'; option: NextAttackBuy }

/**
 * The spends offered at the attacked unit's after-roll step: [Barrier] DEF, Crash DMG, then DMG /
 * PEN for the Counter it will make (modules/power.ts, ruling MS-RULING-POWER-TIMING).
 */
export function lateSpends(s: MsState, f: AttackFlow): LateSpend[] {
  const out: LateSpend[] = lateBarrierOptions(s, f).map((kind) => ({ kind, option: 'barrier' }))
  const t = unitOf(s, f.targets[0] as string)
  if (t && crashBuyUseful(s, t)) out.push({ kind: 'havoc', option: 'crash' })
  for (const option of lateNextAttackBuys(s, f)) out.push({ kind: 'power', option })
  return out
}
