/**
 * A panicked unit's answer (GF-PANIC-CRY, GF-PANIC-RUN): a dramatic cry pays a Focus Point (the
 * usual one-per-unit limit, Ace aside); otherwise the unit drops what it carries where it
 * stands (the DroppedToRun event, before it moves) and runs D6" for its own deployment zone by the shortest way round blocking
 * terrain (table/route.ts). Difficult ground costs double on the way, each dangerous feature it
 * touches asks for a Pilot Skill roll, and a drop off a ledge is a fall; a figure in the way
 * stops the run. Knocked-down and shut-down units stay where they are.
 */
import type { Vec } from '@sortie/engine'
import { runForCover } from '@sortie/gunframe/power'
import { type Battlefield, nearestInConvex, shortestRoute, walkRoute } from '@sortie/gunframe/table'
import { deploymentZone } from '../../../missions/zones.ts'
import { applyDamage, pilotSkillRoll } from '../../actions/damage.ts'
import type { ChoiceHandler } from '../../core/choice.ts'
import { choiceData } from '../../core/choice-data.ts'
import type { BattleCtx } from '../../core/context.ts'
import { canSpendFocus, spendFocus } from '../../core/focus.ts'
import { figureOf, figures, findUnit } from '../../core/geo.ts'
import type { BattleState, BattleUnit, Half } from '../../core/types.ts'
import { carriedBy, carriesLoot } from '../objects/carry.ts'
import { forcedExit } from '../structures/exit.ts'
import { fall, fallHitsFor } from './effects.ts'

/** The unit's own half (two-player games know it; otherwise the first seat holds the south). */
const halfOf = (s: BattleState, u: BattleUnit): Half =>
  s.halves?.[u.side] ?? (u.side === s.seats[0] ? 'south' : 'north')

/** Its own table edge (or corner), just a base radius in: where a unit already home runs on to. */
function homeEdge(field: Battlefield, half: Half, r: number): Vec[] {
  const w = field.width
  const d = field.depth
  switch (half) {
    case 'south':
      return [
        { x: r, y: r },
        { x: w - r, y: r },
      ]
    case 'north':
      return [
        { x: r, y: d - r },
        { x: w - r, y: d - r },
      ]
    case 'west':
      return [
        { x: r, y: r },
        { x: r, y: d - r },
      ]
    case 'east':
      return [
        { x: w - r, y: r },
        { x: w - r, y: d - r },
      ]
    default:
      return [
        {
          x: half.includes('west') ? r : w - r,
          y: half.includes('south') ? r : d - r,
        },
      ]
  }
}

/**
 * Where the run heads: the unit's deployment zone; once its centre is inside the zone, on to its
 * own table edge.
 */
export function panicGoal(s: BattleState, u: BattleUnit): Vec[] {
  const half = halfOf(s, u)
  const zone = deploymentZone(s.field, half)
  if (zone.length >= 3) {
    const near = nearestInConvex(zone, u.pos)
    if (near.x !== u.pos.x || near.y !== u.pos.y) return zone
  }
  return homeEdge(s.field, half, u.profile.radius)
}

export const panicChoice: Readonly<Record<string, ChoiceHandler>> = {
  panic: (s, c, q, option) => {
    const u = findUnit(s, q.unit)
    if (u?.status !== 'table') return undefined
    if (option === 'dramatic-cry') {
      if (!canSpendFocus(c.modules, s, u))
        return { code: 'gunframe/no_focus', message: 'A dramatic cry costs a focus point.' }
      spendFocus(c.modules, s, u)
      c.emit({ type: 'FocusSpent', unit: u.id, for: 'dramatic-cry' })
      c.emit({ type: 'DramaticCry', unit: u.id })
      return undefined
    }
    runHome(s, c, u, choiceData(q, 'panic')?.from)
    return undefined
  },
}

/** GF-PANIC-RUN: D6" along the shortest way home round blocking terrain. */
function runHome(s: BattleState, c: BattleCtx, u: BattleUnit, cause?: Vec): void {
  // GF-PANIC-RUN: loot and objects fall where the unit stands, before it runs (the mission and
  // optional-rule layers drop them on this event).
  if (carriedBy(s, u) || carriesLoot(s, u)) c.emit({ type: 'DroppedToRun', unit: u.id, at: { ...u.pos } })
  // GF-OPT-STRUCTURES-OCCUPY: out of a building first, by the wall away from the cause of panic.
  forcedExit(s, c, u, cause)
  const r = runForCover(u.id, c.dice.d6(), u.counters.knockedDown || u.counters.shutDown)
  if (r.inches === 0) {
    c.emit({ type: 'RanForCover', unit: u.id, inches: 0 })
    return
  }
  const goal = panicGoal(s, u)
  const me = figureOf(u)
  // Walled in on every side: it heads straight for home and the walk stops it at the wall.
  const route = shortestRoute(s.field, me, goal) ?? [u.pos, nearestInConvex(goal, u.pos)]
  const from = u.pos
  const w = walkRoute(s.field, figures(s), u.id, route, r.inches)
  u.facing = w.heading
  u.pos = { x: w.end.x, y: w.end.y }
  if (!u.flying) u.elevation = w.endElevation
  c.emit({ type: 'RanForCover', unit: u.id, inches: r.inches, from, to: u.pos, stoppedBy: w.stoppedBy })
  for (const feature of w.dangerousEntered) {
    const { roll, success } = pilotSkillRoll(c, u, `dangerous:${feature}`)
    if (!success && applyDamage(s, c, u, roll, feature)) return
  }
  if (w.stoppedBy === 'ledge' && u.status === 'table')
    fall(s, c, u, w.fell, fallHitsFor(s, u, w.fell), 'fall')
}
