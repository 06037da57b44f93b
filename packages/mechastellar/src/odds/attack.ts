/**
 * Exact odds of one MechaStellar attack (MS-ODDS-*): the Hits pool and the DEF pool as PMFs built
 * from the same per-die thresholds the battle counts with (actions/dice.ts), the unblocked Hits,
 * then damage with PEN saves (at most five, each failure 1000 — none for Stun or Push PEN, whose
 * failed saves cost actions or move the target instead, ruling A-13) and the Finishing Blow, and
 * the chance that damage reaches the target's HP. No sampling anywhere.
 */
import { type Pmf, pmfExpectation, pmfFromWeights, pmfSumIid } from '@sortie/engine'
import { capPool, critOnFor, dieValue } from '../battle/actions/dice.ts'
import { damageOf, SAVE_CAP } from '../battle/actions/saves.ts'
import type { PenKind } from '../units/types.ts'

export interface AttackOddsInput {
  attackDice: number
  bonusHits: number
  /** Crit Range bonus (+1: crits on 9+). */
  critRange: number
  /** Hits on 3+ (Focus, Tactical Support). */
  focus: boolean
  /** Indirect Fire: no crits. */
  noCrit: boolean
  defenceDice: number
  bonusDef: number
  defCritRange: number
  defFocus: boolean
  /** Flash (ruling A-4): every DEF success is worth 2. */
  flash: boolean
  rerollOnes: boolean
  dmg: number
  /** 0 = no armour penetration. */
  pen: number
  /** S (stun) and P (push) saves deal no 1000 DMG when failed (ruling A-13); absent = normal. */
  penKind?: PenKind
  saveBonus: number
  finisher: number
  targetHp: number
}

export const DEFAULT_INPUT: AttackOddsInput = {
  attackDice: 6,
  bonusHits: 5,
  critRange: 0,
  focus: false,
  noCrit: false,
  defenceDice: 7,
  bonusDef: 2,
  defCritRange: 0,
  defFocus: false,
  flash: false,
  rerollOnes: false,
  dmg: 300,
  pen: 6,
  saveBonus: 0,
  finisher: 0,
  targetHp: 4000,
}

/** One d10's value (0, 1 or 2) under a rule, optionally re-rolling a 1 once. */
export function diePmf(hitOn: number, critOn: number, flash: boolean, rerollOnes: boolean): Pmf {
  const w = [0, 0, 0]
  for (let f = 1; f <= 10; f++) {
    if (rerollOnes && f === 1) {
      for (let g = 1; g <= 10; g++) (w[dieValue(g, { hitOn, critOn, flash })] as number) += 0.1
      continue
    }
    ;(w[dieValue(f, { hitOn, critOn, flash })] as number) += 1
  }
  return pmfFromWeights(w)
}

export function hitsPmf(i: AttackOddsInput): Pmf {
  const die = diePmf(i.focus ? 3 : 5, critOnFor(i.critRange, !i.noCrit), false, false)
  return shift(pmfSumIid(die, capPool(i.attackDice)), i.bonusHits)
}

export function defPmf(i: AttackOddsInput): Pmf {
  const die = diePmf(i.defFocus ? 3 : 5, critOnFor(i.defCritRange), i.flash, i.rerollOnes)
  return shift(pmfSumIid(die, capPool(i.defenceDice)), i.bonusDef)
}

/** X + k, clamped at 0 for negative totals. */
function shift(p: Pmf, k: number): Pmf {
  const out: Pmf = []
  p.forEach((x, v) => {
    const t = Math.max(0, v + k)
    out[t] = (out[t] ?? 0) + x
  })
  for (let j = 0; j < out.length; j++) out[j] ??= 0
  return out
}

/** P(unblocked = u) = Σ P(H = h) P(D = d) over max(0, h − d) = u. */
export function unblockedPmf(i: AttackOddsInput): Pmf {
  const h = hitsPmf(i)
  const d = defPmf(i)
  const out: Pmf = new Array(h.length).fill(0)
  h.forEach((ph, hv) => {
    if (ph === 0) return
    d.forEach((pd, dv) => {
      const u = Math.max(0, hv - dv)
      out[u] = (out[u] ?? 0) + ph * pd
    })
  })
  return out
}

/** P(a save fails): the die plus bonus must reach PEN. */
export const failChance = (pen: number, bonus: number): number =>
  Math.max(0, Math.min(1, (pen - bonus - 1) / 10))

export interface AttackOdds {
  hits: Pmf
  def: Pmf
  unblocked: Pmf
  /** Damage outcomes, ascending. */
  damage: { dmg: number; p: number }[]
  expectedUnblocked: number
  expectedDamage: number
  finishingBlow: number
  destroy: number
}

export function attackOdds(i: AttackOddsInput): AttackOdds {
  const unblocked = unblockedPmf(i)
  const byDmg = new Map<number, number>()
  const q = failChance(i.pen, i.saveBonus)
  unblocked.forEach((pu, u) => {
    if (pu === 0) return
    const n = i.pen > 0 ? Math.min(SAVE_CAP, u) : 0
    // Failures ~ Binomial(n, q).
    const fails = pmfSumIid([1 - q, q], n)
    const catastrophic = (i.penKind ?? 'normal') === 'normal'
    fails.forEach((pf, f) => {
      if (pf === 0) return
      const dmg = damageOf(u, i.dmg, catastrophic ? f : 0, i.finisher).total
      byDmg.set(dmg, (byDmg.get(dmg) ?? 0) + pu * pf)
    })
  })
  const damage = [...byDmg.entries()].sort((a, b) => a[0] - b[0]).map(([dmg, p]) => ({ dmg, p }))
  const expectedDamage = damage.reduce((s, x) => s + x.dmg * x.p, 0)
  const destroy = damage.filter((x) => x.dmg >= i.targetHp).reduce((s, x) => s + x.p, 0)
  const finishingBlow = unblocked.reduce((s, p, u) => s + (u >= 7 ? p : 0), 0)
  return {
    hits: hitsPmf(i),
    def: defPmf(i),
    unblocked,
    damage,
    expectedUnblocked: pmfExpectation(unblocked),
    expectedDamage,
    finishingBlow,
    destroy,
  }
}
