/**
 * Targeting (MS-TGT-*): the front 180° unless [360]; LOS (a third of the target visible, and for
 * shooting a third of the shooter out of cover) unless Indirect Fire, which roofs stop; [E] weapons through buildings within Sensors at −3 PEN; no
 * targets locked in someone else's melee; the closest visible enemy unless IDF, Sniper, Warship,
 * Level 1+ or Return Fire at the aggressor, or the target holds High Ground; a warship with a Basic
 * Captain cannot shoot an enemy that stands 8" or closer to a friendly unit; challenged pairs must
 * target each other.
 */
import { dist, type Vec } from '@sortie/engine'
import type { WeaponProfile } from '../../units/types.ts'
import type { MsState, UnitState } from '../core/types.ts'
import { shooterExposure } from './exposure.ts'
import {
  centreDist,
  engaged,
  engagedEnemies,
  inFront,
  live,
  sight,
  underOverhead,
  unitOf,
} from './geometry.ts'
import { firesAsIdf } from './weapon-traits.ts'

export const ENERGY_THROUGH_PEN = -3
export const UNDERWATER_ENERGY_PEN = -5
export const BASIC_CAPTAIN_RADIUS = 8

export interface TargetInfo {
  rapidFire: boolean
  /** Attacker and target are within engagement range of each other. */
  inEngagement: boolean
  /** PEN change: [E] through buildings, [E] underwater. */
  penMod: number
  idf: boolean
}

const ignoresClosest = (a: UnitState, w: WeaponProfile): boolean =>
  firesAsIdf(w) || !!w.sniper || a.profile.type === 'warship' || a.profile.level >= 1

/** Could `a` see and shoot `t` at all (ignoring the closest-target rule)? */
function reachable(s: MsState, a: UnitState, t: UnitState, w: WeaponProfile): TargetInfo | string {
  if (t.destroyed || !t.pos || !a.pos) return 'the target is not on the table'
  if (t.side === a.side) return 'the target is an ally'
  const d = centreDist(a, t)
  const lockedTogether = engaged(a, t)
  if (w.kind === 'melee') {
    if (!lockedTogether) return 'melee needs the target within engagement range'
    if (!sight(s, a, t).visible) return 'no line of sight'
    return { rapidFire: false, inEngagement: true, penMod: 0, idf: false }
  }
  if (d > w.range + 1e-6) return `out of range (${d.toFixed(1)}" > ${w.range}")`
  if (!w.arc360 && !inFront(a, t.pos)) return 'outside the 180° field of view'
  if (!lockedTogether && engagedEnemies(s, t).length > 0) return 'the target is locked in melee'
  if (w.aoe && (lockedTogether || engagedEnemies(s, a).length > 0))
    return 'AOE weapons cannot fire in engagement range'
  const idf = firesAsIdf(w)
  let penMod = 0
  if (idf) {
    if (underOverhead(s, t)) return 'overhead cover stops Indirect Fire'
  } else {
    const sg = sight(s, a, t)
    const ex = shooterExposure(s, a, t)
    if (!sg.visible || !ex.exposed) {
      // [E] weapons fire through buildings within Sensors, whichever side the buildings hide.
      const through =
        w.energy && d <= a.profile.sensors && (sg.visible || sg.onlyBuildings) && ex.exposedPastBuildings
      if (through) penMod += ENERGY_THROUGH_PEN
      else if (!sg.visible) return 'no line of sight'
      else return 'less than a third of the shooter is out of cover'
    }
  }
  if (w.energy && (a.underwater || t.underwater)) penMod += UNDERWATER_ENERGY_PEN
  const rapidFire = !!w.rf && d <= w.rf.range + 1e-6
  return { rapidFire, inEngagement: lockedTogether, penMod, idf }
}

export function checkTarget(
  s: MsState,
  a: UnitState,
  t: UnitState,
  w: WeaponProfile,
  opts: { returnFireAt?: string | null; alsoTargeting?: readonly string[] } = {},
): TargetInfo | string {
  const r = reachable(s, a, t, w)
  if (typeof r === 'string') return r
  // Basic Captains (MS-TGT-CAPTAIN).
  if (a.profile.type === 'warship' && (a.profile.captain ?? 0) === 0)
    if (
      live(s).some(
        (x) =>
          x.side === a.side &&
          x.id !== a.id &&
          x.pos &&
          t.pos &&
          dist(x.pos, t.pos as Vec) <= BASIC_CAPTAIN_RADIUS,
      )
    )
      return `a Basic Captain may not target enemies within ${BASIC_CAPTAIN_RADIUS}" of an ally`
  // Challenge (MS-TURN-CHALLENGE): the pair must target each other while they can.
  const partner = challengePartner(s, a)
  if (partner && partner.id !== t.id && a.pos && typeof reachable(s, a, partner, w) !== 'string')
    return `${a.name} is in a challenge and must attack ${partner.name}`
  if (w.kind === 'melee' || ignoresClosest(a, w)) return r
  if (opts.returnFireAt === t.id) return r
  if (t.onHighGround) return r
  // Closest visible valid enemy (MS-TGT-CLOSEST). A multi-target shot takes the closest ones: the
  // other units it names are not counted as nearer rivals (MS-RULING-EXPLOSIVE-TARGET).
  const d = centreDist(a, t)
  for (const e of live(s)) {
    if (e.side === a.side || e.id === t.id || opts.alsoTargeting?.includes(e.id)) continue
    if (!engaged(a, e) && engagedEnemies(s, e).length > 0) continue
    if (!sight(s, a, e).visible || !shooterExposure(s, a, e).exposed) continue
    if (centreDist(a, e) < d - 1e-6) return `must target the closest visible enemy (${e.name})`
  }
  return r
}

export function challengePartner(s: MsState, u: UnitState): UnitState | null {
  for (const pair of [s.challenge, s.revenge]) {
    if (!pair) continue
    const id = pair.a === u.id ? pair.b : pair.b === u.id ? pair.a : null
    const p = id ? unitOf(s, id) : undefined
    if (p && !p.destroyed && p.pos) return p
  }
  return null
}
