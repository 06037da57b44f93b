/**
 * Totals to damage (MS-DMG-*): unblocked Hits × DMG; one save per Hit (max 5) against PEN, each
 * failure 1000 DMG, or −1 Action for Stun (S) or a 3" push for Push (P) weapons (ruling A-13:
 * those deal no 1000); warships may sacrifice a weapon to pass a failed save; 7+ unblocked Hits
 * strike a Finishing Blow; cover that blocked the shot may crumble; Ace pilots shoot down remote
 * weapons with 10s on Evade; 10,000 DMG in one attack action is worth +10 VP.
 */
import type { ReduceContext } from '@sortie/engine'
import type { WeaponProfile } from '../../units/types.ts'
import type { MsEvent } from '../core/messages.ts'
import type { AttackFlow, MsState, UnitState } from '../core/types.ts'
import { stun } from '../modules/shutdown.ts'
import { awardVp, BIG_HIT } from '../modules/versus.ts'
import { askCoverPick, coverInWay } from './cover-pick.ts'
import { totals, weaponOf } from './flow.ts'
import { unitOf } from './geometry.ts'
import { PUSH_INCHES } from './knockback.ts'
import { dealDamage } from './resolve.ts'
import { coverSurvives, damageOf, savePasses, savesToRoll } from './saves.ts'
import { collapse } from './terrain-attack.ts'

/** Save bonus against this attack: Ace Iron Wall +3 (not vs Push), Size vs Push. */
export function saveBonus(f: AttackFlow, t: UnitState, w: WeaponProfile): number {
  let b = 0
  if (f.ironWall > 0 && t.profile.level >= 2 && w.penKind !== 'P') b += 3
  if (w.penKind === 'P') b += t.profile.size
  return b
}

export function penOf(f: AttackFlow, w: WeaponProfile, s: MsState, a: UnitState): number {
  let pen = (w.pen ?? 0) + f.powerPen + f.penMod
  if (w.penKind === 'P' && s.activation?.unit === a.id && s.activation.accelerated) pen += 2
  return pen
}

/** Returns true while waiting for a warship's sacrifice decision. */
export function finishAttack(s: MsState, f: AttackFlow, ctx: ReduceContext<MsEvent>): boolean {
  const a = unitOf(s, f.attacker) as UnitState
  const t = unitOf(s, f.targets[0] as string) as UnitState
  const w = weaponOf(a, f.weapon, f.special) as WeaponProfile
  // Several breakable pieces in the way: the defender picks the one that rolls (MS-TER-CHOOSE).
  if (f.stage === 'resolve' && askCoverPick(s, f)) return true
  if (f.stage === 'resolve') {
    const tot = totals(f)
    ctx.emit({ type: 'AttackTotals', attack: f.id, hits: tot.hits, def: tot.def, unblocked: tot.unblocked })
    remoteShootDown(s, f, a, t, w)
    crumbleCover(s, f, a, t, w, ctx)
    const n = savesToRoll(tot.unblocked, w.pen !== undefined)
    const pen = penOf(f, w, s, a)
    const bonus = saveBonus(f, t, w)
    const dice = Array.from({ length: n }, () => ctx.dice.roll(10))
    if (n > 0) ctx.emit({ type: 'DiceRolled', unit: t.id, role: 'save', dice })
    f.failedSaves = dice.filter((d) => !savePasses(d, pen, bonus)).length
    f.damageDealt = tot.unblocked
    f.stage = 'sacrifice'
  }
  // A warship may give up one weapon per failed save, asked again after each (MS-DMG-SHIP-SAVE).
  if (f.stage === 'sacrifice' && mayStillSacrifice(f, t)) return true
  applyResult(s, f, a, t, w, ctx)
  f.stage = 'done'
  return false
}

/** The warship still has a failed save to buy off and a weapon to give for it. */
export const mayStillSacrifice = (f: AttackFlow, t: UnitState): boolean =>
  !f.sacrificeDone && f.failedSaves > 0 && t.profile.type === 'warship' && sacrificable(t).length > 0

export const sacrificable = (t: UnitState): string[] =>
  t.profile.weapons.filter((w) => !t.sacrificed.includes(w.id)).map((w) => w.id)

function applyResult(
  s: MsState,
  f: AttackFlow,
  a: UnitState,
  t: UnitState,
  w: WeaponProfile,
  ctx: ReduceContext<MsEvent>,
) {
  const unblocked = f.damageDealt
  const kind = w.penKind ?? 'normal'
  const wasBelowHalf = t.hp * 2 < t.profile.hp
  const parts = damageOf(
    unblocked,
    w.dmg + f.powerDmg,
    kind === 'normal' ? f.failedSaves : 0,
    w.finisher ?? 0,
  )
  if (parts.total > 0)
    dealDamage(s, t, parts.total, a.id, `${w.name}: ${unblocked} unblocked`, ctx, wasBelowHalf)
  // After the damage: a unit the hit destroyed has no penalty left to pay.
  if (kind === 'S' && f.failedSaves > 0 && !t.destroyed) stun(s, t, f.failedSaves, ctx)
  if (kind === 'P' && f.failedSaves > 0 && !t.destroyed)
    s.pending.push({
      kind: 'push',
      side: a.side,
      attacker: a.id,
      target: t.id,
      inches: f.failedSaves * PUSH_INCHES,
      pen: penOf(f, w, s, a),
    })
  // Big hit (MS-VS-BIGHIT): every attack action whose DMG, summed over its targets, reaches
  // 10,000 scores once — so a second such action scores again.
  const key = String(f.action ?? f.id)
  s.actionDamage = s.actionDamage ?? {}
  const tally = s.actionDamage
  // An AOE may catch the firer's allies: their losses score nothing for it.
  const foe = t.side !== a.side
  const before = tally[key] ?? 0
  if (foe) tally[key] = before + parts.total
  if (before < BIG_HIT && (tally[key] ?? 0) >= BIG_HIT) {
    s.versus.bigHit[a.side] = true
    awardVp(s, a.side, 10, '10,000 DMG in one attack', ctx)
  }
  if (foe && !f.isCounter && s.activation?.unit === a.id && !s.activation.attacked.includes(t.id))
    s.activation.attacked.push(t.id)
  if (s.activation?.unit === a.id) s.activation.freeDisengage = true
  // After a melee attack on it, a transforming unit may change mode (MS-ACT-TRANSFORM).
  if (f.melee && t.profile.transform && !t.destroyed)
    s.pending.push({ kind: 'transform', side: t.side, unit: t.id })
}

/** Ace pilots shoot down remote weapons with each 10 on Evade (MS-REMOTE-SHOOTDOWN). */
function remoteShootDown(s: MsState, f: AttackFlow, a: UnitState, t: UnitState, w: WeaponProfile) {
  if (!w.remote || f.melee || t.profile.level < 2) return
  const tens = f.defDice.filter((d) => d === 10).length
  if (tens > 0) a.remoteLoss[w.id] = Math.min(w.atk, (a.remoteLoss[w.id] ?? 0) + tens)
  void s
}

/**
 * Cover used to block a shot may crumble (MS-TER-DESTROY): 1d10×100 at least the weapon's DMG
 * survives. The piece still counts for this attack (ruling A-21). Units on top fall and enemies
 * gain Tactical Advantage against them until they activate (Level 1+ exempt). The piece is the
 * one the defender picked, or the only one in the way (MS-TER-CHOOSE); an AOE shot rolled its
 * pieces when the area was drawn.
 */
function crumbleCover(
  s: MsState,
  f: AttackFlow,
  a: UnitState,
  t: UnitState,
  w: WeaponProfile,
  ctx: ReduceContext<MsEvent>,
) {
  if (!f.cover || f.aoe || !a.pos || !t.pos) return
  const inWay = coverInWay(s, a.pos, t.pos)
  const piece = inWay.find((x) => x.id === f.coverPiece) ?? inWay[0]
  if (!piece) return
  const d = ctx.dice.roll(10)
  ctx.emit({ type: 'DiceRolled', unit: t.id, role: 'terrain', dice: [d] })
  if (coverSurvives(d, w.dmg + f.powerDmg)) return
  collapse(s, piece, ctx)
}
