/**
 * The odds of an attack before it is rolled (for the table and the bots): the same numbers the
 * battle would use — pool sizes, bonus Hits, cover, shields, support — turned into exact odds.
 * An AOE shot (MS-AOE) is previewed per unit its area catches, with the Cover the area gives it;
 * terrain that may still fall is not part of the odds. As in the battle (MS-MULTI), only the
 * first unit caught gets Valor, the DMG / PEN bought with Power and the Level 1+ bonus; the others
 * keep Barrage and Bullseye only.
 */
import type { Vec } from '@sortie/engine'
import type { AttackOddsInput } from '../../odds/attack.ts'
import { attackOdds } from '../../odds/attack.ts'
import type { L1Attack, MsState, UnitState } from '../core/types.ts'
import { aoePlan } from './aoe-area.ts'
import { attackDiceCount, type Declare, defenceNow, EVERY_TARGET, makeFlow, weaponOf } from './attack.ts'
import { penOf, saveBonus } from './attack-resolve.ts'
import { unitOf } from './geometry.ts'

/**
 * The input of one attack on `targetId`. `first` is false for a later target of a multi-target
 * attack (an AOE's second unit caught…): no Valor, no DMG / PEN bought with Power, and only the
 * Level 1+ bonuses that reach every target.
 */
export function previewInput(
  s: MsState,
  attackerId: string,
  weaponId: string,
  targetId: string,
  bonus: L1Attack = 'none',
  valor: 'none' | 'valor' | 'soul' = 'none',
  aim?: Vec,
  first = true,
): AttackOddsInput | null {
  const a = unitOf(s, attackerId)
  const t = unitOf(s, targetId)
  const w = a ? weaponOf(a, weaponId) : undefined
  if (!a || !t || !w) return null
  let aoeCover: Record<string, boolean> | undefined
  if (w.aoe || w.aoeCircle) {
    const plan = aim ? aoePlan(s, a, w, aim) : null
    if (!plan || typeof plan === 'string' || !plan.reach.includes(t.id)) return null
    aoeCover = plan.cover
  }
  const probe: MsState = { ...s }
  const shared = first || EVERY_TARGET.includes(bonus)
  const d: Declare = {
    kind: 'weapon',
    attacker: a,
    targets: [t],
    weapon: w,
    bonus: shared ? bonus : 'none',
    valor: first ? valor : 'none',
    ...(aoeCover ? { aoeCover } : {}),
  }
  const f = makeFlow(probe, d, t)
  // The DMG / PEN bought with Power go to the first flow only (actions/attack.ts, declare).
  const bought: UnitState['nextAttack'] = first ? a.nextAttack : { dmg: 0, pen: 0 }
  const def = defenceNow(s, f, a, t)
  return {
    attackDice: attackDiceCount(a, w, f),
    bonusHits: f.hitBonus,
    critRange: f.critRange,
    focus: f.atkFocus,
    noCrit: !f.canCrit,
    defenceDice: def.dice,
    bonusDef: def.def,
    defCritRange: def.critRange,
    defFocus: false,
    flash: false,
    rerollOnes: !f.melee && !!t.profile.rerollEvadeOnes,
    dmg: w.dmg + bought.dmg,
    pen: w.pen !== undefined ? penOf({ ...f, powerPen: bought.pen }, w, s, a) : 0,
    penKind: w.penKind ?? 'normal',
    saveBonus: saveBonus(f, t, w),
    finisher: w.finisher ?? 0,
    targetHp: Math.max(1, t.hp),
  }
}

export function previewOdds(...args: Parameters<typeof previewInput>) {
  const i = previewInput(...args)
  return i ? { input: i, ...attackOdds(i) } : null
}

/** Odds for every unit an AOE shot aimed at `aim` would reach (allies included), nearest first. */
export function previewAoe(
  s: MsState,
  attackerId: string,
  weaponId: string,
  aim: Vec,
  bonus: L1Attack = 'none',
  valor: 'none' | 'valor' | 'soul' = 'none',
) {
  const a = unitOf(s, attackerId)
  const w = a ? weaponOf(a, weaponId) : undefined
  const plan = a && w ? aoePlan(s, a, w, aim) : 'no such weapon'
  if (typeof plan === 'string') return []
  return plan.reach.flatMap((target, i) => {
    const o = previewOdds(s, attackerId, weaponId, target, bonus, valor, aim, i === 0)
    return o ? [{ target, ...o }] : []
  })
}
