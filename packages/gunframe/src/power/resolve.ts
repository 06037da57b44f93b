/**
 * What a purchased power attack does, as plain data the battle applies in order. Dice the
 * effects need (Stabilised's Pilot Skill roll, defense against extra hits, the hull-breach die)
 * are DiceRequests inside the effects: the battle owns the dice.
 *
 * @example
 * resolvePowerSpends(input, [{ id: 'recoil' }, { id: 'knock-down' }])
 * // ok([{ type: 'knock-back', inches: 2, … }, { type: 'condition', condition: 'knockedDown', … }])
 */

import { hypot, ok, type Result, type Vec } from '@sortie/engine'
import { hasCapability } from '../units/capabilities.ts'
import { type Conditions, FLYER_DOWNED_FALL } from './conditions.ts'
import { knockBackDistance } from './distance.ts'
import { checkPowerSpends, checkSpend, EPS, type PlannedSpend, project } from './legal.ts'
import type {
  ConditionName,
  DiceRequest,
  KnockDirection,
  PowerEffect,
  PowerInput,
  PowerSpend,
} from './types.ts'

/** Radius of the Blast power attack, from the target's centre. */
export const BLAST_RADIUS = 3
/** Hits each link of a chain attack takes. */
export const CHAIN_HITS = 2
/** Die faces on which a blast or explosion inside a space structure breaches the hull. */
export const HULL_BREACH_ON: readonly number[] = [1, 2]

function unitVec(from: Vec, to: Vec): Vec | undefined {
  const dx = to.x - from.x
  const dy = to.y - from.y
  const len = hypot(dx, dy)
  return len > EPS ? { x: dx / len, y: dy / len } : undefined
}

function conditionEffect(i: PowerInput, name: ConditionName, before: Conditions): PowerEffect {
  const t = i.target
  const already = before[name]
  const e: PowerEffect = { type: 'condition', unit: t.id, condition: name }
  if (already) return { ...e, already: true }
  if (name === 'knockedDown' && hasCapability(t.upgrades, 'resists-knock-down'))
    e.resist = [{ kind: 'pilot-skill', unit: t.id, why: 'stabilised' }]
  // A flyer that goes down lands at once, as if it fell 8" (only once: a downed flyer has landed).
  if (name !== 'distracted' && t.flying && !before.knockedDown && !before.shutDown) e.fall = FLYER_DOWNED_FALL
  return e
}

function knockOpts(i: PowerInput) {
  return { ...i.environment, heavy: hasCapability(i.target.upgrades, 'heavy-body') }
}

function recoil(i: PowerInput, s: PowerSpend): PowerEffect {
  const a = i.attacker
  const t = i.target
  const pull = s.towards === true
  const dir = a.pos && t.pos ? (pull ? unitVec(t.pos, a.pos) : unitVec(a.pos, t.pos)) : undefined
  const direction: KnockDirection = {
    kind: pull ? 'towards' : 'away-from',
    unit: a.id,
    ...(dir ? { dir } : {}),
  }
  return {
    type: 'knock-back',
    unit: t.id,
    inches: knockBackDistance(i.damage, 'recoil', knockOpts(i)),
    direction,
    follow: s.follow === true,
  }
}

function throwEffects(i: PowerInput, s: PowerSpend, before: Conditions): PowerEffect[] {
  const a = i.attacker
  const t = i.target
  let direction: KnockDirection
  if (typeof s.heading === 'number' && Number.isFinite(s.heading)) {
    direction = {
      kind: 'heading',
      heading: s.heading,
      dir: { x: Math.cos(s.heading), y: Math.sin(s.heading) },
    }
  } else {
    // No direction chosen: straight away from the thrower, like a recoil.
    const dir = a.pos && t.pos ? unitVec(a.pos, t.pos) : undefined
    direction = { kind: 'away-from', unit: a.id, ...(dir ? { dir } : {}) }
  }
  return [
    {
      type: 'knock-back',
      unit: t.id,
      inches: knockBackDistance(i.damage, 'throw', knockOpts(i)),
      direction,
      follow: false,
    },
    conditionEffect(i, 'knockedDown', before),
  ]
}

function hullBreach(i: PowerInput): PowerEffect[] {
  if (!i.environment?.spaceStructure) return []
  return [
    {
      type: 'hull-breach-check',
      near: i.target.id,
      roll: { kind: 'd6', why: 'hull-breach', failOn: HULL_BREACH_ON },
    },
  ]
}

function hits(
  unit: string,
  n: number,
  cause: 'blast' | 'burn' | 'chain-attack',
  roll: DiceRequest,
): PowerEffect {
  return { type: 'hits', unit, hits: n, cause, roll }
}

function paintOutcome(
  i: PowerInput,
): 'evade-removed' | 'lock-placed' | 'evade-removed-and-lock-placed' | 'nothing' {
  if (i.target.hasEvade)
    return hasCapability(i.attacker.upgrades, 'locks-through-evade')
      ? 'evade-removed-and-lock-placed'
      : 'evade-removed'
  return i.target.hasLock ? 'nothing' : 'lock-placed'
}

function effectsOf(i: PowerInput, p: PlannedSpend): PowerEffect[] {
  const t = i.target
  const x = p.cost
  const s = p.spend
  const near = i.nearby ?? []
  switch (p.def.id) {
    case 'distract':
      return [conditionEffect(i, 'distracted', p.before)]
    case 'knock-down':
      return [conditionEffect(i, 'knockedDown', p.before)]
    case 'shut-down':
      return [conditionEffect(i, 'shutDown', p.before)]
    case 'recoil':
      return [recoil(i, s)]
    case 'throw':
      return throwEffects(i, s, p.before)
    case 'swing':
      return [
        {
          type: 'swing',
          attacker: i.attacker.id,
          unit: t.id,
          facing: typeof s.facing === 'number' && Number.isFinite(s.facing) ? s.facing : null,
        },
      ]
    case 'explode':
      return [
        ...near
          .filter((n) => n.fromTargetCentre <= x + EPS)
          .map((n): PowerEffect => ({ type: 'damage', unit: n.id, amount: 1, cause: 'explode' })),
        ...hullBreach(i),
      ]
    case 'suppression':
      return [
        { type: 'suppression-zone', near: t.id, centre: s.at ? { x: s.at.x, y: s.at.y } : null, radius: x },
      ]
    case 'target-painting':
      return [{ type: 'target-lock', unit: t.id, outcome: paintOutcome(i), afterAttack: true }]
    case 'blast': {
      // Ruling 8: everyone within 3" but the target — the attacker too. Cover as if the target fired.
      const piercing = hasCapability(i.attacker.weaponUpgrades, 'ignores-cover')
      return [
        ...near
          .filter((n) => n.fromTargetCentre <= BLAST_RADIUS + EPS)
          .map((n) =>
            hits(n.id, x, 'blast', {
              kind: 'defense',
              unit: n.id,
              hits: x,
              pool: { base: 'cover-only', cover: piercing ? 'none' : (n.coverFromTarget ?? 'none') },
            }),
          ),
        ...hullBreach(i),
      ]
    }
    case 'burn':
      return [
        hits(t.id, x, 'burn', {
          kind: 'defense',
          unit: t.id,
          hits: x,
          pool: { base: 'base', cover: 'none' },
        }),
      ]
    case 'chain-attack':
      return (s.targets ?? []).map((id) =>
        hits(id, CHAIN_HITS, 'chain-attack', {
          kind: 'defense',
          unit: id,
          hits: CHAIN_HITS,
          pool: { base: 'base', cover: 'none' },
        }),
      )
    case 'run-and-gun':
      return [{ type: 'free-move', unit: i.attacker.id, inches: x, ignoresTerrain: true }]
  }
}

/** One purchase against the input as it stands (its target's current conditions, all its points). */
export function resolvePowerAttack(spend: PowerSpend, input: PowerInput): Result<PowerEffect[]> {
  const r = checkSpend(input, spend, input.target.conditions, input.points)
  if (!r.ok) return r
  return ok(effectsOf(input, r.value))
}

/**
 * A whole declaration: validated in order (each purchase sees the target as the earlier ones
 * leave it), then turned into effects in that order. Target painting's lock is flagged
 * `afterAttack`: the battle places it once the attack (and any Burn or Blast) is over.
 */
export function resolvePowerSpends(input: PowerInput, spends: unknown): Result<PowerEffect[]> {
  const plan = checkPowerSpends(input, spends)
  if (!plan.ok) return plan
  const out: PowerEffect[] = []
  for (const p of plan.value) out.push(...effectsOf(input, p))
  return ok(out)
}

/** The target's conditions once every declared purchase has landed (no Stabilised saves). */
export function projectedConditions(input: PowerInput, spends: readonly PowerSpend[]): Conditions {
  return spends.reduce((c, s) => project(c, String(s.id)), input.target.conditions)
}
