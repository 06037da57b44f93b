/**
 * The greedy bot's score of a move by where it ends (greedy.ts): a weapon in range next time,
 * standing on an objective or by a counter worth taking, and closing in.
 */
import { hypot, type Vec } from '@sortie/engine'
import { type BattleState, type BattleUnit, figureOf } from '@sortie/gunframe/battle'
import { edgeDistance, type Figure, type TableRules } from '@sortie/gunframe/table'

/** The enemies of `u` on the table, as figures, in the state's order. */
const enemyFigures = (s: BattleState, u: BattleUnit): Figure[] =>
  s.units.filter((o) => o.status === 'table' && o.side !== u.side).map((o) => figureOf(o))

/**
 * A move's score by where it ends, for one unit: a weapon in range next time, standing on an
 * objective or a counter worth taking (or taking one home), and closing in. What does not depend
 * on the end — the enemies, the unit's figure, the pulls of the mission — is gathered once, as
 * bestMoveOption asks for the value of many ends (each only read while scored).
 */
export function moveScorer(s: BattleState, table: TableRules, u: BattleUnit): (end: Vec) => number {
  const enemies = enemyFigures(s, u)
  const me = figureOf(u)
  const r = u.profile.radius
  const { close, short, medium, long } = u.profile.loadout
  // A search values a couple of hundred ends a move (best-candidate.ts): where the table measures
  // bases flat (its own edgeDistance), each enemy's distance is that function's very sum, taken
  // straight from numbers read once instead of through a figure moved to every end.
  const flat = table.edgeDistance === edgeDistance
  const n = enemies.length
  const ex = enemies.map((o) => o.pos.x)
  const ey = enemies.map((o) => o.pos.y)
  const reach = enemies.map((o) => me.radius + o.radius)
  const objectives = s.mission.objectives.map((ob) => ob.pos)
  // Mission counters (loot, points of interest, the doomsday device) pull units towards them.
  const ms = s.mission.state
  const carrying = ms?.counters.some((c) => c.carrier === u.id) ?? false
  const pulls: Vec[] = []
  for (const c of ms?.counters ?? []) {
    if (c.carrier !== undefined || carrying) continue
    if (c.role === 'doomsday-device' && u.side !== ms?.roles.attacker) continue
    pulls.push(c.pos)
  }
  const hq = carrying ? ms?.markers.find((m) => m.kind === 'hq' && m.owner === u.side)?.pos : undefined
  return (end) => {
    let best = 0
    let nearest = Number.POSITIVE_INFINITY
    for (let i = 0; i < n; i++) {
      let d: number
      if (flat)
        d = Math.max(0, hypot(end.x - (ex[i] as number), end.y - (ey[i] as number)) - (reach[i] as number))
      else {
        me.pos = end
        d = table.edgeDistance(me, enemies[i] as Figure)
      }
      // The weapon system in reach at this distance, and how good it is.
      const v = d <= 1 ? close : d <= 8 ? short : d <= 16 ? medium : d <= 24 ? long : 0
      best = Math.max(best, v)
      nearest = Math.min(nearest, d)
    }
    let objective = 0
    for (const p of objectives)
      if (hypot(p.x - end.x, p.y - end.y) - r <= 3) {
        objective = 0.6
        break
      }
    for (const p of pulls) {
      const d = hypot(p.x - end.x, p.y - end.y) - r
      objective = Math.max(objective, d <= 0.5 ? 0.9 : 0.5 - d / 60)
    }
    if (hq) objective = Math.max(objective, 0.9 - hypot(hq.x - end.x, hq.y - end.y) / 40)
    // Close the distance a little when nothing is in reach.
    const approach = Number.isFinite(nearest) ? -nearest / 100 : 0
    return 0.2 + 0.1 * best + objective + approach
  }
}

/** Slack over the sums a bound adds up (a hair of rounding): never a difference between moves. */
const SLACK = 1e-9

/**
 * The most moveScorer's value gives any end within `reach` inches of where `u` stands, for a bot
 * that need not search the moves when none could beat what it has. Each term is bounded by the
 * nearest any end could come to what it measures from: the weapon systems in reach from there
 * on, the pulls of the mission as near as that, the approach as if every enemy were that near.
 * A table that measures bases its own way gives no bound (Infinity).
 */
export function moveScoreWithin(s: BattleState, table: TableRules, u: BattleUnit): (reach: number) => number {
  if (table.edgeDistance !== edgeDistance) return () => Number.POSITIVE_INFINITY
  const me = figureOf(u)
  const r = u.profile.radius
  const { close, short, medium, long } = u.profile.loadout
  const at = u.pos
  const away = (p: Vec) => hypot(p.x - at.x, p.y - at.y)
  const enemies = enemyFigures(s, u).map((o) => ({ d: away(o.pos), reach: me.radius + o.radius }))
  const objectives = s.mission.objectives.map((ob) => away(ob.pos))
  const ms = s.mission.state
  const carrying = ms?.counters.some((c) => c.carrier === u.id) ?? false
  const pulls: number[] = []
  for (const c of ms?.counters ?? []) {
    if (c.carrier !== undefined || carrying) continue
    if (c.role === 'doomsday-device' && u.side !== ms?.roles.attacker) continue
    pulls.push(away(c.pos))
  }
  const hqAt = carrying ? ms?.markers.find((m) => m.kind === 'hq' && m.owner === u.side)?.pos : undefined
  const hq = hqAt ? away(hqAt) : undefined
  return (reach) => {
    let best = 0
    let nearest = Number.POSITIVE_INFINITY
    for (const e of enemies) {
      // The nearest edge to edge this enemy could be from an end within reach.
      const d = Math.max(0, e.d - reach - e.reach - SLACK)
      if (d <= 1 + SLACK) best = Math.max(best, close)
      if (d <= 8 + SLACK) best = Math.max(best, short)
      if (d <= 16 + SLACK) best = Math.max(best, medium)
      if (d <= 24 + SLACK) best = Math.max(best, long)
      nearest = Math.min(nearest, d)
    }
    let objective = 0
    for (const d of objectives) if (d - reach - r <= 3 + SLACK) objective = 0.6
    for (const p of pulls) {
      const d = p - reach - r - SLACK
      objective = Math.max(objective, d <= 0.5 ? 0.9 : 0.5 - d / 60)
    }
    if (hq !== undefined) objective = Math.max(objective, 0.9 - Math.max(0, hq - reach - SLACK) / 40)
    const approach = Number.isFinite(nearest) ? -nearest / 100 : 0
    return 0.2 + 0.1 * best + objective + approach + SLACK
  }
}
