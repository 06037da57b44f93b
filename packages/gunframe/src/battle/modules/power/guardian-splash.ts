/**
 * The answer to a Guardian asked about a power effect's damage to a unit beside the one hit
 * (GF-RULING-GUARDIAN-SOURCES; the upgrades module asks, effects.ts holds the effects): the
 * Guardian named pays a focus point and takes the damage, or it lands where it was meant to; then
 * the effects left are applied and, when none stops for another question, the attack closes.
 */
import { finishAttack } from '../../actions/attack.ts'
import type { ChoiceHandler } from '../../core/choice.ts'
import { findUnit } from '../../core/geo.ts'
import type { AttackFrame, BattleState, BattleUnit } from '../../core/types.ts'
import { isUnit, stepIn } from '../upgrades/guardian.ts'
import { resumeSplash } from './effects.ts'

/**
 * The attack whose effects wait on the Guardian: not always the top frame, since an earlier
 * effect may have asked a question of its own above it (a destroyed combined form's members to
 * place, GF-OPT-COMBINERS), to be answered after this one.
 */
function heldAttack(s: BattleState): AttackFrame | undefined {
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const f = s.stack[i]
    if (f?.t === 'attack' && f.splash) return f
  }
  return undefined
}

export const guardianSplash: ChoiceHandler = (s, c, _q, option) => {
  const f = heldAttack(s)
  const held = f?.splash
  if (!f || !held) return { code: 'gunframe/no_attack', message: 'No power effect is waiting on a Guardian.' }
  const g = stepIn(s, c, option, held.unit)
  if (g && !isUnit(g)) return g
  if (!resumeSplash(s, c, f, g ?? (findUnit(s, held.unit) as BattleUnit))) finishAttack(s, c, f)
  return undefined
}
