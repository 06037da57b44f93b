/**
 * The answer to a Guardian asked about a power effect's damage to a unit beside the one hit
 * (GF-RULING-GUARDIAN-SOURCES; the upgrades module asks, effects.ts holds the effects): the
 * Guardian named pays a focus point and takes the damage, or it lands where it was meant to; then
 * the effects left are applied and, when none stops for another question, the attack closes.
 */
import { finishAttack } from '../../actions/attack.ts'
import type { ChoiceHandler } from '../../core/choice.ts'
import { findUnit } from '../../core/geo.ts'
import type { BattleUnit } from '../../core/types.ts'
import { stepIn } from '../upgrades/guardian.ts'
import { resumeSplash } from './effects.ts'

export const guardianSplash: ChoiceHandler = (s, c, _q, option) => {
  const f = s.stack[s.stack.length - 1]
  const held = f?.t === 'attack' ? f.splash : undefined
  if (f?.t !== 'attack' || !held)
    return { code: 'gunframe/no_attack', message: 'No power effect is waiting on a Guardian.' }
  const g = stepIn(s, c, option, held.unit)
  if (g && !('id' in g)) return g
  if (!resumeSplash(s, c, f, g ?? (findUnit(s, held.unit) as BattleUnit))) finishAttack(s, c, f)
  return undefined
}
