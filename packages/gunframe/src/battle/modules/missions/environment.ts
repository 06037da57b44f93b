/**
 * Environmental conditions in the battle (GF-ENV-…): the missions module decides, this file asks
 * at the right moment. Sight-based effects (storm obscuring, underwater long-range defense) wrap
 * the table rules; reactions to movement are filtered in darkness and nightfall; the End phase
 * rolls bombardment, dust, lightning and sunrise; hull breaches add terrain to the battlefield.
 */
import { pointPolygonDistance, type Vec } from '@sortie/engine'
import type { EnvUnit } from '../../../missions/environment-end.ts'
import { environmentEndPhase, hullBreachFeatures, hullBreachRoll } from '../../../missions/environment-end.ts'
import { mayReactToMove, stormObscures } from '../../../missions/environment-rules.ts'
import { isStructure } from '../../../missions/pieces.ts'
import { limitLastTurn } from '../../../missions/victory.ts'
import type { TableRules, TerrainFeature } from '../../../table/contract.ts'
import { applyDamage } from '../../actions/damage.ts'
import type { BattleCtx } from '../../core/context.ts'
import { bandFor, figureOf, findUnit } from '../../core/geo.ts'
import type { BattleState, ReactFrame } from '../../core/types.ts'
import { setCounters } from '../../core/unit/write.ts'
import { shieldedEnvUnit } from '../upgrades/environment.ts'
import { missionUnit } from './units.ts'

const CONTACT = 0.05

/** The table rules as this game's environment bends them (the same object when nothing does). */
export function withEnvironment(table: TableRules, s: BattleState): TableRules {
  const id = s.mission.environment?.settings.id
  // GF-ENV-UNDERWATER's long-range defense die is added to the attack's dice (modules/upgrades/environment.ts).
  if (id !== 'storm') return table
  return {
    ...table,
    lineOfSight(field, figs, fromId, toId, opts) {
      const r = table.lineOfSight(field, figs, fromId, toId, opts)
      const env = s.mission.environment
      const band = bandFor(r.distance)
      if (!env || !r.visible || !band) return r
      let out = r
      // GF-ENV-STORM: medium and long range targets are obscured while the storm rages.
      if (stormObscures(env, band)) out = { ...out, obscured: true }
      return out
    },
  }
}

/** GF-ENV-DARKNESS / GF-ENV-NIGHTFALL: may this unit react to the move that opened the window? */
export function reactionAllowed(s: BattleState, table: TableRules, f: ReactFrame, unitId: string): boolean {
  const env = s.mission.environment
  if (!env || f.trigger.type !== 'moved') return true
  const u = findUnit(s, unitId)
  const mover = findUnit(s, f.trigger.by)
  if (!u || !mover) return true
  return mayReactToMove(env, s.turn, table.edgeDistance(figureOf(u), figureOf(mover)))
}

const touches = (f: TerrainFeature, p: Vec, r: number): boolean =>
  pointPolygonDistance(p, f.polygon) <= r + CONTACT

const WATER = /water|river|lake|pond|stream|sea/i

/**
 * What the End phase effects need to know about each unit. Mission structures (bunkers, raid
 * targets, beacons, buildings: every piece with no Speed) are terrain features, not units, so
 * bombardment, dust and lightning pass them by (GF-ENV-BOMBARDMENT, GF-ENV-DUST).
 */
export function envUnits(s: BattleState): EnvUnit[] {
  const env = s.mission.environment
  return s.units
    .filter((u) => u.piece === undefined || !isStructure(u.piece))
    .map((u) => {
      const near = s.field.terrain.filter(
        (f) => f.category !== 'decorative' && touches(f, u.pos, u.profile.radius),
      )
      const e: EnvUnit = {
        ...missionUnit(u),
        sheltered: near.some((f) => f.hardCover === true || f.qualities.includes('blocking')),
        touchingTerrain: near.length > 0,
        touchingWater: s.field.terrain.some((f) => WATER.test(f.name) && touches(f, u.pos, u.profile.radius)),
      }
      // GF-UPG-ENVIRONMENT-ENHANCEMENT: storms' End-phase effects pass the unit by.
      return env ? shieldedEnvUnit(env, u, e) : e
    })
}

/** The environment's End phase: damage, counters lost to lightning, sunrise, decompression. */
export function environmentEnd(s: BattleState, c: BattleCtx): void {
  const env = s.mission.environment
  if (!env || env.settings.id === 'none') return
  const r = environmentEndPhase(env, s.turn, envUnits(s), c.dice)
  s.mission.environment = r.state
  if (r.rolls.length > 0) c.emit({ type: 'EnvironmentRolls', rolls: r.rolls })
  for (const d of r.damage) {
    const u = findUnit(s, d.unit)
    if (u) applyDamage(s, c, u, d.amount, d.cause)
  }
  for (const x of r.removed) {
    const u = findUnit(s, x.unit)
    if (u) setCounters(u, { [x.counter]: false })
    c.emit({ type: 'CounterRemoved', unit: x.unit, counter: x.counter, cause: 'lightning' })
  }
  if (r.lastTurn !== undefined && s.mission.state) {
    s.mission.state = limitLastTurn(s.mission.state, r.lastTurn)
    c.emit({ type: 'Decompression', lastTurn: r.lastTurn })
  }
  if (env.settings.id === 'sunrise' && env.dark && !r.state.dark) c.emit({ type: 'Sunrise', turn: s.turn })
}

/** GF-ENV-HULL-BREACH: roll for a breach at a point; a 1-2 adds a 2" hazard to the battlefield. */
export function hullBreach(s: BattleState, c: BattleCtx, at: Vec): void {
  const env = s.mission.environment
  if (env?.settings.id !== 'space-structure') return
  const roll = c.dice.d6()
  const r = hullBreachRoll(env, at, roll)
  c.emit({ type: 'HullBreachRoll', at, roll, breach: r.breach })
  if (!r.breach) return
  s.mission.environment = r.state
  const feature = hullBreachFeatures(r.state).at(-1)
  if (feature) s.field = { ...s.field, terrain: [...s.field.terrain, feature] }
}
