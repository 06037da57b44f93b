/**
 * GF-OPT-SPACE-DRIFT: in each End phase a die moves every piece of debris and every knocked-down
 * or shut-down unit that many inches straight at the drift edge, all at once. Only where things
 * end up matters: debris on a floating structure slides on until clear; a drifting unit on one
 * takes 1 damage and slides on; a unit left touching something that drifted takes 1 damage and is
 * pushed straight away from it. Whatever crosses the drift edge leaves: units go into reserve
 * from the next turn, debris rolls to vanish (1-2), come back at an edge (3-4) or anywhere (5-6);
 * the player with initiative places what comes back (modules/space/return.ts), and the End phase waits.
 */
import { discPolygonDistance, hypot, polygonBBox, polygonPolygonDistance, type Vec } from '@sortie/engine'
import type { TerrainFeature } from '../../../table/contract.ts'
import { applyDamage } from '../../actions/damage.ts'
import type { BattleCtx } from '../../core/context.ts'
import { discFits, figureOf, findUnit } from '../../core/geo.ts'
import { CONTACT } from '../../core/open-ground.ts'
import type { BattleState, BattleUnit } from '../../core/types.ts'
import { ownedUnits } from '../../core/unit/own.ts'
import { setCounters } from '../../core/unit/write.ts'
import { dropCarried } from '../objects/carry.ts'
import { pastEdge, shift, towardsEdge } from '../optional/geo.ts'
import { optState } from '../optional/rules.ts'
import { askNextDebris } from './return.ts'
import { spaceOn } from './rules.ts'

const STEP = 0.25

const feature = (s: BattleState, id: string) => s.field.terrain.find((f) => f.id === id)

function setFeature(s: BattleState, f: TerrainFeature): void {
  s.field = { ...s.field, terrain: s.field.terrain.map((t) => (t.id === f.id ? f : t)) }
}

const floatingPolys = (s: BattleState): Vec[][] =>
  (s.opt?.space?.floating ?? []).map((id) => feature(s, id)?.polygon).filter((p): p is Vec[] => !!p)

const touchesFloating = (s: BattleState, test: (poly: Vec[]) => boolean) => floatingPolys(s).some(test)

/**
 * Rolls this turn's drift once (the End phase may pause for debris placements and run again).
 * Returns whether a placement question is now waiting.
 */
export function drift(s: BattleState, c: BattleCtx): boolean {
  const sp = s.opt?.space
  if (!sp || !spaceOn(s) || sp.drifted === s.turn) return false
  sp.drifted = s.turn
  const roll = c.dice.d6()
  const dir = towardsEdge(sp.driftEdge)
  const by = { x: dir.x * roll, y: dir.y * roll }
  const debris = sp.debris.filter((id) => feature(s, id))
  for (const id of debris) {
    const f = feature(s, id) as TerrainFeature
    setFeature(s, { ...f, polygon: shift(f.polygon, by) })
  }
  // The drift moves, damages and strikes units met walking the list: each is the draft's own first.
  const units = ownedUnits(s).filter(
    (u) => u.status === 'table' && !u.piece && (u.counters.knockedDown || u.counters.shutDown),
  )
  for (const u of units) u.pos = { x: u.pos.x + by.x, y: u.pos.y + by.y }
  c.emit({ type: 'Drift', roll, edge: sp.driftEdge, debris, units: units.map((u) => u.id) })
  const step = { x: dir.x * STEP, y: dir.y * STEP }
  // 1. Debris on a floating structure slides on towards the edge.
  for (const id of debris) {
    let f = feature(s, id) as TerrainFeature
    for (
      let k = 0;
      k < 400 && touchesFloating(s, (p) => polygonPolygonDistance(f.polygon, p) <= CONTACT);
      k++
    )
      f = { ...f, polygon: shift(f.polygon, step) }
    setFeature(s, f)
  }
  // 2. A drifting unit on a floating structure takes 1 damage and slides on.
  for (const u of units) {
    const on = (p: Vec[]) => discPolygonDistance({ c: u.pos, r: u.profile.radius }, p) <= CONTACT
    if (!touchesFloating(s, on)) continue
    c.emit({ type: 'DriftCollision', unit: u.id, with: 'floating-structure' })
    if (applyDamage(s, c, u, 1, 'drift')) continue
    for (let k = 0; k < 400 && touchesFloating(s, on); k++)
      u.pos = { x: u.pos.x + step.x, y: u.pos.y + step.y }
  }
  // 3. A unit that stayed put, touching something that drifted, is struck and pushed clear.
  const moved = new Set(units.map((u) => u.id))
  for (const u of s.units) {
    if (u.status !== 'table' || moved.has(u.id) || u.piece) continue
    strikeIfTouched(s, c, u, debris, units)
  }
  offTheEdge(s, c, debris, units)
  return askNextDebris(s, c)
}

function strikeIfTouched(
  s: BattleState,
  c: BattleCtx,
  u: BattleUnit,
  debris: string[],
  units: BattleUnit[],
): void {
  const hits: { from: Vec; gap: () => number; what: string }[] = []
  for (const id of debris) {
    const f = feature(s, id)
    if (!f) continue
    const gap = () => discPolygonDistance({ c: u.pos, r: u.profile.radius }, f.polygon)
    const box = polygonBBox(f.polygon)
    if (gap() <= CONTACT)
      hits.push({ from: { x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2 }, gap, what: id })
  }
  for (const o of units) {
    if (o.status !== 'table') continue
    const gap = () => c.table.edgeDistance(figureOf(u), figureOf(o))
    if (gap() <= CONTACT) hits.push({ from: o.pos, gap, what: o.id })
  }
  const first = hits[0]
  if (!first) return
  c.emit({ type: 'DriftCollision', unit: u.id, with: first.what })
  if (applyDamage(s, c, u, 1, 'drift')) return
  const dx = u.pos.x - first.from.x
  const dy = u.pos.y - first.from.y
  const l = hypot(dx, dy) || 1
  for (let k = 0; k < 400 && first.gap() <= CONTACT; k++) {
    const p = { x: u.pos.x + (dx / l) * STEP, y: u.pos.y + (dy / l) * STEP }
    if (!discFits(s.field, p, u.profile.radius)) break
    u.pos = p
  }
  c.emit({ type: 'KnockedBack', unit: u.id, to: u.pos, stoppedBy: null, cause: 'drift' })
}

function offTheEdge(s: BattleState, c: BattleCtx, debris: string[], units: BattleUnit[]): void {
  const sp = optState(s).space
  if (!sp) return
  for (const u of units) {
    if (u.status !== 'table' || pastEdge(s.field, sp.driftEdge, [u.pos], u.profile.radius) <= 0) continue
    dropCarried(s, c, u)
    u.status = 'undeployed'
    setCounters(u, { lock: false, evade: false })
    sp.adrift[u.id] = s.turn
    sp.cameOff = [...(sp.cameOff ?? []).filter((x) => x !== u.id), u.id]
    c.emit({ type: 'DriftedOff', unit: u.id, turn: s.turn })
  }
  for (const id of debris) {
    const f = feature(s, id)
    if (!f || pastEdge(s.field, sp.driftEdge, f.polygon) <= 0) continue
    s.field = { ...s.field, terrain: s.field.terrain.filter((t) => t.id !== id) }
    const roll = c.dice.d6()
    const fate = roll <= 2 ? 'gone' : roll <= 4 ? 'new-object' : 'untracked-object'
    if (fate === 'gone') sp.debris = sp.debris.filter((x) => x !== id)
    else sp.returning.push({ feature: f, fate })
    c.emit({ type: 'DebrisOffEdge', feature: id, roll, fate })
  }
}

/** Units that drifted off may be called from the turn after (reserves need a mission). */
export function adriftToReserve(s: BattleState): void {
  const sp = s.opt?.space
  if (!sp || !s.mission.reserves) return
  for (const [id, turn] of Object.entries(sp.adrift)) {
    if (turn >= s.turn) continue
    const u = findUnit(s, id)
    if (u?.status === 'undeployed') {
      setCounters(u, { knockedDown: false, shutDown: false })
      s.mission.reserves[id] = 'reserve'
    }
    delete sp.adrift[id]
  }
}

/**
 * GF-OPT-SPACE-OFF-EDGE: a unit that drifted off re-enters touching the drift edge (anywhere along
 * it). Null for any other unit, whose reserve edge rules stand. Meant for the reserves' edge check.
 */
export function driftEdgeArrival(s: BattleState, u: BattleUnit, p: Vec): boolean | null {
  const sp = s.opt?.space
  if (!sp || !spaceOn(s) || !sp.cameOff?.includes(u.id)) return null
  return Math.abs(pastEdge(s.field, sp.driftEdge, [p], u.profile.radius)) <= 0.05
}
