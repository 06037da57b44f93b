/**
 * What standing somewhere is worth to a unit, in points: the fire it draws from the enemy (every
 * enemy turned to face it, as in its own activation, plus the reactions it can make without
 * turning — so cover, obscuring terrain and staying out of enemy arcs all count), the fire it can
 * give next, and the mission's objectives and counters within reach.
 */
import { hypot, type Vec } from '@sortie/engine'
import type { BattleState, BattleUnit } from '@sortie/gunframe/battle'
import type { TableRules } from '@sortie/gunframe/table'
import { markerValue } from './objectives.ts'
import { attackValue, bestAttack, withUnitAt } from './value.ts'

export interface Weights {
  /** Share of the summed enemy fire a unit expects to draw (enemies split their shots). */
  exposure: number
  /** Share of a reaction shot (enemy facing unchanged) on top. */
  reaction: number
  /** Worth of the best shot from here on a later action or turn. */
  threat: number
  /** Points for standing on an objective or a mission counter. */
  objective: number
}

export const WEIGHTS: Weights = { exposure: 0.3, reaction: 0.15, threat: 0.35, objective: 6 }

export interface Spot {
  pos: Vec
  facing: number
}

export interface SpotValue {
  total: number
  risk: number
  threat: number
  objective: number
}

/** Expected points the enemy takes off `u` standing at `at` (before the weights). */
export function exposure(
  s: BattleState,
  table: TableRules,
  u: BattleUnit,
  at: Spot,
  w: Weights = WEIGHTS,
): number {
  const state = withUnitAt(s, u.id, at.pos, at.facing)
  const me = state.units.find((x) => x.id === u.id) as BattleUnit
  let risk = 0
  for (const e of state.units) {
    if (e.status !== 'table' || e.side === u.side || e.counters.shutDown) continue
    const turned = attackValue(state, table, e, me, { turn: true })
    if (turned) risk += w.exposure * turned.value * (e.turn.activated ? 0.6 : 1)
    if (!e.turn.reacted) {
      const snap = attackValue(state, table, e, me)
      if (snap) risk += w.reaction * snap.value
    }
  }
  return risk
}

/** Worth of objective markers and mission counters near `pos` (in points). */
export function objectiveValue(s: BattleState, u: BattleUnit, pos: Vec, w: Weights = WEIGHTS): number {
  let v = 0
  const ms = s.mission.state
  const carrying = ms?.counters.some((c) => c.carrier === u.id) ?? false
  for (const c of ms?.counters ?? []) {
    if (c.carrier !== undefined || carrying) continue
    if (c.role === 'doomsday-device' && u.side !== ms?.roles.attacker) continue
    const d = hypot(c.pos.x - pos.x, c.pos.y - pos.y) - u.profile.radius
    v = Math.max(v, d <= 0.5 ? 1.2 : Math.max(0, 0.6 - d / 48))
  }
  if (carrying) {
    const hq = ms?.markers.find((m) => m.kind === 'hq' && m.owner === u.side)
    if (hq) v = Math.max(v, 1.2 - hypot(hq.pos.x - pos.x, hq.pos.y - pos.y) / 40)
  }
  return Math.max(v * w.objective, markerValue(s, u, pos))
}

/** How far the nearest enemy is: a gentle pull forwards when nothing is in reach. */
function approach(s: BattleState, u: BattleUnit, pos: Vec): number {
  let nearest = Number.POSITIVE_INFINITY
  for (const e of s.units)
    if (e.status === 'table' && e.side !== u.side)
      nearest = Math.min(nearest, hypot(e.pos.x - pos.x, e.pos.y - pos.y))
  return Number.isFinite(nearest) ? -Math.max(0, nearest - 12) / 12 : 0
}

/** The whole worth of a spot: objectives + later threat − risk. */
export function spotValue(
  s: BattleState,
  table: TableRules,
  u: BattleUnit,
  at: Spot,
  w: Weights = WEIGHTS,
  /** The spot's exposure when the caller has already worked it out. */
  known?: number,
): SpotValue {
  const risk = known ?? exposure(s, table, u, at, w)
  const state = withUnitAt(s, u.id, at.pos, at.facing)
  const me = state.units.find((x) => x.id === u.id) as BattleUnit
  const shot = bestAttack(state, table, me, { turn: true })
  const threat = (shot?.value ?? 0) * w.threat
  const objective = objectiveValue(s, u, at.pos, w)
  return { total: objective + threat - risk + approach(s, u, at.pos), risk, threat, objective }
}
