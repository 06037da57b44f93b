/** Checking a sealed order when it is committed (§6.1): one action, legal for this pilot now. */
import type { RuleError } from '@sortie/engine'
import { handheldById, traitById, weaponById } from '../data/starter.ts'
import { handheldLeft } from './handheld.ts'
import {
  activeWeapons,
  flying,
  hasEffect,
  immobile,
  isRanged,
  isStunned,
  mechaAt,
  moveAllowance,
  terrainAt,
} from './queries.ts'
import { partBroken } from './repair.ts'
import { traitBlocked, traitsOf } from './traits.ts'
import type { Action, Fire, GwState, MechaState, PilotState } from './types.ts'
import { bandBetween, gap, type Pos, pathSquares, samePos, steps, withinBand } from './zones.ts'

const e = (code: string, message: string): RuleError => ({ code: `gunwave/${code}`, message })

/** While locked on, every attack — not only weapon fire — must be at the locked mecha (§6.5.4). */
function lockBars(m: MechaState, target: string | undefined): RuleError | undefined {
  return m.lock && target !== m.lock.target
    ? e('locked', 'While locked on, you may attack only the locked mecha (§6.5.4).')
    : undefined
}

/**
 * Speed attacks (grab, break free, drag, §6.5.7) are not melee attacks (GW-RULING-GRAB-DEFENSE),
 * so a blinded pilot, limited to melee against its last melee target, makes none
 * (GW-RULING-BLIND-GRAB); a lock keeps them on the locked mecha.
 */
function speedAttackBarred(p: PilotState, m: MechaState, target: string | undefined): RuleError | undefined {
  if (hasEffect(p, 'blinded'))
    return e('blinded', 'Blinded: only melee against your most recent melee target (§8.1).')
  return lockBars(m, target)
}

/** Units a move costs and whether it is allowed (§7.3–§7.5). */
export function checkMove(s: GwState, p: PilotState, m: MechaState, to: Pos): RuleError | undefined {
  if (to.x < 0 || to.y < 0 || to.x >= s.scene.width || to.y >= s.scene.height)
    return e('off_map', 'That square is off the map.')
  if (hasEffect(p, 'frozen')) return e('frozen', 'A frozen mecha cannot move (§8.2).')
  if (m.grabbedBy) return e('grabbed', 'A grabbed mecha cannot move (§6.5.7).')
  if (m.grabbing) return e('grabbing', 'While holding a grab, move by dragging (§6.5.7).')
  let allowance = moveAllowance(s, m)
  // Difficult terrain slows a mecha walking on land by its rating (§7.5); a flyer whose thrusters
  // are broken walks (§6.5.5), so it pays too.
  if (s.scene.environment === 'ground' && !flying(m) && !m.descent) {
    const worst = Math.max(0, ...pathSquares(m.pos, to).map((q) => terrainAt(s, q)))
    allowance -= worst
  }
  if (isStunned(s, p)) allowance = Math.min(allowance, 1)
  const n = steps(m.pos, to)
  if (n > allowance)
    return e('too_far', `That is ${n} units; this mecha may move ${Math.max(0, allowance)} now.`)
  const other = mechaAt(s, to)
  if (other && other.id !== m.id) return e('square_taken', 'Another mecha stands on that square.')
  return undefined
}

function checkFire(
  s: GwState,
  p: PilotState,
  m: MechaState,
  from: Pos,
  f: Fire,
  moveUnits: number,
): RuleError | undefined {
  if (typeof f.weapon !== 'number') return e('bad_weapon', 'A mecha fires a weapon slot number.')
  if (m.grabbing || m.grabbedBy) return e('grab_no_weapons', 'No weapons while grabbing or grabbed (§6.5.7).')
  if (m.descent) return e('descending', 'A descending mecha cannot attack (§7.7).')
  if (isStunned(s, p)) return e('stunned', 'A stunned pilot cannot use weapons (§6.6).')
  const slots = f.second !== undefined ? [f.weapon, f.second] : [f.weapon]
  if (f.second !== undefined) {
    if ((p.sheet.skills['dual-mecha-weapons'] ?? 0) < 1)
      return e('no_dual', 'Firing two weapons needs Dual Mecha Weapons (§6.5.3).')
    if (f.second === f.weapon) return e('no_dual', 'The second weapon must be another one.')
  }
  let power = 0
  for (const slot of slots) {
    const w = activeWeapons(m).find((x) => x.slot === slot)
    const def = w && weaponById(w.weapon)
    if (!w || !def) return e('weapon_inactive', `Weapon slot ${slot} is not active.`)
    if (def.kind === 'heat-shield') return e('bad_weapon', 'A heat shield is not a weapon.')
    const ranged = isRanged(w)
    if (ranged && hasEffect(p, 'surprised')) return e('surprised', 'A surprised pilot cannot fire (§8.6).')
    if (hasEffect(p, 'blinded') && (ranged || !p.lastMeleeTarget || f.target !== p.lastMeleeTarget))
      return e('blinded', 'Blinded: only melee against your most recent melee target (§8.1).')
    if (m.lock && (f.target ?? m.lock.target) !== m.lock.target)
      return e('locked', 'While locked on, you may attack only the locked mecha (§6.5.4).')
    if (def.kind === 'ballistic' && (w.loaded ?? 0) < 1)
      return e('no_ammo', `${def.name} is empty; reload (§5).`)
    if ((def.kind === 'launcher' || def.kind === 'grenades') && (w.grenades?.length ?? 0) < 1)
      return e('no_ammo', 'No grenades left.')
    if (def.kind === 'energy') power += def.power
    if (ranged && !m.lock) {
      if (!f.at) return e('no_aim', 'A ranged shot aims at a square (§6.2).')
      if (!withinBand(bandBetween(from, f.at), def.range))
        return e('out_of_range', `${def.name} reaches ${def.range} range.`)
    } else {
      const t = f.target ? s.mecha[f.target] : undefined
      if (!t || t.destroyed || t.id === m.id) return e('no_target', 'Name the mecha to attack.')
      // A lock picks the target, not the reach: the weapon's range still applies (§6.5.4, §5).
      if (ranged && !withinBand(bandBetween(from, t.pos), def.range))
        return e('out_of_range', `${def.name} reaches ${def.range} range.`)
    }
  }
  if (power > 0 && m.energy < power + moveUnits)
    return e('no_energy', 'Not enough Energy to fire that energy weapon (§5.2).')
  return undefined
}

/**
 * A trait as the action (§4, §4.1), from a mecha or (m null) on foot. Regular damage is an attack
 * with an active weapon (§4.1), so whatever bars weapons bars it too (GW-RULING-REGULAR-WEAPON):
 * a grab either way (§6.5.7), Surprised unless an active melee weapon can make it against an
 * adjacent target (§8.6, GW-RULING-SURPRISED), and on foot there is no active weapon at all.
 */
function checkTrait(
  s: GwState,
  p: PilotState,
  m: MechaState | null,
  a: Extract<Action, { type: 'trait' }>,
): RuleError | undefined {
  const t = traitById(a.trait)
  if (t && !m && t.owner === 'mecha')
    return e('on_foot', `${t.name} is the mecha’s equipment: it works only while mounted (§4).`)
  if (!t || !traitsOf(p, m).some((x) => x.id === t.id)) return e('no_trait', 'This pilot has no such trait.')
  if (isStunned(s, p)) return e('stunned', 'A stunned pilot cannot use traits (§6.6).')
  if (m?.descent && t.target === 'enemy') return e('descending', 'A descending mecha cannot attack (§7.7).')
  const why = traitBlocked(s, p, t)
  if (why) return e('trait_unavailable', `${t.name}: ${why} (§4).`)
  const from = m ?? p
  const target = t.target === 'enemy' && a.target ? s.mecha[a.target] : undefined
  if (t.target === 'enemy') {
    if (!target || target.destroyed || target.side === p.side) return e('no_target', 'Name an enemy mecha.')
    if (!withinBand(bandBetween(from.pos, target.pos), t.range ?? 'adjacent'))
      return e('out_of_range', `${t.name} reaches ${t.range} range.`)
    if (hasEffect(p, 'blinded'))
      return e('blinded', 'Blinded: only melee against your most recent melee target (§8.1).')
    const locked = m ? lockBars(m, target.id) : undefined
    if (locked) return locked
  }
  // GW-RULING-DISABLED-REPAIR: no Armor comes back to a disabled mecha but by the 12 (§6.5.6).
  if (t.repair && !m) return e('on_foot', `${t.name} mends a mecha; on foot there is none to mend.`)
  if (t.repair && m?.disabled) return e('disabled', 'No repairs while disabled (§6.5.6).')
  if (t.damage === 'regular') {
    const weapons = m ? activeWeapons(m).filter((w) => weaponById(w.weapon)?.kind !== 'heat-shield') : []
    if (weapons.length === 0) return e('weapon_inactive', 'Regular damage needs an active weapon (§4.1).')
    if (m?.grabbing || m?.grabbedBy)
      return e('grab_no_weapons', 'No weapons while grabbing or grabbed (§6.5.7), so no regular damage.')
    if (
      hasEffect(p, 'surprised') &&
      !(weapons.some((w) => !isRanged(w)) && target && gap(target.pos, from.pos) === 0)
    )
      return e(
        'surprised',
        'A surprised pilot cannot fire (§8.6); regular damage needs a weapon swung up close.',
      )
  }
  return undefined
}

function checkOnFoot(s: GwState, p: PilotState, a: Action): RuleError | undefined {
  if (a.type === 'trait') return checkTrait(s, p, null, a)
  if (a.type === 'move-fire') {
    if (a.move && steps(p.pos, a.move) !== 1)
      return e('too_far', 'On foot you walk toward one neighbouring square at a time (§6.5.8).')
    if (a.fire) {
      if (isStunned(s, p)) return e('stunned', 'A stunned person cannot use weapons (§6.6).')
      const h =
        typeof a.fire.weapon === 'string' && p.sheet.handheld.includes(a.fire.weapon)
          ? handheldById(a.fire.weapon)
          : undefined
      if (!h) return e('bad_weapon', 'On foot you fire a handheld weapon you carry.')
      if (handheldLeft(p, h) === 0)
        return e('no_ammo', `${h.name}: nothing left to fire (GW-RULING-HANDHELD-ROUNDS).`)
      const tm = a.fire.target ? s.mecha[a.fire.target] : undefined
      const tp = a.fire.target ? s.pilots[a.fire.target] : undefined
      const at = tm?.pos ?? (tp && !tp.in ? tp.pos : undefined)
      if (!at) return e('no_target', 'Name a person on foot or a mecha.')
      if (!withinBand(bandBetween(p.pos, at), h.range))
        return e('out_of_range', `${h.name} reaches ${h.range} range.`)
    }
    return undefined
  }
  if (a.type === 'hang-on' || a.type === 'board') {
    const t = s.mecha[a.target]
    if (!t || t.destroyed || gap(t.pos, p.pos) > 0)
      return e('not_adjacent', 'The mecha must be within reach.')
    if (a.type === 'board' && t.pilot && p.hanging !== t.id)
      return e('occupied', 'Climb into a cockpit only of an empty mecha or one you hang on to (§6.5.8).')
    if (a.type === 'board' && t.pilot && t.passenger)
      return e('occupied', 'The cockpit already holds a passenger.')
    return undefined
  }
  if (a.type === 'skip') return undefined
  return e(
    'on_foot',
    'On foot you can walk, use a handheld weapon or a trait of your own, hang on or climb aboard.',
  )
}

/**
 * Disarming (§6.5.9, GW-RULING-DISARM): any pilot character has mecha experience; the work is done
 * aboard the mecha or on foot on its square, and needs no power, so it goes on in a disabled mecha.
 */
function checkDisarm(s: GwState, p: PilotState, target: string): RuleError | undefined {
  const t = s.mecha[target]
  if (!t?.selfDestruct || t.destroyed)
    return e('no_self_destruct', 'No self-destruct is counting down in that mecha.')
  if (p.sheet.piloting < 1) return e('no_experience', 'Disarming takes someone with mecha experience.')
  const aboard = p.in === t.id
  if (!aboard && (p.in || gap(t.pos, p.pos) > 0))
    return e('not_at_mecha', 'Disarm from inside that mecha, or on foot beside it.')
  return undefined
}

export function checkOrder(s: GwState, p: PilotState, a: Action): RuleError | undefined {
  const m = p.in ? s.mecha[p.in] : undefined
  if (a.type === 'disarm' && !p.passengerIn) return checkDisarm(s, p, a.target)
  if (!m) return checkOnFoot(s, p, a)
  if (p.passengerIn)
    return a.type === 'skip' ? undefined : e('passenger', 'A passenger in the cockpit can only ride along.')
  const down = m.disabled && !s.options.operationalDisabled
  if (down && a.type !== 'skip') return e('disabled', 'A disabled mecha is switched off (§6.5.6).')
  switch (a.type) {
    case 'skip':
      return undefined
    case 'move-fire': {
      if (!a.move && !a.fire) return e('empty_order', 'Move, fire, or both; or skip.')
      let units = 0
      if (a.move && !samePos(a.move, m.pos)) {
        const bad = checkMove(s, p, m, a.move)
        if (bad) return bad
        units = steps(m.pos, a.move)
      }
      return a.fire ? checkFire(s, p, m, a.move ?? m.pos, a.fire, units) : undefined
    }
    case 'trait':
      return checkTrait(s, p, m, a)
    case 'repair':
      if (m.repairOps < 1) return e('no_repairs', 'No repair operations left today (§6.5.10).')
      if (m.disabled) return e('disabled', 'No repairs while disabled (§6.5.6).')
      if (a.what === 'armor')
        return m.armor >= m.armorMax ? e('nothing_to_repair', 'Armor is full.') : undefined
      return partBroken(m, a.what) ? undefined : e('nothing_to_repair', `The ${a.what} works.`)
    case 'lock': {
      const t = s.mecha[a.target]
      if (!t || t.destroyed || t.side === m.side) return e('no_target', 'Lock on to an enemy mecha.')
      if (!m.weapons.some((w) => !w.lost && isRanged(w)))
        return e('no_ranged', 'A lock serves ranged weapons.')
      return undefined
    }
    case 'grab': {
      const t = s.mecha[a.target]
      if (!t || t.destroyed || t.side === m.side || gap(t.pos, m.pos) > 0)
        return e('not_adjacent', 'Grab an adjacent enemy mecha (§6.5.7).')
      if (m.grabbing || m.grabbedBy) return e('grabbing', 'Already in a grab.')
      return speedAttackBarred(p, m, t.id)
    }
    case 'break-free':
      return m.grabbedBy
        ? speedAttackBarred(p, m, m.grabbedBy)
        : e('not_grabbed', 'Nothing holds this mecha.')
    case 'drag': {
      if (!m.grabbing) return e('not_grabbing', 'Drag needs a grabbed enemy (§6.5.7).')
      const barred = speedAttackBarred(p, m, m.grabbing)
      if (barred) return barred
      if (hasEffect(p, 'frozen')) return e('frozen', 'A frozen mecha cannot move (§8.2).')
      const n = steps(m.pos, a.to)
      if (n < 1 || n > Math.max(1, moveAllowance(s, m) - 1))
        return e('too_far', 'Dragging is slower than your usual speed.')
      return undefined
    }
    case 'self-destruct':
      return Number.isInteger(a.delay) && a.delay >= 0 && a.delay <= 14_400
        ? undefined
        : e('bad_delay', 'Delay is 0 to 14 400 turns (24 hours).')
    case 'push': {
      const t = s.mecha[a.target]
      if (!t || t.destroyed || gap(t.pos, m.pos) > 0 || !immobile(s, t))
        return e('cannot_push', 'Push an adjacent mecha that no longer moves (§7.8).')
      if (Math.max(Math.abs(a.dir.x), Math.abs(a.dir.y)) !== 1)
        return e('bad_direction', 'Push one square in a direction.')
      return undefined
    }
    case 'escape-gravity':
      if (s.scene.environment !== 'ground') return e('not_in_gravity', 'Already in space.')
      return m.carrier
        ? undefined
        : e('no_escape_velocity', 'No mecha escapes gravity on its own; it needs a ship or rockets (§7.6).')
    case 'hang-on':
    case 'board':
      return e('in_mecha', 'Only a person on foot hangs on or climbs aboard.')
    default:
      return e('bad_action', 'Unknown action.')
  }
}
