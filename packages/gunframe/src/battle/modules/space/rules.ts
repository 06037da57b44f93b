/**
 * GF-OPT-SPACE: battles in space. Off a massive surface everything is flying, and a unit with no
 * flight upgrade flies at half Speed (rounded up); on the massive surface (a strip along one edge
 * by default) such a unit stands and walks, and flyers may land there and nowhere else. Floating
 * structures (every blocking feature unless the players say otherwise) stop movement and sight
 * for flyers too; debris is obscuring, and a flyer may cross it but not stop on it (and may hide
 * behind it: space-cover.ts); debris fields are also dangerous, for flyers as well. Falls do no
 * damage and knock-backs go 2" further.
 */
import {
  flattenPolygon,
  pointInPolygon,
  type RuleError,
  segmentFlatPolygonDistance,
  sweptDiscPolygonDistance,
  type Vec,
} from '@sortie/engine'
import { applyDamage, pilotSkillRoll } from '../../actions/damage.ts'
import type { BattleCtx } from '../../core/context.ts'
import type { SpaceSetup } from '../../core/optional-state.ts'
import { reprofile } from '../../core/reprofile.ts'
import type { BattleState, BattleUnit, SpecialMove } from '../../core/types.ts'
import { ownedUnits } from '../../core/unit/own.ts'
import { edgeStrip, signedGap } from '../optional/geo.ts'
import { optionOn, optState } from '../optional/rules.ts'
import { fastFlyer, canFly as flies } from '../upgrades/flight.ts'

/** Floating structures are made this tall so nothing flies or sees over them. */
export const FLOATING_HEIGHT = 99
/** GF-OPT-SPACE: knock-backs (and throws, recoils) go this much further in space. */
export const SPACE_KNOCK_BACK = 2

export const spaceOn = (s: BattleState): boolean => optionOn(s, 'space')

export function setupSpace(s: BattleState, setup: SpaceSetup | undefined): void {
  const o = optState(s)
  const sp = setup ?? {}
  const massive = sp.massive === null ? null : (sp.massive ?? { edge: 'south' as const, depth: 6 })
  const floating =
    sp.floating ?? s.field.terrain.filter((f) => f.qualities.includes('blocking')).map((f) => f.id)
  const debris = sp.debris ?? s.field.terrain.filter((f) => f.category === 'obstacle').map((f) => f.id)
  const fields = (sp.fields ?? []).filter((id) => debris.includes(id))
  s.field = {
    ...s.field,
    terrain: s.field.terrain.map((f) => {
      if (floating.includes(f.id)) return { ...f, height: FLOATING_HEIGHT }
      if (!debris.includes(f.id)) return f
      const q = new Set(f.qualities)
      q.add('obscuring')
      if (fields.includes(f.id)) q.add('dangerous')
      return { ...f, qualities: [...q] }
    }),
  }
  o.space = {
    driftEdge: sp.driftEdge ?? 'north',
    massive: massive ? edgeStrip(s.field, massive.edge, massive.depth) : null,
    floating,
    debris,
    fields,
    speed: {},
    adrift: {},
    returning: [],
  }
  for (const u of ownedUnits(s)) spaceStatus(s, u)
}

export const onMassive = (s: BattleState, p: Vec): boolean => {
  const m = s.opt?.space?.massive
  return !!m && pointInPolygon(p, m)
}

/** GF-OPT-SPACE-FLYING: flying off the massive surface; half Speed without a flight upgrade. */
export function spaceStatus(s: BattleState, u: BattleUnit): void {
  const sp = s.opt?.space
  if (!sp || !spaceOn(s) || u.piece) return
  // Back on the table: the drift edge no longer binds it (GF-OPT-SPACE-OFF-EDGE).
  if (u.status === 'table' && sp.cameOff?.includes(u.id)) sp.cameOff = sp.cameOff.filter((x) => x !== u.id)
  sp.speed[u.id] ??= u.profile.speed
  const base = sp.speed[u.id] as number
  const grounded = onMassive(s, u.pos)
  if (flies(u.profile)) {
    if (!grounded && !u.counters.knockedDown && !u.counters.shutDown) u.flying = true
    return
  }
  u.flying = !grounded && !u.counters.knockedDown && !u.counters.shutDown
  const speed = grounded ? base : Math.ceil(base / 2)
  if (u.profile.speed !== speed) reprofile(u, { speed })
  if (u.flying) u.elevation = 0
}

const polygonOf = (s: BattleState, id: string) => s.field.terrain.find((f) => f.id === id)?.polygon

/** Moves the table cannot judge in space: through floating structures, onto debris, landing off the surface. */
export function spaceMoveError(
  s: BattleState,
  u: BattleUnit,
  path: readonly Vec[],
  special: SpecialMove | undefined,
): RuleError | undefined {
  const sp = s.opt?.space
  if (!sp || !spaceOn(s) || path.length === 0) return undefined
  if (special === 'land') {
    const spot = fastFlyer(u.profile) ? (path[path.length - 1] as Vec) : u.pos
    if (!onMassive(s, spot))
      return { code: 'gunframe/no_surface', message: 'In space a unit lands only on a massive surface.' }
  }
  const pts = [u.pos, ...path]
  for (const id of sp.floating) {
    const poly = polygonOf(s, id)
    if (!poly) continue
    // A figure already overlapping one (a flyer set down there) may only move off it.
    if (signedGap(u.pos, u.profile.radius, poly) < -0.05) {
      if (signedGap(pts[pts.length - 1] as Vec, u.profile.radius, poly) < -0.05 && pts.length > 2)
        return { code: 'gunframe/floating_structure', message: 'Nothing moves through a floating structure.' }
      continue
    }
    const flat = flattenPolygon(poly)
    for (let i = 1; i < pts.length; i++) {
      const a = pts[i - 1] as Vec
      const b = pts[i] as Vec
      if (segmentFlatPolygonDistance(a.x, a.y, b.x, b.y, flat) - u.profile.radius < -0.05)
        return { code: 'gunframe/floating_structure', message: 'Nothing moves through a floating structure.' }
    }
  }
  const end = pts[pts.length - 1] as Vec
  const flying = special === 'land' ? false : special === 'take-off' ? true : u.flying
  if (flying)
    for (const id of sp.debris) {
      const poly = polygonOf(s, id)
      if (poly && signedGap(end, u.profile.radius, poly) < -0.05)
        return { code: 'gunframe/ends_on_debris', message: 'A flyer may cross debris but not stop on it.' }
    }
  return undefined
}

/** GF-OPT-SPACE-DEBRIS: a flyer's move through a debris field is as dangerous as for anyone. */
export function debrisFieldRolls(s: BattleState, c: BattleCtx, u: BattleUnit, from: Vec, to: Vec): void {
  const sp = s.opt?.space
  if (!sp || !u.flying || u.status !== 'table') return
  for (const id of sp.fields) {
    const poly = polygonOf(s, id)
    if (!poly || sweptDiscPolygonDistance(from, to, u.profile.radius, poly) > 0) continue
    const { roll, success } = pilotSkillRoll(c, u, `dangerous:${id}`)
    if (!success && applyDamage(s, c, u, roll, id)) return
  }
}

/** GF-OPT-SPACE: +2" on every forced move's distance (edit point for the power rules). */
export const spaceKnockBack = (s: BattleState, inches: number): number =>
  spaceOn(s) && inches > 0 ? inches + SPACE_KNOCK_BACK : inches

/** GF-OPT-SPACE: falls hurt nobody in space. */
export const spaceFallHits = (s: BattleState, hits: number): number => (spaceOn(s) ? 0 : hits)
