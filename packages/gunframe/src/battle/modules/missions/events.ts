/**
 * Mission and environment reactions to what happens in play, read from the battle's events so
 * the rules that cause them (moves, damage, power attacks) need not know about missions: carried
 * loot follows its carrier and drops when it is destroyed, knocked down, shut down or runs for
 * cover (dropped before the run); a unit
 * starting its activation on the doomsday device is noted; explode and blast inside a space
 * structure roll for a hull breach.
 */
import type { Vec } from '@sortie/engine'
import { CONTACT } from '../../../missions/control.ts'
import { carry, dropLoot } from '../../../missions/counters.ts'
import { powerRisksBreach } from '../../../missions/environment-rules.ts'
import type { BattleCtx } from '../../core/context.ts'
import { type BattleEvent, eventUnit } from '../../core/events/index.ts'
import { findUnit } from '../../core/geo.ts'
import type { BattleState, BattleUnit } from '../../core/types.ts'
import { groupEvent } from '../groups/groups.ts'
import { optionalEvent } from '../optional/events.ts'
import { hullBreach } from './environment.ts'
import { syncObjectives } from './setup.ts'
import { distanceFn, missionUnit } from './units.ts'

/** Where a dropped counter lands: touching the back of the base, kept on the table. */
function dropSpot(s: BattleState, u: BattleUnit): Vec {
  const x = u.pos.x - Math.cos(u.facing) * u.profile.radius
  const y = u.pos.y - Math.sin(u.facing) * u.profile.radius
  return { x: Math.min(s.field.width, Math.max(0, x)), y: Math.min(s.field.depth, Math.max(0, y)) }
}

export function missionEvent(s: BattleState, c: BattleCtx, e: BattleEvent): void {
  groupEvent(s, c, e)
  optionalEvent(s, c, e)
  const ms = s.mission.state
  if (!ms) return
  const unitId = eventUnit(e)
  const u = unitId ? findUnit(s, unitId) : undefined
  switch (e.type) {
    case 'UnitMoved':
    case 'UnitPlaced':
      if (u) s.mission.state = carry(ms, u.id, u.pos)
      return
    case 'UnitDestroyed':
    case 'KnockedDown':
    case 'ShutDown':
    case 'DroppedToRun':
      if (u && ms.counters.some((x) => x.carrier === u.id)) {
        s.mission.state = dropLoot(ms, missionUnit(u), dropSpot(s, u))
        c.emit({ type: 'LootDropped', unit: u.id })
      }
      syncObjectives(s)
      return
    case 'UnitActivated': {
      if (!u) return
      const device = ms.counters.find((x) => x.role === 'doomsday-device')
      const dist = distanceFn(s, c.table)
      s.mission.contactStart = device && dist(device.pos, missionUnit(u)) <= CONTACT ? [u.id] : []
      return
    }
    case 'PowerAttack': {
      const env = s.mission.environment
      const t = findUnit(s, e.target)
      if (env && t && powerRisksBreach(env, e.id)) hullBreach(s, c, t.pos)
      return
    }
    default:
      return
  }
}
