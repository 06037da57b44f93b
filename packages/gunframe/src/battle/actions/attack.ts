/**
 * The attack sequence: declare target → line of sight → range → firepower → defense → damage →
 * power. Each player choice inside it (use a target lock, Close or Defense and the Evade
 * counter, Lucky, Guardian, Parry or dodge, Ablative Armour, which power attacks) is a prompt
 * on the attack frame or a choice frame above it; the upgrades' questions are asked and answered
 * by the upgrades module through hooks. The dice come from the odds module's arithmetic
 * (attack-dice.ts), so what the odds show is what is rolled.
 */
import type { RuleError } from '@sortie/engine'
import { defenderSixOptions, spendablePower } from '@sortie/gunframe/power'
import { isStructure } from '../../missions/pieces.ts'
import { ask, removeFrame } from '../core/choice.ts'
import type { BattleCtx } from '../core/context.ts'
import { findUnit } from '../core/geo.ts'
import { weaponTraits } from '../core/module.ts'
import type { AttackFrame, BattleState, BattleUnit } from '../core/types.ts'
import { attackDice } from './attack-dice.ts'
import { type AttackOpts, planAttack } from './attack-plan.ts'
import { lockOn } from './counters.ts'
import { applyDamage } from './damage.ts'
import { payRapidFire, rapidFireMismatch, turnToFace } from './rapid-fire.ts'

export {
  type AttackOpts,
  type AttackPlan,
  blockedWithoutSight,
  outOfReach,
  planAttack,
  sightlessRefusals,
} from './attack-plan.ts'

import { setCounters } from '../core/unit/write.ts'

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
  const mismatch = rapidFireMismatch(plan.needsRapidFire, rapidFire)
  if (mismatch) return mismatch
  const unpaid = payRapidFire(s, c, a, rapidFire, plan.freeRapidFire)
  if (unpaid) return unpaid
  turnToFace(c, a, plan.facing)
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
  if (plan.modifiers.includes('indirect')) {
    // The lock is spent on declaring and gives nothing more.
    setCounters(t, { lock: false })
    c.emit({ type: 'TargetLockUsed', attacker: a.id, target: t.id, effect: 'indirect-fire' })
  }
  if (!t.counters.lock) rollFirepower(s, c, frame, 'keep')
  return undefined
}

const hitsOf = (dice: readonly number[]) => dice.filter((v) => v >= 4).length
const sixesOf = (dice: readonly number[]) => dice.filter((v) => v === 6).length

/** Firepower from the odds module's pool, 4+ hits, sixes are power points. */
export function rollFirepower(
  s: BattleState,
  c: BattleCtx,
  f: AttackFrame,
  lockEffect: 'focus-fire' | 'precise-strike' | 'keep',
): void {
  const a = findUnit(s, f.attacker) as BattleUnit
  const t = findUnit(s, f.target) as BattleUnit
  if (lockEffect !== 'keep') {
    setCounters(t, { lock: false })
    c.emit({ type: 'TargetLockUsed', attacker: f.attacker, target: t.id, effect: lockEffect })
  }
  f.lockUse = lockEffect
  const r = attackDice(s, c, a, t, f, { lock: lockEffect })
  const first = c.dice.pool(r.attackPool)
  const { dice, rerolled } =
    r.attackReroll === 'failures'
      ? c.dice.rerollOnce(first, (v) => v < 4)
      : r.attackReroll === 'ones'
        ? c.dice.rerollOnce(first, (v) => v === 1)
        : { dice: first, rerolled: [] }
  c.emit({
    type: 'FirepowerRolled',
    attacker: f.attacker,
    pool: r.attackPool,
    first,
    dice,
    rerolled,
    hits: hitsOf(dice),
    sixes: sixesOf(dice),
  })
  // GF-UPG-LUCKY: once a battle, the player's pick of this roll's dice roll again.
  if (offerReroll(s, c, a, 'attack', dice)) return
  firepowerDone(s, c, f, dice)
}

/** True when a module asked whether to roll some of these dice again (its answer carries on). */
const offerReroll = (
  s: BattleState,
  c: BattleCtx,
  u: BattleUnit,
  roll: 'attack' | 'defense',
  dice: readonly number[],
): boolean => c.modules.some((m) => m.offerReroll?.(s, c, u, roll, dice))

/** The firepower dice stand: the defender's step comes next. */
export function firepowerDone(s: BattleState, c: BattleCtx, f: AttackFrame, dice: readonly number[]): void {
  const t = findUnit(s, f.target) as BattleUnit
  f.hits = hitsOf(dice)
  f.sixes = sixesOf(dice)
  const choices = defenseChoices(t, f)
  if (choices.close || choices.evade) f.step = 'defend'
  else rollDefense(s, c, f, 'defense', false)
}

/** What the defender may choose: Close value against close attacks, and spending Evade. */
export function defenseChoices(t: BattleUnit, f: AttackFrame): { close: boolean; evade: boolean } {
  return {
    close: f.band === 'close' && !t.counters.shutDown && t.profile.loadout.close > 0,
    evade: t.counters.evade && !t.counters.shutDown,
  }
}

export function rollDefense(
  s: BattleState,
  c: BattleCtx,
  f: AttackFrame,
  pool: 'defense' | 'close',
  useEvade: boolean,
): void {
  const a = findUnit(s, f.attacker) as BattleUnit
  const t = findUnit(s, f.target) as BattleUnit
  if (useEvade) {
    setCounters(t, { evade: false })
    c.emit({ type: 'EvadeUsed', unit: t.id })
  }
  f.pool = pool
  f.evaded = useEvade
  const r = attackDice(s, c, a, t, f, { lock: f.lockUse ?? 'keep', pool, evade: useEvade })
  const first = c.dice.pool(r.defensePool)
  const { dice, rerolled } =
    r.defenseReroll === 'failures' ? c.dice.rerollOnce(first, (v) => v < 4) : { dice: first, rerolled: [] }
  c.emit({
    type: 'DefenseRolled',
    unit: t.id,
    pool: r.defensePool,
    using: pool,
    first,
    dice,
    rerolled,
    blocks: hitsOf(dice),
    sixes: sixesOf(dice),
  })
  if (offerReroll(s, c, t, 'defense', dice)) return
  defenseDone(s, c, f, dice)
}

/** The defense dice stand: the damage, or first a Guardian's offer to take it. */
export function defenseDone(s: BattleState, c: BattleCtx, f: AttackFrame, dice: readonly number[]): void {
  f.damage = Math.max(0, f.hits - hitsOf(dice))
  f.defenseSixes = sixesOf(dice)
  // GF-UPG-GUARDIAN: a friend may be asked first whether it takes the damage.
  if (f.damage > 0 && c.modules.some((m) => m.beforeHit?.(s, c, f))) return
  applyHit(s, c, f)
}

/** Damage lands; then the defender's sixes: Parry back (ruling 2) or a dodge. */
export function applyHit(s: BattleState, c: BattleCtx, f: AttackFrame): void {
  const t = findUnit(s, f.target) as BattleUnit
  const victim = findUnit(s, f.takenBy ?? f.target) as BattleUnit
  if (f.damage > 0) f.destroyed = applyDamage(s, c, victim, f.damage, f.attacker)
  const sixes = f.defenseSixes ?? 0
  if (sixes > 0 && t.status === 'table') {
    const o = defenderSixOptions({
      sixes,
      allBlocked: f.damage === 0,
      band: f.band,
      upgrades: t.profile.upgrades,
      closeUpgrades: t.profile.weapons?.close ?? [],
      conditions: {
        knockedDown: t.counters.knockedDown,
        shutDown: t.counters.shutDown,
        distracted: t.counters.distracted,
        reboot: t.counters.reboot,
      },
    })
    if (o.parryDamage > 0) {
      ask(s, c, {
        id: 'parry',
        seat: t.side,
        unit: t.id,
        options: ['decline', 'parry'],
        data: { parry: o.parryDamage, dodge: o.dodgeInches },
      })
      return
    }
    if (o.dodgeInches > 0) {
      f.dodge = o.dodgeInches
      f.step = 'dodge'
      return
    }
  }
  afterDamage(s, c, f)
}

export function afterDamage(s: BattleState, c: BattleCtx, f: AttackFrame): void {
  const a = findUnit(s, f.attacker) as BattleUnit
  const victim = findUnit(s, f.takenBy ?? f.target) as BattleUnit
  const powerful = weaponTraits(c.modules, a, f.band).powerful
  // GF-MIS-STRUCTURES: power attacks do nothing to a mission structure, so no points to spend.
  const t = findUnit(s, f.target)
  const structure = t?.piece !== undefined && isStructure(t.piece)
  f.points =
    a.status === 'table' && !structure ? spendablePower({ sixes: f.sixes, damage: f.damage, powerful }) : 0
  if (f.points > 0) {
    c.emit({ type: 'PowerPoints', attacker: f.attacker, target: victim.id, points: f.points })
    // GF-UPG-ABLATIVE-ARMOUR: the target's player may cancel them before anything is bought.
    if (c.modules.some((m) => m.beforePower?.(s, c, f, victim))) return
  }
  powerStep(s, c, f)
}

/** The power step, unless a module holds the attack for one of its own. */
export function powerStep(s: BattleState, c: BattleCtx, f: AttackFrame): void {
  // A module may hold the attack open for a step of its own (power points to spend).
  if (c.modules.some((m) => m.holdAttack?.(s, c, f))) return
  finishAttack(s, c, f)
}

/** Closes the attack and offers the target its reaction ("after it has been attacked"). */
export function finishAttack(s: BattleState, c: BattleCtx, f: AttackFrame): void {
  if (!s.stack.includes(f)) return
  removeFrame(s, f)
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
  // GF-UPG-BUDDIES: another unit may react as if it had been attacked (still once a turn).
  if (t)
    for (const m of c.modules) {
      const buddy = m.reactsWith?.(s, t)
      if (buddy)
        s.stack.push({
          t: 'react',
          trigger: { type: 'attacked', by: f.attacker, unit: buddy.id },
          seat: buddy.side,
        })
    }
  const a = findUnit(s, f.attacker) as BattleUnit
  const victim = findUnit(s, f.takenBy ?? f.target) as BattleUnit
  // GF-POW-TARGET-PAINTING: a successful lock once the attack is over.
  if (f.after?.paint && victim.status === 'table') lockOn(s, c, a, victim)
  // GF-POW-RUN-AND-GUN: the attacker's move, asked before anything else.
  if (f.after?.move && a.status === 'table')
    ask(s, c, {
      id: 'run-and-gun',
      seat: a.side,
      unit: a.id,
      options: ['stay', 'move'],
      inches: f.after.move,
    })
}
