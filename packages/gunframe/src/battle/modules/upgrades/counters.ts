/**
 * The upgrades around target locks and reactions (actions/counters.ts and reactions.ts ask them
 * through hooks):
 * - GF-UPG-DEFENSE-MATRIX: the locking unit must pass a Pilot Skill roll or lose the action;
 * - GF-UPG-WELL-OILED: a placed lock lets the partner attack that enemy for a focus point;
 * - GF-UPG-VETERAN: shaking a lock also places an Evade counter;
 * - GF-UPG-QUICK-REFLEXES: the free reaction, spent;
 * - GF-UPG-BUDDIES: the other buddy may react as if it had been attacked.
 */
import { pilotSkillRoll } from '../../actions/damage.ts'
import { ask } from '../../core/choice.ts'
import type { BattleCtx } from '../../core/context.ts'
import { canSpendFocus } from '../../core/focus.ts'
import { findUnit } from '../../core/geo.ts'
import type { BattleState, BattleUnit } from '../../core/types.ts'
import { setCounters } from '../../core/unit/write.ts'
import { has, useOnce } from './effects/registry.ts'

/** True when `t` shakes off `u`'s lock (a failed Defense Matrix roll; the roll is made here). */
export function defenseMatrix(_s: BattleState, c: BattleCtx, u: BattleUnit, t: BattleUnit): boolean {
  return has(t, 'defense-matrix') && !pilotSkillRoll(c, u, 'defense-matrix').success
}

/** `u` locked `t`: its Well-Oiled partner is asked whether it attacks that enemy. */
export function offerWellOiled(s: BattleState, c: BattleCtx, u: BattleUnit, t: BattleUnit): void {
  const mate = u.upgradeState.partners?.['well-oiled']
    ? findUnit(s, u.upgradeState.partners['well-oiled'])
    : undefined
  if (
    mate?.status === 'table' &&
    has(u, 'well-oiled') &&
    has(mate, 'well-oiled') &&
    canSpendFocus(c.modules, s, mate)
  )
    ask(s, c, {
      id: 'well-oiled',
      seat: mate.side,
      unit: mate.id,
      options: ['decline', 'attack'],
      data: { target: t.id },
    })
}

/** A Veteran that shook off a lock evades too (unless it already holds an Evade counter). */
export function veteranEvade(_s: BattleState, c: BattleCtx, u: BattleUnit): void {
  if (!has(u, 'veteran') || u.counters.evade) return
  setCounters(u, { evade: true })
  c.emit({ type: 'EvadePlaced', unit: u.id, by: 'veteran' })
}

/** The free reaction is used up and reported. */
export function spendQuickReflexes(_s: BattleState, c: BattleCtx, u: BattleUnit): void {
  useOnce(u, 'quick-reflexes')
  c.emit({ type: 'FreeReaction', unit: u.id, by: 'quick-reflexes' })
}

/** The buddy on the table that reacts as if attacked too. */
export function buddyOf(s: BattleState, t: BattleUnit): BattleUnit | undefined {
  const buddy = t.upgradeState.partners?.buddies ? findUnit(s, t.upgradeState.partners.buddies) : undefined
  return buddy && buddy.status === 'table' && has(t, 'buddies') ? buddy : undefined
}
