/**
 * GF-POW-RUN-AND-GUN: once the attack is over the attacker may move up to the bought inches, as a
 * dodge does (any direction, ending somewhere valid), or stay. actions/attack.ts asks; this answers.
 */
import { dodge } from '../../actions/dodge.ts'
import type { ChoiceHandler } from '../../core/choice.ts'
import { findUnit } from '../../core/geo.ts'
import type { BattleUnit } from '../../core/types.ts'

export const runAndGun: ChoiceHandler = (s, c, q, option, to) => {
  if (option === 'stay') return undefined
  const a = findUnit(s, q.unit) as BattleUnit
  if (!to) return { code: 'gunframe/bad_point', message: 'Say where the unit moves to.' }
  return dodge(s, c, a, q.inches ?? 0, to)
}
