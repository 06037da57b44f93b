/**
 * Power (MS-EX-POWER, MS-POWER-BARRIER, ruling MS-RULING-POWER-TIMING). Power refreshes each round
 * and may be spent at any time; each option costs 1, or 2 when the same option was already bought
 * in the current turn — whoever's turn it is, so the count is keyed by the turn number.
 *
 * Outside its own turn a unit has a use for Power only against an attack on it: [Barrier] DEF
 * against that attack (modules/barrier.ts), and DMG+100 / PEN+1 for its next attack when that is
 * the Counter it has chosen. Both are sold at the attacked unit's after-roll step
 * (actions/barrier-after-roll.ts), which comes before the Counter is declared. The DMG / PEN are
 * offered there only while a Counter will follow the attack (and, for PEN, its weapon has a PEN to
 * raise); bought anyway, they wait for the unit's next attack as they would from its own turn.
 * Against a Power attack the Counter strikes first, before that step, so the `defend` decision
 * that chooses the Counter may carry them too (`power`). A Counter is an attack, so it takes what
 * is waiting (actions/attack.ts, pushCounter).
 */
import type { WeaponProfile } from '../../units/types.ts'
import { weaponOf } from '../actions/flow.ts'
import { unitOf } from '../actions/geometry.ts'
import type { AttackFlow, MsState, UnitState } from '../core/types.ts'

/** What Power buys for the unit's next attack. */
export type NextAttackBuy = 'dmg' | 'pen'

/** DMG one Power point adds to the next attack (per unblocked Hit). */
export const POWER_DMG = 100

/** Power uses are counted per turn: the key carries the turn number. */
export const powerKey = (s: MsState, option: string): string => `${option}@${s.turns}`

/** One Power point for an option, two for the same option again in this turn. */
export const powerPrice = (s: MsState, u: UnitState, option: string): number =>
  (u.powerUses[powerKey(s, option)] ?? 0) > 0 ? 2 : 1

/** Pays for one Power option on the (draft) unit; a readable problem when it cannot. */
export function payPower(s: MsState, u: UnitState, option: string): string | null {
  const cost = powerPrice(s, u, option)
  if (u.power < cost) return `That costs ${cost} Power; ${u.power} left.`
  u.power -= cost
  u.powerUses[powerKey(s, option)] = (u.powerUses[powerKey(s, option)] ?? 0) + 1
  return null
}

/** Buys DMG+100 or PEN+1 for the unit's next attack. */
export function buyForNextAttack(s: MsState, u: UnitState, option: NextAttackBuy): string | null {
  const why = payPower(s, u, option)
  if (why) return why
  if (option === 'dmg') u.nextAttack.dmg += POWER_DMG
  else u.nextAttack.pen += 1
  return null
}

/**
 * The DMG / PEN a `defend` decision buys (with a Counter only); a readable problem when it cannot.
 * Asked after the Counter itself is accepted, so the unit pays only for a Counter it makes.
 */
export function defendPowerBuys(
  s: MsState,
  t: UnitState,
  d: { bonus: string; power?: readonly unknown[] | undefined },
): string | null {
  if (d.power === undefined) return null
  if (!Array.isArray(d.power)) return 'List the Power buys (dmg / pen).'
  if (d.power.length > 0 && d.bonus !== 'counter')
    return 'DMG / PEN bought while defending go with a Counter.'
  for (const o of d.power) {
    if (o !== 'dmg' && o !== 'pen') return 'Power buys DMG+100 or PEN+1 for the Counter.'
    const why = buyForNextAttack(s, t, o)
    if (why) return why
  }
  return null
}

/** The Power buys listed with a Counter at the defend step: only where that step is the last chance. */
export function defendNextAttackBuys(
  s: MsState,
  f: AttackFlow,
  t: UnitState,
  w: WeaponProfile,
): NextAttackBuy[] {
  // A Counter after the attack is also sold DMG / PEN at the after-roll step (lateNextAttackBuys).
  if (f.bonus !== 'power' || f.isCounter) return []
  const opts: NextAttackBuy[] = w.pen !== undefined ? ['dmg', 'pen'] : ['dmg']
  return opts.filter((o) => t.power >= powerPrice(s, t, o))
}

/**
 * The Counter this attack's target will make after it (not before: a Power attack's Counter has
 * already struck by the after-roll step), as its weapon; null when none follows.
 */
function counterToCome(s: MsState, f: AttackFlow): WeaponProfile | null {
  if (f.isCounter || f.defBonus !== 'counter' || !f.counterWeapon || f.bonus === 'power') return null
  const t = unitOf(s, f.targets[0] as string)
  return (t && weaponOf(t, f.counterWeapon)) ?? null
}

/** DMG / PEN worth offering at the attacked unit's after-roll step: only before its Counter. */
export function lateNextAttackBuys(s: MsState, f: AttackFlow): NextAttackBuy[] {
  const t = unitOf(s, f.targets[0] as string)
  const w = counterToCome(s, f)
  if (!t || !w) return []
  const opts: NextAttackBuy[] = w.pen !== undefined ? ['dmg', 'pen'] : ['dmg']
  return opts.filter((o) => t.power >= powerPrice(s, t, o))
}
