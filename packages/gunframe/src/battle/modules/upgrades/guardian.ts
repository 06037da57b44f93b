/**
 * Guardian (GF-UPG-GUARDIAN, ruling GF-RULING-GUARDIAN-SOURCES): a friend within 3" may pay a
 * focus point and take the damage meant for a unit. Asked wherever that damage can wait for an
 * answer: an attack's damage to its target (the upgrades module's `beforeHit`; the answer lands the
 * hit), a power attack's damage to a unit beside the one hit (`beforeSplash`; power/guardian-splash.ts
 * answers and carries the effects on), a failed disengage's damage and what a move does at its end
 * — dangerous ground, a landing, a jump charge on either side (`beforeMoveDamage`; the answer
 * carries the move on: actions/move.ts, actions/move-hazards.ts).
 */
import type { RuleError } from '@sortie/engine'
import { applyHit } from '../../actions/attack.ts'
import { disengageDamageTaken } from '../../actions/move.ts'
import { resumeHazards } from '../../actions/move-hazards.ts'
import { ask, type ChoiceHandler } from '../../core/choice.ts'
import { choiceData, type GuardedDamage, type HeldMoveDamage } from '../../core/choice-data.ts'
import type { BattleCtx, BattleLook } from '../../core/context.ts'
import { canSpendFocus, spendFocus } from '../../core/focus.ts'
import { figureOf, findUnit } from '../../core/geo.ts'
import type { AttackFrame, BattleState, BattleUnit } from '../../core/types.ts'
import { has } from './effects/registry.ts'

/** Friends within 3" of `t` that may take its damage for a focus point. */
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

/** Asks the Guardians near `t`, if any (one question, each Guardian an option): true when asked. */
function askGuardians(
  s: BattleState,
  c: BattleCtx,
  t: BattleUnit,
  q:
    | { id: 'guardian' }
    | { id: 'guardian-splash' | 'guardian-disengage'; data: GuardedDamage }
    | { id: 'guardian-move'; data: HeldMoveDamage },
): boolean {
  const g = guardians(s, c, t)
  const first = g[0]
  if (!first) return false
  ask(s, c, {
    ...q,
    seat: first.side,
    unit: first.id,
    options: ['decline', ...g.map((u) => `guard:${u.id}`)],
  })
  return true
}

/**
 * The Guardian an answer names (`guard:<id>`) pays its focus point and is announced as taking the
 * damage meant for `meant`; null for `decline`; a refusal when it can no longer pay.
 */
export function stepIn(
  s: BattleState,
  c: BattleCtx,
  option: string,
  meant: string,
): BattleUnit | RuleError | null {
  if (!option.startsWith('guard:')) return null
  const g = findUnit(s, option.slice(6))
  if (!g || !canSpendFocus(c.modules, s, g))
    return { code: 'gunframe/no_focus', message: 'No focus point can be spent on the Guardian.' }
  spendFocus(c.modules, s, g)
  c.emit({ type: 'GuardianSteppedIn', unit: g.id, for: meant })
  return g
}

/** stepIn's answer: the Guardian that stepped in (not a refusal, not a decline). */
export const isUnit = (x: BattleUnit | RuleError | null): x is BattleUnit => x !== null && 'id' in x

/** Damage got through: true when a Guardian is asked whether to take it (the answer lands the hit). */
export const offerGuardian = (s: BattleState, c: BattleCtx, f: AttackFrame): boolean =>
  askGuardians(s, c, findUnit(s, f.target) as BattleUnit, { id: 'guardian' })

/** A power effect is about to damage `victim`, beside the one hit: true when a Guardian is asked. */
export const offerSplashGuardian = (
  s: BattleState,
  c: BattleCtx,
  _f: AttackFrame,
  victim: BattleUnit,
  damage: number,
): boolean => askGuardians(s, c, victim, { id: 'guardian-splash', data: { for: victim.id, damage } })

/**
 * A move is about to damage `u` (a failed disengage's damage to the mover, or a hazard at the
 * move's end with `held`, the hazards left): true when a Guardian is asked.
 */
export function offerMoveGuardian(
  s: BattleState,
  c: BattleCtx,
  u: BattleUnit,
  damage: number,
  held?: Omit<HeldMoveDamage, 'for' | 'damage'>,
): boolean {
  const meant = { for: u.id, damage }
  return held
    ? askGuardians(s, c, u, { id: 'guardian-move', data: { ...meant, ...held } })
    : askGuardians(s, c, u, { id: 'guardian-disengage', data: meant })
}

const guardian: ChoiceHandler = (s, c, _q, option) => {
  const f = s.stack[s.stack.length - 1] as AttackFrame
  const g = stepIn(s, c, option, f.target)
  if (g && !isUnit(g)) return g
  if (g) f.takenBy = g.id
  applyHit(s, c, f)
  return undefined
}

const guardianDisengage: ChoiceHandler = (s, c, _q, option) => {
  const f = s.stack[s.stack.length - 1]
  if (f?.t !== 'disengage')
    return { code: 'gunframe/no_disengage', message: 'No failed disengage waits on a Guardian.' }
  const g = stepIn(s, c, option, f.unit)
  if (g && !isUnit(g)) return g
  return disengageDamageTaken(s, c, g ?? (findUnit(s, f.unit) as BattleUnit))
}

const guardianMove: ChoiceHandler = (s, c, q, option) => {
  const held = choiceData(q, 'guardian-move')
  if (!held) return { code: 'gunframe/no_choice', message: 'No move damage waits on a Guardian.' }
  const g = stepIn(s, c, option, held.for)
  if (g && !isUnit(g)) return g
  resumeHazards(s, c, held, g ?? (findUnit(s, held.for) as BattleUnit))
  return undefined
}

/** The answers, by the choice frame's id. */
export const GUARDIAN_CHOICES: Readonly<Record<string, ChoiceHandler>> = {
  guardian,
  'guardian-disengage': guardianDisengage,
  'guardian-move': guardianMove,
}
