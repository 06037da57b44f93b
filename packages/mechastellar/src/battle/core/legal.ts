/**
 * A finite list of legal decisions for bots, the fuzz and the web's buttons: continuous choices
 * (spots, facings) are offered as a handful of useful candidates; `apply` accepts any valid value.
 */
import { dist, type Vec } from '@sortie/engine'
import type { WeaponProfile } from '../../units/types.ts'
import { aoeAims } from '../actions/aoe-area.ts'
import { remoteUnpaid, topFlow, weaponOf } from '../actions/attack.ts'
import { sacrificable } from '../actions/attack-resolve.ts'
import { pickChoices } from '../actions/cover-pick.ts'
import { crashCandidates, crashPlan } from '../actions/crash.ts'
import { engaged, live, unitOf } from '../actions/geometry.ts'
import { pushAngles } from '../actions/knockback.ts'
import { moveAllowance, planMove } from '../actions/move.ts'
import { checkTarget } from '../actions/targeting.ts'
import { terrainTargetProblem } from '../actions/terrain-attack.ts'
import { throwablePieces, throwTerrainWeapon } from '../actions/throw-terrain.ts'
import { maxTargets } from '../actions/weapon-traits.ts'
import { barrierPrice } from '../modules/barrier.ts'
import { lateSpends } from '../modules/havoc.ts'
import { ordersLeft } from '../modules/orders.ts'
import { overwatchWeapons } from '../modules/overwatch.ts'
import { defendNextAttackBuys, powerPrice } from '../modules/power.ts'
import { isShutdown, stunPays } from '../modules/shutdown.ts'
import { attackerSkillOptions, defenderSkillOptions } from '../modules/skills.ts'
import { attackBonuses, fireable, owedReturnFire, throwEnemyWeapon, weaponCost } from './act.ts'
import { cpLegal } from './cp-place.ts'
import { deployProblem, deploySpots } from './deploy.ts'
import type { Decision } from './messages.ts'
import { commanderLegal, faceLegal } from './pregame.ts'
import { prompt } from './prompt.ts'
import { aheadFacing, holdsSouth, type MsState, type Side, type UnitState } from './types.ts'

export function legal(s: MsState): Decision[] {
  const p = prompt(s)
  if (!p) return []
  const seat = p.seat
  switch (p.kind) {
    case 'place-cps':
      return cpLegal(s, seat)
    case 'commander':
      return commanderLegal(s, p.seats)
    case 'face':
      return faceLegal(s, seat, p.units)
    case 'deploy': {
      const out: Decision[] = []
      for (const id of p.units) {
        const u = unitOf(s, id) as UnitState
        const spots = deploySpots(s, u, 6)
        for (const at of spots)
          out.push({ seat, kind: 'deploy', unit: id, at, facing: aheadFacing(s.setup, seat as Side) })
        if (spots.length === 0 && s.setup.deployment === 'alternate')
          out.push({ seat, kind: 'reserve', unit: id })
        if (out.length > 0) break
      }
      return out
    }
    case 'order':
      return [
        { seat, kind: 'order', first: true },
        { seat, kind: 'order', first: false },
      ]
    case 'activate': {
      const out: Decision[] = p.units.map((unit) => ({ seat, kind: 'activate', unit }))
      if (!s.firstActivationDone && p.units[0]) {
        const foe = live(s).find((u) => u.side !== seat)
        if (foe) out.push({ seat, kind: 'activate', unit: p.units[0], challenge: foe.id })
      }
      return out
    }
    case 'act':
      return actLegal(s, p.unit, seat)
    case 'defend': {
      const f = topFlow(s)
      const t = unitOf(s, p.target) as UnitState
      const a = unitOf(s, p.attacker) as UnitState
      const out: Decision[] = [{ seat, kind: 'defend', bonus: 'none' }]
      // No Level 1+ bonus on either side of a Counter (ruling A-2).
      if (t.profile.level >= 1 && !f?.isCounter) {
        out.push({ seat, kind: 'defend', bonus: 'dodge' }, { seat, kind: 'defend', bonus: 'guard' })
        if (f && f.kind !== 'crash' && f.bonus !== 'swift')
          for (const w of t.profile.weapons)
            if (
              fireable(t, w) &&
              !w.aoe &&
              !w.aoeCircle &&
              !remoteUnpaid(s, t.side, w) &&
              typeof checkTarget(s, t, a, w, { returnFireAt: a.id }) !== 'string'
            ) {
              out.push({ seat, kind: 'defend', bonus: 'counter', counterWeapon: w.id })
              for (const o of defendNextAttackBuys(s, f, t, w))
                out.push({ seat, kind: 'defend', bonus: 'counter', counterWeapon: w.id, power: [o] })
            }
      }
      if (f && !f.melee && t.boost > 0) out.push({ seat, kind: 'defend', bonus: 'none', boost: true })
      if (t.profile.barrier && !isShutdown(s, t)) {
        if (t.power >= barrierPrice(s, t, 'power'))
          out.push({ seat, kind: 'defend', bonus: 'none', barrier: ['power'] })
        if (t.havoc >= barrierPrice(s, t, 'havoc'))
          out.push({ seat, kind: 'defend', bonus: 'none', barrier: ['havoc'] })
      }
      return out
    }
    case 'skills': {
      const f = topFlow(s)
      if (!f) return []
      const opts = p.stage === 'attack' ? attackerSkillOptions(s, f) : defenderSkillOptions(s, f)
      const late = p.stage === 'defence' ? lateSpends(s, f) : []
      return [
        { seat, kind: 'skills-done' },
        ...opts.map((skill) => ({ seat, kind: 'skill' as const, skill })),
        ...late.map((x): Decision => ({ seat, ...x })),
      ]
    }
    case 'sacrifice': {
      const t = unitOf(s, p.unit) as UnitState
      return [
        { seat, kind: 'sacrifice', weapon: null },
        ...sacrificable(t).map((weapon) => ({ seat, kind: 'sacrifice' as const, weapon })),
      ]
    }
    case 'push': {
      const q = s.pending[0]
      return q?.kind === 'push'
        ? pushAngles(s, q).map((angle) => ({ seat, kind: 'push' as const, angle }))
        : []
    }
    case 'overwatch': {
      const ship = unitOf(s, p.ship)
      const t = unitOf(s, p.target)
      const guns = ship && t ? overwatchWeapons(s, ship, t) : []
      return [
        { seat, kind: 'overwatch', weapon: null },
        ...guns.map((w) => ({ seat, kind: 'overwatch' as const, weapon: w.id })),
      ]
    }
    case 'transform':
      return [
        { seat, kind: 'transform', stay: true },
        { seat, kind: 'transform' },
      ]
    case 'stun':
      return stunPays(s, p.unit).map((pay) => ({ seat, kind: 'stun', pay }))
    case 'knock':
      return [
        { seat, kind: 'knock', pay: 'momentum' },
        { seat, kind: 'knock', pay: 'damage' },
      ]
    case 'revenge': {
      const allies = live(s).filter((u) => u.side === seat)
      return [
        { seat, kind: 'revenge', avenger: null },
        ...allies.slice(0, 3).map((u) => ({ seat, kind: 'revenge' as const, avenger: u.id })),
      ]
    }
    case 'daunt':
      return [
        { seat, kind: 'daunt', use: true },
        { seat, kind: 'daunt', use: false },
      ]
    case 'launch':
      return [{ seat, kind: 'launch', unit: null }, ...launchSpots(s, p.ship, p.left, seat)]
    case 'choose-terrain': {
      const q = s.pending[0]
      return q?.kind === 'choose-terrain'
        ? pickChoices(q).map((terrain) => ({ seat, kind: 'choose-terrain' as const, terrain }))
        : []
    }
  }
}

function actLegal(s: MsState, id: string, seat: string): Decision[] {
  const u = unitOf(s, id) as UnitState
  const act = s.activation as NonNullable<MsState['activation']>
  const out: Decision[] = []
  if (!owedReturnFire(s, u)) out.push({ seat, kind: 'end' })
  for (const w of u.profile.weapons) {
    if (!fireable(u, w)) continue
    // Remote weapons are paid with Momentum, every other weapon with actions (ruling A-15).
    if (w.remote ? remoteUnpaid(s, u.side, w) : weaponCost(s, w) > act.actions) continue
    // AOE weapons (MS-AOE): one aim through each enemy the area would reach.
    if (w.aoe || w.aoeCircle) {
      for (const { aim, plan } of aoeAims(s, u, w))
        for (const bonus of attackBonuses(u, w).slice(0, 2))
          out.push({ seat, kind: 'attack', weapon: w.id, targets: [...plan.reach], aim, bonus })
      continue
    }
    for (const t of live(s)) {
      if (t.side === u.side) continue
      if (typeof checkTarget(s, u, t, w, { returnFireAt: act.returnFireAt }) === 'string') continue
      for (const bonus of attackBonuses(u, w).slice(0, 3))
        out.push({ seat, kind: 'attack', weapon: w.id, targets: [t.id], bonus })
    }
    // Multi-target weapons (E[X]plosives included): the nearest targets it may take together.
    const group = multiTargets(s, u, w, act.returnFireAt)
    if (group.length > 1) out.push({ seat, kind: 'attack', weapon: w.id, targets: group })
  }
  if (act.moves >= 1 && u.pos) for (const m of moveCandidates(s, u, seat)) out.push(m)
  if (act.actions >= 1 && act.moves === 0 && !act.accelerated) out.push({ seat, kind: 'accelerate' })
  if (act.moves === 0 && u.boost > 0 && !act.accelerated) out.push({ seat, kind: 'accelerate', boost: true })
  if (
    !act.skillUsed[u.side as 'p1' | 'p2'] &&
    s.momentum[u.side] >= 1 &&
    act.actions === 0 &&
    act.attacked.length > 0
  )
    out.push({ seat, kind: 'zeal', momentum: 1 })
  // The first DMG / PEN of the turn (a repeat costs 2: accepted, not listed).
  for (const option of ['pen', 'dmg'] as const)
    if (u.power >= 1 && powerPrice(s, u, option) === 1) out.push({ seat, kind: 'power', option })
  if (u.havoc >= 1 && !(u.havocUses.actions ?? 0)) out.push({ seat, kind: 'havoc', option: 'actions' })
  const near = live(s).filter((e) => e.side !== u.side && engaged(u, e))
  // Crash (MS-ATK-CRASH): in place, through a nearby enemy, or into a breakable piece in reach.
  if (act.actions >= 1 && u.crashedRound !== s.round) {
    const foes = live(s).filter((e) => e.side !== u.side)
    for (const c of crashCandidates(s, u, foes)) out.push({ seat, kind: 'crash', ...c })
    const piece = s.terrain.find((t) => typeof crashPlan(s, u, [t.id]) !== 'string')
    if (piece) out.push({ seat, kind: 'crash', targets: [piece.id] })
  }
  if (act.actions >= 1 && near[0]) {
    if (
      typeof checkTarget(s, u, near[0], throwEnemyWeapon(u), { returnFireAt: act.returnFireAt }) !== 'string'
    )
      out.push({ seat, kind: 'throw-enemy', target: near[0].id })
  }
  // Throw Terrain (MS-ATK-THROW-TERRAIN): each piece in reach (deadly first, at most two) at the nearest foe it can hit.
  if (act.actions >= 1) {
    const pieces = throwablePieces(s, u).sort((a, b) => Number(!!b.deadly) - Number(!!a.deadly))
    const foe = live(s)
      .filter((e) => e.side !== u.side)
      .find(
        (e) =>
          typeof checkTarget(s, u, e, throwTerrainWeapon(u), { returnFireAt: act.returnFireAt }) !== 'string',
      )
    if (foe)
      for (const t of pieces.slice(0, 2))
        out.push({ seat, kind: 'throw-terrain', target: foe.id, piece: t.id })
  }
  // Attacks on destructible pieces within reach (MS-TER-TARGET): the hardest-hitting weapon each.
  if (act.actions >= 1 && !owedReturnFire(s, u)) {
    const guns = [...u.profile.weapons].filter((w) => fireable(u, w) && weaponCost(s, w) <= act.actions)
    guns.sort((a, b) => b.dmg - a.dmg)
    let n = 0
    for (const t of s.terrain) {
      if (n >= 3 || t.destroyed || !t.destructible) continue
      const w = guns.find((g) => terrainTargetProblem(s, u, t, g) === null)
      if (!w) continue
      out.push({ seat, kind: 'attack-terrain', weapon: w.id, terrain: t.id })
      n++
    }
  }
  // Havoc: a bonus attack on a piece of Cover, no action spent (MS-HAVOC-OTHER).
  if (u.havoc >= ((u.havocUses.cover ?? 0) > 0 ? 2 : 1))
    for (const t of s.terrain) {
      if (t.destroyed || !t.destructible || !(t.cover || t.blocksLos)) continue
      const w = u.profile.weapons.find((g) => fireable(u, g) && terrainTargetProblem(s, u, t, g) === null)
      if (!w) continue
      out.push({ seat, kind: 'havoc', option: 'cover', terrain: t.id, weapon: w.id })
      break
    }
  // Transforming at the start of the turn (MS-ACT-TRANSFORM).
  const fresh =
    act.moves === 2 && act.weaponsUsed.length === 0 && act.attacked.length === 0 && !act.accelerated
  if (u.profile.transform && fresh && !act.modeChanged) out.push({ seat, kind: 'transform' })
  // Captain's Orders from friendly warships (MS-CAPT-ORDERS).
  for (const ship of live(s)) {
    if (ship.side !== u.side || ordersLeft(s, ship) < 1) continue
    if (!act.tactical && act.actions >= 1)
      out.push({ seat, kind: 'captain-order', ship: ship.id, order: 'tactical' })
    if (u.profile.type === 'warship')
      out.push({ seat, kind: 'captain-order', ship: ship.id, order: 'operations' })
  }
  if (!u.targetLock)
    for (const e of live(s))
      if (e.side !== u.side && dist(u.pos as Vec, e.pos as Vec) <= u.profile.sensors) {
        out.push({ seat, kind: 'target-lock', target: e.id })
        break
      }
  // Return Fire: attacks must include the aggressor (an AOE shot's area may catch it among others).
  return out.filter(
    (d) => d.kind !== 'attack' || !owedReturnFire(s, u) || d.targets.includes(act.returnFireAt as string),
  )
}

/**
 * Up to `maxTargets` enemies, nearest first, that one action with `w` may attack together — each
 * checked with the others named (MS-MULTI, MS-RULING-EXPLOSIVE-TARGET).
 */
function multiTargets(s: MsState, u: UnitState, w: WeaponProfile, returnFireAt: string | null): string[] {
  const n = maxTargets(w)
  if (n < 2 || !u.pos) return []
  const here = u.pos
  const foes = live(s)
    .filter((t) => t.side !== u.side && t.pos)
    .sort((a, b) => dist(here, a.pos as Vec) - dist(here, b.pos as Vec))
  const group: string[] = []
  for (const t of foes) {
    if (group.length >= n) break
    const named = [...group, t.id]
    if (typeof checkTarget(s, u, t, w, { returnFireAt, alsoTargeting: named }) === 'string') continue
    group.push(t.id)
  }
  return group
}

/** A few spots round the ship for its next unit on board: 10" out by catapult, 6" by the turret. */
function launchSpots(s: MsState, shipId: string, left: number, seat: string): Decision[] {
  const ship = unitOf(s, shipId)
  const u = s.units.find((x) => x.onboard === shipId && !x.destroyed)
  if (!ship?.pos || !u) return []
  const r = left > 0 ? 10 : 6
  const loose = { ...s, setup: { ...s.setup, deployment: 'standard' as const } }
  const out: Decision[] = []
  for (let k = 0; k < 8 && out.length < 4; k++) {
    const a = ((ship.facing + k * 45) * Math.PI) / 180
    const at = {
      x: Math.round((ship.pos.x + Math.cos(a) * r) * 100) / 100,
      y: Math.round((ship.pos.y + Math.sin(a) * r) * 100) / 100,
    }
    const why = deployProblem(loose, u, at)
    if (why && !why.startsWith('outside the deployment zone')) continue
    out.push({ seat, kind: 'launch', unit: u.id, at })
  }
  return out
}

/** Moves towards the nearest enemy, to the nearest control point, and a step back. */
function moveCandidates(s: MsState, u: UnitState, seat: string): Decision[] {
  const from = u.pos as Vec
  const m = moveAllowance(u)
  const enemies = live(s).filter((e) => e.side !== u.side && e.pos)
  const goals: Vec[] = []
  const nearest = enemies.sort((a, b) => dist(from, a.pos as Vec) - dist(from, b.pos as Vec))[0]
  if (nearest?.pos) goals.push(nearest.pos)
  const cp = [...s.versus.cps].sort((a, b) => dist(from, a) - dist(from, b))[0]
  if (cp) goals.push(cp)
  goals.push({ x: from.x, y: holdsSouth(s.setup, u.side) ? from.y - m : from.y + m })
  const out: Decision[] = []
  for (const g of goals) {
    const d = dist(from, g)
    if (d < 0.5) continue
    for (const k of [1, 0.6, 0.3]) {
      const step = Math.min(m * k, Math.max(0, d - (g === nearest?.pos ? 1 + u.profile.size + 5.5 : 0)))
      if (step < 0.5) continue
      const to = {
        x: Math.round((from.x + ((g.x - from.x) / d) * step) * 100) / 100,
        y: Math.round((from.y + ((g.y - from.y) / d) * step) * 100) / 100,
      }
      const heading = Math.round(((Math.atan2(g.y - from.y, g.x - from.x) * 180) / Math.PI + 360) % 360)
      const delta = ((((heading - u.facing) % 360) + 540) % 360) - 180
      const facing = Math.round((u.facing + Math.max(-90, Math.min(90, delta)) + 360) % 360)
      if (typeof planMove(s, u, to, facing, false, false) === 'string') continue
      out.push({ seat, kind: 'move', to, facing })
      break
    }
  }
  // Under water: come up where it is (MS-WATER-SURFACE), when it can.
  if (u.underwater && typeof planMove(s, u, from, u.facing, false, false, true) !== 'string')
    out.push({ seat, kind: 'move', to: { ...from }, facing: u.facing, surface: true })
  return out
}
void weaponOf
