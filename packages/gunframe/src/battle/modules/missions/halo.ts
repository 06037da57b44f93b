/**
 * HALO landings (GF-MIS-HALO, MISSIONS › RESERVES › HALO DEPLOYMENT). A unit that passed its
 * reserve roll is put down anywhere outside the enemy deployment zone and clear of every other
 * base; the opponent then names a direction — any direction: a point on the table (`to`), or one
 * of eight compass steps (`scatter`, 0 = east, counter-clockwise) for bots and buttons — and the
 * drop drifts the scatter die's inches that way (D6, D3 with the HALO upgrade).
 *
 * Drifting into blocking terrain or off the table stops it where it first touches, and it lands
 * knocked down. Ending in difficult terrain costs 1 damage (as any jump landing does). The book
 * says nothing of other bases or of obstacles in the way; Sortie's reading: the drop is airborne,
 * so it passes over them, and if its end spot is no place to stand (overlapping a base, on an
 * obstacle) it comes down at the nearest spot short of it along the same line, on its feet.
 */
import { hypot, pointInPolygon, pointPolygonDistance, type RuleError, type Vec } from '@sortie/engine'
import { deploymentZone } from '../../../missions/zones.ts'
import type { TableRules } from '../../../table/contract.ts'
import { figureOf, figures, other } from '../../core/geo.ts'
import type { BattleState, BattleUnit, Half } from '../../core/types.ts'

const CONTACT = 0.05
/** Walking step for the drift; a stop found between two steps is refined by halving. */
const STEP = 0.1

/** HALO: anywhere outside the enemy deployment zone, not touching another figure. */
export function haloSpot(s: BattleState, table: TableRules, u: BattleUnit, p: Vec): boolean {
  const enemy = s.halves?.[other(s, u.side)] as Half | undefined
  if (enemy && pointInPolygon(p, deploymentZone(s.field, enemy))) return false
  const me = figureOf({ ...u, pos: p })
  return figures(s).every((f) => f.id === u.id || table.edgeDistance(f, me) > CONTACT)
}

/** The drift's heading from the opponent's answer, or an error for a missing or empty one. */
export function scatterHeading(from: Vec, scatter: unknown, to: unknown): number | RuleError {
  if (to !== undefined && to !== null) {
    const p = to as Vec
    if (typeof p !== 'object' || !Number.isFinite(p.x) || !Number.isFinite(p.y))
      return { code: 'gunframe/bad_scatter', message: 'A direction point needs finite x and y.' }
    if (hypot(p.x - from.x, p.y - from.y) < 1e-6)
      return { code: 'gunframe/bad_scatter', message: 'Point away from the drop to give a direction.' }
    return Math.atan2(p.y - from.y, p.x - from.x)
  }
  if (typeof scatter !== 'number' || !Number.isInteger(scatter) || scatter < 0 || scatter > 7)
    return {
      code: 'gunframe/bad_scatter',
      message: 'Give a direction: a point, or one of the eight compass steps (0-7).',
    }
  return (scatter * Math.PI) / 4
}

export type DriftStop = 'edge' | 'blocking' | null

/** Why a base centred at p cannot be where the drift has taken it (null: the air is clear). */
function hit(s: BattleState, u: BattleUnit, p: Vec): DriftStop {
  const r = u.profile.radius
  const { width: w, depth: d } = s.field
  if (p.x - r < -1e-9 || p.y - r < -1e-9 || p.x + r > w + 1e-9 || p.y + r > d + 1e-9) return 'edge'
  for (const f of s.field.terrain)
    if (f.qualities.includes('blocking') && pointPolygonDistance(p, f.polygon) < r - 1e-6) return 'blocking'
  return null
}

/** Where the drift ends, and what stopped it (null when it ran its full length). */
export function drift(
  s: BattleState,
  u: BattleUnit,
  from: Vec,
  heading: number,
  inches: number,
): { at: Vec; stop: DriftStop } {
  const dx = Math.cos(heading)
  const dy = Math.sin(heading)
  const point = (t: number): Vec => ({ x: from.x + dx * t, y: from.y + dy * t })
  let clear = 0
  for (let t = STEP; clear < inches - 1e-9; t += STEP) {
    const next = Math.min(t, inches)
    const stop = hit(s, u, point(next))
    if (stop) {
      // Narrow down where the base first touches, so it stops right against the feature or edge.
      let lo = clear
      let hi = next
      for (let i = 0; i < 20; i++) {
        const mid = (lo + hi) / 2
        if (hit(s, u, point(mid))) hi = mid
        else lo = mid
      }
      return { at: point(lo), stop }
    }
    clear = next
  }
  return { at: point(inches), stop: null }
}

/** Can the unit come down here (a landing as a jump ends)? Returns the elevation and damage. */
function landing(
  s: BattleState,
  table: TableRules,
  u: BattleUnit,
  p: Vec,
): { elevation: number; damage: number } | null {
  const figs = figures(s).filter((f) => f.id !== u.id)
  figs.push({ ...figureOf(u), pos: p, elevation: 0 })
  const r = table.measureMove(s.field, figs, {
    unitId: u.id,
    path: [p],
    facing: u.facing,
    mode: 'jump',
    allowance: 0,
  })
  return r.ok ? { elevation: r.value.endElevation, damage: r.value.landingDamage ?? 0 } : null
}

/** Where a drop that was placed at `from` comes down after its drift, and what that costs it. */
export interface Landing {
  at: Vec
  elevation: number
  /** Landing damage (1 in difficult terrain). */
  damage: number
  /** What cut the drift short (the unit lands knocked down), or null. */
  stop: DriftStop
}

export function planDrop(
  s: BattleState,
  table: TableRules,
  u: BattleUnit,
  from: Vec,
  heading: number,
  inches: number,
): Landing {
  const d = drift(s, u, from, heading, inches)
  let at = d.at
  let spot = landing(s, table, u, at)
  // No room at the end of the line: back along it to the first spot that takes the base.
  const run = hypot(at.x - from.x, at.y - from.y)
  for (let back = STEP; !spot && back < run + STEP; back += STEP) {
    const t = Math.max(0, run - back)
    at = { x: from.x + Math.cos(heading) * t, y: from.y + Math.sin(heading) * t }
    spot = landing(s, table, u, at)
  }
  return { at, elevation: spot?.elevation ?? 0, damage: spot?.damage ?? 0, stop: d.stop }
}
