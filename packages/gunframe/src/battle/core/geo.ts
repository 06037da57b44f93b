/**
 * The battle's window on the table: it turns units into the contract's Figures and asks the
 * injected TableRules every geometric question (never measuring anything itself).
 */
import type { Seat, Vec } from '@sortie/engine'
import type { Figure, SightCheck, TableRules } from '../../table/contract.ts'
import { CONTACT } from './open-ground.ts'
import { keptWith, slot } from './settled.ts'
import type { Band, BattleState, BattleUnit } from './types.ts'
import { unitAt } from './unit/own.ts'

export function figureOf(u: BattleUnit): Figure {
  return {
    id: u.id,
    side: u.side,
    pos: u.pos,
    facing: u.facing,
    radius: u.profile.radius,
    height: u.profile.height,
    elevation: u.elevation,
    flying: u.flying,
    frame: u.profile.frame,
  }
}

/** A zero-size figure at a point, so point-to-base distances use the same measure. */
export function pointFigure(id: string, pos: Vec): Figure {
  return { id, side: '', pos, facing: 0, radius: 0, height: 0, elevation: 0, flying: false, frame: 'marker' }
}

export const onTable = (u: BattleUnit): boolean => u.status === 'table'

/** Whether a round base of radius `r` centred at `p` lies wholly on the battlefield. */
export const discFits = (field: { width: number; depth: number }, p: Vec, r: number): boolean =>
  p.x - r >= 0 && p.y - r >= 0 && p.x + r <= field.width && p.y + r <= field.depth

/** GF-SPM-CLIMB: the unit is part-way up a wall (it has not moved since stopping there). */
export const partWayUp = (u: BattleUnit): boolean =>
  !u.flying && u.hanging !== undefined && u.hanging.x === u.pos.x && u.hanging.y === u.pos.y

/**
 * On elevated terrain (GF-ATK-ELEVATED, lightning): standing on a raised feature. A climber left
 * part-way up a wall stands on nothing yet, so it is not, however high it hangs
 * (GF-RULING-ELEVATED-CLIMBER); a flyer is in the air, not on terrain.
 */
export const onElevatedTerrain = (u: BattleUnit): boolean => !u.flying && u.elevation > 0 && !partWayUp(u)

const keptFigures = slot<readonly Figure[]>()

/**
 * The units on the table as figures. A settled state's are made once (every listing and bot asks
 * for them many times over); they are shared, so callers copy before changing one.
 */
export function figures(state: BattleState): readonly Figure[] {
  return keptWith(
    keptFigures,
    state,
    () => {
      const out: Figure[] = []
      for (const u of state.units) if (u.status === 'table') out.push(figureOf(u))
      return out
    },
    true,
  )
}

/** The unit with this id (the draft's own copy while the reducer works on `state`, see unit/own.ts). */
export function findUnit(state: BattleState, id: unknown): BattleUnit | undefined {
  if (typeof id !== 'string') return undefined
  const units = state.units
  for (let i = 0; i < units.length; i++) if ((units[i] as BattleUnit).id === id) return unitAt(state, i)
  return undefined
}

/** A unit on the list or held off the table (a combiner's members or form in the stash). */
export const anyUnit = (s: BattleState, id: string): BattleUnit | undefined =>
  findUnit(s, id) ?? s.opt?.stash.find((u) => u.id === id)

/** The opponent; with more than two seats (free-for-all), the next seat clockwise. */
export const other = (state: BattleState, seat: Seat): Seat =>
  state.seats[(state.seats.indexOf(seat) + 1) % state.seats.length] as Seat

/** Writes `u`'s figure into `f` (figureOf without a new object). */
function figureInto(f: Figure, u: BattleUnit): Figure {
  f.id = u.id
  f.side = u.side
  f.pos = u.pos
  f.facing = u.facing
  f.radius = u.profile.radius
  f.height = u.profile.height
  f.elevation = u.elevation
  f.flying = u.flying
  f.frame = u.profile.frame
  return f
}

/**
 * Two figures reused by the contact tests below, which run for every pair of units on every
 * listing: the table's edgeDistance only reads the figures it is given.
 */
const NEAR = pointFigure('', { x: 0, y: 0 })
const FAR = pointFigure('', { x: 0, y: 0 })

export function inContact(table: TableRules, a: BattleUnit, b: BattleUnit): boolean {
  return table.edgeDistance(figureInto(NEAR, a), figureInto(FAR, b)) <= CONTACT
}

/**
 * GF-RULING-PROPOSED-FLYER-CONTACT: a flyer and a ground unit touching are not engaged — they
 * cannot trade close attacks, so the close-only limits and the disengage roll do not bind them.
 */
export const canEngage = (a: { flying: boolean }, b: { flying: boolean }): boolean => a.flying === b.flying

/** Enemies in base contact with `u` (the engaged rule). */
export function engagedWith(state: BattleState, table: TableRules, u: BattleUnit): string[] {
  const out: string[] = []
  // The unit's own figure, written once for every enemy it is measured against.
  let fu: Figure | undefined
  for (const o of state.units)
    if (o.status === 'table' && o.side !== u.side && canEngage(u, o)) {
      fu ??= figureInto(NEAR, u)
      if (table.edgeDistance(fu, figureInto(FAR, o)) <= CONTACT) out.push(o.id)
    }
  return out
}

export function sight(state: BattleState, table: TableRules, fromId: string, toId: string): SightCheck {
  return table.lineOfSight(state.field, figures(state), fromId, toId)
}

/** The farthest each range band reaches, edge to edge, in inches (close starts at contact). */
export const BAND_REACH: Readonly<Record<Band, number>> = { close: 1, short: 8, medium: 16, long: 24 }

/** Range bands: close 0-1", short to 8", medium to 16", long to 24"; beyond is out of range. */
export function bandFor(distance: number): Band | null {
  if (distance <= BAND_REACH.close + 1e-9) return 'close'
  if (distance <= BAND_REACH.short + 1e-9) return 'short'
  if (distance <= BAND_REACH.medium + 1e-9) return 'medium'
  if (distance <= BAND_REACH.long + 1e-9) return 'long'
  return null
}

export const angleTo = (from: Vec, to: Vec): number => Math.atan2(to.y - from.y, to.x - from.x)
