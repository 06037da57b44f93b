/**
 * GF-OPT-THROWING, objects on the table: the features the players named as objects (or a default:
 * every obstacle but walls, small when its footprint is small), picked up with a special action
 * by a gunframe touching one (free at the start or end of a move with Hands, which takes a
 * mission's loot counter the same way: hands-loot.ts), one object or loot counter
 * per unit, dropped at will at the start or end of an action and dropped at once when the carrier
 * is knocked down (or destroyed). A carried object is off the table: its feature goes with it.
 */
import { discPolygonDistance, hypot, polygonCentroid, type RuleError, type Vec } from '@sortie/engine'
import type { TableRules } from '../../../table/contract.ts'
import type { BattleCtx } from '../../core/context.ts'
import { discFits, figureOf, findUnit, pointFigure } from '../../core/geo.ts'
import { CONTACT } from '../../core/open-ground.ts'
import type { ObjectSetup, TableObject } from '../../core/optional-state.ts'
import type { BattleState, BattleUnit } from '../../core/types.ts'
import { shift, signedGap } from '../optional/geo.ts'
import { optionOn, optState } from '../optional/rules.ts'
import { hasHands } from '../upgrades/capabilities.ts'
import { handsLoot, takeLoot } from './hands-loot.ts'

/** Footprints up to this many square inches are small objects by default. */
const SMALL_AREA = 2.5

function area(poly: readonly Vec[]): number {
  let a = 0
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i] as Vec
    const q = poly[(i + 1) % poly.length] as Vec
    a += p.x * q.y - q.x * p.y
  }
  return Math.abs(a) / 2
}

const reach = (poly: readonly Vec[], c: Vec) => Math.max(...poly.map((p) => hypot(p.x - c.x, p.y - c.y)))

/** The objects of the game: the agreed list, else every obstacle that is not a wall. */
export function setupObjects(s: BattleState, list: readonly ObjectSetup[] | undefined): void {
  const o = optState(s)
  const chosen: readonly ObjectSetup[] =
    list ??
    s.field.terrain
      .filter((f) => f.category === 'obstacle' && !/wall/i.test(f.name))
      .map((f) => ({ feature: f.id, size: area(f.polygon) <= SMALL_AREA ? 'small' : 'large' }))
  chosen.forEach((x, i) => {
    const f = x.feature ? s.field.terrain.find((t) => t.id === x.feature) : undefined
    if (f) {
      const c = polygonCentroid(f.polygon)
      o.objects.push({
        id: x.id ?? `object:${i}`,
        size: x.size,
        pos: c,
        radius: reach(f.polygon, c),
        feature: f,
        carrier: null,
      })
    } else if (x.pos)
      o.objects.push({
        id: x.id ?? `object:${i}`,
        size: x.size,
        pos: { ...x.pos },
        radius: x.size === 'small' ? 0.5 : 1,
        carrier: null,
      })
  })
}

/** Edge distance from a unit's base to an object on the table. */
export function objectGap(table: TableRules, u: BattleUnit, ob: TableObject): number {
  if (ob.feature) return discPolygonDistance({ c: u.pos, r: u.profile.radius }, ob.feature.polygon)
  return table.edgeDistance(figureOf(u), { ...pointFigure(ob.id, ob.pos), radius: ob.radius })
}

export const carriedBy = (s: BattleState, u: BattleUnit): TableObject | undefined =>
  s.opt?.objects.find((x) => x.carrier === u.id)

export const carriesLoot = (s: BattleState, u: BattleUnit) =>
  s.mission.state?.counters.some((x) => x.carrier === u.id) ?? false

/** Objects this unit could pick up now (the rule, a gunframe, empty hands, base contact). */
export function pickable(s: BattleState, table: TableRules, u: BattleUnit): TableObject[] {
  if (
    !optionOn(s, 'throwing') ||
    u.profile.conventional ||
    u.piece ||
    u.counters.shutDown ||
    u.counters.knockedDown ||
    u.flying
  )
    return []
  if (carriedBy(s, u) || carriesLoot(s, u)) return []
  return (s.opt?.objects ?? []).filter((x) => x.carrier === null && objectGap(table, u, x) <= CONTACT + 1e-9)
}

/** What a Hands unit could pick up for free as a move action starts (for legal()). */
export const handsPickable = (s: BattleState, table: TableRules, u: BattleUnit): TableObject[] =>
  hasHands(u) ? pickable(s, table, u) : []

/**
 * GF-OPT-THROWING-PICK-UP / GF-UPG-HANDS: with Hands, a move action may open with a free pick-up
 * (the `pickUp` field of the move decision) of an object or a mission's loot counter; the move is
 * then checked and made as usual, and a refused move undoes the pick-up with it.
 */
export function handsPickUp(s: BattleState, c: BattleCtx, target: unknown): RuleError | undefined {
  const f = s.stack[s.stack.length - 1]
  const u = f?.t === 'activation' && f.actionsLeft > 0 ? findUnit(s, f.unit) : undefined
  if (!u) return { code: 'gunframe/no_activation', message: 'No unit is activating.' }
  if (!hasHands(u))
    return { code: 'gunframe/no_hands', message: 'Only a unit with Hands picks up as it moves.' }
  if (typeof target === 'string' && handsLoot(s, c.table, u).includes(target)) {
    takeLoot(s, c, u, target)
    return undefined
  }
  const ob = handsPickable(s, c.table, u).find((x) => x.id === target)
  if (!ob)
    return {
      code: 'gunframe/cannot_pick_up',
      message: 'Pick up an object or loot counter in base contact, hands empty.',
    }
  pickUp(s, c, u, ob)
  return undefined
}

export function pickUp(s: BattleState, c: BattleCtx, u: BattleUnit, ob: TableObject): void {
  ob.carrier = u.id
  if (ob.feature) {
    const id = ob.feature.id
    s.field = { ...s.field, terrain: s.field.terrain.filter((t) => t.id !== id) }
  }
  c.emit({ type: 'ObjectPickedUp', unit: u.id, object: ob.id, size: ob.size })
}

/** The object's footprint with its centre moved to `p` (a free-standing object: none). */
function footprintAt(ob: TableObject, p: Vec): Vec[] | null {
  if (!ob.feature) return null
  const from = polygonCentroid(ob.feature.polygon)
  return shift(ob.feature.polygon, { x: p.x - from.x, y: p.y - from.y })
}

/** Where a dropped object lands: touching the base, behind first, clear of other figures. */
function dropSpot(s: BattleState, table: TableRules, u: BattleUnit, ob: TableObject): Vec | null {
  for (let k = 0; k < 8; k++) {
    const a = u.facing + Math.PI + (k % 2 === 0 ? 1 : -1) * Math.ceil(k / 2) * (Math.PI / 4)
    const dir = { x: Math.cos(a), y: Math.sin(a) }
    // Slide the object out from the base until it just touches it.
    let d = u.profile.radius
    const at = () => ({ x: u.pos.x + dir.x * d, y: u.pos.y + dir.y * d })
    const gap = () => {
      const poly = footprintAt(ob, at())
      return poly ? signedGap(u.pos, u.profile.radius, poly) : d - u.profile.radius - ob.radius
    }
    while (gap() < CONTACT / 2 && d < u.profile.radius + 2 * ob.radius + 1) d += 0.01
    const p = at()
    const poly = footprintAt(ob, p)
    if (!discFits(s.field, p, ob.radius)) continue
    const clear = s.units.every((o) => {
      if (o.status !== 'table' || o.id === u.id) return true
      if (poly) return signedGap(o.pos, o.profile.radius, poly) > 0
      return table.edgeDistance({ ...pointFigure(ob.id, p), radius: ob.radius }, figureOf(o)) > 0
    })
    if (clear) return { x: Number(p.x.toFixed(3)), y: Number(p.y.toFixed(3)) }
  }
  return null
}

/** Removes an object from the game (thrown, swung, kicked, or with nowhere to land). */
export function destroyObject(s: BattleState, c: BattleCtx, ob: TableObject, why: string): void {
  const o = optState(s)
  o.objects = o.objects.filter((x) => x.id !== ob.id)
  if (ob.feature && ob.carrier === null) {
    const id = ob.feature.id
    s.field = { ...s.field, terrain: s.field.terrain.filter((t) => t.id !== id) }
  }
  c.emit({ type: 'ObjectDestroyed', object: ob.id, why })
}

export function drop(s: BattleState, c: BattleCtx, u: BattleUnit, ob: TableObject): void {
  const p = dropSpot(s, c.table, u, ob)
  if (!p) {
    destroyObject(s, c, ob, 'no-room')
    return
  }
  if (ob.feature) {
    const moved = { ...ob.feature, polygon: footprintAt(ob, p) as Vec[] }
    ob.feature = moved
    s.field = { ...s.field, terrain: [...s.field.terrain, moved] }
  }
  ob.pos = p
  ob.carrier = null
  c.emit({ type: 'ObjectDropped', unit: u.id, object: ob.id, pos: p })
}

/** Knocked down, destroyed, or leaving the table: whatever it holds falls where it stood. */
export function dropCarried(s: BattleState, c: BattleCtx, u: BattleUnit): void {
  const ob = carriedBy(s, u)
  if (ob) drop(s, c, u, ob)
}
