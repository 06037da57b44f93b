/**
 * Which power attacks an attacker may buy. All purchases are declared together and then resolved
 * in the declared order, so each one is checked against the target as the earlier ones will have
 * left it: recoil then knock down is legal, knock down then recoil is not (a knocked-down unit
 * cannot be recoiled); distract then shut down is legal, the reverse is not.
 *
 * Each power attack may be bought once per attack; an X-cost one takes all its points at once.
 * Buying something that changes nothing (a second knock-down) is legal but never enumerated.
 */

import { err, hypot, ok, type Result, type RuleError } from '@sortie/engine'
import { hasCapability } from '../units/capabilities.ts'
import { POWER_ATTACKS, type PowerDef, powerDef } from './catalogue.ts'
import { applyCondition, type Conditions } from './conditions.ts'
import type { PowerInput, PowerSpend } from './types.ts'

/** Inches within which the next link of a chain attack must be. */
export const CHAIN_REACH = 2
/** Slack when comparing measured inches. */
export const EPS = 1e-9

export interface PowerOption {
  id: string
  name: string
  cost: number | 'X'
  /** Least and most points that could go into it now (equal for fixed costs). */
  min: number
  max: number
  available: boolean
  /** Error code of the first reason it is not available. */
  reason?: string
  /** Choices the player makes with it, beyond X. */
  params: readonly ('targets' | 'heading' | 'facing' | 'follow' | 'towards' | 'at')[]
}

export interface PlannedSpend {
  def: PowerDef
  spend: PowerSpend
  cost: number
  /** The target's conditions when this purchase resolves. */
  before: Conditions
}

const fail = (
  code: string,
  message: string,
  detail?: Record<string, unknown>,
): { ok: false; error: RuleError } => err(code, message, detail)

function granted(i: PowerInput, d: PowerDef): boolean {
  if (!d.grantedBy) return true
  const list = d.grantedBy.on === 'weapon' ? i.attacker.weaponUpgrades : i.attacker.upgrades
  return list.includes(d.grantedBy.upgrade)
}

function bandAllowed(i: PowerInput, d: PowerDef): boolean {
  if (d.bands === null || d.bands.includes(i.band)) return true
  const extra = d.bandsWith
  return extra?.bands.includes(i.band) === true && i.attacker.weaponUpgrades.includes(extra.upgrade)
}

/** Checks that do not depend on X or the player's choices. */
function checkAvailable(i: PowerInput, d: PowerDef, c: Conditions): RuleError | undefined {
  const no = (code: string, message: string) => ({ code, message, detail: { id: d.id } })
  if (i.damage <= 0)
    return no('gunframe/power_no_damage', 'Power attacks need the attack to have done damage.')
  if (!granted(i, d)) return no('gunframe/power_needs_upgrade', 'This power attack needs its upgrade.')
  if (!bandAllowed(i, d))
    return no('gunframe/power_wrong_range', 'This power attack needs a close range attack.')
  if (d.target === 'alive' && i.target.destroyed)
    return no('gunframe/power_target_destroyed', 'The target was destroyed.')
  if (d.target === 'destroyed' && !i.target.destroyed)
    return no('gunframe/power_target_not_destroyed', 'Only a destroyed target can explode.')
  // GF-CONV-INFANTRY-EXPLODE: infantry are immune to explode, as Bracketed units are.
  if (
    d.immuneWith.some((u) => i.target.upgrades.includes(u)) ||
    (d.id === 'explode' && i.target.infantry === true)
  )
    return no('gunframe/power_immune', 'The target is immune to this power attack.')
  if (d.id === 'distract' && c.shutDown)
    return no('gunframe/power_target_shut_down', 'A shut-down unit cannot be distracted.')
  if (d.id === 'recoil' && (c.knockedDown || c.shutDown))
    return no('gunframe/power_target_downed', 'Knocked-down and shut-down units cannot be recoiled.')
  if (d.id === 'burn' && i.environment?.underwater)
    return no('gunframe/power_underwater', 'Burn does nothing underwater.')
  if (d.id === 'chain-attack' && chainStarts(i).length === 0)
    return no('gunframe/power_chain_targets', 'No enemy is within 2" of the target.')
  return undefined
}

const enemies = (i: PowerInput): string[] => (i.nearby ?? []).filter((n) => n.enemy).map((n) => n.id)

function chainStarts(i: PowerInput): string[] {
  const gap = i.gap
  if (!gap) return []
  return enemies(i).filter((e) => e !== i.target.id && gap(i.target.id, e) <= CHAIN_REACH + EPS)
}

function checkChain(i: PowerInput, targets: unknown, x: number): RuleError | undefined {
  const bad = (message: string) => ({ code: 'gunframe/power_chain_targets', message, detail: { targets } })
  if (!Array.isArray(targets) || targets.length !== x) return bad('Name exactly X chain targets.')
  const gap = i.gap
  if (!gap) return bad('Chain distances are unknown.')
  const foes = new Set(enemies(i))
  let prev = i.target.id
  const seen = new Set<string>()
  for (const t of targets) {
    if (typeof t !== 'string' || !foes.has(t) || t === i.target.id)
      return bad('Each chain target is another enemy.')
    if (seen.has(t)) return bad('No unit is chained twice.')
    if (gap(prev, t) > CHAIN_REACH + EPS) return bad('Each chain link must be within 2" of the previous one.')
    seen.add(t)
    prev = t
  }
  return undefined
}

/** One purchase against the target as it stands (`c`), with `left` points still unspent. */
export function checkSpend(
  i: PowerInput,
  spend: PowerSpend,
  c: Conditions,
  left: number,
): Result<PlannedSpend> {
  const d = powerDef(String(spend?.id))
  if (!d) return fail('gunframe/unknown_power', 'No such power attack.', { id: spend?.id })
  const x = spend.x
  if (d.cost !== 'X' && x !== undefined && x !== d.cost)
    return fail('gunframe/power_cost', 'This power attack has a fixed cost.', { id: d.id, cost: d.cost })
  const cost = d.cost === 'X' ? x : d.cost
  if (typeof cost !== 'number' || !Number.isInteger(cost) || cost < 1)
    return fail('gunframe/power_cost', 'Put a whole number of points (1 or more) into it.', { id: d.id })
  if (cost > left) return fail('gunframe/power_cost', 'Not enough power points.', { id: d.id, left })
  const e = checkAvailable(i, d, c)
  if (e) return { ok: false, error: e }
  if (spend.follow && (d.id !== 'recoil' || i.band !== 'close'))
    return fail('gunframe/power_bad_option', 'Only a close range recoil lets the attacker follow.')
  if (
    spend.towards &&
    (d.id !== 'recoil' || i.band !== 'short' || !hasCapability(i.attacker.weaponUpgrades, 'pulls-in'))
  )
    return fail('gunframe/power_bad_option', 'Only a Reach weapon at short range pulls a target in.')
  if (spend.follow && spend.towards) return fail('gunframe/power_bad_option', 'A pull cannot be followed.')
  // GF-POW-SWING: any facing is allowed, but it must be a real angle (null reads as the default).
  if (
    spend.facing != null &&
    (d.id !== 'swing' || typeof spend.facing !== 'number' || !Number.isFinite(spend.facing))
  )
    return fail('gunframe/power_bad_option', 'Only a swing takes a facing, and it must be a finite angle.')
  if (d.id === 'chain-attack') {
    const ce = checkChain(i, spend.targets, cost)
    if (ce) return { ok: false, error: ce }
  }
  if (d.id === 'suppression' && spend.at) {
    const { pos, radius } = i.target
    if (pos && radius !== undefined && hypot(spend.at.x - pos.x, spend.at.y - pos.y) > radius + 0.25)
      return fail('gunframe/power_bad_option', 'The suppression token goes in contact with the target.')
  }
  return ok({ def: d, spend, cost, before: c })
}

/** How each purchase leaves the target for the next one in the order. */
export function project(c: Conditions, id: string): Conditions {
  if (id === 'distract') return applyCondition(c, 'distracted')
  if (id === 'knock-down' || id === 'throw') return applyCondition(c, 'knockedDown')
  if (id === 'shut-down') return applyCondition(c, 'shutDown')
  return c
}

/** Validates a whole declaration, in order; returns the plan the resolver walks. */
export function checkPowerSpends(i: PowerInput, spends: unknown): Result<PlannedSpend[]> {
  if (!Array.isArray(spends)) return fail('gunframe/bad_power', 'Power spends are a list.')
  let left = i.points
  let c = i.target.conditions
  const seen = new Set<string>()
  const plan: PlannedSpend[] = []
  for (const s of spends as PowerSpend[]) {
    const r = checkSpend(i, s, c, left)
    if (!r.ok) return r
    if (seen.has(r.value.def.id))
      return fail('gunframe/power_twice', 'Each power attack once per attack.', { id: r.value.def.id })
    seen.add(r.value.def.id)
    left -= r.value.cost
    c = project(c, r.value.def.id)
    plan.push(r.value)
  }
  return ok(plan)
}

const PARAMS: Record<string, PowerOption['params']> = {
  recoil: ['follow', 'towards'],
  swing: ['facing'],
  throw: ['heading'],
  suppression: ['at'],
  'chain-attack': ['targets'],
}

/** Every power attack with whether it can be bought now, for prompts and UIs. */
export function legalPowerSpends(i: PowerInput): PowerOption[] {
  return POWER_ATTACKS.map((d) => {
    const e = checkAvailable(i, d, i.target.conditions)
    const min = d.cost === 'X' ? 1 : d.cost
    const max =
      d.cost === 'X' ? (d.id === 'chain-attack' ? Math.min(i.points, longestChain(i)) : i.points) : d.cost
    const reason = e?.code ?? (min > i.points || max < min ? 'gunframe/power_cost' : undefined)
    const params = (PARAMS[d.id] ?? []).filter(
      (p) =>
        (p !== 'follow' || i.band === 'close') &&
        (p !== 'towards' || (i.band === 'short' && hasCapability(i.attacker.weaponUpgrades, 'pulls-in'))),
    )
    return {
      id: d.id,
      name: d.name,
      cost: d.cost,
      min,
      max: Math.max(max, 0),
      available: reason === undefined,
      ...(reason ? { reason } : {}),
      params,
    }
  })
}

/**
 * Whether `legalPowerSpends` would mark any purchase available, without building the list: the
 * battle asks this after every damaging attack. A chain attack that passes checkAvailable has a
 * first link, so its longest chain is at least the one point it needs.
 */
export function anyPowerAvailable(i: PowerInput): boolean {
  for (const d of POWER_ATTACKS) {
    if (d.cost === 'X' ? i.points < 1 : d.cost > i.points) continue
    if (!checkAvailable(i, d, i.target.conditions)) return true
  }
  return false
}

/** Every chain of distinct enemies from the target, each link within 2" (bounded by `limit`). */
export function chainPaths(i: PowerInput, length: number, limit = 64): string[][] {
  const out: string[][] = []
  const gap = i.gap
  if (!gap || length < 1) return out
  const foes = enemies(i).filter((e) => e !== i.target.id)
  const walk = (prev: string, path: string[]) => {
    if (out.length >= limit) return
    if (path.length === length) {
      out.push(path)
      return
    }
    for (const f of foes) if (!path.includes(f) && gap(prev, f) <= CHAIN_REACH + EPS) walk(f, [...path, f])
  }
  walk(i.target.id, [])
  return out
}

function longestChain(i: PowerInput): number {
  let n = 0
  while (n < i.points && chainPaths(i, n + 1, 1).length > 0) n++
  return n
}
