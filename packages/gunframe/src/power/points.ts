/**
 * Power points: one per six in the firepower roll, +1 with a Powerful weapon, spendable only
 * when the attack did damage — and then even without a six when the weapon is Powerful
 * (ruling 3). Ablative Armour can wipe them all once a battle, before any is spent.
 *
 * @example
 * powerPoints(2, { powerful: true }) // 3
 * spendablePower({ sixes: 0, damage: 1, powerful: true }) // 1
 */
import { hasCapability } from '../units/capabilities.ts'

/** Points an attack generates from its sixes (Powerful adds one after damage). */
export function powerPoints(sixes: number, opts: { powerful?: boolean } = {}): number {
  return Math.max(0, sixes) + (opts.powerful ? 1 : 0)
}

export interface SpendableInput {
  sixes: number
  /** Damage the attack's hits did to the target. */
  damage: number
  powerful?: boolean
  /** The target declared its Ablative Armour against this attack. */
  ablative?: boolean
}

/** Points the attacker may actually spend; 0 means there is no power step at all. */
export function spendablePower(i: SpendableInput): number {
  if (i.damage <= 0 || i.ablative) return 0
  return powerPoints(i.sixes, i.powerful ? { powerful: true } : {})
}

/**
 * Whether the target may declare Ablative Armour now: it has the upgrade, has not used it this
 * battle, and there are points to negate. The battle asks the target's player before the power
 * prompt and records the use.
 */
export function canUseAblative(
  target: { upgrades: readonly string[]; ablativeUsed?: boolean },
  points: number,
): boolean {
  return points > 0 && !target.ablativeUsed && hasCapability(target.upgrades, 'ablative')
}
