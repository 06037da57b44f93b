/**
 * Rolling attacks (§6.5, §6.6, §4.1). Each roll returns the changes it causes as a list of
 * deferred steps, so a reaction group rolls everything first and then applies it together
 * (§6.2: attacks in a group resolve simultaneously).
 */
import {
  type EffectId,
  GRENADES,
  type GrenadeType,
  handheldById,
  traitById,
  type WeaponDef,
  weaponById,
} from '../data/starter.ts'
import { type Ctx, chipMecha, damageMecha, hitPart, killPilot, personalHit } from './damage.ts'
import { addEffect } from './effects.ts'
import { spendHandheld } from './handheld.ts'
import { attackPool, defensePool, finalDamage, type Pool, successes } from './pools.ts'
import { activeWeapons, adjacentMecha, mechaAt, present } from './queries.ts'
import { traitDice } from './traits.ts'
import type { Action, Fire, GwEvent, GwState, MechaState, PilotState, WeaponState } from './types.ts'
import { bandBetween, gap, type Pos, samePos, withinBand } from './zones.ts'

export type Deferred = () => void

/**
 * People standing on a square (ejected pilots), hit by whatever lands there. Someone hanging on a
 * mecha is hurt through the mecha instead (3 dice per hit on it, §6.5.8), but only while that
 * mecha is still there to hang on to (GW-RULING-HANG).
 */
function peopleAt(s: GwState, at: Pos): PilotState[] {
  return Object.values(s.pilots).filter(
    (p) => !p.in && !p.dead && !(p.hanging && !s.mecha[p.hanging]?.destroyed) && samePos(p.pos, at),
  )
}

/**
 * An attack that cannot be made when it resolves (GW-RULING-REACH): it is logged with no dice and
 * the reason, and costs nothing (no round, no shot Power, no trait use).
 */
export function noAttack(
  ctx: Ctx,
  kind: Extract<GwEvent, { type: 'Attack' }>['kind'],
  attacker: string,
  target: string | null,
  why: string,
  at?: Pos,
): void {
  ctx.emit({
    type: 'Attack',
    kind,
    log: { attacker, target, ...(at ? { at } : {}), dice: [], successes: 0, damage: 0 },
    pool: { dice: 0, mods: [] },
    noRoll: why,
  })
}

/**
 * One weapon's shot as it would be made from `from`: what it aims at, the mecha it would hit, the
 * next grenade in order (§5.4), and the attack and defence pools — or why no attack is made
 * (GW-RULING-REACH). It changes nothing, so the battle rolls it, the odds read it (`fireOdds`) and
 * the bots weigh it (bots/score.ts): one set-up for all three.
 */
export type ShotPlan =
  | {
      ok: true
      w: WeaponState
      def: WeaponDef
      melee: boolean
      /** The square a ranged shot lands on (the locked mecha's, when locked on). */
      at?: Pos
      victim: MechaState | null
      grenade?: GrenadeType
      /** A grenade's effect replaces its damage (project default, GRENADES). */
      effect?: EffectId
      pool: Pool
      /** Melee: the defender's dice. */
      defense?: Pool
    }
  | { ok: false; melee: boolean; target: string | null; at?: Pos; why: string }

export function planShot(
  s: GwState,
  p: PilotState,
  m: MechaState,
  f: Fire,
  slot: number,
  second: boolean,
  from: Pos = m.pos,
): ShotPlan | null {
  const w = activeWeapons(m).find((x) => x.slot === slot)
  const def = w && weaponById(w.weapon)
  if (!w || !def) return null
  const melee = def.kind === 'melee'
  // Ranged shots land on the square aimed at, unless locked on (§6.2, §6.5.4).
  const locked = !melee && m.lock ? s.mecha[m.lock.target] : undefined
  const at = melee ? undefined : locked ? locked.pos : f.at
  const victim = melee ? (f.target ? s.mecha[f.target] : undefined) : (locked ?? (at ? mechaAt(s, at) : null))
  if (melee) {
    if (!victim || !present(victim) || gap(victim.pos, from) > 0)
      return { ok: false, melee, target: f.target ?? null, why: 'target out of reach' }
  } else if (!at || !withinBand(bandBetween(from, at), def.range)) {
    // Range counts from where the shooter stands now (a blocked move leaves it short) to where
    // the square or the locked mecha is now: a lock aims, it does not add reach (GW-RULING-REACH).
    return { ok: false, melee, target: locked?.id ?? null, ...(at ? { at } : {}), why: 'out of range' }
  }
  // Launchers and loose grenades throw the next grenade in their order (§5.4).
  const grenade = def.kind === 'launcher' || def.kind === 'grenades' ? w.grenades?.[0] : undefined
  const secondSkill = second ? (p.sheet.skills['dual-mecha-weapons'] ?? 0) : undefined
  const pool = attackPool(s, p, def.dice, {
    kind: grenade ? 'grenade' : melee ? 'melee' : 'ranged',
    target: victim ?? null,
    ...(f.part ? { part: f.part } : {}),
    ...(secondSkill !== undefined ? { secondWeaponSkill: secondSkill } : {}),
    heavyAmmo: def.kind === 'ballistic' && w.ammo === 'heavy',
  })
  const effect = grenade ? GRENADES[grenade].effect : undefined
  return {
    ok: true,
    w,
    def,
    melee,
    ...(at ? { at } : {}),
    victim: victim ?? null,
    ...(grenade ? { grenade } : {}),
    ...(effect ? { effect } : {}),
    pool,
    ...(melee && victim ? { defense: defensePool(s, victim, m) } : {}),
  }
}

/** One weapon of a mecha fired (or swung) — §6.5, §5.2–§5.4. */
function weaponAttack(
  s: GwState,
  p: PilotState,
  m: MechaState,
  f: Fire,
  slot: number,
  second: boolean,
  ctx: Ctx,
  free = false,
): Deferred[] {
  const out: Deferred[] = []
  const plan = planShot(s, p, m, f, slot, second)
  if (!plan) return out
  if (!plan.ok) {
    const kind = plan.melee ? 'melee' : free ? 'free' : 'ranged'
    noAttack(ctx, kind, m.id, plan.target, plan.why, plan.at)
    return out
  }
  const { w, def, melee, at, victim, effect, pool } = plan
  if (melee && victim) p.lastMeleeTarget = victim.id
  // Spend what the shot costs (§5.2 energy Power, §5.3 rounds, §5.4 the next grenade in order).
  if (def.kind === 'ballistic') w.loaded = Math.max(0, (w.loaded ?? 0) - 1)
  if (def.kind === 'energy') m.shotPower += def.power
  if (def.kind === 'launcher' || def.kind === 'grenades') w.grenades?.shift()
  const dice = ctx.dice.pool(pool.dice)
  const hits = successes(dice)
  let net = hits
  let defense: number[] | undefined
  if (plan.defense) {
    defense = ctx.dice.pool(plan.defense.dice)
    net = Math.max(0, hits - successes(defense))
  }
  const damage = effect ? 0 : finalDamage(p, net)
  ctx.emit({
    type: 'Attack',
    kind: free ? 'free' : melee ? 'melee' : 'ranged',
    log: {
      attacker: m.id,
      target: victim?.id ?? null,
      ...(at ? { at } : {}),
      dice,
      successes: hits,
      ...(defense ? { defense } : {}),
      damage,
    },
    pool,
  })
  if (victim && net > 0) {
    out.push(() => {
      damageMecha(s, victim, damage, def.name, ctx, ctx.dice)
      if (f.part) hitPart(victim, f.part, net, ctx, f.armWeapon)
      const vp = victim.pilot ? s.pilots[victim.pilot] : undefined
      if (effect && vp) addEffect(s, vp, { id: effect, duration: 'save' }, ctx)
    })
  }
  if (at && hits > 0)
    for (const person of peopleAt(s, at))
      out.push(() => killPilot(s, person, 'hit by a mecha weapon (§5.5)', ctx))
  // Three or more hitting dice also hurt every mecha touching the spot (GW-RULING-SPILL).
  if (!melee && at && hits >= 3)
    for (const n of adjacentMecha(s, at))
      if (n.id !== victim?.id)
        out.push(() => {
          ctx.emit({ type: 'Spill', around: at, mecha: n.id })
          damageMecha(s, n, 1, 'blast next to the impact', ctx, ctx.dice)
        })
  return out
}

export function fireAttack(
  s: GwState,
  p: PilotState,
  m: MechaState,
  f: Fire,
  ctx: Ctx,
  free = false,
): Deferred[] {
  if (typeof f.weapon !== 'number') return []
  const out = weaponAttack(s, p, m, f, f.weapon, false, ctx, free)
  if (f.second !== undefined) out.push(...weaponAttack(s, p, m, f, f.second, true, ctx))
  return out
}

/**
 * A person's handheld weapon (§6.6, §5.5): stuns people, chips Armor at 10 Health a point. Like
 * every attack, its reach is judged again where both stand when it resolves (GW-RULING-REACH);
 * an attack not made spends no round.
 */
export function personalAttack(s: GwState, p: PilotState, f: Fire, ctx: Ctx): Deferred[] {
  const h = typeof f.weapon === 'string' ? handheldById(f.weapon) : undefined
  if (!h || !f.target) return []
  const tm = Object.hasOwn(s.mecha, f.target) ? s.mecha[f.target] : undefined
  const tp = Object.hasOwn(s.pilots, f.target) ? s.pilots[f.target] : undefined
  const at = tm ? (present(tm) ? tm.pos : undefined) : tp && !tp.in && !tp.dead ? tp.pos : undefined
  if (!at) {
    noAttack(ctx, 'personal', p.id, f.target, 'target gone')
    return []
  }
  if (!withinBand(bandBetween(p.pos, at), h.range)) {
    noAttack(ctx, 'personal', p.id, f.target, 'out of range')
    return []
  }
  spendHandheld(p, h)
  const pool = attackPool(s, p, h.dice, { kind: 'personal', target: tm ?? null, targetPilot: tp ?? null })
  const dice = ctx.dice.pool(pool.dice)
  const hits = successes(dice)
  ctx.emit({
    type: 'Attack',
    kind: 'personal',
    log: { attacker: p.id, target: f.target, dice, successes: hits, damage: hits },
    pool,
  })
  if (hits === 0) return []
  if (tm && present(tm)) return [() => chipMecha(s, tm, hits, ctx, ctx.dice)]
  if (tp && !tp.in) return [() => personalHit(s, tp, ctx)]
  return []
}

/** A Speed attack (§6.5.7): grab, break free, drag. No defence dice (GW-RULING-GRAB-DEFENSE). */
export function speedAttack(
  s: GwState,
  p: PilotState,
  m: MechaState,
  target: MechaState | null,
  ctx: Ctx,
): boolean {
  const pool = attackPool(s, p, m.speed, { kind: 'grab', target })
  const dice = ctx.dice.pool(pool.dice)
  const hits = successes(dice)
  ctx.emit({
    type: 'Attack',
    kind: 'grab',
    log: { attacker: m.id, target: target?.id ?? null, dice, successes: hits, damage: 0 },
    pool,
  })
  return hits > 0
}

/**
 * A trait used as the action (§4.1): dice, burst, fixed or regular damage, an effect. `m` is the
 * mecha the pilot is in, or null for a pilot's own trait used on foot (§4: only equipment needs
 * mounting).
 */
export function traitAttack(
  s: GwState,
  p: PilotState,
  m: MechaState | null,
  a: Extract<Action, { type: 'trait' }>,
  ctx: Ctx,
): Deferred[] {
  const t = traitById(a.trait)
  if (!t) return []
  const user = m ?? p
  const target = t.target === 'self' ? undefined : a.target ? s.mecha[a.target] : undefined
  if (t.target !== 'self') {
    if (!target || !present(target)) return []
    // The range is judged where both stand when it resolves, as for weapons (GW-RULING-REACH).
    if (!withinBand(bandBetween(user.pos, target.pos), t.range ?? 'adjacent')) {
      noAttack(ctx, 'trait', user.id, target.id, 'target out of range')
      return []
    }
  }
  // No Armor comes back to a disabled mecha but by the 12 (GW-RULING-DISABLED-REPAIR): a mending
  // trait whose mecha was disabled since it was sealed is not used, and not spent.
  if (t.repair && m?.disabled) {
    ctx.emit({ type: 'OrderLost', actor: p.id, what: t.name, why: 'the mecha is disabled' })
    return []
  }
  p.traitTurn = s.turn
  if (t.frequency === 'battle' || t.frequency === 'daily') p.traitsSpent.push(t.id)
  if (!target) {
    return [
      () => {
        if (t.repair && m) {
          m.armor = Math.min(m.armorMax, m.armor + t.repair)
          ctx.emit({ type: 'Repaired', mecha: m.id, what: t.name, armor: m.armor })
        }
        if (t.cleanse)
          for (const e of p.effects.splice(0))
            ctx.emit({ type: 'EffectEnded', pilot: p.id, effect: e.id, why: t.name })
      },
    ]
  }
  const pool = attackPool(s, p, traitDice(p, t), { kind: 'trait', target })
  const dice = ctx.dice.pool(pool.dice)
  const hits = successes(dice)
  // GW-RULING-REGULAR: regular damage deals the hits of the trait's own dice, as a weapon would.
  const raw = hits === 0 ? 0 : t.damage === 'regular' ? hits : (t.damage ?? 0)
  const damage = finalDamage(p, raw)
  ctx.emit({
    type: 'Attack',
    kind: 'trait',
    log: { attacker: user.id, target: target.id, dice, successes: hits, damage },
    pool,
  })
  if (hits === 0) return []
  // GW-RULING-BURST: everyone of the target's side within the burst band takes the full result.
  const victims = [target]
  if (t.burst)
    for (const x of Object.values(s.mecha))
      if (
        x.id !== target.id &&
        present(x) &&
        x.side === target.side &&
        withinBand(bandBetween(x.pos, target.pos), t.burst)
      )
        victims.push(x)
  return victims.map((v) => () => {
    if (damage > 0) damageMecha(s, v, damage, t.name, ctx, ctx.dice)
    const vp = v.pilot ? s.pilots[v.pilot] : undefined
    if (t.effect && vp)
      addEffect(
        s,
        vp,
        {
          id: t.effect.id,
          duration: t.effect.duration,
          ...(t.effect.duration === 'next-turn' ? { until: s.turn + 1 } : {}),
          ...(t.effect.id === 'tagged' ? { by: user.id } : {}),
        },
        ctx,
      )
  })
}

/** Self-destruction (§6.5.9): Energy/10 dice, less one per unit of distance, against every mecha. */
export function explosionAttacks(s: GwState, m: MechaState, ctx: Ctx): Deferred[] {
  const base = Math.floor(m.energyMax / 10)
  const out: Deferred[] = []
  for (const x of Object.values(s.mecha)) {
    if (x.id === m.id || !present(x)) continue
    // GW-RULING-SD-DISTANCE: a gap of n squares is n units; no spill (GW-RULING-SD-SPILL).
    const n = base - gap(x.pos, m.pos)
    if (n < 1) continue
    const dice = ctx.dice.pool(n)
    const hits = successes(dice)
    ctx.emit({
      type: 'Attack',
      kind: 'explosion',
      log: { attacker: m.id, target: x.id, dice, successes: hits, damage: hits },
      pool: { dice: n, mods: [`${base} − ${gap(x.pos, m.pos)} units away`] },
    })
    if (hits > 0) out.push(() => damageMecha(s, x, hits, 'self-destruct blast', ctx, ctx.dice))
  }
  return out
}
