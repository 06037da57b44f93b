/** The reducer: routes each decision to the rule that answers the current prompt. */
import { dist, notAPoint, pointOf, type ReduceContext, type RuleError } from '@sortie/engine'
import { resolveAoe } from '../actions/aoe.ts'
import { advance, REMOTE_COST, remoteUnpaid, topFlow, weaponOf } from '../actions/attack.ts'
import { sacrificable } from '../actions/attack-resolve.ts'
import { buyLate } from '../actions/barrier-after-roll.ts'
import { pickProblem } from '../actions/cover-pick.ts'
import { centreDist, unitOf } from '../actions/geometry.ts'
import { payKnock, queueKnocks, resolvePush } from '../actions/knockback.ts'
import { checkTarget } from '../actions/targeting.ts'
import { barrierDef, buyBarrier } from '../modules/barrier.ts'
import { moraleSaves } from '../modules/morale.ts'
import { answerOverwatch } from '../modules/overwatch.ts'
import { defendPowerBuys } from '../modules/power.ts'
import { payStun } from '../modules/shutdown.ts'
import { useSkill } from '../modules/skills.ts'
import { reduceAct } from './act.ts'
import { beginActivation, endActivation } from './activation.ts'
import { placeCps } from './cp-place.ts'
import { deployProblem, deploySpots, nextDeployer } from './deploy.ts'
import type { Decision, MsEvent } from './messages.ts'
import { afterDeployment, nameCommander, reface } from './pregame.ts'
import { prompt } from './prompt.ts'
import { settleTurn, startRound } from './turn.ts'
import type { MsState, Side } from './types.ts'
import { other } from './types.ts'

/**
 * Catapult launches reach 24"; other units deploy within 8" of the centre-most turret. Both are
 * measured from the ship's centre, standing in for that turret (ruling A-29), to the unit's centre.
 */
export const CATAPULT_REACH = 24
export const TURRET_REACH = 8

const e = (code: string, message: string): RuleError => ({ code: `mechastellar/${code}`, message })

export function reduce(s: MsState, d: Decision, ctx: ReduceContext<MsEvent>): RuleError | undefined {
  const p = prompt(s)
  if (!p) return e('game_over', 'The battle is over.')
  // Spots and facings from outside are numbers before any rule measures with them.
  const spot = notAPoint(d, ['at', 'to'])
  if (spot) return e('bad_spot', `The decision's ${spot} is not a spot on the table (two numbers).`)
  const facing = (d as { facing?: unknown }).facing
  if (facing !== undefined && !Number.isFinite(facing))
    return e('bad_facing', 'A facing is a number of degrees.')
  const r = route(s, p.kind, d, ctx)
  if (r) return r
  if (s.phase === 'battle') {
    advance(s, ctx)
    // Shut down during its own turn (MS-DMG-STUN): the turn ends once the attacks are over.
    const act = s.activation
    if (act?.shutdown && s.attacks.length === 0 && s.pending.length === 0) endActivation(s, ctx)
    settleTurn(s, ctx)
  }
  return undefined
}

function route(s: MsState, kind: string, d: Decision, ctx: ReduceContext<MsEvent>): RuleError | undefined {
  const side = d.seat as Side
  switch (kind) {
    case 'place-cps':
      return placeCps(s, d, ctx)
    case 'commander':
      return nameCommander(s, d, ctx)
    case 'face':
      return reface(s, d, ctx)
    case 'deploy': {
      const u = unitOf(s, (d as { unit?: string }).unit ?? '')
      if (!u || u.side !== side || u.pos !== null)
        return e('bad_unit', 'Deploy one of your units waiting to deploy.')
      if (d.kind === 'reserve') {
        if (s.setup.deployment !== 'alternate')
          return e('no_reserve', 'Reserves are for alternate deployment.')
        if (deploySpots(s, u, 1).length > 0)
          return e('no_reserve', 'A unit goes to reserve only when it has nowhere legal to deploy.')
        s.reserves.push(u.id)
      } else if (d.kind === 'deploy') {
        const why = deployProblem(s, u, d.at)
        if (why) return e('bad_deploy', why)
        u.pos = pointOf(d.at)
        u.facing = ((Math.round(d.facing) % 360) + 360) % 360
        ctx.emit({ type: 'Deployed', unit: u.id, pos: u.pos })
      } else return wrong(d)
      if (nextDeployer(s, side) === null) afterDeployment(s, ctx)
      return undefined
    }
    case 'order':
      if (d.kind !== 'order') return wrong(d)
      startRound(s, d.first ? side : other(side), ctx)
      return undefined
    case 'activate': {
      if (d.kind !== 'activate') return wrong(d)
      const p = prompt(s)
      if (p?.kind !== 'activate' || !p.units.includes(d.unit))
        return e('bad_unit', 'That unit cannot be activated now.')
      const u = unitOf(s, d.unit)
      if (!u) return e('bad_unit', 'No such unit.')
      if (d.challenge) {
        if (s.firstActivationDone)
          return e('no_challenge', 'Only the first unit activated in a round may Challenge.')
        const t = unitOf(s, d.challenge)
        if (!t || t.side === side || t.destroyed)
          return e('bad_challenge', 'Challenge an enemy on the table.')
      }
      beginActivation(s, u, d.challenge ?? null, ctx)
      return undefined
    }
    case 'act':
      return reduceAct(s, d, ctx)
    case 'defend': {
      if (d.kind !== 'defend') return wrong(d)
      const f = topFlow(s)
      if (!f) return e('no_attack', 'No attack to defend.')
      const t = unitOf(s, f.targets[0] as string)
      const a = unitOf(s, f.attacker)
      if (!t || !a) return e('no_attack', 'No attack to defend.')
      if (d.bonus !== 'none' && t.profile.level < 1)
        return e('not_pilot', 'Level 1+ bonuses need a Level 1+ Pilot or Kaiju.')
      if (d.bonus !== 'none' && f.isCounter)
        return e('no_bonus_on_counter', 'No Level 1+ bonus is chosen against a Counter.')
      if (d.barrier !== undefined && !Array.isArray(d.barrier))
        return e('bad_barrier', 'List the Barrier boosts (power / havoc).')
      if (d.barrier?.length) {
        const why = buyBarrier(s, t, d.barrier)
        if (why) return e('bad_barrier', why)
        f.barrierBonus += barrierDef(d.barrier)
      }
      if (d.boost) {
        if (f.melee || t.boost < 1)
          return e('no_boost', 'Boost adds DEF to an Evade roll and needs a Boost point.')
        t.boost -= 1
        f.boost = true
      }
      if (d.bonus === 'counter') {
        if (f.kind === 'crash') return e('no_counter', 'A Crash cannot be countered.')
        if (f.bonus === 'swift') return e('no_counter', 'A Swift attack cannot be countered.')
        const w = weaponOf(t, d.counterWeapon ?? '')
        if (!w) return e('no_weapon', 'Name the weapon to counter with.')
        // A Counter answers one attacker; an AOE area needs an aim of its own (MS-RULING-AOE-AREA).
        if (w.aoe || w.aoeCircle) return e('cannot_counter', `${w.name} is an AOE weapon: it cannot Counter.`)
        if (typeof checkTarget(s, t, a, w, { returnFireAt: a.id }) === 'string')
          return e('cannot_counter', `${w.name} cannot reach ${a.name}.`)
        // Remote weapons are fired with Momentum, on a Counter too (ruling A-15).
        if (remoteUnpaid(s, t.side, w))
          return e('no_momentum', `Countering with ${w.name} needs ${REMOTE_COST} Momentum.`)
        f.counterWeapon = w.id
        if (f.bonus === 'power') f.counterFirst = true
      }
      const bought = defendPowerBuys(s, t, d)
      if (bought) return e('bad_power', bought)
      f.defBonus = d.bonus
      f.stage = 'roll'
      return undefined
    }
    case 'skills': {
      const f = topFlow(s)
      if (!f) return e('no_attack', 'No attack.')
      const stage = f.stage === 'attack-skills' ? 'attack' : 'defence'
      if (d.kind === 'skills-done') {
        f.stage = stage === 'attack' ? 'defence-skills' : 'resolve'
        return undefined
      }
      // Power and Havoc may be spent at any time: the attacked unit may buy [Barrier] DEF after the
      // roll too, and Crash DMG with Havoc (ruling MS-RULING-HAVOC-TIMING).
      if (d.kind === 'power' || d.kind === 'havoc') {
        const code = d.option === 'barrier' ? 'bad_barrier' : `bad_${d.kind}`
        if (stage !== 'defence') return e(code, 'Only the attacked unit spends Power or Havoc here.')
        const late = buyLate(s, f, d.kind, d.option)
        return late ? e(code, late) : undefined
      }
      if (d.kind !== 'skill') return wrong(d)
      const why = useSkill(
        s,
        f,
        stage,
        d.skill,
        { ...(d.dice ? { dice: d.dice } : {}), ...(d.ally ? { ally: d.ally } : {}) },
        ctx,
      )
      return why ? e('bad_skill', why) : undefined
    }
    case 'sacrifice': {
      if (d.kind !== 'sacrifice') return wrong(d)
      const f = topFlow(s)
      const t = f ? unitOf(s, f.targets[0] as string) : undefined
      if (!f || !t) return e('no_attack', 'No attack.')
      if (d.weapon !== null) {
        if (!sacrificable(t).includes(d.weapon))
          return e('bad_weapon', 'Sacrifice a weapon the ship still has.')
        t.sacrificed.push(d.weapon)
        f.failedSaves -= 1
        ctx.emit({ type: 'Note', text: `${t.name} sacrifices ${d.weapon} to pass a failed save` })
      } else f.sacrificeDone = true
      // The ship is asked again while failed saves and weapons remain; the attack then resolves.
      return undefined
    }
    case 'revenge': {
      if (d.kind !== 'revenge') return wrong(d)
      const q = s.pending.shift()
      if (q?.kind !== 'revenge') return e('no_revenge', 'Nothing to avenge.')
      if (d.avenger) {
        const a = unitOf(s, d.avenger)
        if (!a || a.side !== side || a.destroyed || !a.pos)
          return e('bad_avenger', 'Name a living ally to take Revenge.')
        s.revenge = { a: a.id, b: q.killer }
        s.revengeUsed[side] = true
      }
      return undefined
    }
    case 'daunt': {
      if (d.kind !== 'daunt') return wrong(d)
      const q = s.pending.shift()
      if (q?.kind !== 'daunt') return e('no_daunt', 'Nothing to daunt.')
      if (d.use && s.orders[side] < 1) {
        s.orders[side] += 1
        const victim = unitOf(s, q.victim)
        for (const u of s.units)
          if (victim?.pos && u.side === victim.side && !u.destroyed && u.pos && dist(u.pos, victim.pos) <= 12)
            moraleSaves(s, u, 1, 'rout', ctx)
      }
      return undefined
    }
    case 'push': {
      if (d.kind !== 'push') return wrong(d)
      const q = s.pending[0]
      if (q?.kind !== 'push') return e('no_push', 'No push is owed.')
      if (typeof d.angle !== 'number' || !Number.isFinite(d.angle))
        return e('bad_push', 'Give the push direction in degrees.')
      s.pending.shift()
      queueKnocks(s, resolvePush(s, q, d.angle, ctx), ctx)
      return undefined
    }
    case 'knock': {
      if (d.kind !== 'knock') return wrong(d)
      const q = s.pending[0]
      if (q?.kind !== 'knock') return e('no_knock', 'No knockback to settle.')
      if (d.pay !== 'momentum' && d.pay !== 'damage') return e('bad_knock', 'Pay with momentum or damage.')
      s.pending.shift()
      payKnock(s, q, d.pay, ctx)
      return undefined
    }
    case 'stun': {
      if (d.kind !== 'stun') return wrong(d)
      const q = s.pending[0]
      if (q?.kind !== 'stun') return e('no_stun', 'No stun penalty to take.')
      return payStun(s, q, d.pay, ctx)
    }
    case 'transform': {
      if (d.kind !== 'transform') return wrong(d)
      const q = s.pending[0]
      if (q?.kind !== 'transform') return e('no_transform', 'No change of mode is on offer.')
      s.pending.shift()
      const u = unitOf(s, q.unit)
      if (u && !d.stay) u.transformed = !u.transformed
      return undefined
    }
    case 'overwatch': {
      if (d.kind !== 'overwatch') return wrong(d)
      const q = s.pending[0]
      if (q?.kind !== 'overwatch') return e('no_overwatch', 'No overwatch chance.')
      s.pending.shift()
      const why = answerOverwatch(s, q, d.weapon, ctx)
      return why ? e('bad_overwatch', why) : undefined
    }
    case 'choose-terrain': {
      if (d.kind !== 'choose-terrain') return wrong(d)
      const q = s.pending[0]
      if (q?.kind !== 'choose-terrain') return e('no_terrain_choice', 'No terrain choice is open.')
      const why = pickProblem(q, d.terrain)
      if (why) return e('bad_terrain_choice', why)
      s.pending.shift()
      // A single attack rolls the picked piece when it resolves; an AOE shot rolls them now.
      if (q.aoe) resolveAoe(s, q.aoe, d.terrain, ctx)
      else {
        const f = s.attacks.find((x) => x.id === q.attack)
        if (f) f.coverPiece = d.terrain[0] as string
      }
      return undefined
    }
    case 'launch': {
      if (d.kind !== 'launch') return wrong(d)
      const q = s.pending[0]
      if (q?.kind !== 'launch') return e('no_launch', 'Nothing to launch.')
      if (d.unit === null || !d.at) {
        s.pending.shift()
        return undefined
      }
      const u = unitOf(s, d.unit)
      const ship = unitOf(s, q.ship)
      if (!u || !ship || u.onboard !== ship.id) return e('bad_unit', 'Launch a unit on board this ship.')
      const probe = { ...u, pos: d.at }
      if (q.left > 0 && centreDist(probe, ship) > CATAPULT_REACH + 1e-6)
        return e('too_far', `Launch within ${CATAPULT_REACH}" of the ship's centre (ruling A-29).`)
      if (q.left <= 0 && centreDist(probe, ship) > TURRET_REACH)
        return e(
          'too_far',
          `The catapults are spent: deploy within ${TURRET_REACH}" of the centre-most turret.`,
        )
      const why = deployProblem({ ...s, setup: { ...s.setup, deployment: 'standard' } } as MsState, u, d.at)
      if (why && !why.startsWith('outside the deployment zone')) return e('bad_spot', why)
      u.onboard = null
      u.pos = pointOf(d.at)
      ctx.emit({ type: 'Deployed', unit: u.id, pos: u.pos })
      q.left = Math.max(0, q.left - 1)
      if (!s.units.some((x) => x.onboard === ship.id && !x.destroyed)) s.pending.shift()
      return undefined
    }
    default:
      return wrong(d)
  }
}

const wrong = (d: Decision): RuleError =>
  e('wrong_decision', `A ${d.kind} decision does not answer this prompt.`)
