/**
 * Small readers over an attack in progress, shared by the attack sequence, its resolution and the
 * Skills (kept apart so those modules do not import one another).
 */
import type { WeaponProfile } from '../../units/types.ts'
import type { AttackFlow, MsState, UnitState } from '../core/types.ts'
import { countDice, critOnFor } from './dice.ts'

export function weaponOf(
  u: UnitState,
  id: string,
  special: WeaponProfile | null = null,
): WeaponProfile | undefined {
  if (special && special.id === id) return special
  return u.profile.weapons.find((w) => w.id === id)
}

export const topFlow = (s: MsState): AttackFlow | undefined => s.attacks[s.attacks.length - 1]

/** Hits and DEF as they stand (after any skills). */
export function totals(f: AttackFlow): { hits: number; def: number; unblocked: number } {
  const hits =
    countDice(f.atkDice, { hitOn: f.atkFocus ? 3 : 5, critOn: critOnFor(f.critRange, f.canCrit) }) +
    f.hitBonus
  const def =
    countDice(f.defDice, { hitOn: f.defFocus ? 3 : 5, critOn: critOnFor(f.defCritRange), flash: f.flash }) +
    f.defFlat +
    5 * f.ironWall
  return { hits: Math.max(0, hits), def: Math.max(0, def), unblocked: Math.max(0, hits - Math.max(0, def)) }
}
