/**
 * Damage to mecha and people: sparking (§6.5.1), disabled and overflow to the pilot's Health
 * (§6.5.2), subsystems (§6.5.5), grabbers and hangers hurt when the mecha is hit (§6.5.7,
 * §6.5.8), stuns and unconsciousness (§6.6, §6.6.1), handheld weapons against Armor (§5.5).
 */
import type { Dice, ReduceContext } from '@sortie/engine'
import { attributeScore } from '../sheets/attributes.ts'
import { PARTS, successes } from './pools.ts'
import { pilotOf } from './queries.ts'
import type { GwEvent, GwState, MechaState, Part, PilotState } from './types.ts'

export type Ctx = ReduceContext<GwEvent>

export function knockOut(s: GwState, p: PilotState, ctx: Ctx): void {
  if (p.unconscious || p.dead) return
  p.unconscious = true
  ctx.emit({ type: 'Unconscious', pilot: p.id })
  // An unconscious pilot's grab lets go; the mecha stops all movement and action (§6.6.1).
  const m = p.in ? s.mecha[p.in] : undefined
  if (m?.grabbing) endGrab(s, m, ctx)
}

/** A personal hit (§6.6): stunned next turn while stuns last (Body per battle), then unconscious. */
export function personalHit(s: GwState, p: PilotState, ctx: Ctx): void {
  if (p.dead || p.unconscious) return
  if (p.stunHitTurn === s.turn) return // several hits in one turn count as one stun
  if (p.stuns >= attributeScore(p.sheet, 'body')) {
    knockOut(s, p, ctx)
    return
  }
  p.stuns++
  p.stunHitTurn = s.turn
  p.stunnedTurn = s.turn + 1
  ctx.emit({ type: 'Stunned', pilot: p.id, stuns: p.stuns })
}

export function killPilot(s: GwState, p: PilotState, why: string, ctx: Ctx): void {
  if (p.dead) return
  p.dead = true
  p.unconscious = false
  ctx.emit({ type: 'Killed', pilot: p.id, why })
  const m = p.in ? s.mecha[p.in] : undefined
  if (m?.grabbing) endGrab(s, m, ctx)
}

export function endGrab(s: GwState, grabber: MechaState, ctx: Ctx): void {
  const t = grabber.grabbing ? s.mecha[grabber.grabbing] : undefined
  if (t) delete t.grabbedBy
  ctx.emit({ type: 'GrabEnded', by: grabber.id, mecha: grabber.grabbing ?? '' })
  delete grabber.grabbing
}

function disable(s: GwState, m: MechaState, overflow: number, ctx: Ctx): void {
  m.armor = 0 // GW-RULING-ARMOR-ZERO: the sheet shows 0; the rest goes to the pilot
  if (m.disabled) {
    if (overflow > 0) hurtPilot(s, m, overflow, ctx)
    return
  }
  m.disabled = true
  m.before = { energy: m.energy, speed: m.speed }
  if (!s.options.operationalDisabled) {
    m.energy = 0
    m.speed = 0
  }
  if (m.grabbing) endGrab(s, m, ctx)
  if (m.lock) delete m.lock
  ctx.emit({ type: 'Disabled', mecha: m.id, overflow })
  if (overflow > 0) hurtPilot(s, m, overflow, ctx)
}

function hurtPilot(s: GwState, m: MechaState, amount: number, ctx: Ctx): void {
  const p = pilotOf(s, m)
  if (!p || p.dead) return
  p.health = Math.max(0, p.health - amount)
  ctx.emit({ type: 'HealthLost', pilot: p.id, amount, health: p.health })
  // Project default: Health 0 knocks the pilot out (the seed gives Health no other use).
  if (p.health === 0) knockOut(s, p, ctx)
}

/**
 * The Armor thresholds, wherever Armor came down from: at 0 or less the mecha is disabled (the
 * rest goes to the pilot, §6.5.2), at half or less (rounded down) it sparks (§6.5.1).
 */
export function settleArmor(s: GwState, m: MechaState, overflow: number, ctx: Ctx): void {
  if (m.armor <= 0) disable(s, m, overflow, ctx)
  else if (!m.sparking && m.armor <= Math.floor(m.armorMax / 2)) {
    m.sparking = true
    ctx.emit({ type: 'Sparking', mecha: m.id })
  }
}

/**
 * Armor damage from a mecha weapon, trait, explosion or spill. `hit: false` is damage that is not
 * a hit on this mecha (a holder's 1 for the mecha it holds being hit, GW-RULING-GRAB-DAMAGE): it
 * sparks and disables like any damage but passes nothing on, so two mecha holding each other
 * cannot hand the damage back and forth.
 */
export function damageMecha(
  s: GwState,
  m: MechaState,
  amount: number,
  why: string,
  ctx: Ctx,
  dice: Dice,
  hit = true,
): void {
  if (amount <= 0 || m.destroyed) return
  m.armor -= amount
  ctx.emit({ type: 'Damage', mecha: m.id, amount, armor: Math.max(0, m.armor), why })
  if (hit) afterHit(s, m, ctx, dice)
  settleArmor(s, m, -m.armor, ctx)
}

/** Everything that happens because the mecha was hit at all. */
function afterHit(s: GwState, m: MechaState, ctx: Ctx, dice: Dice): void {
  if (m.grabbedBy) {
    const g = s.mecha[m.grabbedBy]
    // The holder takes 1 for each hit on what it holds (§6.5.7), through the same thresholds.
    if (g && !g.destroyed) damageMecha(s, g, 1, 'holding a grabbed mecha that was hit', ctx, dice, false)
  }
  for (const h of m.hangers) {
    const p = s.pilots[h]
    if (!p) continue
    const roll = dice.pool(3)
    ctx.emit({
      type: 'Attack',
      kind: 'personal',
      log: { attacker: m.id, target: p.id, dice: roll, successes: successes(roll), damage: 0 },
      pool: { dice: 3, mods: ['hanging on a hit mecha'] },
    })
    if (successes(roll) > 0) personalHit(s, p, ctx)
  }
  if (m.brokenParts.includes('cockpit')) {
    const p = pilotOf(s, m)
    if (p) personalHit(s, p, ctx)
  }
}

/** Hits on an aimed part; breaking it applies the part's effect (§6.5.5). */
export function hitPart(m: MechaState, part: Part, hits: number, ctx: Ctx, loseWeapon?: number): void {
  if (hits <= 0 || m.brokenParts.includes(part)) return
  // GW-RULING-PART-HITS: every hit counts toward the part's hits to disable.
  const total = (m.partHits[part] ?? 0) + hits
  m.partHits[part] = total
  const broken = total >= PARTS[part].hits
  ctx.emit({ type: 'PartHit', mecha: m.id, part, hits: total, broken })
  if (!broken) return
  if (part !== 'arm') m.brokenParts.push(part)
  switch (part) {
    case 'arm': {
      // GW-RULING-ARM: the attacker names the weapon (the arm aimed at); one fewer arm to hold weapons.
      const w =
        m.weapons.find((x) => x.slot === loseWeapon && !x.lost) ??
        m.weapons.find((x) => x.active && !x.lost) ??
        m.weapons.find((x) => !x.lost)
      if (w) {
        w.lost = true
        w.active = false
      }
      m.arms = Math.max(0, m.arms - 1)
      m.partHits.arm = 0
      const over = m.weapons.filter((x) => x.active && !x.lost)
      while (over.length > m.arms) {
        const x = over.pop()
        if (x) x.active = false
      }
      break
    }
    case 'leg':
      m.speed = Math.max(0, m.speed - 2)
      break
    case 'reactor':
      m.energy = 0
      break
    case 'coolant':
      // GW-RULING-COOLANT: the Energy attribute (maximum), not what is left.
      m.overheatIn = Math.max(1, Math.floor(m.energyMax / 10))
      break
    default:
      break
  }
}

/** Handheld hits on a mecha: each point of Armor is 10 Health (§5.5). */
export function chipMecha(s: GwState, m: MechaState, hits: number, ctx: Ctx, dice: Dice): void {
  m.chip += hits
  const armor = Math.floor(m.chip / 10)
  m.chip %= 10
  if (armor > 0) damageMecha(s, m, armor, 'handheld weapons', ctx, dice)
}

/**
 * The mecha blows up (three marks, self-destruct). Nothing stays attached to a wreck
 * (GW-RULING-WRECK): grabs end, and whoever hangs on is left standing on its square. The pilot
 * and passenger are dealt with by the caller (they eject, §6.5.6, or die aboard, §6.5.9).
 */
export function explode(s: GwState, m: MechaState, ctx: Ctx): void {
  m.destroyed = true
  m.armor = 0
  if (m.grabbing) endGrab(s, m, ctx)
  if (m.grabbedBy) {
    const g = s.mecha[m.grabbedBy]
    if (g) endGrab(s, g, ctx)
  }
  ctx.emit({ type: 'Exploded', mecha: m.id })
  // A lock on a wreck aims at nothing: it ends, so the locker may fire at others (GW-CMB-LOCK).
  for (const x of Object.values(s.mecha))
    if (x.lock?.target === m.id) {
      ctx.emit({ type: 'LockBroken', by: x.id, target: m.id, why: 'target destroyed' })
      delete x.lock
    }
  for (const id of m.hangers.splice(0)) {
    const p = s.pilots[id]
    if (!p) continue
    p.hanging = null
    p.pos = { ...m.pos }
    ctx.emit({ type: 'LetGo', pilot: p.id, mecha: m.id })
  }
}

/**
 * Everyone aboard a mecha that blows up on its third mark gets out (§6.5.6 says the pilot ejects;
 * a passenger rides in the same cockpit, so leaves with the pilot, GW-RULING-WRECK). Returns who
 * got out, for the optional rule's 4 dice.
 */
export function ejectAboard(s: GwState, m: MechaState, ctx: Ctx): PilotState[] {
  const out: PilotState[] = []
  for (const id of [m.pilot, m.passenger]) {
    const p = id ? s.pilots[id] : undefined
    if (!p || p.dead) continue
    p.in = null
    p.passengerIn = null
    p.pos = { ...m.pos }
    ctx.emit({ type: 'Ejected', pilot: p.id, mecha: m.id })
    out.push(p)
  }
  m.pilot = null
  m.passenger = null
  return out
}
