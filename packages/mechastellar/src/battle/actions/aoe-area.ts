/**
 * The area an AOE weapon covers (MS-AOE) and who it catches, before any die is rolled.
 *
 * Project reading (ruling MS-RULING-AOE-AREA): the player aims at a table point. A line AOE is a
 * rectangle from the attacker's centre towards that point, as long as the weapon's range and as
 * wide as its AOE value; a circle AOE has the range as its diameter and is drawn from the
 * attacker's centre outwards, so its far edge is the range away. A unit is caught when its base
 * overlaps the area; allies are caught too, the attacker never. The area stops at the second piece
 * of Cover on the way to a unit: units with two or more pieces in their way are safe. A unit whose
 * one piece in the way is tall (blocks LOS or obscures) is hit only when the AOE destroys that
 * piece (ruling MS-RULING-AOE-TERRAIN); every unit with a piece in its way keeps Cover, even when
 * the piece falls (ruling A-21).
 */
import { dist, hypot, pointPolygonDistance, type Vec } from '@sortie/engine'
import { baseRadius } from '../../units/defaults.ts'
import type { WeaponProfile } from '../../units/types.ts'
import type { MsState, Terrain, UnitState } from '../core/types.ts'
import { weaponOf } from './flow.ts'
import { crosses, engagedEnemies, hasCover, inFront, inside, live, unitOf } from './geometry.ts'
import { challengePartner } from './targeting.ts'

/** The area stops at this piece of Cover (MS-AOE). */
export const AOE_STOP = 2
/** At most this many pieces of terrain roll against one AOE shot (MS-TER-CHOOSE). */
export const AOE_MAX_PIECES = 2

export interface AoeCatch {
  unit: string
  /** Pieces of Cover between the attacker and the unit, nearest first. */
  pieces: string[]
}

export interface AoePlan {
  /** Unit vector of the aim. */
  dir: Vec
  /** Every unit whose base the area overlaps, nearest first. */
  caught: AoeCatch[]
  /** Caught units with fewer than two pieces in their way: the area reaches them. */
  reach: string[]
  /** Pieces in the area's way that an AOE may destroy (destructible ones and wilderness). */
  rollable: string[]
  /** Cover each reached unit has against this shot (taken before any piece rolls). */
  cover: Record<string, boolean>
}

/** Terrain an AOE can knock down: destructible pieces, and wilderness (forests) as the seed allows. */
export const aoeBreakable = (t: Terrain): boolean => t.destructible || t.kind === 'forest'

/** Tall pieces hide what is behind them: the area only goes on if it destroys them. */
export const tallPiece = (t: Terrain): boolean => t.blocksLos || t.obscuring

const validAim = (aim: unknown): aim is Vec =>
  typeof aim === 'object' &&
  aim !== null &&
  Number.isFinite((aim as Vec).x) &&
  Number.isFinite((aim as Vec).y)

/** Does a base of radius r at p overlap the area aimed along dir from o? */
function overlaps(o: Vec, dir: Vec, w: WeaponProfile, p: Vec, r: number): boolean {
  const rx = p.x - o.x
  const ry = p.y - o.y
  const along = rx * dir.x + ry * dir.y
  if (along <= 0) return false
  if (w.aoeCircle) {
    const c = { x: o.x + (dir.x * w.range) / 2, y: o.y + (dir.y * w.range) / 2 }
    return dist(c, p) < w.range / 2 + r - 1e-9
  }
  const across = Math.abs(rx * dir.y - ry * dir.x)
  const dx = Math.max(0, along - w.range)
  const dy = Math.max(0, across - (w.aoe ?? 0) / 2)
  return hypot(dx, dy) < r - 1e-9
}

/** Pieces of Cover on the line from the attacker to `u`, nearest first. */
function piecesInWay(s: MsState, a: UnitState, u: UnitState): Terrain[] {
  const from = a.pos as Vec
  const to = u.pos as Vec
  return s.terrain
    .filter(
      (t) =>
        !t.destroyed &&
        !t.deepWater &&
        (t.cover || t.blocksLos || t.obscuring) &&
        t.id !== a.onHighGround &&
        t.id !== u.onHighGround &&
        !inside(from, t) &&
        crosses(from, to, t),
    )
    .sort((p, q) => pointPolygonDistance(from, p.poly) - pointPolygonDistance(from, q.poly))
}

/** The area aimed at `aim`, or why the shot cannot be made. */
export function aoePlan(s: MsState, a: UnitState, w: WeaponProfile, aim: unknown): AoePlan | string {
  if (!w.aoe && !w.aoeCircle) return `${w.name} is not an AOE weapon`
  if (!validAim(aim)) return 'an AOE shot needs an aim point {x, y}'
  if (!a.pos) return 'the unit is not on the table'
  const len = dist(a.pos, aim)
  if (len < 0.01) return 'aim away from the unit itself'
  if (!w.arc360 && !inFront(a, aim)) return 'the aim is outside the 180° field of view'
  if (engagedEnemies(s, a).length > 0) return 'AOE weapons cannot fire in engagement range'
  const dir = { x: (aim.x - a.pos.x) / len, y: (aim.y - a.pos.y) / len }
  const caught: AoeCatch[] = []
  for (const u of live(s)) {
    if (u.id === a.id || !u.pos || u.underwater !== a.underwater) continue
    if (!overlaps(a.pos, dir, w, u.pos, baseRadius(u.profile.size))) continue
    caught.push({ unit: u.id, pieces: piecesInWay(s, a, u).map((t) => t.id) })
  }
  caught.sort((p, q) => dist(a.pos as Vec, posOf(s, p.unit)) - dist(a.pos as Vec, posOf(s, q.unit)))
  // Behind a tall piece the AOE cannot knock down, a unit can never be hit: it is not reached.
  const reach = caught
    .filter((c) => c.pieces.length < AOE_STOP)
    .filter((c) => {
      const first = c.pieces[0] ? pieceOf(s, c.pieces[0]) : null
      return !first || !tallPiece(first) || aoeBreakable(first)
    })
    .map((c) => c.unit)
  for (const id of reach) {
    const u = unitOf(s, id) as UnitState
    if (engagedEnemies(s, u).length > 0)
      return `${u.name} is locked in melee: AOE weapons cannot fire at units in melee`
  }
  const rollable: string[] = []
  for (const c of caught)
    for (const id of c.pieces.slice(0, AOE_STOP)) {
      const t = s.terrain.find((x) => x.id === id) as Terrain
      if (aoeBreakable(t) && !rollable.includes(id)) rollable.push(id)
    }
  rollable.sort(
    (p, q) =>
      pointPolygonDistance(a.pos as Vec, pieceOf(s, p).poly) -
      pointPolygonDistance(a.pos as Vec, pieceOf(s, q).poly),
  )
  const cover: Record<string, boolean> = {}
  for (const c of caught) {
    if (!reach.includes(c.unit)) continue
    const u = unitOf(s, c.unit) as UnitState
    cover[c.unit] = !u.onHighGround && (c.pieces.length > 0 || hasCover(s, a, u))
  }
  return { dir, caught, reach, rollable, cover }
}

/** The plan, plus the Challenge rule: a challenged unit's area must catch its partner if it can. */
export function aoeShot(s: MsState, a: UnitState, w: WeaponProfile, aim: unknown): AoePlan | string {
  const plan = aoePlan(s, a, w, aim)
  if (typeof plan === 'string') return plan
  const partner = challengePartner(s, a)
  if (partner?.pos && !plan.reach.includes(partner.id)) {
    const at = aoePlan(s, a, w, partner.pos)
    if (typeof at !== 'string' && at.reach.includes(partner.id))
      return `${a.name} is in a challenge: the area must catch ${partner.name}`
  }
  return plan
}

/** Units the area catches once the rolled pieces have stood or fallen. */
export function aoeHits(s: MsState, plan: AoePlan): string[] {
  return plan.caught
    .filter((c) => plan.reach.includes(c.unit))
    .filter((c) => {
      const first = c.pieces[0]
      if (!first) return true
      const t = pieceOf(s, first)
      return !tallPiece(t) || t.destroyed
    })
    .map((c) => c.unit)
}

/** Aim points for bots and buttons: one through each enemy the area would reach. */
export function aoeAims(s: MsState, a: UnitState, w: WeaponProfile): { aim: Vec; plan: AoePlan }[] {
  const out: { aim: Vec; plan: AoePlan }[] = []
  for (const e of live(s)) {
    if (e.side === a.side || !e.pos) continue
    const aim = { x: e.pos.x, y: e.pos.y }
    const plan = aoeShot(s, a, w, aim)
    if (typeof plan === 'string' || !plan.reach.includes(e.id)) continue
    out.push({ aim, plan })
  }
  return out
}

const posOf = (s: MsState, id: string): Vec => unitOf(s, id)?.pos ?? { x: 0, y: 0 }
const pieceOf = (s: MsState, id: string): Terrain => s.terrain.find((t) => t.id === id) as Terrain

/** The area as a table draws it: a strip from the attacker, or the circle in front of it. */
export type AoeShape =
  | { kind: 'line'; from: Vec; to: Vec; width: number }
  | { kind: 'circle'; centre: Vec; radius: number }

/**
 * Where unit `attacker`'s AOE weapon `weapon` aimed at `aim` would land, with the units it
 * reaches — or null when that shot cannot be made (the same judgement `apply` makes).
 */
export function aoeArea(
  s: MsState,
  attacker: string,
  weapon: string,
  aim: unknown,
): { shape: AoeShape; reach: string[] } | null {
  const a = unitOf(s, attacker)
  const w = a ? weaponOf(a, weapon) : undefined
  if (!a?.pos || !w) return null
  const plan = aoeShot(s, a, w, aim)
  if (typeof plan === 'string') return null
  const o = a.pos
  const shape: AoeShape = w.aoeCircle
    ? {
        kind: 'circle',
        centre: { x: o.x + (plan.dir.x * w.range) / 2, y: o.y + (plan.dir.y * w.range) / 2 },
        radius: w.range / 2,
      }
    : {
        kind: 'line',
        from: { x: o.x, y: o.y },
        to: { x: o.x + plan.dir.x * w.range, y: o.y + plan.dir.y * w.range },
        width: w.aoe ?? 0,
      }
  return { shape, reach: plan.reach }
}
