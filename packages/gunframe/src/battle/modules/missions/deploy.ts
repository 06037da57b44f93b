/**
 * Deployment as the missions play it: the defender first, then the attacker (a free-for-all in
 * the order of its roll), each unit placed in its side's zone or the mission's areas (Ambush,
 * Breakthrough, Doomsday and their caps), or held back in reserve, HALO or ambush where the
 * mission allows. Placement spots for `legal()` are a coarse grid (any valid spot may be decided).
 */
import type { RuleError, Seat, Vec } from '@sortie/engine'
import { effectiveDef } from '../../../missions/catalogue.ts'
import { deploymentArea, deploymentRule } from '../../../missions/deployment.ts'
import { haloAllowed } from '../../../missions/environment-rules.ts'
import { canAmbush, canHalo, reserveWithinLimit } from '../../../missions/standard.ts'
import type { TableRules } from '../../../table/contract.ts'
import type { BattleCtx } from '../../core/context.ts'
import { facingFor, inZone, isEdge, tableCheck, toDeploy, toWorld, zoneDepth } from '../../core/deploy.ts'
import { angleTo, findUnit } from '../../core/geo.ts'
import type { ReserveMode } from '../../core/mission-state.ts'
import type { BattlePromptOf } from '../../core/prompt-types.ts'
import type { BattleDecision, BattleState, BattleUnit } from '../../core/types.ts'
import { ffaDeployingSeat, ffaSpots, inFfaZone } from '../multi/ffa.ts'
import { RIVALS_ERROR, rivalCheck, rivalTooClose } from '../upgrades/rivals.ts'
import { missionUnit } from './units.ts'

/** Squadron units of a side (mission pieces aside). */
const squadronOf = (s: BattleState, side: Seat) => s.units.filter((u) => u.side === side && !u.piece)

/** The mission's area check for one spot, or null when no mission is in play. */
function missionArea(s: BattleState, unit: BattleUnit, pos: Vec): string | null | undefined {
  return missionAreaCheck(s, unit)?.(pos)
}

/**
 * The mission's area check for one unit's spots (undefined when no mission is in play): the
 * side's rule, its placed units and the enemies are gathered once, not again for every spot.
 */
function missionAreaCheck(s: BattleState, unit: BattleUnit): ((pos: Vec) => string | null) | undefined {
  const ms = s.mission.state
  if (!ms) return undefined
  const rule = deploymentRule(ms, unit.side, squadronOf(s, unit.side).length)
  const areas = s.mission.areas ?? {}
  const placed = s.units
    .filter((u) => u.side === unit.side && u.id !== unit.id && areas[u.id] !== undefined)
    .map((u) => ({ area: areas[u.id] as 'zone' }))
  const enemies = s.units.filter((u) => u.side !== unit.side && u.status === 'table').map(missionUnit)
  // Convoy vehicles start in the defender's zone like any defending unit, and cap nothing.
  if (unit.piece === 'convoy-vehicle') rule.areas = rule.areas.filter((a) => a.label === 'zone')
  const mine = unit.piece ? [] : placed
  return (pos) => deploymentArea(ms, rule, pos, unit.profile.radius, mine, enemies)
}

/** Is this a spot the unit may be placed on (zone, table rules, no overlap)? */
export function placementOk(
  state: BattleState,
  table: TableRules,
  unit: BattleUnit,
  pos: Vec,
  facing: number,
): boolean {
  return placementCheck(state, table, unit)(pos, facing)
}

/** placementOk for many spots of one unit in one state (what it needs gathered once). */
function placementCheck(
  state: BattleState,
  table: TableRules,
  unit: BattleUnit,
): (pos: Vec, facing: number) => boolean {
  const area = state.mission.ffa ? undefined : missionAreaCheck(state, unit)
  const allows = tableCheck(state, table, unit)
  const nearRival = rivalCheck(state, table, unit)
  return (pos, facing) => {
    if (!pos || !Number.isFinite(pos.x) || !Number.isFinite(pos.y) || !Number.isFinite(facing)) return false
    // GF-UPG-RIVALS: never within 8" of its rival.
    if (nearRival(pos)) return false
    if (state.mission.ffa) {
      if (!inFfaZone(state, unit, pos)) return false
    } else {
      const a = area?.(pos)
      if (a === null) return false
      if (a === undefined) {
        const half = state.halves?.[unit.side]
        if (!half || !inZone(state.field, half, pos, unit.profile.radius)) return false
      }
    }
    return allows(pos, facing)
  }
}

/** Defender first, then the attacker (free-for-all: in the order of the deployment roll). */
export function deployingSeat(s: BattleState): Seat | null {
  if (s.mission.ffa) return ffaDeployingSeat(s)
  for (const seat of [s.defender, s.attacker]) if (seat !== null && toDeploy(s, seat).length > 0) return seat
  return null
}

export function deployPrompt(s: BattleState): BattlePromptOf<'deploy'> {
  const seat = deployingSeat(s) ?? s.seats[0]
  return { seat, kind: 'deploy', units: toDeploy(s, seat).map((u) => u.id), half: s.halves?.[seat] }
}

function faceFrom(s: BattleState, seat: Seat, pos: Vec): number {
  const half = s.halves?.[seat]
  if (half && isEdge(half) && !s.mission.ffa) return facingFor(half)
  return angleTo(pos, { x: s.field.width / 2, y: s.field.depth / 2 })
}

/**
 * The coarse grid of candidate spots, unchecked, in groups: the spots listed are the legal ones of
 * the first group that has any (the side's edge rows, then the mission's areas).
 */
function spotGroups(
  state: BattleState,
  table: TableRules,
  unit: BattleUnit,
  seat: Seat,
): { ok: (p: Vec) => boolean; groups: (() => Vec[])[] } {
  const field = state.field
  const check = placementCheck(state, table, unit)
  const ok = (p: Vec) => check(p, faceFrom(state, seat, p))
  if (state.mission.ffa) return { ok, groups: [() => ffaSpots(state, unit)] }
  const half = state.halves?.[seat]
  if (!half) return { ok, groups: [] }
  const r = unit.profile.radius
  const groups: (() => Vec[])[] = []
  if (isEdge(half))
    groups.push(() => {
      const out: Vec[] = []
      const depth = zoneDepth(field, half)
      const along = half === 'south' || half === 'north' ? field.width : field.depth
      const rows = depth - 2 * r > 1 ? [r + 0.5, depth - r - 0.5] : [depth / 2]
      for (const v of rows)
        for (let u = r + 1; u <= along - r - 1 + 1e-9; u += 4) out.push(toWorld(field, half, u, v))
      return out
    })
  // Other areas (diagonal zones, Ambush, Breakthrough, Doomsday): a 3" grid, thinned.
  if (!isEdge(half) || state.mission.state)
    groups.push(() => {
      const grid: Vec[] = []
      for (let x = r + 0.5; x <= field.width - r; x += 3)
        for (let y = r + 0.5; y <= field.depth - r; y += 3) grid.push({ x, y })
      const area = missionAreaCheck(state, unit)
      const fit = grid.filter((p) => area?.(p) !== null)
      const step = Math.max(1, Math.floor(fit.length / 24))
      const out: Vec[] = []
      for (let i = 0; i < fit.length; i += step) out.push(fit[i] as Vec)
      return out
    })
  return { ok, groups }
}

/** A coarse grid of candidate spots for bots and fuzzers. */
export function deploymentSpots(state: BattleState, table: TableRules, unit: BattleUnit, seat: Seat): Vec[] {
  const { ok, groups } = spotGroups(state, table, unit, seat)
  let out: Vec[] = []
  for (const g of groups) {
    out = g().filter(ok)
    if (out.length > 0) break
  }
  return out
}

/**
 * The first of deploymentSpots' spots with the highest `value`, or null when it lists none: a bot
 * that only wants the best (the greedy bot, nearest the centre) checks the spots best first and
 * stops at the first legal one, where the listing checks every spot.
 */
function bestSpot(
  state: BattleState,
  table: TableRules,
  unit: BattleUnit,
  seat: Seat,
  value: (p: Vec) => number,
): Vec | null {
  const { ok, groups } = spotGroups(state, table, unit, seat)
  for (const g of groups) {
    const spots = g()
    const vs = spots.map(value)
    // Best first; a stable sort keeps the listing's order among equals.
    const order = spots.map((_, i) => i).sort((a, b) => (vs[b] as number) - (vs[a] as number))
    for (const i of order) if (ok(spots[i] as Vec)) return spots[i] as Vec
  }
  return null
}

/**
 * The deploy decision deployLegal lists first among those whose spot has the highest `value`;
 * undefined when it lists none (only holding back is left, or nobody deploys).
 */
export function bestDeploy(
  s: BattleState,
  table: TableRules,
  value: (p: Vec) => number,
): BattleDecision | undefined {
  const seat = deployingSeat(s)
  if (!seat) return undefined
  const u = toDeploy(s, seat)[0]
  if (!u) return undefined
  const pos = bestSpot(s, table, u, seat, value)
  return pos ? { seat, kind: 'deploy', unit: u.id, pos, facing: faceFrom(s, seat, pos) } : undefined
}

/** The named unit, when it is one the seat has to deploy (or hold back) now. */
function unitToPlace(s: BattleState, seat: Seat, id: string): BattleUnit | undefined {
  const u = findUnit(s, id)
  return !u || !toDeploy(s, seat).includes(u) || deployingSeat(s) !== seat ? undefined : u
}

const notPlaceable = (unit: string, message: string): RuleError => ({
  code: 'gunframe/bad_unit',
  message,
  detail: { unit },
})

export function deployUnit(
  s: BattleState,
  c: BattleCtx,
  d: Extract<BattleDecision, { kind: 'deploy' }>,
): RuleError | undefined {
  const u = unitToPlace(s, d.seat, d.unit)
  if (!u) return notPlaceable(d.unit, 'Deploy one of your undeployed units.')
  const pos = d.pos as Vec
  if (pos && Number.isFinite(pos.x) && Number.isFinite(pos.y) && rivalTooClose(s, c.table, u, pos))
    return { ...RIVALS_ERROR, detail: { unit: u.id, rival: u.upgradeState.partners?.rivals } }
  if (!pos || !placementOk(s, c.table, u, pos, d.facing))
    return {
      code: 'gunframe/bad_deployment',
      message: 'Units deploy in their zone, 12" from the centre line.',
    }
  u.pos = { x: pos.x, y: pos.y }
  u.facing = d.facing
  u.status = 'table'
  const area = s.mission.ffa ? 'zone' : missionArea(s, u, u.pos)
  if (typeof area === 'string' && s.mission.areas) s.mission.areas[u.id] = area
  // The mission state is shared from state to state (core/ruleset.ts): a new one, not an edit.
  const ms = s.mission.state
  if (ms?.pieces.some((p) => p.id === u.id))
    s.mission.state = {
      ...ms,
      pieces: ms.pieces.map((p) => (p.id === u.id ? { ...p, pos: { ...u.pos } } : p)),
    }
  c.emit({ type: 'UnitDeployed', unit: u.id, pos: u.pos, facing: u.facing })
  return undefined
}

/**
 * Which ways this unit may be held back now (empty when it must deploy). `spots`: the unit's
 * deploymentSpots in this state, when the caller has them already.
 */
export function reserveModes(
  s: BattleState,
  u: BattleUnit,
  table?: TableRules,
  spots?: readonly Vec[],
): ReserveMode[] {
  const ms = s.mission.state
  if (!ms || s.mission.ffa || u.piece || !s.mission.reserves || u.status !== 'undeployed') return []
  const rule = deploymentRule(ms, u.side, squadronOf(s, u.side).length)
  const reserved = s.units.filter((x) => x.side === u.side && s.mission.reserves?.[x.id] !== undefined)
  const total = squadronOf(s, u.side).reduce((n, x) => n + x.profile.points, 0)
  const held = reserved.reduce((n, x) => n + x.profile.points, 0) + u.profile.points
  // With no legal spot left (Ambush's capped area), the unit has to wait off the table.
  const forced =
    rule.restInReserve ||
    (table !== undefined && (spots ?? deploymentSpots(s, table, u, u.side)).length === 0)
  if (!forced && !reserveWithinLimit(total, held)) return []
  const env = s.mission.environment
  const out: ReserveMode[] = []
  if (rule.reserves.reserves || forced) out.push('reserve')
  if (rule.reserves.halo && canHalo(u.profile) && (!env || haloAllowed(env))) out.push('halo')
  if (rule.reserves.ambush && canAmbush(u.profile)) out.push('ambush')
  return out
}

export function reserveUnit(
  s: BattleState,
  c: BattleCtx,
  d: Extract<BattleDecision, { kind: 'reserve' }>,
): RuleError | undefined {
  const u = unitToPlace(s, d.seat, d.unit)
  if (!u) return notPlaceable(d.unit, 'Hold back one of your undeployed units.')
  if (!reserveModes(s, u, c.table).includes(d.mode))
    return {
      code: 'gunframe/no_reserve',
      message: 'This unit may not be held back that way in this mission.',
      detail: {
        mode: d.mode,
        allowed: effectiveDef({ id: s.mission.id, ...(s.mission.base ? { base: s.mission.base } : {}) })
          .reserves,
      },
    }
  ;(s.mission.reserves as Record<string, ReserveMode>)[u.id] = d.mode
  c.emit({ type: 'UnitInReserve', unit: u.id, mode: d.mode })
  return undefined
}

export function deployLegal(s: BattleState, table: TableRules): BattleDecision[] {
  const seat = deployingSeat(s)
  if (!seat) return []
  const u = toDeploy(s, seat)[0]
  if (!u) return []
  // u is the seat's own unit (u.side === seat): the very spots reserveModes would list again.
  const spots = deploymentSpots(s, table, u, seat)
  const out: BattleDecision[] = spots.map((pos) => ({
    seat,
    kind: 'deploy',
    unit: u.id,
    pos,
    facing: faceFrom(s, seat, pos),
  }))
  for (const mode of reserveModes(s, u, table, spots)) out.push({ seat, kind: 'reserve', unit: u.id, mode })
  return out
}
