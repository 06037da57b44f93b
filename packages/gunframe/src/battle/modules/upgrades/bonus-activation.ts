/**
 * Activations the linked upgrades grant (ruling 15): Lovers' two actions when a partner falls,
 * Rivals' attack on the rival's killer, Well-Oiled's attack and Wingman's copy of its partner's
 * move or attack, the last three for a Focus Point. They sit outside the alternation.
 */
import { bonusActivation } from '../../core/activation.ts'
import { ask } from '../../core/choice.ts'
import { choiceData } from '../../core/choice-data.ts'
import type { BattleCtx, ChoiceHandler } from '../../core/context.ts'
import { canSpendFocus, spendFocus } from '../../core/focus.ts'
import { findUnit } from '../../core/geo.ts'
import type { ActionDecision, ActivationFrame, BattleState, BattleUnit } from '../../core/types.ts'
import { has } from '../../core/upgrade-marks.ts'

/**
 * GF-UPG-WINGMAN: once this move or attack is done, the partner may copy it for a focus point.
 * The upgrade names any move or attack action, so one taken in an activation another upgrade
 * grants (Lovers, Rivals, Well-Oiled, Recon) counts too; a copy is the partner's answer, not a
 * new action to copy back (GF-RULING-PROPOSED-WINGMAN-ANY-ACTION).
 */
export function offerWingman(
  s: BattleState,
  c: BattleCtx,
  f: ActivationFrame,
  u: BattleUnit,
  d: ActionDecision,
): void {
  if ((d.kind !== 'move' && d.kind !== 'attack') || f.bonus?.reason === 'wingman') return
  offerCopy(s, c, u, d.kind)
}

/** GF-UPG-WINGMAN after a reaction: a reaction is one move or attack action, so it may be copied too. */
export function offerWingmanAfterReaction(
  s: BattleState,
  c: BattleCtx,
  u: BattleUnit,
  kind: 'move' | 'attack',
): void {
  offerCopy(s, c, u, kind)
}

function offerCopy(s: BattleState, c: BattleCtx, u: BattleUnit, kind: 'move' | 'attack'): void {
  const mate = u.upgradeState.partners?.wingman ? findUnit(s, u.upgradeState.partners.wingman) : undefined
  if (
    mate?.status !== 'table' ||
    !has(u, 'wingman') ||
    !has(mate, 'wingman') ||
    !canSpendFocus(c.modules, s, mate)
  )
    return
  if (mate.counters.shutDown || mate.counters.knockedDown) return
  // Asked under the action's own frames, so it comes once the action is complete.
  ask(s, c, { id: 'wingman', seat: mate.side, unit: mate.id, options: ['decline', kind] })
}

function grant(id: 'lovers' | 'rivals' | 'well-oiled' | 'wingman', only?: 'move' | 'attack'): ChoiceHandler {
  return (s, c, q, option) => {
    if (option === 'decline') return undefined
    const u = findUnit(s, q.unit)
    if (u?.status !== 'table') return undefined
    if (id !== 'lovers') {
      if (!canSpendFocus(c.modules, s, u))
        return { code: 'gunframe/no_focus', message: 'No focus point can be spent on this unit.' }
      spendFocus(c.modules, s, u)
      c.emit({ type: 'FocusSpent', unit: u.id, for: id })
    }
    const target = choiceData(q, 'well-oiled')?.target
    const kind = only ?? (option === 'move' || option === 'attack' ? option : undefined)
    bonusActivation(s, c, u, id === 'lovers' ? 2 : 1, {
      reason: id,
      ...(kind ? { only: kind } : {}),
      ...(typeof target === 'string' ? { target } : {}),
    })
    return undefined
  }
}

/** The answers to the bonus activations' questions. */
export const BONUS_ACTIVATION_CHOICES: Readonly<Record<string, ChoiceHandler>> = {
  lovers: grant('lovers'),
  rivals: grant('rivals', 'attack'),
  'well-oiled': grant('well-oiled', 'attack'),
  wingman: grant('wingman'),
}
