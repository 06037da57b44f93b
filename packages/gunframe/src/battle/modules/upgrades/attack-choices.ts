/**
 * The upgrades' questions inside the attack sequence and their answers (the upgrades module's
 * `choices`): Lucky on the firepower or defense roll (GF-UPG-LUCKY), Parry's damage back or the dodge
 * (GF-UPG-PARRY, ruling 2) and Ablative Armour cancelling the power points (GF-UPG-ABLATIVE-ARMOUR).
 * Each answer carries the attack on where actions/attack.ts left it.
 */
import { canUseAblative } from '@sortie/gunframe/power'
import { afterDamage, defenseDone, firepowerDone, powerStep } from '../../actions/attack.ts'
import { applyDamage } from '../../actions/damage.ts'
import { ask, type ChoiceHandler } from '../../core/choice.ts'
import { choiceData } from '../../core/choice-data.ts'
import type { BattleCtx } from '../../core/context.ts'
import { findUnit } from '../../core/geo.ts'
import type { AttackFrame, BattleState, BattleUnit } from '../../core/types.ts'
import { usedUp, useOnce } from './effects/registry.ts'
import { luckyAnswer } from './lucky.ts'

/** Power points were scored on `victim`: true when its player is asked whether to cancel them. */
export function offerAblative(s: BattleState, c: BattleCtx, f: AttackFrame, victim: BattleUnit): boolean {
  const points = f.points ?? 0
  if (
    !canUseAblative(
      { upgrades: victim.profile.upgrades, ablativeUsed: usedUp(victim, 'ablative-armour') },
      points,
    )
  )
    return false
  ask(s, c, { id: 'ablative', seat: victim.side, unit: victim.id, options: ['keep', 'use'] })
  return true
}

const parry: ChoiceHandler = (s, c, q, option) => {
  const f = s.stack[s.stack.length - 1] as AttackFrame
  const data = choiceData(q, 'parry')
  if (option === 'parry') {
    const a = findUnit(s, f.attacker) as BattleUnit
    c.emit({ type: 'Parried', unit: q.unit, attacker: a.id, damage: Number(data?.parry) })
    // The parrying unit is the killer (the Parried event says how): a parry kill earns Nemesis'
    // point and Rivals' attack like any other (GF-UPG-PARRY).
    applyDamage(s, c, a, Number(data?.parry), q.unit)
  } else if (Number(data?.dodge) > 0) {
    f.dodge = Number(data?.dodge)
    f.step = 'dodge'
    return undefined
  }
  afterDamage(s, c, f)
  return undefined
}

const ablative: ChoiceHandler = (s, c, q, option) => {
  const f = s.stack[s.stack.length - 1] as AttackFrame
  if (option === 'use') {
    useOnce(findUnit(s, q.unit) as BattleUnit, 'ablative-armour')
    f.points = 0
    c.emit({ type: 'AblativeArmour', unit: q.unit })
  }
  powerStep(s, c, f)
  return undefined
}

/** The answers, by the choice frame's id. */
export const attackChoices: Readonly<Record<string, ChoiceHandler>> = {
  'lucky-attack': luckyAnswer(firepowerDone),
  'lucky-defense': luckyAnswer(defenseDone),
  parry,
  ablative,
}
