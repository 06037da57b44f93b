/**
 * What an attack is worth, in points: the exact damage distribution (the odds module, never
 * sampled) turned into the points of the target it is expected to take off the table. A unit is
 * worth part of its points for being there at all and the rest in proportion to its Armour, so
 * a kill is worth more than the damage alone, and the same damage is worth more on a dearer unit.
 */
import type { Vec } from '@sortie/engine'
import {
  type ActivationFrame,
  type AttackPlan,
  type BattleState,
  type BattleUnit,
  planAttack,
  plannedAttackOdds,
  standardModules,
} from '@sortie/gunframe/battle'
import type { TableRules } from '@sortie/gunframe/table'
import { markerStake } from './objectives.ts'

/** Share of a unit's points it is worth while alive whatever its Armour. */
const ALIVE = 0.4
/** A kill also removes the unit's actions and threat from the rest of the battle. */
const KILL_BONUS = 0.3

export function unitValue(u: BattleUnit): number {
  if (u.status === 'destroyed') return 0
  return u.profile.points * (ALIVE + ((1 - ALIVE) * u.armour) / Math.max(1, u.profile.maxArmour))
}

export interface AttackValue {
  /** Points expected to come off the target. */
  value: number
  expectedDamage: number
  pKill: number
  plan: AttackPlan
}

/** Points of `t` that `damage` takes away (with the kill bonus when it is enough). */
function pointsFor(t: BattleUnit, damage: number): number {
  const armourLeft = Math.max(0, t.armour)
  const lost = Math.min(damage, armourLeft)
  let v = (t.profile.points * (1 - ALIVE) * lost) / Math.max(1, t.profile.maxArmour)
  if (damage >= armourLeft) v += t.profile.points * (ALIVE + KILL_BONUS)
  return v
}

export interface AttackOptions {
  frame?: ActivationFrame
  /** The attacker counts as standing here, facing this way (a move being weighed). */
  at?: { pos: Vec; facing: number }
  /** The attacker may turn to face the target first (its own activation, not a reaction). */
  turn?: boolean
  /** Extra firepower dice (a Target Lock spent on Focus Fire). */
  focusFire?: boolean
}

/** The state with one unit moved (shallow: only the unit list and that unit are new). */
export function withUnitAt(s: BattleState, id: string, pos: Vec, facing: number): BattleState {
  return { ...s, units: s.units.map((u) => (u.id === id ? { ...u, pos, facing } : u)) }
}

const withLock = (s: BattleState, id: string): BattleState => ({
  ...s,
  units: s.units.map((u) => (u.id === id ? { ...u, counters: { ...u.counters, lock: true } } : u)),
})

export function attackValue(
  s: BattleState,
  table: TableRules,
  a: BattleUnit,
  t: BattleUnit,
  o: AttackOptions = {},
): AttackValue | null {
  let state = s
  let attacker = a
  if (o.at || o.turn) {
    const pos = o.at?.pos ?? a.pos
    const facing = o.turn ? Math.atan2(t.pos.y - pos.y, t.pos.x - pos.x) : (o.at?.facing ?? a.facing)
    state = withUnitAt(s, a.id, pos, facing)
    attacker = { ...a, pos, facing }
  }
  const modules = standardModules()
  const r = planAttack(state, { table, modules }, attacker, t.id, {
    reaction: o.frame === undefined,
    ...(o.frame ? { frame: o.frame } : {}),
  })
  if (!r.ok) return null
  const p = r.value
  // The battle's own dice for this plan (GF-ODDS-SAME-DICE): every upgrade and environment counts.
  // A lock about to be placed and spent on Focus Fire is weighed as if it were there.
  const focus = o.focusFire === true || t.counters.lock
  const locked = focus && !t.counters.lock ? withLock(state, t.id) : state
  const r2 = plannedAttackOdds(locked, attacker.id, t.id, p, {
    modules,
    table,
    lock: focus ? 'focus-fire' : 'keep',
    defendWith: 'best',
    evade: t.counters.evade,
  })
  const d = r2.ok
    ? { damage: r2.value.preview.damage as readonly number[], expected: r2.value.preview.expectedDamage }
    : { damage: [1], expected: 0 }
  let value = 0
  let pKill = 0
  d.damage.forEach((q, k) => {
    if (q <= 0) return
    value += q * pointsFor(t, k)
    if (k >= t.armour) pKill += q
  })
  // A kill that breaks the enemy's hold on a marker is worth the VP it turns.
  value += pKill * markerStake(state, t)
  return { value, expectedDamage: d.expected, pKill, plan: p }
}

/** The best attack `a` has on any enemy (from `o.at` when given). */
export function bestAttack(
  s: BattleState,
  table: TableRules,
  a: BattleUnit,
  o: AttackOptions = {},
): (AttackValue & { target: BattleUnit }) | null {
  let best: (AttackValue & { target: BattleUnit }) | null = null
  for (const t of s.units) {
    if (t.status !== 'table' || t.side === a.side) continue
    const v = attackValue(s, table, a, t, o)
    if (v && (!best || v.value > best.value)) best = { ...v, target: t }
  }
  return best
}
