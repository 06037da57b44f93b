/**
 * The default mission, Carnage, with the standard mission rules it uses: three objective markers
 * on the centre line, 1 VP per controlled marker each End phase, five turns, sudden death, and
 * attrition points at the end. The missions module will replace this with its own catalogue.
 */
import type { Seat, Vec } from '@sortie/engine'
import type { Battlefield, TableRules } from '../../../table/contract.ts'
import { figureOf, pointFigure } from '../../core/geo.ts'
import type { BattleState, Half, Objective } from '../../core/types.ts'

export function carnageObjectives(field: Battlefield, half: Half): Objective[] {
  const alongX = half === 'south' || half === 'north'
  const out: Objective[] = []
  for (let i = 1; i <= 3; i++) {
    const pos: Vec = alongX
      ? { x: (field.width * i) / 4, y: field.depth / 2 }
      : { x: field.width / 2, y: (field.depth * i) / 4 }
    out.push({ id: `objective:${i}`, pos })
  }
  return out
}

/** Control: a unit within 3" of the marker's centre and no enemy there; downed units ignored. */
export function controller(state: BattleState, table: TableRules, o: Objective): Seat | null {
  const marker = pointFigure(o.id, o.pos)
  const near = new Set<Seat>()
  for (const u of state.units) {
    if (u.status !== 'table' || u.counters.knockedDown || u.counters.shutDown) continue
    if (table.edgeDistance(figureOf(u), marker) <= 3 + 1e-9) near.add(u.side)
  }
  return near.size === 1 ? ([...near][0] as Seat) : null
}

/** Attrition bonus from surviving, on-table, running points: +1 more, +2 double, +3 triple. */
export function attrition(state: BattleState): Record<Seat, number> {
  const pts: Record<Seat, number> = {}
  for (const s of state.seats) pts[s] = 0
  for (const u of state.units)
    if (u.status === 'table' && !u.counters.shutDown) pts[u.side] = (pts[u.side] ?? 0) + u.profile.points
  const out: Record<Seat, number> = {}
  for (const s of state.seats) {
    const mine = pts[s] ?? 0
    const theirs = pts[state.seats[0] === s ? state.seats[1] : state.seats[0]] ?? 0
    out[s] = mine <= theirs ? 0 : mine >= 3 * theirs ? 3 : mine >= 2 * theirs ? 2 : 1
  }
  return out
}

/** Sudden death: a side whose deployed units are all destroyed or shut down. */
export function suddenDeath(state: BattleState): boolean {
  return state.seats.some(
    (s) => !state.units.some((u) => u.side === s && u.status === 'table' && !u.counters.shutDown),
  )
}
