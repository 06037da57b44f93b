/**
 * Reserves in play (GF-MIS-RESERVES-CALL, GF-MIS-HALO, GF-MIS-AMBUSH-ARRIVAL). In the End phase each side
 * (defender first) names the reserve units it calls; each rolls its Pilot Skill and those that
 * pass are placed touching a table edge in the side's half — or, for a HALO drop, anywhere outside
 * the enemy zone, after which the opponent picks a direction and the drop scatters D6" (D3" with
 * HALO). An ambusher comes on instead of an activation, inside obscuring terrain, and acts once if
 * it passes its Pilot Skill roll.
 */
import { pointInPolygon, type RuleError, type Seat, type Vec } from '@sortie/engine'
import { deploymentRule } from '../../../missions/deployment.ts'
import { callReserves, haloScatterDie } from '../../../missions/standard.ts'
import { halfPolygon } from '../../../missions/zones.ts'
import type { TableRules } from '../../../table/contract.ts'
import { applyDamage, pilotSkillRoll } from '../../actions/damage.ts'
import { activate } from '../../core/activation.ts'
import type { BattleCtx } from '../../core/context.ts'
import { tableAllows } from '../../core/deploy.ts'
import { angleTo, findUnit, other } from '../../core/geo.ts'
import type { ReservesFrame } from '../../core/mission-state.ts'
import type { BattlePromptOf } from '../../core/prompt-types.ts'
import type { BattleDecision, BattleState, BattleUnit, Half } from '../../core/types.ts'
import { setCounters, setTurnMarks } from '../../core/unit/write.ts'
import { driftEdgeArrival } from '../space/drift.ts'
import { reserveEdgeAllowed } from '../upgrades/environment.ts'
import { RIVALS_ERROR, rivalCheck, rivalTooClose } from '../upgrades/rivals.ts'
import { haloSpot, planDrop, scatterHeading } from './halo.ts'
import { activates } from './units.ts'

/**
 * Reserve modes the End phase may call for a side: ambushers come too, unless the mission lets
 * the side ambush but use no other reserves (Breakthrough's defender).
 */
function callModes(s: BattleState, seat: Seat): string[] {
  const ms = s.mission.state
  const count = s.units.filter((u) => u.side === seat && !u.piece).length
  const normal = !ms || deploymentRule(ms, seat, count).reserves.reserves
  return normal ? ['reserve', 'halo', 'ambush'] : ['reserve', 'halo']
}

const waiting = (s: BattleState, seat: Seat, modes = callModes(s, seat)): BattleUnit[] =>
  s.units.filter(
    (u) =>
      u.side === seat && u.status === 'undeployed' && modes.includes(s.mission.reserves?.[u.id] as string),
  )

/** Pushes the End phase's reserve frames (defender on top). Returns whether any was pushed. */
export function callReservesFrames(s: BattleState): boolean {
  if (s.mission.ffa) return false
  let any = false
  for (const seat of [s.attacker, s.defender])
    if (seat && waiting(s, seat).length > 0) {
      s.stack.push({ t: 'reserves', seat, stage: 'call', arriving: [] })
      any = true
    }
  return any
}

const centre = (s: BattleState): Vec => ({ x: s.field.width / 2, y: s.field.depth / 2 })

export function reservesPrompt(
  s: BattleState,
  f: ReservesFrame,
): BattlePromptOf<'call-reserves' | 'scatter' | 'arrive'> {
  if (f.stage === 'call')
    return { seat: f.seat, kind: 'call-reserves', units: waiting(s, f.seat).map((u) => u.id) }
  if (f.stage === 'scatter' && f.drop)
    return {
      seat: other(s, f.seat),
      kind: 'scatter',
      unit: f.drop.unit,
      pos: f.drop.pos,
      inches: f.drop.inches,
    }
  const unit = f.arriving[0] as string
  return { seat: f.seat, kind: 'arrive', unit, halo: s.mission.reserves?.[unit] === 'halo' }
}

/** Touching a table edge, inside the side's half. */
function edgeSpot(s: BattleState, u: BattleUnit, p: Vec): boolean {
  // GF-OPT-SPACE-OFF-EDGE: a unit that drifted off comes back along the drift edge instead.
  const drifted = driftEdgeArrival(s, u, p)
  if (drifted !== null) return drifted
  const { width: w, depth: d } = s.field
  const gap = Math.min(p.x, p.y, w - p.x, d - p.y) - u.profile.radius
  const half = s.halves?.[u.side] as Half | undefined
  // GF-UPG-GUERRILLA: any edge outside the enemy deployment zone.
  return (
    Math.abs(gap) <= 0.05 &&
    reserveEdgeAllowed(s, u, p, !!half && pointInPolygon(p, halfPolygon(s.field, half)))
  )
}

function arriveSpots(s: BattleState, table: TableRules, u: BattleUnit): Vec[] {
  const { width: w, depth: d } = s.field
  const halo = s.mission.reserves?.[u.id] === 'halo'
  const out: Vec[] = []
  const r = u.profile.radius
  const cand: Vec[] = []
  if (halo) for (let x = 3; x < w; x += 6) for (let y = 3; y < d; y += 6) cand.push({ x, y })
  else
    for (let t = r + 1; t < Math.max(w, d) - r; t += 3) {
      if (t < w - r) cand.push({ x: t, y: r }, { x: t, y: d - r })
      if (t < d - r) cand.push({ x: r, y: t }, { x: w - r, y: t })
    }
  const nearRival = rivalCheck(s, table, u)
  for (const p of cand) {
    const okSpot = !nearRival(p) && (halo ? haloSpot(s, table, u, p) : edgeSpot(s, u, p))
    if (okSpot && tableAllows(s, table, u, p, angleTo(p, centre(s)))) out.push(p)
    if (out.length >= 16) break
  }
  return out
}

export function reservesLegal(s: BattleState, table: TableRules, f: ReservesFrame): BattleDecision[] {
  const seat = reservesPrompt(s, f).seat
  if (f.stage === 'call') {
    const ids = waiting(s, f.seat).map((u) => u.id)
    const out: BattleDecision[] = [
      { seat, kind: 'call-reserves', units: [] },
      { seat, kind: 'call-reserves', units: ids },
    ]
    if (ids.length > 1) for (const id of ids) out.push({ seat, kind: 'call-reserves', units: [id] })
    return out
  }
  if (f.stage === 'scatter' && f.drop) {
    const { unit, pos, facing } = f.drop
    return [0, 1, 2, 3, 4, 5, 6, 7].map((k) => ({ seat, kind: 'arrive', unit, pos, facing, scatter: k }))
  }
  const u = findUnit(s, f.arriving[0]) as BattleUnit
  const spots = arriveSpots(s, table, u)
  // Nowhere to stand: the unit stays in reserve (a placement at its own spot is refused).
  if (spots.length === 0) return [{ seat, kind: 'arrive', unit: u.id, pos: { x: -1, y: -1 }, facing: 0 }]
  return spots.map((pos) => ({ seat, kind: 'arrive', unit: u.id, pos, facing: angleTo(pos, centre(s)) }))
}

export function decideCallReserves(
  s: BattleState,
  c: BattleCtx,
  d: Extract<BattleDecision, { kind: 'call-reserves' }>,
): RuleError | undefined {
  const f = s.stack[s.stack.length - 1]
  if (f?.t !== 'reserves' || f.stage !== 'call')
    return { code: 'gunframe/no_reserves', message: 'No reserves are being called.' }
  const pool = waiting(s, f.seat).map((u) => u.id)
  if (
    !Array.isArray(d.units) ||
    new Set(d.units).size !== d.units.length ||
    !d.units.every((id) => pool.includes(id))
  )
    return { code: 'gunframe/bad_reserves', message: 'Name units of yours waiting in reserve.' }
  const nominated = d.units.map((id) => findUnit(s, id) as BattleUnit)
  const rolls = nominated.map((u) => pilotSkillRoll(c, u, 'reserves').roll)
  const r = callReserves(
    nominated.map((u) => ({ id: u.id, skill: u.profile.skill })),
    rolls,
  )
  c.emit({ type: 'ReservesCalled', seat: f.seat, nominated: d.units, arrive: r.arrive, stay: r.stay })
  f.arriving = r.arrive
  if (r.arrive.length === 0) s.stack.pop()
  else f.stage = 'place'
  return undefined
}

function land(s: BattleState, c: BattleCtx, u: BattleUnit, pos: Vec, facing: number): void {
  u.pos = { x: pos.x, y: pos.y }
  u.facing = facing
  u.status = 'table'
  // Arriving in the End phase: the unit acts from the next turn.
  setTurnMarks(u, { activated: true })
  delete s.mission.reserves?.[u.id]
  c.emit({ type: 'UnitPlaced', unit: u.id, pos: u.pos, facing, from: 'reserve' })
}

function nextArrival(s: BattleState, f: ReservesFrame): void {
  f.arriving.shift()
  delete f.drop
  f.stage = 'place'
  if (f.arriving.length === 0) s.stack.pop()
}

export function decideArrive(
  s: BattleState,
  c: BattleCtx,
  d: Extract<BattleDecision, { kind: 'arrive' }>,
): RuleError | undefined {
  const f = s.stack[s.stack.length - 1]
  if (f?.t !== 'reserves' || f.stage === 'call')
    return { code: 'gunframe/no_arrival', message: 'No unit is arriving.' }
  const u = findUnit(s, f.arriving[0])
  if (!u || d.unit !== u.id) return { code: 'gunframe/bad_unit', message: 'Place the arriving unit.' }
  const pos = d.pos as Vec
  const facing = Number(d.facing)
  if (f.stage === 'scatter') return scatter(s, c, f, u, d)
  if (!pos || !Number.isFinite(pos.x) || !Number.isFinite(pos.y) || !Number.isFinite(facing))
    return { code: 'gunframe/bad_position', message: 'Give a position and facing.' }
  const halo = s.mission.reserves?.[u.id] === 'halo'
  if (arriveSpots(s, c.table, u).length === 0 && pos.x < 0) {
    c.emit({ type: 'ReserveDelayed', unit: u.id })
    nextArrival(s, f)
    return undefined
  }
  // GF-UPG-RIVALS: the spot the player picks (for a HALO drop, before its drift) keeps 8" clear.
  if (rivalTooClose(s, c.table, u, pos))
    return { ...RIVALS_ERROR, detail: { unit: u.id, rival: u.upgradeState.partners?.rivals } }
  const fine = halo ? haloSpot(s, c.table, u, pos) : edgeSpot(s, u, pos)
  if (!fine || !tableAllows(s, c.table, u, pos, facing))
    return {
      code: 'gunframe/bad_arrival',
      message: halo
        ? 'A HALO drop lands outside the enemy zone, touching nothing.'
        : 'Reserves arrive touching a table edge in your half.',
    }
  if (!halo) {
    land(s, c, u, pos, facing)
    nextArrival(s, f)
    return undefined
  }
  const die = haloScatterDie(u.profile)
  const inches = die === 'd3' ? c.dice.d3() : c.dice.d6()
  f.drop = { unit: u.id, pos: { x: pos.x, y: pos.y }, facing, inches }
  f.stage = 'scatter'
  c.emit({ type: 'HaloDrop', unit: u.id, pos, scatter: inches })
  return undefined
}

/** GF-MIS-HALO: the opponent's direction; the drop drifts, then lands (modules/missions/halo.ts). */
function scatter(
  s: BattleState,
  c: BattleCtx,
  f: ReservesFrame,
  u: BattleUnit,
  d: Extract<BattleDecision, { kind: 'arrive' }>,
): RuleError | undefined {
  if (!f.drop) return { code: 'gunframe/bad_scatter', message: 'No drop is waiting to scatter.' }
  const { pos, facing, inches } = f.drop
  const heading = scatterHeading(pos, d.scatter, d.to)
  if (typeof heading !== 'number') return heading
  const l = planDrop(s, c.table, u, pos, heading, inches)
  land(s, c, u, l.at, facing)
  u.elevation = l.elevation
  c.emit({ type: 'HaloScatter', unit: u.id, from: pos, to: u.pos, inches, heading, stopped: l.stop })
  if (l.stop) {
    // GF-RULING-PROPOSED-HALO-FLYER-DOWN: a flyer stopped in its drop is down where it stopped,
    // on the ground like every downed flyer (GF-SPM-FLY-DOWNED), with no fall beyond the drop.
    u.flying = false
    setCounters(u, { knockedDown: true })
    c.emit({ type: 'KnockedDown', unit: u.id, cause: 'halo' })
  }
  if (l.damage > 0) applyDamage(s, c, u, 1, 'halo-landing')
  nextArrival(s, f)
  return undefined
}

// ---------------------------------------------------------------- ambush

/** Is an enemy of `side` standing in this feature (its base centre inside)? */
const enemyIn = (s: BattleState, side: Seat, poly: readonly Vec[]): boolean =>
  s.units.some((e) => e.side !== side && e.status === 'table' && pointInPolygon(e.pos, poly))

export function ambushSpots(s: BattleState, table: TableRules, u: BattleUnit): Vec[] {
  const out: Vec[] = []
  const nearRival = rivalCheck(s, table, u)
  for (const t of s.field.terrain) {
    if (!t.qualities.includes('obscuring') || enemyIn(s, u.side, t.polygon)) continue
    const n = t.polygon.length
    const mid = t.polygon.reduce((acc, p) => ({ x: acc.x + p.x / n, y: acc.y + p.y / n }), { x: 0, y: 0 })
    for (const p of [mid, ...t.polygon.map((v) => ({ x: (v.x + mid.x) / 2, y: (v.y + mid.y) / 2 }))])
      if (pointInPolygon(p, t.polygon) && !nearRival(p) && tableAllows(s, table, u, p, 0)) {
        out.push(p)
        break
      }
  }
  return out
}

export function ambushers(s: BattleState, seat: Seat): BattleUnit[] {
  if (s.mission.ambushHeld?.includes(seat)) return []
  return waiting(s, seat, ['ambush'])
}

/**
 * GF-MIS-AMBUSH-ARRIVAL: ambushers are nominated "as if already on the table", so a side whose table
 * units have all activated (or are gone) still takes its turns while one waits and some
 * obscuring feature is free of enemies — until it passes, keeping them back for a later turn.
 */
export function ambushWaiting(s: BattleState, seat: Seat): boolean {
  if (s.mission.ffa || ambushers(s, seat).length === 0) return false
  return s.field.terrain.some((t) => t.qualities.includes('obscuring') && !enemyIn(s, seat, t.polygon))
}

/** The side has only ambushers left to nominate: it may pass, holding them for a later turn. */
export function mayHoldAmbush(s: BattleState, seat: Seat): boolean {
  return (
    ambushers(s, seat).length > 0 &&
    !s.units.some((u) => u.side === seat && u.status === 'table' && !u.turn.activated && activates(u))
  )
}

export function holdAmbush(s: BattleState, c: BattleCtx, seat: Seat): RuleError | undefined {
  if (!mayHoldAmbush(s, seat))
    return {
      code: 'gunframe/nothing_to_pass',
      message: 'Activate a unit: only waiting ambushers may be held.',
    }
  s.mission.ambushHeld = [...(s.mission.ambushHeld ?? []), seat]
  c.emit({ type: 'AmbushHeld', seat, units: waiting(s, seat, ['ambush']).map((u) => u.id) })
  return undefined
}

export function decideAmbush(
  s: BattleState,
  c: BattleCtx,
  d: Extract<BattleDecision, { kind: 'ambush' }>,
): RuleError | undefined {
  const u = findUnit(s, d.unit)
  if (!u || !ambushers(s, d.seat).includes(u))
    return { code: 'gunframe/bad_unit', message: 'Name one of your ambushing units.' }
  const pos = d.pos as Vec
  const spot =
    pos &&
    Number.isFinite(pos.x) &&
    Number.isFinite(pos.y) &&
    s.field.terrain.some(
      (t) =>
        t.qualities.includes('obscuring') && pointInPolygon(pos, t.polygon) && !enemyIn(s, u.side, t.polygon),
    )
  if (spot && rivalTooClose(s, c.table, u, pos))
    return { ...RIVALS_ERROR, detail: { unit: u.id, rival: u.upgradeState.partners?.rivals } }
  if (!spot || !tableAllows(s, c.table, u, pos, Number(d.facing)))
    return {
      code: 'gunframe/bad_ambush',
      message: 'An ambusher appears in obscuring terrain no enemy holds.',
    }
  u.pos = { x: pos.x, y: pos.y }
  u.facing = Number(d.facing)
  u.status = 'table'
  delete s.mission.reserves?.[u.id]
  c.emit({ type: 'UnitPlaced', unit: u.id, pos: u.pos, facing: u.facing, from: 'ambush' })
  const e = activate(s, c, d.seat, u.id)
  if (e) return e
  const { success } = pilotSkillRoll(c, u, 'ambush')
  const top = s.stack[s.stack.length - 1]
  if (top?.t === 'activation') top.actionsLeft = Math.min(top.actionsLeft, success ? 1 : 0)
  if (s.mission.ambushed) s.mission.ambushed[u.id] = success ? 1 : 0
  return undefined
}

export function ambushLegal(s: BattleState, table: TableRules, seat: Seat): BattleDecision[] {
  const out: BattleDecision[] = []
  for (const u of ambushers(s, seat))
    for (const pos of ambushSpots(s, table, u).slice(0, 4))
      out.push({ seat, kind: 'ambush', unit: u.id, pos, facing: angleTo(pos, centre(s)) })
  if (mayHoldAmbush(s, seat)) out.push({ seat, kind: 'pass' })
  return out
}
