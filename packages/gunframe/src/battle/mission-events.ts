/**
 * Mission and environment reactions to what happens in play, read from the battle's events so
 * the rules that cause them (moves, damage, power attacks) need not know about missions: carried
 * loot follows its carrier and drops when it is destroyed, knocked down or shut down; a unit
 * starting its activation on the doomsday device is noted; disruption beacons hold Focus Points
 * back; explode and blast inside a space structure roll for a hull breach.
 */
import type { GameEvent, Vec } from '@sortie/engine'
import { focusBlocked } from '../missions/beacons.ts'
import { CONTACT } from '../missions/control.ts'
import { carry, dropLoot } from '../missions/counters.ts'
import { powerRisksBreach } from '../missions/environment-rules.ts'
import type { BattleCtx } from './context.ts'
import { findUnit } from './geo.ts'
import { hullBreach } from './mission-environment.ts'
import { syncObjectives } from './mission-setup.ts'
import { distanceFn, missionUnit, missionUnits } from './mission-units.ts'
import { optionalEvent } from './optional-events.ts'
import { groupEvent } from './optional-groups.ts'
import type { BattleState, BattleUnit } from './types.ts'

/** Where a dropped counter lands: touching the back of the base, kept on the table. */
function dropSpot(s: BattleState, u: BattleUnit): Vec {
  const x = u.pos.x - Math.cos(u.facing) * u.radius
  const y = u.pos.y - Math.sin(u.facing) * u.radius
  return { x: Math.min(s.field.width, Math.max(0, x)), y: Math.min(s.field.depth, Math.max(0, y)) }
}

/** GF-MIS-REMEMBER-LOVE: hold (or release) the focus mark of attackers near a standing beacon. */
export function updateBeacons(s: BattleState, c: Pick<BattleCtx, 'table'>): void {
  const ms = s.mission.state
  if (ms?.id !== 'remember-love' || !s.mission.beaconBlocked) return
  const units = missionUnits(s)
  const dist = distanceFn(s, c.table)
  for (const u of s.units) {
    if (u.side !== ms.roles.attacker || u.piece) continue
    const blocked = focusBlocked(ms, missionUnit(u), units, dist)
    const held = s.mission.beaconBlocked.includes(u.id)
    if (blocked && !held && !u.focusSpent) {
      u.focusSpent = true
      s.mission.beaconBlocked.push(u.id)
    } else if (!blocked && held) {
      u.focusSpent = false
      s.mission.beaconBlocked = s.mission.beaconBlocked.filter((id) => id !== u.id)
    }
  }
}

export function missionEvent(s: BattleState, c: BattleCtx, e: GameEvent): void {
  groupEvent(s, c, e)
  optionalEvent(s, c, e)
  const ms = s.mission.state
  if (!ms) return
  const unitId = typeof e.unit === 'string' ? e.unit : undefined
  const u = unitId ? findUnit(s, unitId) : undefined
  switch (e.type) {
    case 'UnitMoved':
    case 'UnitDodged':
    case 'UnitPlaced':
      if (u) s.mission.state = carry(ms, u.id, u.pos)
      updateBeacons(s, c)
      return
    case 'UnitDestroyed':
    case 'KnockedDown':
    case 'ShutDown':
      if (u && ms.counters.some((x) => x.carrier === u.id)) {
        s.mission.state = dropLoot(ms, missionUnit(u), dropSpot(s, u))
        c.emit({ type: 'LootDropped', unit: u.id })
      }
      if (e.type === 'UnitDestroyed' && u?.piece === 'disruption-beacon') updateBeacons(s, c)
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
      if (env && t && typeof e.id === 'string' && powerRisksBreach(env, e.id)) hullBreach(s, c, t.pos)
      return
    }
    default:
      return
  }
}
