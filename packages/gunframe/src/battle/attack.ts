/**
 * The attack sequence: declare target → line of sight → range → firepower → defense → damage →
 * power. Each player choice inside it (use a target lock, Close or Defense and the Evade
 * counter, where to dodge, which power attacks) is a prompt on the attack frame.
 */
import { err, ok, type Result, type RuleError } from '@sortie/engine'
import type { Figure } from '../table/contract.ts'
import type { BattleCtx } from './context.ts'
import { applyDamage } from './damage.ts'
import { canSpendFocus, spendFocus } from './focus.ts'
import { angleTo, bandFor, engagedWith, figures, findUnit, inContact } from './geo.ts'
import { powerOptions } from './power.ts'
import type { ActivationFrame, AttackFrame, Band, BattleState, BattleUnit } from './types.ts'

export interface AttackPlan {
  /** The weapon system fired (a ground unit hitting a flyer in contact fires Short). */
  band: Band
  weapon: number
  modifiers: string[]
  obscured: boolean
  cover: 'none' | 'cover' | 'hard'
  /** Attacker facing after the free turn allowed for close attacks. */
  facing: number
  needsRapidFire: boolean
}

export interface AttackOpts {
  reaction: boolean
  frame?: ActivationFrame
}

const fail = (code: string, message: string, detail?: Record<string, unknown>) => err(code, message, detail)

/** Checks a declared target without touching the state (also used by `legal`). */
export function planAttack(
  s: BattleState,
  c: Pick<BattleCtx, 'table'>,
  a: BattleUnit,
  targetId: unknown,
  opts: AttackOpts,
): Result<AttackPlan, RuleError> {
  const t = findUnit(s, targetId)
  if (t?.status !== 'table' || t.side === a.side)
    return fail('gunframe/bad_target', 'The target must be an enemy unit on the table.', { target: targetId })
  if (a.status !== 'table') return fail('gunframe/not_on_table', 'The attacker is not on the table.')
  if (a.shutDown) return fail('gunframe/shut_down', 'A shut-down unit cannot attack.')
  if (a.knockedDown) return fail('gunframe/knocked_down', 'A knocked-down unit must stand up first.')
  const table = c.table
  const figs = figures(s)
  let facing = a.facing
  let seen = table.lineOfSight(s.field, figs, a.id, t.id)
  // A close attacker may turn on the spot to face its target before checking sight.
  if (!seen.visible && bandFor(seen.distance) === 'close') {
    facing = angleTo(a.pos, t.pos)
    const turned: Figure[] = figs.map((f) => (f.id === a.id ? { ...f, facing } : f))
    seen = table.lineOfSight(s.field, turned, a.id, t.id)
  }
  if (!seen.visible) return fail('gunframe/no_line_of_sight', 'The attacker cannot see the target.')
  const range = bandFor(seen.distance)
  if (range === null)
    return fail('gunframe/out_of_range', 'The target is more than 24" away.', { distance: seen.distance })
  if (range !== 'close' && engagedWith(s, table, a).length > 0)
    return fail('gunframe/engaged_close_only', 'An engaged unit can only make close range attacks.')
  if (
    range !== 'close' &&
    s.units.some((f) => f.side === a.side && f.id !== a.id && f.status === 'table' && inContact(table, f, t))
  )
    return fail(
      'gunframe/target_engaged',
      'An enemy engaged with a friend can only be attacked at close range.',
    )
  let band: Band = range
  if (range === 'close' && a.flying !== t.flying) {
    if (!a.flying && inContact(table, a, t)) band = 'short'
    else return fail('gunframe/flyer_close', 'Close attacks between flying and ground units are not allowed.')
  }
  const weapon = a.loadout[band]
  if (weapon < 1) return fail('gunframe/no_weapon', `The unit has no ${band} weapon system.`, { band })
  const needsRapidFire = !opts.reaction && (opts.frame?.usedBands.includes(band) ?? false)
  const modifiers: string[] = []
  if (!opts.reaction && opts.frame?.chargeTargets.includes(t.id)) modifiers.push('charge')
  if (seen.distance <= 8 + 1e-9) {
    const cross = s.units.some((f) => {
      if (f.side !== a.side || f.id === a.id || f.status !== 'table' || f.activated) return false
      const fs = table.lineOfSight(s.field, figs, f.id, t.id)
      return fs.visible && fs.distance <= 8 + 1e-9 && fs.fromRear !== seen.fromRear
    })
    if (cross) modifiers.push('crossfire')
  }
  const elevated = a.flying ? !t.flying : a.elevation > 0 && !t.flying && t.elevation <= 0
  if (elevated) modifiers.push('elevated')
  if (seen.fromRear || t.knockedDown) modifiers.push('rear')
  if (t.shutDown) modifiers.push('shut-down')
  // A flying target is never in cover, though it may be obscured.
  const cover = t.flying ? 'none' : seen.cover
  return ok({ band, weapon, modifiers, obscured: seen.obscured, cover, facing, needsRapidFire })
}

export function declareAttack(
  s: BattleState,
  c: BattleCtx,
  a: BattleUnit,
  targetId: unknown,
  rapidFire: boolean,
  opts: AttackOpts,
): RuleError | undefined {
  const planned = planAttack(s, c, a, targetId, opts)
  if (!planned.ok) return planned.error
  const plan = planned.value
  if (plan.needsRapidFire && !rapidFire)
    return {
      code: 'gunframe/weapon_used',
      message: 'That weapon system already fired; rapid fire needs a focus point.',
    }
  if (!plan.needsRapidFire && rapidFire)
    return {
      code: 'gunframe/rapid_fire_not_needed',
      message: 'Rapid fire is only for a weapon that already fired.',
    }
  if (rapidFire) {
    if (!canSpendFocus(s, a))
      return { code: 'gunframe/no_focus', message: 'No focus point can be spent on this unit.' }
    spendFocus(s, a)
    c.emit({ type: 'FocusSpent', unit: a.id, for: 'rapid-fire' })
  }
  if (plan.facing !== a.facing) {
    a.facing = plan.facing
    c.emit({ type: 'UnitTurned', unit: a.id, facing: a.facing, free: true })
  }
  if (opts.frame && !opts.frame.usedBands.includes(plan.band)) opts.frame.usedBands.push(plan.band)
  const t = findUnit(s, targetId) as BattleUnit
  const frame: AttackFrame = {
    t: 'attack',
    attacker: a.id,
    target: t.id,
    band: plan.band,
    weapon: plan.weapon,
    modifiers: plan.modifiers,
    reaction: opts.reaction,
    step: 'lock',
    obscured: plan.obscured,
    cover: plan.cover,
    hits: 0,
    sixes: 0,
    damage: 0,
    dodge: 0,
    destroyed: false,
  }
  s.stack.push(frame)
  c.emit({ type: 'AttackDeclared', attacker: a.id, target: t.id, band: plan.band, modifiers: plan.modifiers })
  if (!t.lock) rollFirepower(s, c, frame, 'keep')
  return undefined
}

/** Firepower: weapon value +1D per modifier (+2D focus fire), 4+ hits, sixes are power points. */
export function rollFirepower(
  s: BattleState,
  c: BattleCtx,
  f: AttackFrame,
  lockEffect: 'focus-fire' | 'precise-strike' | 'keep',
): void {
  const t = findUnit(s, f.target) as BattleUnit
  if (lockEffect !== 'keep') {
    t.lock = false
    c.emit({ type: 'TargetLockUsed', attacker: f.attacker, target: t.id, effect: lockEffect })
  }
  const pool = f.weapon + f.modifiers.length + (lockEffect === 'focus-fire' ? 2 : 0)
  const first = c.dice.pool(pool)
  const { dice, rerolled } =
    lockEffect === 'precise-strike' ? c.dice.rerollOnce(first, (v) => v < 4) : { dice: first, rerolled: [] }
  f.hits = dice.filter((v) => v >= 4).length
  f.sixes = dice.filter((v) => v === 6).length
  c.emit({
    type: 'FirepowerRolled',
    attacker: f.attacker,
    pool,
    first,
    dice,
    rerolled,
    hits: f.hits,
    sixes: f.sixes,
  })
  const choices = defenseChoices(t, f)
  if (choices.close || choices.evade) f.step = 'defend'
  else rollDefense(s, c, f, 'defense', false)
}

/** What the defender may choose: Close value against close attacks, and spending Evade. */
export function defenseChoices(t: BattleUnit, f: AttackFrame): { close: boolean; evade: boolean } {
  return { close: f.band === 'close' && !t.shutDown && t.loadout.close > 0, evade: t.evade && !t.shutDown }
}

export function defensePool(t: BattleUnit, f: AttackFrame, pool: 'defense' | 'close'): number {
  // Shut down: half Defense rounded up, never Close (ruling 11).
  const base = t.shutDown ? Math.ceil(t.defense / 2) : pool === 'close' ? t.loadout.close : t.defense
  return base + (f.obscured ? 1 : 0) + (f.cover === 'hard' ? 2 : f.cover === 'cover' ? 1 : 0)
}

export function rollDefense(
  s: BattleState,
  c: BattleCtx,
  f: AttackFrame,
  pool: 'defense' | 'close',
  useEvade: boolean,
): void {
  const t = findUnit(s, f.target) as BattleUnit
  if (useEvade) {
    t.evade = false
    c.emit({ type: 'EvadeUsed', unit: t.id })
  }
  const n = defensePool(t, f, pool)
  const first = c.dice.pool(n)
  const { dice, rerolled } = useEvade ? c.dice.rerollOnce(first, (v) => v < 4) : { dice: first, rerolled: [] }
  const blocks = dice.filter((v) => v >= 4).length
  const sixes = dice.filter((v) => v === 6).length
  f.damage = Math.max(0, f.hits - blocks)
  c.emit({ type: 'DefenseRolled', unit: t.id, pool: n, using: pool, first, dice, rerolled, blocks, sixes })
  if (f.damage > 0) f.destroyed = applyDamage(s, c, t, f.damage, f.attacker)
  // Every hit cancelled: each defense six is 1" of dodge (not when shut down or knocked down).
  if (f.damage === 0 && sixes > 0 && !t.shutDown && !t.knockedDown) {
    f.dodge = sixes
    f.step = 'dodge'
    return
  }
  afterDamage(s, c, f)
}

export function afterDamage(s: BattleState, c: BattleCtx, f: AttackFrame): void {
  if (f.damage > 0 && f.sixes > 0) {
    c.emit({ type: 'PowerPoints', attacker: f.attacker, target: f.target, points: f.sixes })
    const t = findUnit(s, f.target) as BattleUnit
    if (powerOptions(t, f).length > 0) {
      f.step = 'power'
      return
    }
  }
  finishAttack(s, c, f)
}

/** Closes the attack and offers the target its reaction ("after it has been attacked"). */
export function finishAttack(s: BattleState, c: BattleCtx, f: AttackFrame): void {
  s.stack.pop()
  c.emit({
    type: 'AttackResolved',
    attacker: f.attacker,
    target: f.target,
    damage: f.damage,
    destroyed: f.destroyed,
  })
  const t = findUnit(s, f.target)
  if (t && t.status === 'table')
    s.stack.push({ t: 'react', trigger: { type: 'attacked', by: f.attacker, unit: t.id }, seat: t.side })
}
