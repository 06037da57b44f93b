/**
 * Small readers over an attack in progress, shared by the attack sequence, its resolution and the
 * Skills (kept apart so those modules do not import one another).
 */
import type { WeaponProfile } from '../../units/types.ts'
import type { AttackFlow, MsState, UnitState } from '../core/types.ts'
import { type CountRule, countDice, critOnFor } from './dice.ts'

export function weaponOf(
  u: UnitState,
  id: string,
  special: WeaponProfile | null = null,
): WeaponProfile | undefined {
  if (special && special.id === id) return special
  return u.profile.weapons.find((w) => w.id === id)
}

export const topFlow = (s: MsState): AttackFlow | undefined => s.attacks[s.attacks.length - 1]

/** How the attack dice count now: 3+ with Focus or Tactical Support, the Crit Range, no crit for IDF. */
export const attackRule = (f: AttackFlow): CountRule => ({
  hitOn: f.atkFocus ? 3 : 5,
  critOn: critOnFor(f.critRange, f.canCrit),
})

/** How the defence dice count now: Focus, Dodge's Crit Range, Flash doubling every success. */
export const defenceRule = (f: AttackFlow): CountRule => ({
  hitOn: f.defFocus ? 3 : 5,
  critOn: critOnFor(f.defCritRange),
  ...(f.flash ? { flash: true } : {}),
})

/** Hits and DEF as they stand (after any skills). */
export function totals(f: AttackFlow): { hits: number; def: number; unblocked: number } {
  const hits = countDice(f.atkDice, attackRule(f)) + f.hitBonus
  const def = countDice(f.defDice, defenceRule(f)) + f.defFlat + 5 * f.ironWall
  return { hits: Math.max(0, hits), def: Math.max(0, def), unblocked: Math.max(0, hits - Math.max(0, def)) }
}
