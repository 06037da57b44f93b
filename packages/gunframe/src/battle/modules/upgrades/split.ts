/**
 * GF-UPG-SPLIT-FIRE: a weapon system with Split Fire may share its dice among two or more targets
 * it could attack with that system. The player says how many dice go on each; each share is its
 * own attack with its own modifiers, defense roll, damage and power points (as the odds module's
 * splitFireOdds treats it). The shares are pushed together and played in the declared order: a
 * later share waits (`queued`) until everything above it — the earlier share and the reactions
 * it opened — is over, and is dropped if its target is gone or no longer a valid target.
 *
 * @example
 * { kind: 'attack', target: 'unit:p2:0', split: [{ target: 'unit:p2:0', dice: 2 }, { target: 'unit:p2:1', dice: 1 }] }
 */
import type { RuleError } from '@sortie/engine'
import { type AttackOpts, type AttackPlan, planAttack, rollFirepower } from '../../actions/attack.ts'
import { payRapidFire, rapidFireMismatch, turnToFace } from '../../actions/rapid-fire.ts'
import { removeFrame } from '../../core/choice.ts'
import type { BattleCtx, BattleLook } from '../../core/context.ts'
import { findUnit } from '../../core/geo.ts'
import type { AttackFrame, BattleState, BattleUnit } from '../../core/types.ts'
import { setCounters } from '../../core/unit/write.ts'
import { weaponHas } from './effects/registry.ts'

export interface Share {
  target: string
  dice: number
}

const no = (message: string, detail?: Record<string, unknown>): RuleError => ({
  code: 'gunframe/bad_split',
  message,
  ...(detail ? { detail } : {}),
})

/** Checks a split and returns each share's plan (no state touched; legal() uses it too). */
export function planSplit(
  s: BattleState,
  c: BattleLook,
  a: BattleUnit,
  split: unknown,
  opts: AttackOpts,
): { plans: AttackPlan[]; shares: Share[] } | RuleError {
  if (!Array.isArray(split) || split.length < 2)
    return no('Split Fire shares the dice among two or more targets.')
  const shares: Share[] = []
  for (const x of split as unknown[]) {
    const sh = x as Partial<Share>
    if (typeof sh?.target !== 'string' || !Number.isInteger(sh.dice) || (sh.dice as number) < 1)
      return no('Each share names a target and at least one die.')
    if (shares.some((o) => o.target === sh.target)) return no('Each target takes one share.')
    shares.push({ target: sh.target, dice: sh.dice as number })
  }
  const plans: AttackPlan[] = []
  for (const sh of shares) {
    const p = planAttack(s, c, a, sh.target, opts)
    if (!p.ok) return p.error
    plans.push(p.value)
  }
  const first = plans[0] as AttackPlan
  if (plans.some((p) => p.band !== first.band))
    return no('Every share comes from the same weapon system (one range band).')
  if (!weaponHas(a, first.band, 'split-fire'))
    return no('That weapon system has no Split Fire.', { band: first.band })
  const total = shares.reduce((n, sh) => n + sh.dice, 0)
  if (total !== first.weapon)
    return no(`The shares add up to the weapon's ${first.weapon} dice.`, { total, weapon: first.weapon })
  return { plans, shares }
}

export function declareSplitFire(
  s: BattleState,
  c: BattleCtx,
  a: BattleUnit,
  split: unknown,
  rapidFire: boolean,
  opts: AttackOpts,
): RuleError | undefined {
  if (opts.frame?.bonus?.target) return no('This free attack has a set target.')
  const r = planSplit(s, c, a, split, opts)
  if ('code' in r) return r
  const first = r.plans[0] as AttackPlan
  const mismatch = rapidFireMismatch(first.needsRapidFire, rapidFire)
  if (mismatch) return mismatch
  const unpaid = payRapidFire(s, c, a, rapidFire, first.freeRapidFire)
  if (unpaid) return unpaid
  turnToFace(c, a, first.facing)
  if (opts.frame && !opts.frame.usedBands.includes(first.band)) opts.frame.usedBands.push(first.band)
  const frames: AttackFrame[] = r.shares.map((sh, i) => {
    const p = r.plans[i] as AttackPlan
    return {
      t: 'attack',
      attacker: a.id,
      target: sh.target,
      band: p.band,
      weapon: p.weapon,
      modifiers: p.modifiers,
      reaction: opts.reaction,
      step: 'lock',
      obscured: p.obscured,
      cover: p.cover,
      hits: 0,
      sixes: 0,
      damage: 0,
      dodge: 0,
      destroyed: false,
      dice: sh.dice,
      queued: true,
    }
  })
  for (const f of frames) {
    c.emit({
      type: 'AttackDeclared',
      attacker: a.id,
      target: f.target,
      band: f.band,
      modifiers: f.modifiers,
      split: f.dice,
    })
    const t = findUnit(s, f.target) as BattleUnit
    if (f.modifiers.includes('indirect')) {
      setCounters(t, { lock: false })
      c.emit({ type: 'TargetLockUsed', attacker: a.id, target: t.id, effect: 'indirect-fire' })
    }
  }
  // The first share on top.
  for (const f of [...frames].reverse()) s.stack.push(f)
  return undefined
}

/** Starts a waiting share (called by settle when it reaches the top of the stack). */
export function startQueuedAttack(s: BattleState, c: BattleCtx, f: AttackFrame): void {
  delete f.queued
  const a = findUnit(s, f.attacker)
  const t = findUnit(s, f.target)
  // An indirect share already spent its lock (its sight never mattered).
  const indirect = f.modifiers.includes('indirect')
  const still = a && t && !indirect ? planAttack(s, c, a, t.id, { reaction: true }) : null
  const valid = indirect || (still?.ok === true && still.value.band === f.band)
  if (a?.status !== 'table' || t?.status !== 'table' || !valid) {
    removeFrame(s, f)
    c.emit({ type: 'SplitShareLost', attacker: f.attacker, target: f.target })
    return
  }
  if (!t.counters.lock || indirect) rollFirepower(s, c, f, 'keep')
}
