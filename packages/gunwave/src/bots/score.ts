/**
 * How a greedy bot weighs an order: expected damage from the exact odds of each shot as the battle
 * sets it up (`planShot`, the same set-up the roll and `fireOdds` use), a little for effects, repairs and locks, and for closing on the enemy when
 * nothing is in reach. Minor actions: reload an empty gun, keep a grab, draw a second weapon.
 */
import { pmfExpectation, pmfTail } from '@sortie/engine'
import { planShot, type ShotPlan } from '../battle/attack.ts'
import { attackPool } from '../battle/pools.ts'
import {
  activeWeapons,
  enemiesOf,
  hasEffect,
  isRanged,
  moveAllowance,
  operational,
} from '../battle/queries.ts'
import { traitDice } from '../battle/traits.ts'
import type { Action, Fire, GwState, MechaState, Minor, PilotState, WeaponState } from '../battle/types.ts'
import { bandBetween, gap, type Pos, steps, withinBand } from '../battle/zones.ts'
import { DEFAULTS, traitById, weaponById } from '../data/starter.ts'
import { damagePmf, meleeNetPmf, successPmf } from '../odds/dice.ts'
import { holdCost, holdServes, reachHits, threatAt } from './reach.ts'

const expHits = (n: number) => pmfExpectation(successPmf(n))

/** How sure a melee swing from `from` is to find `target` in reach (both move together, §6.1). */
function meleeReach(s: GwState, from: Pos, target: MechaState): number {
  const d = gap(from, target.pos)
  if (d === 0) return 1
  return moveAllowance(s, target) >= d ? 0.25 : 0
}

/**
 * What one point of Energy is worth now: little while the tank is full, a lot near empty. A tank
 * is counted in turns of holding the active weapons too: a fight lasts twenty turns and more, and
 * Energy never refills (GW-RULING-ENERGY-ZERO), so a tank that runs dry in a few turns is dear.
 */
function energyPrice(m: MechaState): number {
  const share = m.energyMax > 0 ? m.energy / m.energyMax : 0
  const turns = m.energy / Math.max(1, holdCost(m))
  const byShare = share > 0.5 ? 0.05 : share > 0.25 ? 0.15 : 0.4
  return Math.max(byShare, turns < 8 ? 0.4 : turns < 16 ? 0.15 : 0.05)
}

/** Whether a weapon has a use next turn: in range of an enemy, or a blade with one close by. */
function useful(s: GwState, m: MechaState, w: WeaponState): boolean {
  const def = weaponById(w.weapon)
  if (!def || def.kind === 'heat-shield') return false
  if (def.kind === 'ballistic' && (w.loaded ?? 0) < 1 && m.ammoStore[w.ammo ?? 'standard'] < 1) return false
  if ((def.kind === 'launcher' || def.kind === 'grenades') && !(w.grenades?.length ?? 0)) return false
  if (def.kind === 'energy' && m.energy < def.power + 1) return false
  const reach = def.kind === 'melee' ? moveAllowance(s, m) : 0
  return enemiesOf(s, m).some((f) =>
    operational(s, f)
      ? def.kind === 'melee'
        ? gap(f.pos, m.pos) <= reach + 1
        : withinBand(bandBetween(m.pos, f.pos), def.range)
      : false,
  )
}

/** Energy the order's energy weapons take on the shot (§5.2). */
function shotPower(m: MechaState, a: Extract<Action, { type: 'move-fire' }>): number {
  if (!a.fire || typeof a.fire.weapon !== 'number') return 0
  let n = 0
  for (const slot of a.fire.second !== undefined ? [a.fire.weapon, a.fire.second] : [a.fire.weapon]) {
    const def = weaponById(m.weapons.find((w) => w.slot === slot)?.weapon ?? '')
    if (def?.kind === 'energy') n += def.power
  }
  return n
}

/**
 * A move is worth what it brings in reach for next turn (a weapon that can fire on an enemy from
 * the new square, on the Energy left after this turn), a little for closing in, less the Energy it
 * burns at the tank's price: a move that brings nothing in reach is not worth a nearly empty tank.
 */
function moveScore(s: GwState, m: MechaState, to: { x: number; y: number }, shot: number): number {
  const foes = enemiesOf(s, m).filter((f) => operational(s, f))
  if (!foes.length) return -0.01
  const units = steps(m.pos, to)
  const after = Math.max(0, m.energy - shot - holdCost(m) - units)
  const stay = Math.max(0, m.energy - shot - holdCost(m))
  const near = Math.min(...foes.map((f) => gap(f.pos, to)))
  const now = Math.min(...foes.map((f) => gap(f.pos, m.pos)))
  const here = reachHits(s, m, m.pos, stay)
  const gain = reachHits(s, m, to, after) - here
  // With the tank running low, what counts is the square it will fight from once it is empty:
  // one where a gun or a blade reaches without Energy.
  const dryHere = reachHits(s, m, m.pos, 0)
  const dry = reachHits(s, m, to, 0) - dryHere
  // Out of the fight, the held weapons drain the tank anyway: Energy is best spent closing in.
  const idle = here === 0 && dryHere === 0
  const price = idle ? 0.05 : energyPrice(m)
  // Stepping into more fire than the square brings in reach is a loss, the more so when hurt.
  const care = 1.5 - m.armor / Math.max(1, m.armorMax)
  const risk = (threatAt(s, m, to) - threatAt(s, m, m.pos)) * 0.3 * care
  const closing = (now - near) * (idle ? 0.3 : 0.15)
  return closing + gain * 0.36 + dry * (price > 0.05 ? 0.45 : 0.12) - risk - units * price - 0.01
}

/** A lock is worth an action only on a sturdy target a ranged weapon can use (it stays on a wreck). */
function lockScore(s: GwState, m: MechaState, target: string): number {
  const t = s.mecha[target]
  if (!t || !operational(s, t) || t.armor < 0.6 * t.armorMax) return -0.5
  return activeWeapons(m).some((w) => isRanged(w) && useful(s, m, w)) ? 0.2 : -0.5
}

/** Disarming is worth a turn only when the work can be finished before it goes off. */
function disarmScore(s: GwState, target: string): number {
  const sd = s.mecha[target]?.selfDestruct
  if (!sd) return 0
  const left = (sd.need ?? DEFAULTS.disarmTurns) - (sd.work ?? 0)
  return left <= sd.at - s.turn + 1 ? 3 : 0
}

/** Expected damage of a shot as set up, or the chance to land an effect that replaces its damage. */
function shotWorth(s: GwState, p: PilotState, plan: Extract<ShotPlan, { ok: true }>): number {
  const hits = plan.defense ? meleeNetPmf(plan.pool.dice, plan.defense.dice) : successPmf(plan.pool.dice)
  if (!plan.effect) return pmfExpectation(damagePmf(hits, hasEffect(p, 'jittery')))
  // A grenade's effect is worth something only on a pilot not yet carrying it.
  const vp = plan.victim?.pilot ? (s.pilots[plan.victim.pilot] ?? null) : null
  return hasEffect(vp, plan.effect) ? 0 : pmfTail(hits, 1)
}

/**
 * What the order's shots are worth, each set up as the battle will make it (`planShot`: weapon,
 * target, next grenade, every pool modifier). A wreck is not worth the shot while a live enemy is
 * in reach, a hurt one is worth more (finishing a mecha ends its fire, spreading damage ends
 * nothing). A blade lands only if the target is beside us after the move: counted whole when we
 * end next to it, a little when it could step in itself (the swing then set up as from beside
 * it), never when it is out of reach.
 */
function fireScore(s: GwState, p: PilotState, m: MechaState, fire: Fire, move?: Pos): number {
  if (typeof fire.weapon !== 'number') return 0
  const from = move ?? m.pos
  const slots = fire.second !== undefined ? [fire.weapon, fire.second] : [fire.weapon]
  let score = 0
  for (const [i, slot] of slots.entries()) {
    let plan = planShot(s, p, m, fire, slot, i === 1, from)
    if (!plan) continue
    const target = plan.ok ? plan.victim : plan.target ? s.mecha[plan.target] : undefined
    if (!target) continue
    let worth = operational(s, target) ? 1.5 - 0.5 * (target.armor / Math.max(1, target.armorMax)) : 0.05
    if (plan.melee) {
      worth *= meleeReach(s, from, target)
      if (worth === 0) continue
      if (!plan.ok) plan = planShot(s, p, m, fire, slot, i === 1, target.pos)
    }
    if (!plan?.ok) continue
    const e = shotWorth(s, p, plan)
    // Ranged shots land on a square: a target that can move is less sure to be there.
    score += worth * (plan.melee ? e * 0.9 : e * (moveAllowance(s, target) > 0 ? 0.75 : 1))
    if (plan.def.kind === 'energy') score -= plan.def.power * energyPrice(m)
  }
  return score
}

export function scoreAction(s: GwState, p: PilotState, a: Action): number {
  if (a.type === 'disarm') return disarmScore(s, a.target)
  const m = p.in ? s.mecha[p.in] : undefined
  if (!m)
    return a.type === 'board'
      ? 3
      : a.type === 'hang-on'
        ? 1
        : a.type === 'move-fire' && a.fire
          ? 0.5
          : a.type === 'move-fire'
            ? 0.2
            : 0
  switch (a.type) {
    case 'move-fire': {
      let score = a.fire ? fireScore(s, p, m, a.fire, a.move) : 0
      if (a.move) score += moveScore(s, m, a.move, shotPower(m, a))
      return score
    }
    case 'trait': {
      const t = traitById(a.trait)
      if (!t) return 0
      if (t.target === 'self')
        return (
          (t.repair && m.armor < m.armorMax / 2 ? t.repair / 3 : 0) +
          (t.cleanse && p.effects.length ? 1.5 : 0)
        )
      const tm = a.target ? s.mecha[a.target] : undefined
      if (tm && !operational(s, tm)) return 0
      // The pool as the battle rolls it (a passenger in the cockpit, Tagged, Wearied…): a trait
      // left with no dice lands nothing, and picking it every turn is a turn skipped
      // (GW-BOT-TRAIT).
      const n = Math.max(0, attackPool(s, p, traitDice(p, t), { kind: 'trait', target: tm ?? null }).dice)
      const lands = 1 - (2 / 3) ** n
      const e = expHits(n)
      const dmg = t.damage === 'regular' ? e : typeof t.damage === 'number' ? t.damage * lands : 0
      // An effect the target's pilot already carries adds nothing.
      const fresh = t.effect && !hasEffect(tm?.pilot ? (s.pilots[tm.pilot] ?? null) : null, t.effect.id)
      return dmg + (fresh ? lands : 0) + (t.burst ? 0.5 * lands : 0) - (t.frequency === 'skill' ? 0 : 0.3)
    }
    case 'repair':
      return a.what === 'armor' ? (m.armor < m.armorMax / 2 ? 1.6 : 0.4) : 1.8
    case 'lock':
      return lockScore(s, m, a.target)
    case 'grab': {
      // A hold that no friend can use is a stall for both (GW-BOT-GRAB).
      const t = s.mecha[a.target]
      return t && holdServes(s, m, t) ? 0.3 : -0.5
    }
    case 'break-free':
      return 2
    default:
      return 0
  }
}

export function scoreMinor(s: GwState, p: PilotState, a: Minor): number {
  const m = p.in ? s.mecha[p.in] : undefined
  if (!m) return 0
  switch (a.type) {
    case 'reload': {
      const w = m.weapons.find((x) => x.slot === a.slot)
      return w?.loaded === 0 ? 3 : 0.1
    }
    case 'sustain-grab': {
      const t = m.grabbing ? s.mecha[m.grabbing] : undefined
      return t && holdServes(s, m, t) ? 2 : -0.5
    }
    case 'repair-part':
      return 2.5
    case 'pick-up':
      return 2
    case 'swap': {
      // Every active weapon costs its Power each turn (§6.4): hold what is useful now, put the
      // rest away, and draw a second weapon only while the tank is well filled.
      const off = a.deactivate !== undefined ? m.weapons.find((x) => x.slot === a.deactivate) : undefined
      const on = a.activate !== undefined ? m.weapons.find((x) => x.slot === a.activate) : undefined
      const power = (w: WeaponState | undefined) => (w ? (weaponById(w.weapon)?.power ?? 0) : 0)
      const use = (w: WeaponState | undefined) => (w ? useful(s, m, w) : false)
      const saved = (power(off) - power(on)) * energyPrice(m) * 4
      if (off && !on) return use(off) && activeWeapons(m).length < 2 ? -1 : saved + (use(off) ? -0.3 : 0.5)
      if (!off) {
        if (!use(on)) return -0.5
        // A second weapon held doubles the drain: only with a tank that lasts the fight.
        const lasts = m.energy / Math.max(1, holdCost(m) + power(on))
        return activeWeapons(m).some((x) => useful(s, m, x)) ? (lasts >= 20 ? 0.3 : -0.2) : 1.5
      }
      if (use(on) && !use(off)) return 1.5 + saved
      // Nothing in reach either way: hold the cheaper one until something is.
      if (!use(on)) return use(off) ? -0.5 : saved - 0.05
      return off.loaded === 0 ? 1 : saved - 0.1
    }
    default:
      return 0
  }
}
