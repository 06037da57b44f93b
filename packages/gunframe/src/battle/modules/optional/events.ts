/**
 * The optional rules follow the battle through its events, so the rules that cause things
 * (moves, damage, conditions) need not know about them: a completed move may be followed by
 * going into a building or (with Hands) picking an object or loot counter up, and in the dark by
 * the free evade;
 * a knocked-down or destroyed carrier drops its object; the destroyed combined form spills its
 * team; space keeps every unit's flying status and Speed in step and rolls for debris fields.
 */

import { ask, type ChoiceHandler } from '../../core/choice.ts'
import type { BattleCtx } from '../../core/context.ts'
import { type BattleEvent, eventUnit } from '../../core/events/index.ts'
import { findUnit } from '../../core/geo.ts'
import type { BattleState } from '../../core/types.ts'
import { ownedUnits } from '../../core/unit/own.ts'
import { combinerDestroyed, teamOfForm } from '../combiners/form.ts'
import { combinerEvent } from '../combiners/sequence.ts'
import { dropCarried, pickable, pickUp } from '../objects/carry.ts'
import { handsLoot, takeLoot } from '../objects/hands-loot.ts'
import { adriftToReserve } from '../space/drift.ts'
import { debrisFieldRolls, spaceStatus } from '../space/rules.ts'
import { buildingOf, enter, enterable, leave } from '../structures/occupy.ts'
import { hasHands } from '../upgrades/capabilities.ts'
import { offerDarkEvade } from './darkness.ts'

/** After a move: the free things that may follow it (enter a building, Hands pick-up of an object or loot). */
function afterMove(s: BattleState, c: BattleCtx, unit: string, special?: string): void {
  const u = findUnit(s, unit)
  if (u?.status !== 'table') return
  const options = [
    ...enterable(s, u).map((id) => `enter:${id}`),
    ...(hasHands(u) ? pickable(s, c.table, u).map((o) => `pick-up:${o.id}`) : []),
    // Loot goes free only at the end of a move action (Impulsive's pre-battle move is none).
    ...(special === 'impulsive' ? [] : handsLoot(s, c.table, u).map((id) => `pick-up:${id}`)),
  ]
  if (options.length > 0)
    ask(s, c, { id: 'after-move', seat: u.side, unit: u.id, options: [...options, 'carry-on'] })
}

// Reactions to the move come first; if one moved the unit off (a dodge, a recoil) the chance lapses.
export const afterMoveChoice: Readonly<Record<string, ChoiceHandler>> = {
  'after-move': (s, c, q, option) => {
    const u = findUnit(s, q.unit)
    if (!u || option === 'carry-on') return undefined
    const target = option.slice(option.indexOf(':') + 1)
    if (option.startsWith('enter:')) {
      if (enterable(s, u).includes(target)) return enter(s, c, u, target)
    } else if (handsLoot(s, c.table, u).includes(target)) {
      // GF-UPG-HANDS: a mission's loot counter, taken for free.
      takeLoot(s, c, u, target)
      return undefined
    } else {
      const ob = pickable(s, c.table, u).find((o) => o.id === target)
      if (ob) {
        pickUp(s, c, u, ob)
        return undefined
      }
    }
    c.emit({ type: 'ChanceLapsed', unit: u.id, option })
    return undefined
  },
}

export function optionalEvent(s: BattleState, c: BattleCtx, e: BattleEvent): void {
  if (e.type === 'UnitMoved' && s.mission.environment) offerDarkEvade(s, c, e.unit)
  if (!s.opt) {
    // No optional rule in play: only Hands' free loot pick-up can follow a move.
    if (e.type === 'UnitMoved') afterMove(s, c, e.unit, e.special)
    return
  }
  combinerEvent(s, c, e)
  const unitId = eventUnit(e)
  const u = unitId !== undefined ? findUnit(s, unitId) : undefined
  switch (e.type) {
    case 'UnitMoved':
      if (!u) return
      spaceStatus(s, u)
      debrisFieldRolls(s, c, u, e.from, e.to)
      afterMove(s, c, u.id, e.special)
      return
    case 'UnitDeployed':
    case 'UnitPlaced':
    case 'ShutDown':
    case 'Rebooted':
    case 'Transformed':
      if (u) spaceStatus(s, u)
      return
    case 'KnockedDown':
      if (!u) return
      dropCarried(s, c, u)
      spaceStatus(s, u)
      return
    case 'DroppedToRun':
      // GF-PANIC-RUN: what it carries falls where it stood, before the run.
      if (u) dropCarried(s, c, u)
      return
    case 'RanForCover':
      // Panic: it is out of its building (as below); what it carried was dropped before the run.
      if (u && buildingOf(s, u.id)) leave(s, c, u, null)
      if (u) spaceStatus(s, u)
      return
    case 'KnockedBack':
      // Recoiled out of a building (GF-OPT-STRUCTURES-OCCUPY).
      if (u && buildingOf(s, u.id)) leave(s, c, u, null)
      if (u) spaceStatus(s, u)
      return
    case 'UnitDestroyed':
      if (!u) return
      dropCarried(s, c, u)
      if (buildingOf(s, u.id)) leave(s, c, u, null)
      if (teamOfForm(s, u.id)?.combined) combinerDestroyed(s, c, u)
      return
    case 'TurnStarted':
      adriftToReserve(s)
      for (const x of ownedUnits(s)) spaceStatus(s, x)
      return
    default:
      return
  }
}
