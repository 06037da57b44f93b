/**
 * Putting a combiner team back on the table (separating, or surviving the combined form's
 * destruction): the owner places each member within 2" of where the combined form stood, one
 * question per member. The spots offered are a finite ring of legal places (the battle's usual
 * discretisation of a continuous choice); each answer is checked again when it is given.
 */
import type { Vec } from '@sortie/engine'
import type { TableRules } from '../../../table/contract.ts'
import { ask, type ChoiceHandler } from '../../core/choice.ts'
import { choiceData } from '../../core/choice-data.ts'
import type { BattleCtx } from '../../core/context.ts'
import { tableAllows } from '../../core/deploy.ts'
import { discFits, figureOf, findUnit, pointFigure } from '../../core/geo.ts'
import type { BattleState, BattleUnit } from '../../core/types.ts'

export const PLACE_RANGE = 2

const key = (p: Vec) => `at:${p.x.toFixed(2)},${p.y.toFixed(2)}`

function parse(option: string): Vec | null {
  const m = /^at:(-?[\d.]+),(-?[\d.]+)$/.exec(option)
  return m ? { x: Number(m[1]), y: Number(m[2]) } : null
}

/** Legal spots for `u` within `range` of the disc (centre, radius), nearest first. */
export function placeSpots(
  s: BattleState,
  table: TableRules,
  u: BattleUnit,
  centre: Vec,
  radius: number,
  range = PLACE_RANGE,
  limit = 12,
): Vec[] {
  const out: Vec[] = []
  const rings = [
    0,
    radius + u.profile.radius + 0.1,
    radius + u.profile.radius + range / 2,
    radius + u.profile.radius + range - 0.05,
  ]
  for (const d of rings) {
    const steps = d === 0 ? 1 : 12
    for (let k = 0; k < steps && out.length < limit; k++) {
      const a = (k * 2 * Math.PI) / steps
      const p = { x: centre.x + Math.cos(a) * d, y: centre.y + Math.sin(a) * d }
      if (!discFits(s.field, p, u.profile.radius)) continue
      if (table.edgeDistance(pointFigure('c', centre), figureOf({ ...u, pos: p })) > radius + range + 1e-6)
        continue
      if (!tableAllows(s, table, u, p, u.facing)) continue
      out.push({ x: Number(p.x.toFixed(2)), y: Number(p.y.toFixed(2)) })
    }
  }
  return out
}

/** Asks for the first unit of `queue`; the rest follow as each is placed. */
export function askPlacement(
  s: BattleState,
  c: BattleCtx,
  queue: string[],
  centre: Vec,
  radius: number,
): void {
  const [first, ...rest] = queue
  const u = findUnit(s, first)
  if (!u) return
  let spots = placeSpots(s, c.table, u, centre, radius)
  // Crowded: the nearest free ground a little further out rather than losing the unit.
  for (let r = PLACE_RANGE * 2; spots.length === 0 && r <= 24; r *= 2)
    spots = placeSpots(s, c.table, u, centre, radius, r)
  if (spots.length === 0) {
    // Nowhere on the table at all: the unit is lost.
    u.status = 'destroyed'
    c.emit({ type: 'UnitDestroyed', unit: u.id, turn: s.turn, cause: 'no-room' })
    if (rest.length > 0) askPlacement(s, c, rest, centre, radius)
    return
  }
  ask(s, c, {
    id: 'combiner-place',
    seat: u.side,
    unit: u.id,
    options: spots.map(key),
    data: { rest, centre, radius },
  })
}

export const combinerPlaceChoice: Readonly<Record<string, ChoiceHandler>> = {
  'combiner-place': (s, c, q, option) => {
    const u = findUnit(s, q.unit)
    const p = parse(option)
    if (!u || !p) return { code: 'gunframe/bad_option', message: 'Pick one of the offered spots.' }
    u.pos = p
    u.status = 'table'
    u.elevation = 0
    c.emit({ type: 'UnitPlaced', unit: u.id, pos: u.pos, facing: u.facing, from: 'combiner' })
    const data = choiceData(q, 'combiner-place')
    const rest = data?.rest ?? []
    if (data && rest.length > 0) askPlacement(s, c, rest, data.centre, Number(data.radius ?? 0))
    return undefined
  },
}
