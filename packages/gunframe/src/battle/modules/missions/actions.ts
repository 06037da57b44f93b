/**
 * Mission special actions (GF-MIS-COUNTERS, GF-MIS-INVESTIGATE, GF-MIS-DOOMSDAY-DEACTIVATE): pick
 * up a loot counter, search a point of interest, or try to switch the doomsday device off (one
 * die, or two dice for two special actions by a unit that began its activation on the device).
 * Each is a special action of the activating unit; the missions module rolls and decides.
 */
import type { RuleError } from '@sortie/engine'
import { investigate, missionActions, pickUp } from '../../../missions/counters.ts'
import { attemptDeactivation } from '../../../missions/doomsday.ts'
import type { TableRules } from '../../../table/contract.ts'
import { applyDamage } from '../../actions/damage.ts'
import type { BattleCtx } from '../../core/context.ts'
import { findUnit, inContact } from '../../core/geo.ts'
import { finishGame } from '../../core/turn.ts'
import type { BattleDecision, BattleState, BattleUnit } from '../../core/types.ts'
import { syncObjectives } from './setup.ts'
import { distanceFn, missionUnit, missionUnits } from './units.ts'

type MissionActionDecision = Extract<BattleDecision, { kind: 'mission-action' }>

/** The mission actions open to the activating unit now, as decisions. */
export function missionActionOptions(s: BattleState, table: TableRules): BattleDecision[] {
  const ms = s.mission.state
  const f = s.stack[s.stack.length - 1]
  if (!ms || f?.t !== 'activation' || f.actionsLeft < 1) return []
  const u = findUnit(s, f.unit) as BattleUnit
  if (u.counters.knockedDown || u.counters.shutDown) return []
  const started = (s.mission.contactStart ?? []).includes(u.id) && f.actionsTaken === 0 && f.actionsLeft >= 2
  return missionActions(ms, missionUnit(u), distanceFn(s, table), started).map((a) => ({
    seat: u.side,
    kind: 'mission-action' as const,
    action: a.kind,
    ...(a.kind === 'deactivate' ? { twoDice: a.twoDice } : { counter: a.counter }),
  }))
}

const same = (a: BattleDecision, d: MissionActionDecision): boolean =>
  a.kind === 'mission-action' &&
  a.action === d.action &&
  (a.counter ?? null) === (d.counter ?? null) &&
  (a.twoDice ?? false) === (d.twoDice ?? false)

export function doMissionAction(
  s: BattleState,
  c: BattleCtx,
  d: MissionActionDecision,
): RuleError | undefined {
  const f = s.stack[s.stack.length - 1]
  const ms = s.mission.state
  if (f?.t !== 'activation' || !ms)
    return { code: 'gunframe/no_activation', message: 'No unit is activating.' }
  if (!missionActionOptions(s, c.table).some((a) => same(a, d)))
    return {
      code: 'gunframe/no_mission_action',
      message: 'That mission action is not open to this unit now.',
    }
  const u = findUnit(s, f.unit) as BattleUnit
  const cost = d.twoDice ? 2 : 1
  f.actionsLeft -= cost
  f.actionsTaken += cost
  c.emit({ type: 'ActionDeclared', unit: u.id, action: 'special', mission: d.action, index: f.actionsTaken })
  const dist = distanceFn(s, c.table)
  switch (d.action) {
    case 'pick-up':
      s.mission.state = pickUp(ms, String(d.counter), u.id)
      c.emit({ type: 'LootPickedUp', unit: u.id, counter: d.counter })
      break
    case 'investigate': {
      const r = investigate(ms, String(d.counter), missionUnit(u), c.dice, missionUnits(s), dist)
      if (!r) return { code: 'gunframe/no_mission_action', message: 'Nothing to investigate there.' }
      s.mission.state = r.state
      c.emit({
        type: 'Investigated',
        unit: u.id,
        counter: d.counter,
        roll: r.roll,
        result: r.result,
        autoPrize: r.autoPrize,
      })
      // The finder picks the prize up at once (a free action every finder takes).
      if (r.mayPickUp) s.mission.state = pickUp(r.state, 'loot:prize', u.id)
      for (const id of r.trap?.victims ?? []) {
        const v = findUnit(s, id)
        if (v) applyDamage(s, c, v, 1, 'booby-trap')
      }
      break
    }
    case 'deactivate': {
      const engaged = s.units.filter(
        (x) => x.side === ms.roles.defender && x.status === 'table' && !x.piece && inContact(c.table, u, x),
      ).length
      const r = attemptDeactivation(
        ms,
        { unit: missionUnit(u), engagedDefenders: engaged, twoDice: d.twoDice === true, turn: s.turn },
        c.dice,
      )
      s.mission.state = r.state
      c.emit({
        type: 'DeactivationAttempt',
        unit: u.id,
        dice: r.dice,
        total: r.total,
        outcome: r.outcome,
        clock: r.state.clock,
      })
      if (r.state.end) finishGame(s, c, 'mission')
      break
    }
  }
  syncObjectives(s)
  return undefined
}
