/**
 * GF-OPT-STRUCTURE-OCCUPY: conventional infantry ending a move touching a building may go in
 * (never beside enemy infantry, three at most, and not in and out in one turn). Inside, the
 * figure stands on the building with the largest disc inside the footprint as its stored base;
 * the battle's table (modules/structures/footprint.ts) swaps in the footprint itself, so ranges and sight
 * run from and to the building's edge, as the book measures them. It gains +1 Defense. Leaving is a move action to a spot just outside; being recoiled or
 * knocked back puts it out too (structure-exit.ts: by the far wall). A destroyed building takes
 * its occupants with it.
 */
import { closestPointOnPolygon, discPolygonDistance, hypot, type RuleError, type Vec } from '@sortie/engine'
import type { TableRules } from '../../../table/contract.ts'
import type { BattleCtx } from '../../core/context.ts'
import { tableAllows } from '../../core/deploy.ts'
import { findUnit } from '../../core/geo.ts'
import { CONTACT } from '../../core/open-ground.ts'
import type { StructureState } from '../../core/optional-state.ts'
import { reprofile } from '../../core/reprofile.ts'
import type { ActivationFrame, BattleState, BattleUnit } from '../../core/types.ts'
import { inscribed } from '../optional/geo.ts'
import { optionOn, optState } from '../optional/rules.ts'
import { featureOf } from './attack.ts'
import { suppressedExit, zonesOver } from './zones.ts'

export const BUILDING_CAPACITY = 3

export const buildingOf = (s: BattleState, unitId: string): StructureState | undefined =>
  s.opt?.structures.find((st) => st.occupants.some((x) => x.unit === unitId))

const isInfantry = (u: BattleUnit) => u.profile.conventional && u.profile.frame === 'infantry' && !u.piece

/** Buildings this unit may enter now (asked when its move ends): infantry touching one. */
export function enterable(s: BattleState, u: BattleUnit): string[] {
  if (!optionOn(s, 'structures') || !isInfantry(u) || u.status !== 'table' || buildingOf(s, u.id)) return []
  if (u.counters.shutDown || u.counters.knockedDown || s.opt?.buildingTurn[u.id] === s.turn) return []
  return (s.opt?.structures ?? [])
    .filter((st) => {
      const feat = featureOf(s, st)
      if (!st.building || st.destroyed || !feat) return false
      if (st.occupants.length >= BUILDING_CAPACITY) return false
      if (st.occupants.some((x) => findUnit(s, x.unit)?.side !== u.side)) return false
      return discPolygonDistance({ c: u.pos, r: u.profile.radius }, feat.polygon) <= CONTACT + 1e-9
    })
    .map((st) => st.id)
}

export function enter(s: BattleState, c: BattleCtx, u: BattleUnit, target: unknown): RuleError | undefined {
  if (!enterable(s, u).includes(String(target)))
    return {
      code: 'gunframe/cannot_enter',
      message: 'Infantry enter a building they touch at the end of a move.',
    }
  const st = s.opt?.structures.find((x) => x.id === target) as StructureState
  const feat = featureOf(s, st)
  if (!feat) return { code: 'gunframe/cannot_enter', message: 'The building is gone.' }
  const disc = inscribed(feat.polygon)
  st.occupants.push({
    unit: u.id,
    radius: u.profile.radius,
    defense: u.profile.defense,
    elevation: u.elevation,
  })
  optState(s).buildingTurn[u.id] = s.turn
  const from = u.pos
  u.pos = { ...disc.c }
  reprofile(u, { radius: Math.max(u.profile.radius, disc.r), defense: u.profile.defense + 1 })
  u.elevation = feat.height
  u.flying = false
  c.emit({ type: 'BuildingEntered', unit: u.id, structure: st.id, from, pos: u.pos })
  return undefined
}

/** Puts an occupant back on its own base (leaving, recoiled, or its building destroyed). */
export function leave(s: BattleState, c: Pick<BattleCtx, 'emit'>, u: BattleUnit, to: Vec | null): void {
  const st = buildingOf(s, u.id)
  if (!st) return
  const x = st.occupants.find((o) => o.unit === u.id)
  st.occupants = st.occupants.filter((o) => o.unit !== u.id)
  if (!x) return
  reprofile(u, { radius: x.radius, defense: x.defense })
  u.elevation = 0
  if (to) u.pos = { ...to }
  optState(s).buildingTurn[u.id] = s.turn
  c.emit({ type: 'BuildingLeft', unit: u.id, structure: st.id, pos: u.pos })
}

/** Spots just outside the building where the occupant could step out. */
export function exitSpots(s: BattleState, table: TableRules, u: BattleUnit): Vec[] {
  const st = buildingOf(s, u.id)
  const feat = st ? featureOf(s, st) : undefined
  const x = st?.occupants.find((o) => o.unit === u.id)
  if (!st || !feat || !x) return []
  const me = { ...u, elevation: 0, profile: { ...u.profile, radius: x.radius } }
  const inner = inscribed(feat.polygon).c
  const out: Vec[] = []
  const n = feat.polygon.length
  for (let i = 0; i < n && out.length < 8; i++) {
    const a = feat.polygon[i] as Vec
    const b = feat.polygon[(i + 1) % n] as Vec
    const mid = closestPointOnPolygon({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, feat.polygon)
    const dx = mid.x - inner.x
    const dy = mid.y - inner.y
    const l = hypot(dx, dy) || 1
    const p = { x: mid.x + (dx / l) * (x.radius + 0.02), y: mid.y + (dy / l) * (x.radius + 0.02) }
    if (tableAllows(s, table, me, p, u.facing))
      out.push({ x: Number(p.x.toFixed(3)), y: Number(p.y.toFixed(3)) })
  }
  return out
}

export function exit(
  s: BattleState,
  c: BattleCtx,
  f: ActivationFrame,
  u: BattleUnit,
  to: unknown,
): RuleError | undefined {
  if (!buildingOf(s, u.id)) return { code: 'gunframe/not_inside', message: 'The unit is in no building.' }
  if (s.opt?.buildingTurn[u.id] === s.turn)
    return { code: 'gunframe/in_and_out', message: 'Infantry cannot enter and leave a building in one turn.' }
  const p = to as Vec
  const spots = exitSpots(s, c.table, u)
  if (!p || !spots.some((q) => hypot(q.x - p.x, q.y - p.y) < 1e-6))
    return { code: 'gunframe/bad_exit', message: 'Step out to a spot touching the building.' }
  f.actionsLeft--
  f.actionsTaken++
  c.emit({ type: 'ActionDeclared', unit: u.id, action: 'move', optional: 'exit', index: f.actionsTaken })
  const from = u.pos
  const st = buildingOf(s, u.id)
  const zones = st ? zonesOver(s, st) : []
  leave(s, c, u, p)
  c.emit({ type: 'UnitMoved', unit: u.id, from, to: u.pos, facing: u.facing, cost: 0, stood: false })
  // A suppression zone over the building: the move starts in dangerous ground.
  suppressedExit(s, c, u, zones)
  return undefined
}
