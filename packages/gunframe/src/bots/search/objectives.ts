/**
 * Objective markers as the bot sees them (GF-MIS-CONTROL): a side holds a marker with a unit
 * within 3" and no enemy unit within 3", and in most missions every marker held scores at each
 * End phase — so a unit is worth most on a marker nobody holds, a little less on one it contests,
 * and little on one a friend already holds; a kill is worth more when it breaks the enemy's hold.
 */
import { hypot, type Vec } from '@sortie/engine'
import type { BattleState, BattleUnit } from '@sortie/gunframe/battle'

const RANGE = 3
/** Points a marker held for an End phase is worth (VP decide the battle, points do not). */
export const VP_POINTS = 9

const controls = (u: BattleUnit) =>
  u.status === 'table' && !u.counters.knockedDown && !u.counters.shutDown && u.piece === undefined

const near = (p: Vec, u: BattleUnit, at: Vec = u.pos) =>
  hypot(p.x - at.x, p.y - at.y) - u.profile.radius <= RANGE

/** Worth of `u` standing at `pos` for the markers, in points. */
export function markerValue(s: BattleState, u: BattleUnit, pos: Vec): number {
  let best = 0
  for (const o of s.mission.objectives) {
    let friends = 0
    let enemies = 0
    for (const x of s.units) {
      if (x.id === u.id || !controls(x) || !near(o.pos, x)) continue
      if (x.side === u.side) friends++
      else enemies++
    }
    const d = hypot(o.pos.x - pos.x, o.pos.y - pos.y) - u.profile.radius
    let v: number
    if (d <= RANGE) v = friends > 0 ? 0.15 : enemies > 0 ? 0.75 : 1
    else {
      // Reachable next turn or so: a pull that fades with the distance left to cover.
      const reach = Math.max(1, u.profile.speed * 2)
      v = Math.max(0, 1 - (d - RANGE) / (reach * 2)) * (friends > 0 ? 0.1 : 0.45)
    }
    best = Math.max(best, v)
  }
  return best * VP_POINTS
}

/** What taking `t` off the table does to the markers: the hold or the contest it breaks. */
export function markerStake(s: BattleState, t: BattleUnit): number {
  if (!controls(t)) return 0
  let stake = 0
  for (const o of s.mission.objectives) {
    if (!near(o.pos, t)) continue
    let mates = 0
    let rivals = 0
    for (const x of s.units) {
      if (x.id === t.id || !controls(x) || !near(o.pos, x)) continue
      if (x.side === t.side) mates++
      else rivals++
    }
    if (mates === 0) stake += rivals > 0 ? 1 : 0.6
  }
  return stake * VP_POINTS
}
