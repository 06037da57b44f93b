/**
 * GF-OPT-STRUCTURES: structures are terrain features with a Defense and an Armour from the
 * book's chart (massive ones split into sections, each its own entry). They are attacked like a
 * unit with the attack's own dice (one source: the odds module) but with no standard modifiers,
 * no power attacks, no cover (obscured still counts) and no dodge; at Armour 0 the feature leaves
 * the table and any infantry inside are destroyed. Range and sight go to the nearest point of the
 * footprint; sight is asked of the table with a marker standing there.
 */
import {
  closestPointOnPolygon,
  discPolygonDistance,
  polygonCentroid,
  polygonPolygonDistance,
  type RuleError,
  type Vec,
} from '@sortie/engine'
import type { Figure, TableRules, TerrainFeature } from '../../../table/contract.ts'
import { attackDice } from '../../actions/attack-dice.ts'
import { applyDamage } from '../../actions/damage.ts'
import { payRapidFire, turnToFace } from '../../actions/rapid-fire.ts'
import type { BattleCtx, BattleLook } from '../../core/context.ts'
import { canSpendFocus } from '../../core/focus.ts'
import { angleTo, bandFor, engagedWith, figures, findUnit } from '../../core/geo.ts'
import type { StructureClass, StructureSetup, StructureState } from '../../core/optional-state.ts'
import { reprofile } from '../../core/reprofile.ts'
import { rulesOn } from '../../core/rules-on.ts'
import type { ActivationFrame, Band, BattleState, BattleUnit } from '../../core/types.ts'
import { startingFlags } from '../../core/unit/start.ts'
import { withinGroup } from '../groups/core.ts'
import { optionOn, optState } from '../optional/rules.ts'
import { effectiveLoadout } from '../power/crippled.ts'
import { reloadsFree } from '../upgrades/capabilities.ts'
import { footprintOf } from './footprint.ts'

/** GF-OPT-STRUCTURE-INTEGRITY: the chart (Defense, Armour). */
export const INTEGRITY: Record<StructureClass, { defense: number; armour: number }> = {
  'typical-civilian': { defense: 2, armour: 5 },
  'hard-civilian': { defense: 2, armour: 10 },
  'typical-military': { defense: 3, armour: 6 },
  'hard-military': { defense: 3, armour: 12 },
}

/** Default: every blocking feature that can be stood on (buildings, domes) is a civilian building. */
export function setupStructures(s: BattleState, list: readonly StructureSetup[] | undefined): void {
  const o = optState(s)
  const chosen: readonly StructureSetup[] =
    list ??
    s.field.terrain
      .filter((f) => f.qualities.includes('blocking') && f.qualities.includes('elevated'))
      .map((f) => ({ feature: f.id }))
  for (const x of chosen) {
    const f = s.field.terrain.find((t) => t.id === x.feature)
    if (!f) continue
    const chart = INTEGRITY[x.class ?? 'typical-civilian']
    const armour = x.armour ?? chart.armour
    o.structures.push({
      id: `structure:${f.id.replace(/^terrain:/, '')}`,
      feature: f.id,
      name: f.name,
      defense: x.defense ?? chart.defense,
      armour,
      maxArmour: armour,
      building: x.building ?? true,
      of: x.of ?? null,
      destroyed: false,
      occupants: [],
    })
  }
}

export const featureOf = (s: BattleState, st: StructureState): TerrainFeature | undefined =>
  s.field.terrain.find((t) => t.id === st.feature)

export interface StructurePlan {
  band: Band
  weapon: number
  obscured: boolean
  facing: number
  needsRapidFire: boolean
  free: boolean
}

function marker(id: string, at: Vec, f: TerrainFeature): Figure {
  return {
    id,
    side: '',
    pos: at,
    facing: 0,
    radius: 0.25,
    height: Math.max(0.5, f.height),
    elevation: 0,
    flying: false,
    frame: 'structure',
  }
}

/**
 * Whether the unit sees the structure (a marker at the footprint's nearest point, then its
 * middle), and the facing it sees it from: a close attacker may turn to face it.
 */
function structureSight(
  s: BattleState,
  table: TableRules,
  u: BattleUnit,
  st: StructureState,
  feat: TerrainFeature,
  mayTurn: boolean,
): { obscured: boolean; facing: number } | null {
  const field = { ...s.field, terrain: s.field.terrain.filter((t) => t.id !== feat.id) }
  const inside = new Set(st.occupants.map((x) => x.unit))
  const figs = figures(s).filter((x) => !inside.has(x.id))
  const spots = [closestPointOnPolygon(u.pos, feat.polygon), polygonCentroid(feat.polygon)]
  for (const at of spots) {
    const m = marker(st.id, at, feat)
    for (const turn of mayTurn ? [u.facing, angleTo(u.pos, at)] : [u.facing]) {
      const view = figs.map((x) => (x.id === u.id ? { ...x, facing: turn } : x))
      const r = table.lineOfSight(field, [...view, m], u.id, m.id)
      if (r.visible) return { obscured: r.obscured, facing: turn }
    }
  }
  return null
}

/**
 * GF-OPT-GROUPS-ATTACK: the group rule covers every attack, so followers still with the leader
 * that see the structure add their value in the leader's weapon system here too.
 */
function groupBonus(
  s: BattleState,
  table: TableRules,
  u: BattleUnit,
  st: StructureState,
  band: Band,
): number {
  const feat = featureOf(s, st)
  const ids = s.mission.groups?.[u.id]
  if (!feat || !ids || !rulesOn(s).has('groups')) return 0
  let bonus = 0
  for (const id of ids) {
    const f = findUnit(s, id)
    if (f?.status !== 'table' || !withinGroup({ table }, u, f)) continue
    if (st.occupants.some((x) => x.unit === f.id)) continue
    if (structureSight(s, table, f, st, feat, false)) bonus += effectiveLoadout(s, f)[band]
  }
  return bonus
}

/** Checks an attack on a structure without touching the state. */
export function planStructureAttack(
  s: BattleState,
  table: TableRules,
  f: ActivationFrame,
  u: BattleUnit,
  st: StructureState,
): StructurePlan | RuleError {
  const no = (code: string, message: string): RuleError => ({ code: `gunframe/${code}`, message })
  const feat = featureOf(s, st)
  if (!optionOn(s, 'structures') || st.destroyed || !feat)
    return no('bad_target', 'No such structure standing.')
  if (u.status !== 'table' || u.counters.shutDown || u.counters.knockedDown)
    return no('cannot_act', 'The unit cannot attack.')
  if (st.occupants.some((x) => x.unit === u.id))
    return no('bad_target', 'A unit does not attack the building it is in.')
  // GF-OPT-STRUCTURES-OCCUPY: infantry in another building measure from its walls.
  const own = footprintOf(s, u)
  const distance = own
    ? polygonPolygonDistance(own, feat.polygon)
    : discPolygonDistance({ c: u.pos, r: u.profile.radius }, feat.polygon)
  const band = bandFor(distance)
  if (band === null) return no('out_of_range', 'The structure is out of range.')
  if (band !== 'close' && engagedWith(s, table, u).length > 0)
    return no('engaged_close_only', 'An engaged unit can only make close range attacks.')
  const seen = structureSight(s, table, u, st, feat, band === 'close')
  if (!seen) return no('no_line_of_sight', 'The attacker cannot see the structure.')
  const facing = seen.facing
  const weapon = effectiveLoadout(s, u)[band]
  if (weapon < 1) return no('no_weapon', `The unit has no ${band} weapon system.`)
  const needsRapidFire = f.usedBands.includes(band) && !f.bonus
  return {
    band,
    weapon,
    obscured: seen.obscured,
    facing,
    needsRapidFire,
    free: reloadsFree(u, band),
  }
}

/** Structures this unit may attack now (for legal()). */
export function structureTargets(
  s: BattleState,
  look: BattleLook,
  f: ActivationFrame,
  u: BattleUnit,
): string[] {
  if (!optionOn(s, 'structures')) return []
  return (s.opt?.structures ?? [])
    .filter((st) => {
      const p = planStructureAttack(s, look.table, f, u, st)
      return !('code' in p) && (!p.needsRapidFire || p.free || canSpendFocus(look.modules, s, u))
    })
    .map((st) => st.id)
}

/** The structure as the dice see a defender: its Defense and Armour, nothing else. */
function standIn(st: StructureState, at: Vec): BattleUnit {
  return {
    id: st.id,
    side: '',
    armour: st.armour,
    profile: {
      name: st.name,
      frame: 'tank',
      conventional: true,
      skill: 6,
      speed: 0,
      defense: st.defense,
      maxArmour: st.maxArmour,
      loadout: { close: 0, short: 0, medium: 0, long: 0 },
      points: 0,
      upgrades: [],
      radius: 0,
      height: 0,
    },
    flying: false,
    status: 'table',
    pos: at,
    ...startingFlags(true),
  }
}

const hitsOf = (dice: readonly number[]) => dice.filter((v) => v >= 4).length

export function attackStructure(
  s: BattleState,
  c: BattleCtx,
  f: ActivationFrame,
  u: BattleUnit,
  target: unknown,
  rapidFire: boolean,
): RuleError | undefined {
  const st = s.opt?.structures.find((x) => x.id === target)
  if (!st) return { code: 'gunframe/bad_target', message: 'No such structure.' }
  const plan = planStructureAttack(s, c.table, f, u, st)
  if ('code' in plan) return plan
  if (plan.needsRapidFire !== rapidFire)
    return {
      code: 'gunframe/weapon_used',
      message: 'Rapid fire is needed for a weapon that already fired, and only then.',
    }
  const unpaid = payRapidFire(s, c, u, rapidFire, plan.free)
  if (unpaid) return unpaid
  f.actionsLeft--
  f.actionsTaken++
  c.emit({
    type: 'ActionDeclared',
    unit: u.id,
    action: 'attack',
    optional: 'structure',
    index: f.actionsTaken,
  })
  if (!f.usedBands.includes(plan.band)) f.usedBands.push(plan.band)
  turnToFace(c, u, plan.facing)
  const feat = featureOf(s, st) as TerrainFeature
  const bonus = groupBonus(s, c.table, u, st, plan.band)
  if (bonus > 0) c.emit({ type: 'GroupAttack', leader: u.id, bonus, structure: st.id })
  const frame = {
    band: plan.band,
    weapon: plan.weapon + bonus,
    modifiers: [],
    obscured: plan.obscured,
    cover: 'none' as const,
  }
  const r = attackDice(s, c, u, standIn(st, polygonCentroid(feat.polygon)), frame, {
    lock: 'keep',
    pool: 'defense',
  })
  const first = c.dice.pool(r.attackPool)
  const dice =
    r.attackReroll === 'failures'
      ? c.dice.rerollOnce(first, (v) => v < 4).dice
      : r.attackReroll === 'ones'
        ? c.dice.rerollOnce(first, (v) => v === 1).dice
        : first
  const defense = c.dice.pool(r.defensePool)
  const damage = Math.max(0, hitsOf(dice) - hitsOf(defense))
  st.armour = Math.max(0, st.armour - damage)
  c.emit({
    type: 'StructureAttacked',
    attacker: u.id,
    structure: st.id,
    band: plan.band,
    pool: r.attackPool,
    dice,
    hits: hitsOf(dice),
    defensePool: r.defensePool,
    defense,
    blocks: hitsOf(defense),
    damage,
    armour: st.armour,
  })
  if (st.armour === 0) destroyStructure(s, c, st, u.id)
  return undefined
}

export function destroyStructure(s: BattleState, c: BattleCtx, st: StructureState, by: string): void {
  st.destroyed = true
  s.field = { ...s.field, terrain: s.field.terrain.filter((t) => t.id !== st.feature) }
  c.emit({ type: 'StructureDestroyed', structure: st.id, by, of: st.of })
  const inside = st.occupants
  st.occupants = []
  for (const x of inside) {
    const u = findUnit(s, x.unit)
    if (!u) continue
    reprofile(u, { radius: x.radius, defense: x.defense })
    u.elevation = 0
    applyDamage(s, c, u, u.armour, `collapse:${st.id}`)
  }
}
