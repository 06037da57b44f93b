/**
 * The attack sequence (MS-ATK-*, MS-DEF-*, MS-L1-*, MS-DMG-*): declare (weapon, targets, Level 1+
 * bonus, Valor) → the defender picks Dodge / Guard / Counter (and Boost) → both pools roll →
 * attacker's after-roll Skills → defender's → totals, armour saves, Finishing Blow → the Counter.
 * A Power attack lets the Counter strike first (ruling A-10). Each stage that needs a player's
 * choice stops and waits for a decision; everything else runs straight through.
 */
import type { ReduceContext } from '@sortie/engine'
import type { WeaponProfile } from '../../units/types.ts'
import type { MsEvent } from '../core/messages.ts'
import type { AttackFlow, L1Attack, MsState, Side, UnitState } from '../core/types.ts'

export { topFlow, totals, weaponOf } from './flow.ts'

import { supportAtk, supportDef, tacticalAdvantage } from '../modules/advantage.ts'
import { canBuyBarrier } from '../modules/barrier.ts'
import { lateSpends } from '../modules/havoc.ts'
import { shiftMomentum } from '../modules/momentum.ts'
import { isShutdown } from '../modules/shutdown.ts'
import { attackerSkillOptions, defenderSkillOptions } from '../modules/skills.ts'
import { finishAttack } from './attack-resolve.ts'
import { capPool } from './dice.ts'
import { payEngagedShot, shootsInEngagement } from './engaged-shot.ts'
import { attackRule, defenceRule, topFlow, weaponOf } from './flow.ts'
import { centreDist, engaged, hasCover, live, nearCover, unitOf } from './geometry.ts'
import { attackNumbers, defenceNumbers, rapidFireChange } from './math.ts'
import { checkTarget, type TargetInfo, UNDERWATER_ENERGY_PEN } from './targeting.ts'
import { firesAsIdf } from './weapon-traits.ts'

export interface Declare {
  kind: AttackFlow['kind']
  attacker: UnitState
  targets: UnitState[]
  weapon: WeaponProfile
  bonus: L1Attack
  valor: 'none' | 'valor' | 'soul'
  isCounter?: boolean
  counterPenaltyWaived?: boolean
  special?: WeaponProfile | null
  /** An AOE shot (MS-AOE): each caught unit's Cover, decided when the area was drawn. */
  aoeCover?: Record<string, boolean>
  /** The attacker keeps its facing (a Crash that moved through its targets, MS-ATK-CRASH). */
  keepFacing?: boolean
}

/** Momentum a remote weapon costs each time it is fired (ruling A-15). */
export const REMOTE_COST = 1

/** A remote weapon its side has no Momentum left to fire (ruling A-15); false for any other weapon. */
export const remoteUnpaid = (s: MsState, side: Side, w: WeaponProfile | undefined): boolean =>
  !!w?.remote && s.momentum[side] < REMOTE_COST

/** Level 1+ bonuses that reach every target of a multi-target attack (MS-MULTI). */
export const EVERY_TARGET: readonly L1Attack[] = ['barrage', 'bullseye']

/** Pushes one flow per target (ruling A-23: each target is rolled against separately). */
export function declare(s: MsState, d: Declare, ctx: ReduceContext<MsEvent>): void {
  // Multi-target (MS-MULTI): Bullseye / Barrage reach every target; Valor, the other Level 1+
  // bonuses and the DMG / PEN bought with Power improve the first target only.
  const rest: Declare = { ...d, valor: 'none', bonus: EVERY_TARGET.includes(d.bonus) ? d.bonus : 'none' }
  const flows = d.targets.map((t, i) => makeFlow(s, i === 0 ? d : rest, t))
  const n = d.attacker.nextAttack
  d.attacker.nextAttack = { dmg: 0, pen: 0 }
  const first = flows[0]
  if (first) {
    first.powerDmg = n.dmg
    first.powerPen = n.pen
  }
  for (const f of flows) {
    f.action = first?.id
    ctx.emit({
      type: 'AttackDeclared',
      attack: f.id,
      attacker: f.attacker,
      target: f.targets[0] as string,
      weapon: f.weapon,
      counter: f.isCounter,
    })
  }
  // Resolve in the order given: the stack's top is the first target.
  for (const f of [...flows].reverse()) s.attacks.push(f)
  if (d.weapon.kind === 'melee' && !d.keepFacing && d.targets[0]?.pos && d.attacker.pos) {
    const t = d.targets[0].pos
    d.attacker.facing =
      Math.round((Math.atan2(t.y - d.attacker.pos.y, t.x - d.attacker.pos.x) * 180) / Math.PI + 360) % 360
  }
  if (d.attacker.targetLock && d.weapon.kind === 'shoot') d.attacker.targetLock = false
  advance(s, ctx)
}

export function makeFlow(s: MsState, d: Declare, t: UnitState): AttackFlow {
  const melee = d.weapon.kind === 'melee'
  const a = d.attacker
  const blindside =
    !d.isCounter && !!s.activation && s.activation.unit === a.id && s.activation.blindside.includes(t.id)
  const ignoresCover = !melee && (a.targetLock || blindside)
  const ti = d.aoeCover ? aoeTargetInfo(a, t, d.weapon) : targetInfo(s, a, t, d.weapon, melee)
  const coverNow = d.aoeCover ? !!d.aoeCover[t.id] : ti.idf ? idfCover(s, a, t) : hasCover(s, a, t)
  const cover = !melee && !ignoresCover && !t.onHighGround && coverNow
  // An AOE catches allies too: no support or Tactical Advantage is gained against one's own side.
  const foe = t.side !== a.side
  // Enemies gain +1+Size Hits against a unit on High Ground, wherever they stand (MS-TA-HIGHGROUND).
  const targetHg = t.onHighGround ? t.profile.size : null
  // The same test that charges the [M−2] waives the Rapid Fire penalties (MS-RULING-ENG-SHOOT).
  const engagedShot = !d.aoeCover && shootsInEngagement(s, a, d.weapon)
  const nums = attackNumbers({
    weapon: d.weapon,
    melee,
    rapidFire: ti.rapidFire,
    inEngagement: melee || engagedShot,
    bonus: d.bonus,
    valor: d.valor,
    // A Counter is refused only the Level 1+ bonuses: Support ATK still counts (MS-L1-COUNTER).
    supportAtk: foe && supportAtk(s, a, t),
    tacticalAdvantage: foe && tacticalAdvantage(s, a, t, melee, blindside),
    targetHighGround: targetHg,
    ignoresCover,
    isCounter: !!d.isCounter,
    counterPenaltyWaived: !!d.counterPenaltyWaived,
    remoteLoss: a.remoteLoss[d.weapon.id] ?? 0,
    tactical: !!s.activation?.tactical,
  })
  return {
    id: s.nextAttackId++,
    kind: d.kind,
    attacker: a.id,
    targets: [t.id],
    index: 0,
    weapon: d.weapon.id,
    melee,
    bonus: d.bonus,
    valor: d.valor,
    isCounter: !!d.isCounter,
    stage: 'defend',
    defBonus: 'none',
    counterWeapon: null,
    intuition: false,
    cover,
    ignoresCover,
    special: d.special ?? null,
    boost: false,
    atkDice: [],
    defDice: [],
    atkFocus: !!s.activation?.tactical && s.activation.unit === a.id,
    defFocus: false,
    flash: false,
    ironWall: 0,
    atkImprovised: false,
    defImprovised: false,
    hitBonus: nums.hits,
    defFlat: 0,
    critRange: nums.critRange,
    defCritRange: 0,
    canCrit: nums.canCrit,
    blindside,
    failedSaves: 0,
    pushLeft: 0,
    damageDealt: 0,
    counterFirst: false,
    rapidFire: ti.rapidFire,
    inEngagement: ti.inEngagement,
    engagedShot,
    penMod: ti.penMod,
    powerPen: 0,
    powerDmg: 0,
    barrierBonus: 0,
    ...(d.aoeCover ? { aoe: true } : {}),
  }
}

function targetInfo(s: MsState, a: UnitState, t: UnitState, w: WeaponProfile, melee: boolean): TargetInfo {
  const info = checkTarget(s, a, t, w, { returnFireAt: t.id })
  return typeof info === 'string'
    ? { rapidFire: false, inEngagement: melee, penMod: 0, idf: firesAsIdf(w) }
    : info
}

/** An AOE hits whoever is in the area, seen or not: only range bands and water change its numbers. */
function aoeTargetInfo(a: UnitState, t: UnitState, w: WeaponProfile): TargetInfo {
  const d = centreDist(a, t)
  return {
    rapidFire: !!w.rf && d <= w.rf.range + 1e-6,
    inEngagement: false,
    penMod: w.energy && (a.underwater || t.underwater) ? UNDERWATER_ENERGY_PEN : 0,
    idf: firesAsIdf(w),
  }
}

/**
 * Against Indirect Fire a unit keeps the Cover it would have only while a piece of Cover lies within
 * its engagement range (MS-LOS-IDF, ruling MS-RULING-IDF-COVER): the shell drops in from above.
 */
function idfCover(s: MsState, a: UnitState, t: UnitState): boolean {
  return nearCover(s, t) && hasCover(s, a, t)
}

/**
 * Defender's choices before rolling: a Level 1+ bonus (never against a Counter, ruling A-2), Boost
 * on an Evade roll, or [Barrier] DEF bought with Power / Havoc — the last two against any attack,
 * a Counter included (MS-BOOST, MS-POWER-BARRIER).
 */
export function defendOptions(s: MsState, f: AttackFlow): boolean {
  const t = unitOf(s, f.targets[0] as string)
  if (!t) return false
  if (!f.isCounter && t.profile.level >= 1) return true
  return (!f.melee && t.boost > 0) || canBuyBarrier(s, t)
}

/** Runs the top flow until a decision is needed or the stack empties. */
export function advance(s: MsState, ctx: ReduceContext<MsEvent>): void {
  for (let guard = 0; guard < 100; guard++) {
    // A pending question (a push, a knockback, revenge…) is answered before the attacks go on.
    if (s.pending.length > 0) return
    const f = topFlow(s)
    if (!f) return
    const a = unitOf(s, f.attacker)
    const t = unitOf(s, f.targets[0] as string)
    if (!a || !t || a.destroyed || t.destroyed || !a.pos || !t.pos) {
      s.attacks.pop()
      continue
    }
    if (f.stage === 'defend') {
      if (defendOptions(s, f)) return
      f.stage = 'roll'
    }
    if (f.stage === 'roll') {
      if (f.counterFirst) {
        // The Power attack waits under the Counter it provoked.
        f.counterFirst = false
        if (pushCounter(s, f, ctx, true)) continue
      }
      roll(s, f, a, t, ctx)
      f.stage = 'attack-skills'
    }
    if (f.stage === 'attack-skills') {
      if (attackerSkillOptions(s, f).length > 0 && s.momentum[a.side] >= 0) return
      f.stage = 'defence-skills'
    }
    if (f.stage === 'defence-skills') {
      if (defenderSkillOptions(s, f).length > 0 || lateSpends(s, f).length > 0) return
      f.stage = 'resolve'
    }
    if (f.stage === 'resolve' || f.stage === 'sacrifice') {
      const waiting = finishAttack(s, f, ctx)
      if (waiting) return
      // The resolved flow waits on the stack while its pushes are settled: whether the Counter
      // can still be made is judged after them (MS-L1-COUNTER).
      continue
    }
    if (f.stage === 'done') {
      s.attacks.pop()
      if (f.defBonus === 'counter' && f.counterWeapon && !f.isCounter && f.bonus !== 'power')
        pushCounter(s, f, ctx, false)
      continue
    }
    return
  }
}

/** Starts the Counter (MS-L1-COUNTER) when still possible; true when one was pushed. */
export function pushCounter(s: MsState, f: AttackFlow, ctx: ReduceContext<MsEvent>, first: boolean): boolean {
  const c = unitOf(s, f.targets[0] as string)
  const a = unitOf(s, f.attacker)
  if (!c || !a || c.destroyed || a.destroyed || !f.counterWeapon) return false
  const w = weaponOf(c, f.counterWeapon)
  // Pushed out of the attacker's engagement range: no Counter, whatever its weapon's reach.
  const pushedOut = !!f.inEngagement && !engaged(c, a)
  // A remote weapon is fired with Momentum even on a Counter (ruling A-15): none left, no Counter.
  const unpaid = remoteUnpaid(s, c.side, w)
  if (!w || pushedOut || unpaid || typeof checkTarget(s, c, a, w, { returnFireAt: a.id }) === 'string') {
    ctx.emit({ type: 'Note', text: `${c.name} can no longer counter` })
    return false
  }
  // A Counter is a shot like any other: it pays what the shot costs (MS-L1-COUNTER).
  if (w.remote) shiftMomentum(s, c.side, -REMOTE_COST, 'remote weapon', ctx)
  payEngagedShot(s, c, w, ctx)
  const flow = makeFlow(
    s,
    {
      kind: 'weapon',
      attacker: c,
      targets: [a],
      weapon: w,
      bonus: 'none',
      valor: 'none',
      isCounter: true,
      counterPenaltyWaived: f.intuition,
    },
    a,
  )
  // A Counter is the unit's next attack: it takes the DMG / PEN bought with Power for one
  // (ruling MS-RULING-POWER-TIMING), as declare() does for an attack in the unit's own turn.
  flow.powerDmg = c.nextAttack.dmg
  flow.powerPen = c.nextAttack.pen
  c.nextAttack = { dmg: 0, pen: 0 }
  // Its defender still chooses Boost / [Barrier] buys, but no Level 1+ bonus (defendOptions).
  flow.stage = 'defend'
  // Defending a Counter after a Power attack costs the Power unit 1 DEF (ruling A-10).
  if (first) flow.defFlat -= 1
  s.attacks.push(flow)
  ctx.emit({
    type: 'AttackDeclared',
    attack: flow.id,
    attacker: c.id,
    target: a.id,
    weapon: w.id,
    counter: true,
  })
  if (w.kind === 'melee' && c.pos && a.pos)
    c.facing = Math.round((Math.atan2(a.pos.y - c.pos.y, a.pos.x - c.pos.x) * 180) / Math.PI + 360) % 360
  return true
}

function roll(s: MsState, f: AttackFlow, a: UnitState, t: UnitState, ctx: ReduceContext<MsEvent>): void {
  const w = weaponOf(a, f.weapon, f.special) as WeaponProfile
  const n = attackDiceCount(a, w, f)
  f.atkDice = Array.from({ length: n }, () => ctx.dice.roll(10))
  ctx.emit({ type: 'DiceRolled', unit: a.id, role: 'attack', dice: [...f.atkDice], count: attackRule(f) })
  const d = defenceNow(s, f, a, t)
  let dice = Array.from({ length: d.dice }, () => ctx.dice.roll(10))
  if (!f.melee && t.profile.rerollEvadeOnes) dice = dice.map((v) => (v === 1 ? ctx.dice.roll(10) : v))
  f.defDice = dice
  f.defFlat += d.def
  f.defCritRange = d.critRange
  ctx.emit({ type: 'DiceRolled', unit: t.id, role: 'defence', dice: [...f.defDice], count: defenceRule(f) })
}

/** The attack pool as rolled now (remote dice shot down meanwhile are gone); the odds use the same. */
export function attackDiceCount(a: UnitState, w: WeaponProfile, f: AttackFlow): number {
  // States saved before `engagedShot` was kept read the older, target-only test.
  const rf = rapidFireChange(w, f.rapidFire, f.melee || (f.engagedShot ?? !!f.inEngagement))
  return capPool(w.atk - (a.remoteLoss[w.id] ?? 0) + rf.dice)
}

export function defenceNow(s: MsState, f: AttackFlow, a: UnitState, t: UnitState) {
  const shutdown = isShutdown(s, t)
  // A Challenge, and the permanent one Revenge gives, is worth +1 CRIT DEF against every enemy but
  // the bound partner(s) (MS-TURN-CHALLENGE, MS-TURN-REVENGE).
  const pairs = [s.challenge, s.revenge].filter((p) => !!p && (p.a === t.id || p.b === t.id))
  const challengeBonus = pairs.length > 0 && pairs.every((p) => p?.a !== a.id && p?.b !== a.id)
  return defenceNumbers({
    melee: f.melee,
    evade: t.profile.evade,
    meleeDef:
      t.transformed && t.profile.transform?.meleeDefOn
        ? { dice: t.profile.meleeDef.dice, def: t.profile.meleeDef.def }
        : t.profile.meleeDef,
    shield: t.profile.shield ?? 0,
    barrier: shutdown || !t.profile.barrier ? 0 : t.profile.barrier + f.barrierBonus,
    cover: f.cover,
    blindside: f.blindside,
    supportDef: !f.blindside && supportDef(s, a, t),
    bonus: f.defBonus,
    boost: f.boost,
    powerPenalty: false,
    challengeBonus,
    shutdown,
  })
}

export const liveEnemies = (s: MsState, u: UnitState): UnitState[] => live(s).filter((e) => e.side !== u.side)
