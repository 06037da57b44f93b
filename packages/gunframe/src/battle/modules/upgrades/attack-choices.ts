/**
 * The upgrades' questions inside the attack sequence and their answers (the upgrades module's
 * `choices`): Lucky on the firepower or defense roll (GF-UPG-LUCKY), a Guardian taking the
 * target's damage for a focus point (GF-UPG-GUARDIAN), Parry's damage back or the dodge
 * (GF-UPG-PARRY, ruling 2) and Ablative Armour cancelling the power points (GF-UPG-ABLATIVE-ARMOUR).
 * Each answer carries the attack on where actions/attack.ts left it.
 */
import { canUseAblative } from '@sortie/gunframe/power'
import { afterDamage, applyHit, defenseDone, firepowerDone, powerStep } from '../../actions/attack.ts'
import { applyDamage } from '../../actions/damage.ts'
import { ask, type ChoiceHandler } from '../../core/choice.ts'
import { choiceData } from '../../core/choice-data.ts'
import type { BattleCtx, BattleLook } from '../../core/context.ts'
import { canSpendFocus, spendFocus } from '../../core/focus.ts'
import { figureOf, findUnit } from '../../core/geo.ts'
import type { AttackFrame, BattleState, BattleUnit } from '../../core/types.ts'
import { has, usedUp, useOnce } from './effects/registry.ts'
import { luckyAnswer } from './lucky.ts'

/** GF-UPG-GUARDIAN: friends within 3" of `t` that may take its damage for a focus point. */
function guardians(s: BattleState, c: BattleLook, t: BattleUnit): BattleUnit[] {
  const me = figureOf(t)
  return s.units.filter(
    (u) =>
      u.id !== t.id &&
      u.side === t.side &&
      u.status === 'table' &&
      has(u, 'guardian') &&
      // GF-RULING-PROPOSED-GUARDIAN-DOWN: a shut-down unit does nothing until it reboots, so it
      // cannot step in (as it cannot parry); a knocked-down one still can (stepping in is no reaction).
      !u.counters.shutDown &&
      canSpendFocus(c.modules, s, u) &&
      c.table.edgeDistance(me, figureOf(u)) <= 3 + 1e-9,
  )
}

/** Damage got through: true when a Guardian is asked whether to take it (the answer lands the hit). */
export function offerGuardian(s: BattleState, c: BattleCtx, f: AttackFrame): boolean {
  const g = guardians(s, c, findUnit(s, f.target) as BattleUnit)
  if (g.length === 0) return false
  const first = g[0] as BattleUnit
  ask(s, c, {
    id: 'guardian',
    seat: first.side,
    unit: first.id,
    options: ['decline', ...g.map((u) => `guard:${u.id}`)],
  })
  return true
}

/**
 * A power effect is about to damage `victim`, a unit beside the one hit (GF-RULING-GUARDIAN-SOURCES):
 * true when a Guardian is asked whether to take it (the power module's 'guardian-splash' answer
 * lands the damage and applies the effects left).
 */
export function offerSplashGuardian(
  s: BattleState,
  c: BattleCtx,
  _f: AttackFrame,
  victim: BattleUnit,
  damage: number,
): boolean {
  const g = guardians(s, c, victim)
  if (g.length === 0) return false
  const first = g[0] as BattleUnit
  ask(s, c, {
    id: 'guardian-splash',
    seat: first.side,
    unit: first.id,
    options: ['decline', ...g.map((u) => `guard:${u.id}`)],
    data: { for: victim.id, damage },
  })
  return true
}

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

const guardian: ChoiceHandler = (s, c, _q, option) => {
  const f = s.stack[s.stack.length - 1] as AttackFrame
  if (option.startsWith('guard:')) {
    const g = findUnit(s, option.slice(6)) as BattleUnit
    if (!canSpendFocus(c.modules, s, g))
      return { code: 'gunframe/no_focus', message: 'No focus point can be spent on the Guardian.' }
    spendFocus(c.modules, s, g)
    f.takenBy = g.id
    c.emit({ type: 'GuardianSteppedIn', unit: g.id, for: f.target })
  }
  applyHit(s, c, f)
  return undefined
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
  guardian,
  parry,
  ablative,
}
