/**
 * GF-UPG-WELL-READ: the side that lost the initiative roll may re-roll its own die, once a battle
 * per Well Read pilot; the roll-off then goes on from the new die.
 */
import type { Seat } from '@sortie/engine'
import { ask } from '../../core/choice.ts'
import { choiceData } from '../../core/choice-data.ts'
import type { BattleCtx, ChoiceHandler } from '../../core/context.ts'
import { findUnit, other } from '../../core/geo.ts'
import { initiativeFrom } from '../../core/turn.ts'
import type { BattleState, BattleUnit } from '../../core/types.ts'
import { has, usedUp, useOnce } from '../../core/upgrade-marks.ts'

/** Asks the losing side's first unused Well Read pilot; false when it has none. */
export function offerWellRead(
  s: BattleState,
  c: BattleCtx,
  loser: Seat,
  dice: Record<Seat, number>,
): boolean {
  const reader = s.units.find(
    (u) => u.side === loser && u.status === 'table' && has(u, 'well-read') && !usedUp(u, 'well-read'),
  )
  if (!reader) return false
  ask(s, c, { id: 'well-read', seat: loser, unit: reader.id, options: ['keep', 'reroll'], data: dice })
  return true
}

const answer: ChoiceHandler = (s, c, q, option) => {
  const [a, b] = s.seats
  const rolls = choiceData(q, 'well-read')
  const dice = { [a]: Number(rolls?.[a]), [b]: Number(rolls?.[b]) }
  if (option === 'reroll') {
    useOnce(findUnit(s, q.unit) as BattleUnit, 'well-read')
    dice[q.seat] = c.dice.d6()
    c.emit({ type: 'WellRead', unit: q.unit, roll: dice[q.seat] })
    initiativeFrom(s, c, dice[a] as number, dice[b] as number)
  } else s.stack.push({ t: 'initiative', seat: other(s, q.seat) })
  return undefined
}

export const WELL_READ_CHOICES: Readonly<Record<string, ChoiceHandler>> = { 'well-read': answer }
