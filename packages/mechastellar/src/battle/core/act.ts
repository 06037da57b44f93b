/**
 * Decisions inside a unit's turn (MS-ACT-*): moves, rotations, combat actions (Attack, Accelerate,
 * Target Lock, Throw, Crash, Reload), Zeal, Power, Havoc, Transform, boarding, ending the turn.
 */
import type { ReduceContext, RuleError, Vec } from '@sortie/engine'
import type { WeaponProfile } from '../../units/types.ts'
import { fireAoe } from '../actions/aoe.ts'
import { aoeShot } from '../actions/aoe-area.ts'
import { declare, REMOTE_COST, remoteUnpaid } from '../actions/attack.ts'
import { crashPlan, doCrash } from '../actions/crash.ts'
import { payEngagedShot } from '../actions/engaged-shot.ts'
import { centreDist, unitOf } from '../actions/geometry.ts'
import { applyMove, maxRotation, planMove, turnDelta, verticalStartProblem } from '../actions/move.ts'
import { challengePartner, checkTarget } from '../actions/targeting.ts'
import { attackTerrain, terrainTargetProblem } from '../actions/terrain-attack.ts'
import { pieceToThrow, throwTerrainWeapon } from '../actions/throw-terrain.ts'
import { firesAsIdf, maxTargets } from '../actions/weapon-traits.ts'
import { havocPrice, payHavoc } from '../modules/havoc.ts'
import { shiftMomentum, spendMomentum } from '../modules/momentum.ts'
import { issueOrder } from '../modules/orders.ts'
import { offerOverwatch } from '../modules/overwatch.ts'
import { buyForNextAttack, type NextAttackBuy, powerPrice } from '../modules/power.ts'
import { valorCost } from '../modules/skills.ts'
import { endActivation } from './activation.ts'
import type { Decision, MsEvent } from './messages.ts'
import type { L1Attack, MsState, Terrain, UnitState } from './types.ts'

export { crashWeapon } from '../actions/crash.ts'

const e = (code: string, message: string): RuleError => ({ code: `mechastellar/${code}`, message })

export const BOARD_RANGE = 8
export { ENGAGED_SHOT_COST } from '../actions/engaged-shot.ts'

/** Level 1+ bonuses a unit may pick for this weapon (MS-L1-*). */
export function attackBonuses(u: UnitState, w: WeaponProfile): L1Attack[] {
  if (u.profile.level < 1) return ['none']
  const out: L1Attack[] = ['none']
  if (w.kind === 'shoot') out.push('barrage', 'bullseye')
  if (w.kind === 'melee') out.push('balanced')
  if (u.profile.type === 'super' || u.profile.type === 'kaiju') out.push('power')
  if (w.kind === 'melee' && u.profile.type === 'ms') out.push('swift')
  return out
}

export function throwEnemyWeapon(u: UnitState): WeaponProfile {
  const hits = Math.max(0, ...u.profile.weapons.filter((w) => w.kind === 'melee').map((w) => w.hits))
  return {
    id: 'throw-enemy',
    name: 'Throw Enemy',
    kind: 'melee',
    atk: 5,
    hits,
    range: 0,
    dmg: 0,
    pen: 7 + u.profile.size,
    penKind: 'P',
  }
}
/** Actions this weapon costs now: 2 for a second use in the turn, except E[X]plosives. */
export function weaponCost(s: MsState, w: WeaponProfile): number {
  const used = s.activation?.weaponsUsed.includes(w.id) ?? false
  return used && !w.explosive ? 2 : 1
}

export function reduceAct(s: MsState, d: Decision, ctx: ReduceContext<MsEvent>): RuleError | undefined {
  const act = s.activation
  const u = act ? unitOf(s, act.unit) : undefined
  if (!act || !u) return e('no_activation', 'No unit is taking its turn.')
  const fresh =
    act.moves === 2 && act.weaponsUsed.length === 0 && act.attacked.length === 0 && !act.accelerated
  switch (d.kind) {
    case 'move': {
      if (act.moves < 1) return e('no_moves', 'No move actions left.')
      // Its own code for a walker too far for the vertical move (a flyer just flies up: planMove).
      const notNextTo = d.vertical && act.vertical && !u.profile.fly ? verticalStartProblem(s, u, d.to) : null
      if (notNextTo) return e('vertical_not_next_to', `${notNextTo}.`)
      const plan = planMove(s, u, d.to, d.facing, !!d.vertical, act.vertical, !!d.surface)
      if (typeof plan === 'string') return e('bad_move', plan)
      if (plan.vertical) act.vertical = false
      if (act.freeDisengage) plan.disengageCost = 0
      act.freeDisengage = false
      act.moves -= 1
      const from = u.pos as NonNullable<UnitState['pos']>
      applyMove(s, u, plan, ctx)
      // A warship that wrecked itself on terrain ends its turn there (MS-TER-SHIPS).
      if (u.destroyed) endActivation(s, ctx)
      else offerOverwatch(s, u, from)
      return undefined
    }
    case 'rotate': {
      if (act.moves < 1) return e('no_moves', 'No move actions left.')
      if (turnDelta(u.facing, d.facing) > maxRotation(u) + 1e-6)
        return e('bad_rotation', `At most ${maxRotation(u)}° per move action.`)
      act.moves -= 1
      u.facing = ((d.facing % 360) + 360) % 360
      return undefined
    }
    case 'accelerate': {
      if (d.boost && u.boost < 1) return e('no_boost', 'No Boost points left.')
      if (!d.boost && act.actions < 1) return e('no_actions', 'No combat action left.')
      // Accelerate gives the turn its third move; a second one has no third move left to give
      // (ruling MS-RULING-ACCEL-ONCE), whether paid with an action or a Boost point.
      if (act.accelerated) return e('accelerated', 'Accelerate gives a turn one third move, once.')
      if (d.boost) u.boost -= 1
      else act.actions -= 1
      act.moves += 1
      act.vertical = true
      act.accelerated = true
      return undefined
    }
    case 'target-lock': {
      const t = unitOf(s, d.target)
      if (!t || t.side === u.side || t.destroyed)
        return e('bad_target', 'Target Lock needs an enemy on the table.')
      const free = centreDist(u, t) <= u.profile.sensors
      if (!free) {
        if (act.actions < 1) return e('no_actions', 'No combat action left.')
        act.actions -= 1
      }
      u.targetLock = true
      return undefined
    }
    case 'zeal': {
      if (d.momentum < 1 || d.momentum > 3) return e('bad_zeal', 'Zeal spends 1 to 3 Momentum.')
      if (act.skillUsed[u.side]) return e('skill_limit', 'One Skill per turn has been used already.')
      if (!spendMomentum(s, u.side, d.momentum, 'Zeal', ctx)) return e('no_momentum', 'Not enough Momentum.')
      act.actions += d.momentum
      act.zeal += d.momentum
      act.skillUsed[u.side] = true
      ctx.emit({ type: 'SkillUsed', unit: u.id, skill: 'zeal', cost: d.momentum })
      return undefined
    }
    case 'power': {
      if (!['dmg', 'pen', 'barrier'].includes(d.option))
        return e('bad_power', 'Power buys DMG+100, PEN+1 or Barrier DEF.')
      const cost = powerPrice(s, u, d.option)
      if (u.power < cost) return e('no_power', `That costs ${cost} Power; ${u.power} left.`)
      if (d.option === 'barrier') return e('bad_power', 'A Barrier boost is bought while defending.')
      buyForNextAttack(s, u, d.option as NextAttackBuy)
      return undefined
    }
    case 'havoc': {
      // Ruling A-8: the only Havoc options are the listed ones; none adds Hits.
      if (!['barrier', 'crash', 'actions', 'cover'].includes(d.option))
        return e('bad_havoc', 'Havoc buys Barrier DEF, a bonus attack on Cover, Crash DMG+200 or +2 Actions.')
      const cost = havocPrice(u, d.option)
      if (u.havoc < cost) return e('no_havoc', `That costs ${cost} Havoc; ${u.havoc} left.`)
      if (d.option === 'barrier') return e('bad_havoc', 'A Barrier boost is bought while defending.')
      if (d.option === 'cover') {
        // A bonus attack on a piece of Cover: no action, any of the unit's weapons.
        const w = u.profile.weapons.find((x) => x.id === d.weapon)
        if (!w || !fireable(u, w)) return e('no_weapon', 'Name a ready weapon for the attack on Cover.')
        const piece = s.terrain.find((t) => t.id === d.terrain)
        const why = terrainTargetProblem(s, u, piece, w)
        if (why) return e('bad_terrain_target', why)
        if (piece && !piece.cover && !piece.blocksLos)
          return e('bad_terrain_target', `${piece.id} is not Cover.`)
        u.havoc -= cost
        u.havocUses.cover = (u.havocUses.cover ?? 0) + 1
        attackTerrain(s, u, piece as Terrain, w.dmg, ctx)
        return undefined
      }
      // Crash DMG may also be bought while the unit is attacked (modules/havoc.ts).
      payHavoc(u, d.option)
      if (d.option === 'actions') act.actions += 2
      return undefined
    }
    case 'transform': {
      if (!u.profile.transform) return e('cannot_transform', `${u.name} does not transform.`)
      if (!fresh) return e('too_late', 'Transforming happens at the start of the turn.')
      if (act.modeChanged) return e('too_late', `${u.name} has changed mode this turn already.`)
      act.modeChanged = true
      u.transformed = !u.transformed
      return undefined
    }
    case 'reload': {
      if (u.profile.type !== 'warship') return e('not_warship', 'Only warships reload.')
      if (!u.reloading.includes(d.weapon)) return e('not_reloading', 'That weapon is not reloading.')
      if (act.actions < 1) return e('no_actions', 'No combat action left.')
      act.actions -= 1
      u.reloading = u.reloading.filter((w) => w !== d.weapon)
      return undefined
    }
    case 'board': {
      const ship = unitOf(s, d.ship)
      if (
        !ship ||
        ship.side !== u.side ||
        ship.profile.type !== 'warship' ||
        ship.destroyed ||
        ship.id === u.id
      )
        return e('bad_ship', 'Board a friendly warship.')
      if (centreDist(u, ship) > BOARD_RANGE) return e('too_far', `Board within ${BOARD_RANGE}".`)
      u.onboard = ship.id
      u.pos = null
      endActivation(s, ctx)
      return undefined
    }
    case 'end': {
      const owed = owedReturnFire(s, u)
      if (owed) return e('return_fire', `Return Fire: ${u.name} must attack ${owed} first.`)
      endActivation(s, ctx)
      return undefined
    }
    case 'attack':
      return attack(s, u, d, ctx)
    case 'throw-enemy':
    case 'throw-terrain':
    case 'crash':
      return special(s, u, d, ctx)
    case 'captain-order': {
      const why = issueOrder(s, d.ship, d.order, ctx)
      return why ? e('bad_order', why) : undefined
    }
    case 'attack-terrain': {
      const w = u.profile.weapons.find((x) => x.id === d.weapon)
      if (!w) return e('no_weapon', `${u.name} has no weapon "${d.weapon}".`)
      if (!fireable(u, w)) return e('weapon_unavailable', `${w.name} is reloading or lost.`)
      const cost = weaponCost(s, w)
      if (act.actions < cost)
        return e('no_actions', `${w.name} needs ${cost} action(s); ${act.actions} left.`)
      if (owedReturnFire(s, u)) return e('return_fire', 'Return Fire: attack the aggressor.')
      const piece = s.terrain.find((t) => t.id === d.terrain)
      const why = terrainTargetProblem(s, u, piece, w)
      if (why) return e('bad_terrain_target', why)
      act.actions -= cost
      act.weaponsUsed.push(w.id)
      if (w.reload) u.reloading.push(w.id)
      const dmg = w.dmg + u.nextAttack.dmg
      u.nextAttack = { dmg: 0, pen: 0 }
      attackTerrain(s, u, piece as Terrain, dmg, ctx)
      return undefined
    }
    default:
      return e('wrong_decision', `A ${d.kind} decision does not answer this prompt.`)
  }
}

/** The aggressor's name while this Return Fire turn still owes an attack it can make. */
export function owedReturnFire(s: MsState, u: UnitState): string | null {
  const act = s.activation
  if (!act?.returnFireAt || act.attacked.includes(act.returnFireAt) || act.actions < 1) return null
  // Snipers, Warships and Level 1+ Pilots / Kaiju may pick any target (MS-TURN-RETURNFIRE).
  if (u.profile.level >= 1 || u.profile.type === 'warship' || u.profile.weapons.some((w) => w.sniper))
    return null
  const ag = unitOf(s, act.returnFireAt)
  if (!ag || ag.destroyed) return null
  const can = u.profile.weapons.some(
    (w) => fireable(u, w) && typeof checkTarget(s, u, ag, w, { returnFireAt: ag.id }) !== 'string',
  )
  return can ? ag.name : null
}

export const fireable = (u: UnitState, w: WeaponProfile): boolean =>
  !u.reloading.includes(w.id) && !u.sacrificed.includes(w.id)

function attack(
  s: MsState,
  u: UnitState,
  d: Extract<Decision, { kind: 'attack' }>,
  ctx: ReduceContext<MsEvent>,
): RuleError | undefined {
  const act = s.activation as NonNullable<MsState['activation']>
  const bonus = d.bonus ?? 'none'
  const valor = d.valor ?? 'none'
  const w = u.profile.weapons.find((x) => x.id === d.weapon)
  if (!w) return e('no_weapon', `${u.name} has no weapon "${d.weapon}".`)
  if (!fireable(u, w)) return e('weapon_unavailable', `${w.name} is reloading or lost.`)
  if (!Array.isArray(d.targets) || d.targets.some((t) => typeof t !== 'string'))
    return e('bad_targets', 'List the target unit ids.')
  const aoe = !!(w.aoe || w.aoeCircle)
  if (d.aim !== undefined && !aoe) return e('not_aoe', `${w.name} is not an AOE weapon: it takes no aim.`)
  // AOE (MS-AOE): the aim decides who is caught; a listed `targets` must match the area.
  const area = aoe ? aoeShot(s, u, w, d.aim) : null
  if (typeof area === 'string') return e('bad_aim', area)
  if (area && area.reach.length === 0) return e('bad_aim', 'The area catches no unit.')
  if (area && d.targets.length > 0 && !sameSet(d.targets, area.reach))
    return e('aoe_targets', `The area catches ${area.reach.join(', ')}; list those or none.`)
  const targetIds = area ? area.reach : d.targets
  // E[X]plosives add a target (MS-RULING-EXPLOSIVE-TARGET).
  const max = maxTargets(w)
  if (
    !area &&
    (targetIds.length < 1 || targetIds.length > max || new Set(targetIds).size !== targetIds.length)
  )
    return e('bad_targets', `${w.name} attacks 1 to ${max} different targets.`)
  if (!attackBonuses(u, w).includes(bonus))
    return e('bad_bonus', `${bonus} is not a bonus ${u.name} may take with ${w.name}.`)
  if (valor !== 'none') {
    if (u.profile.level < 1) return e('not_pilot', 'Valor is a Level 1+ Skill.')
    if (valor === 'soul' && u.profile.level < 2) return e('not_ace', 'Soul is the Ace form of Valor.')
    if (act.skillUsed[u.side]) return e('skill_limit', 'One Skill per turn has been used already.')
    // Remote weapons fire as IDF (ruling A-15): no Skills either.
    if (firesAsIdf(w)) return e('idf_no_skills', 'Indirect Fire cannot use Skills.')
  }
  const targets: UnitState[] = []
  for (const id of area ? [] : targetIds) {
    const t = unitOf(s, id)
    if (!t) return e('bad_target', `No unit "${id}".`)
    const ok = checkTarget(s, u, t, w, { returnFireAt: act.returnFireAt, alsoTargeting: targetIds })
    if (typeof ok === 'string') return e('bad_target', ok)
    targets.push(t)
  }
  if (act.returnFireAt && owedReturnFire(s, u) && !targetIds.includes(act.returnFireAt))
    return e('return_fire', 'Return Fire: attack the aggressor.')
  // Remote weapons are fired with Momentum, not actions (ruling A-15: 1 per firing).
  const remote = !!w.remote
  const cost = remote ? 0 : weaponCost(s, w)
  if (!remote && act.actions < cost)
    return e('no_actions', `${w.name} needs ${cost} action(s); ${act.actions} left.`)
  if (remoteUnpaid(s, u.side, w)) return e('no_momentum', `Remote weapons need ${REMOTE_COST} Momentum.`)
  if (valor !== 'none' && !spendMomentum(s, u.side, valorCost(valor), 'Valor', ctx))
    return e('no_momentum', 'Not enough Momentum for Valor.')
  if (valor !== 'none') {
    act.skillUsed[u.side] = true
    ctx.emit({ type: 'SkillUsed', unit: u.id, skill: valor, cost: valorCost(valor) })
  }
  if (remote) shiftMomentum(s, u.side, -REMOTE_COST, 'remote weapon', ctx)
  else act.actions -= cost
  // Shooting inside engagement range costs [M−2] (MS-ENG-SHOOT, MS-RULING-ENG-SHOOT).
  payEngagedShot(s, u, w, ctx)
  act.weaponsUsed.push(w.id)
  if (w.reload) u.reloading.push(w.id)
  if (area) {
    const aim = { x: (d.aim as Vec).x, y: (d.aim as Vec).y }
    fireAoe(s, u, w, { attacker: u.id, weapon: w.id, aim, bonus, valor }, ctx)
  } else declare(s, { kind: 'weapon', attacker: u, targets, weapon: w, bonus, valor }, ctx)
  return undefined
}

const sameSet = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && new Set(a).size === a.length && a.every((x) => b.includes(x))

function special(s: MsState, u: UnitState, d: Decision, ctx: ReduceContext<MsEvent>): RuleError | undefined {
  const act = s.activation as NonNullable<MsState['activation']>
  if (act.actions < 1) return e('no_actions', 'No combat action left.')
  if (d.kind === 'crash') {
    if (u.crashedRound === s.round) return e('crash_once', 'Crash once per round.')
    const plan = crashPlan(s, u, d.targets, d.to, d.facing)
    if (typeof plan === 'string') return e('bad_crash', `${plan}.`)
    act.actions -= 1
    doCrash(s, u, plan, ctx)
    return undefined
  }
  if (d.kind !== 'throw-enemy' && d.kind !== 'throw-terrain')
    return e('wrong_decision', 'Not a special attack.')
  const t = unitOf(s, d.target)
  if (!t) return e('bad_target', `No unit "${d.target}".`)
  let w = throwEnemyWeapon(u)
  if (d.kind === 'throw-terrain') {
    const piece = pieceToThrow(s, u, d.piece)
    if (typeof piece === 'string') return e('no_terrain', `${piece}.`)
    w = throwTerrainWeapon(u, piece)
  }
  const ok = checkTarget(s, u, t, w, { returnFireAt: act.returnFireAt })
  if (typeof ok === 'string') return e('bad_target', ok)
  const bonus = d.bonus ?? 'none'
  if (!attackBonuses(u, w).includes(bonus)) return e('bad_bonus', `${bonus} is not allowed here.`)
  act.actions -= 1
  declare(s, { kind: d.kind, attacker: u, targets: [t], weapon: w, bonus, valor: 'none', special: w }, ctx)
  void challengePartner
  return undefined
}
