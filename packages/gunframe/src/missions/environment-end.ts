/**
 * The environment's End phase (end-of-turn effects, before reserves) and the hull breaches of a
 * space structure. The battle passes what the table knows about each unit (sheltered, touching
 * terrain or water, on elevated ground); this file rolls the dice and says what happens.
 */
import { regularPolygon, type Vec } from '@sortie/engine'
import type { TerrainFeature } from '../table/contract.ts'
import type { EnvironmentState } from './environment.ts'
import type { DicePort, MissionUnit } from './types.ts'

/** A unit as the End phase effects need it. */
export interface EnvUnit extends MissionUnit {
  /** In a building or in base contact with hard cover (safe from bombardment). */
  sheltered?: boolean
  /** In base contact with a terrain feature or obstacle (safe from the dust storm). */
  touchingTerrain?: boolean
  /** In base contact with a water feature (lightning). */
  touchingWater?: boolean
  /** On elevated terrain (lightning). */
  elevated?: boolean
  flying?: boolean
  lock?: boolean
  evade?: boolean
}

export interface EnvEndResult {
  state: EnvironmentState
  damage: { unit: string; amount: number; cause: 'bombardment' | 'dust-storm' | 'lightning' }[]
  /** Target Lock / Evade counters the lightning removed. */
  removed: { unit: string; counter: 'lock' | 'evade' }[]
  /** Set when a decompression makes the next turn the last one. */
  lastTurn?: number
  rolls: { what: string; unit?: string; value: number }[]
}

/**
 * Rolls happen in this order: bombardment (one die per exposed unit on the table, in list order),
 * lightning counters (one die per lock, then evade, unit by unit), the sunrise die.
 */
export function environmentEndPhase(
  env: EnvironmentState,
  turn: number,
  units: readonly EnvUnit[],
  dice: DicePort,
): EnvEndResult {
  const state: EnvironmentState = JSON.parse(JSON.stringify(env))
  const out: EnvEndResult = { state, damage: [], removed: [], rolls: [] }
  const onTable = units.filter((u) => u.status === 'table')
  const id = env.settings.id
  if (id === 'bombardment') {
    // GF-ENV-BOMBARDMENT
    for (const u of onTable) {
      if (u.sheltered) continue
      const r = dice.d6()
      out.rolls.push({ what: 'bombardment', unit: u.id, value: r })
      if (r === 1) out.damage.push({ unit: u.id, amount: 1, cause: 'bombardment' })
    }
  }
  if (id === 'storm' && env.stormActive && env.settings.storm === 'dust') {
    // GF-ENV-DUST
    for (const u of onTable)
      if (!u.touchingTerrain) out.damage.push({ unit: u.id, amount: 1, cause: 'dust-storm' })
  }
  if (id === 'storm' && env.stormActive && env.settings.storm === 'lightning') {
    // GF-ENV-LIGHTNING
    for (const u of onTable)
      if (u.touchingWater || u.elevated || u.flying)
        out.damage.push({ unit: u.id, amount: 1, cause: 'lightning' })
    for (const u of onTable)
      for (const counter of ['lock', 'evade'] as const) {
        if (!u[counter]) continue
        const r = dice.d6()
        out.rolls.push({ what: `lightning-${counter}`, unit: u.id, value: r })
        if (r >= 4) out.removed.push({ unit: u.id, counter })
      }
  }
  if (id === 'sunrise' && env.dark) {
    // GF-ENV-SUNRISE
    const r = dice.d6()
    out.rolls.push({ what: 'sunrise', value: r })
    if (r >= 4) state.dark = false
  }
  if (id === 'space-structure' && env.breaches.length > turn) {
    // GF-ENV-DECOMPRESSION
    out.lastTurn = turn + 1
  }
  return out
}

/**
 * GF-ENV-HULL-BREACH: after explode or blast, or a unit forced into the table edge, a roll of 1-2
 * tears the hull at `at`. Returns the new state (unchanged on 3+).
 */
export function hullBreachRoll(
  env: EnvironmentState,
  at: Vec,
  roll: number,
): { state: EnvironmentState; breach: boolean } {
  if (env.settings.id !== 'space-structure' || roll > 2) return { state: env, breach: false }
  return { state: { ...env, breaches: [...env.breaches, { x: at.x, y: at.y }] }, breach: true }
}

/** GF-ENV-HULL-BREACH: the hazard a breach makes — 2" radius, dangerous, difficult, obscuring. */
export function hullBreachFeatures(env: EnvironmentState): TerrainFeature[] {
  return env.breaches.map((c, i) => ({
    id: `terrain:hull-breach:${i + 1}`,
    name: 'Hull breach',
    category: 'area',
    qualities: ['dangerous', 'difficult', 'obscuring'],
    height: 0,
    polygon: regularPolygon(c, 2, 16),
  }))
}
