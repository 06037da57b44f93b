/**
 * Exact odds for Gunwave rolls (§1, §6.5, §6.5.5, §6.5.6, §6.6.1) over the engine's PMF algebra.
 * A die is a success on 5–6 (weights miss 4 : hit 2). Monte Carlo only checks these in tests.
 */
import {
  categoryDie,
  type Pmf,
  pmfCdf,
  pmfExpectation,
  pmfFromWeights,
  pmfMap,
  pmfTail,
  poolCounter,
  unwrap,
} from '@sortie/engine'
import { PARTS } from '../battle/pools.ts'
import type { Part } from '../battle/types.ts'

const D6 = unwrap(categoryDie({ miss: 4, hit: 2 }))

/** Successes of a pool of n dice. */
export function successPmf(n: number): Pmf {
  return poolCounter(D6, Math.max(0, n), { hit: 1 })
}

/** Hits that get through melee defence: max(0, attack successes − defence successes). */
export function meleeNetPmf(attack: number, defense: number): Pmf {
  const a = successPmf(attack)
  const d = successPmf(defense)
  const out = new Array(a.length).fill(0) as number[]
  a.forEach((pa, i) => {
    d.forEach((pd, j) => {
      const k = Math.max(0, i - j)
      out[k] = (out[k] ?? 0) + pa * pd
    })
  })
  return out
}

/** Damage after Jittery (halved, rounding down) when it applies. */
export function damagePmf(hits: Pmf, jittery: boolean): Pmf {
  return jittery ? pmfMap(hits, (x) => Math.floor(x / 2)) : hits
}

/** Chance that a ranged shot spills 1 damage onto neighbours (3+ hitting dice, GW-RULING-SPILL). */
export const spillChance = (n: number): number => pmfTail(successPmf(n), 3)

/**
 * Chance that an aimed attack breaks a part in one go (pool with the part's modifier). The part
 * counts the hits that reach the mecha, so a melee swing counts what is left after the defender's
 * dice (§6.5): pass `defense` for melee, leave it out for a shot.
 */
export function partBreakChance(n: number, part: Part, hitsSoFar = 0, defense?: number): number {
  const pool = n + PARTS[part].mod
  return partBreakFromHits(
    defense !== undefined ? meleeNetPmf(pool, defense) : successPmf(pool),
    part,
    hitsSoFar,
  )
}

/** Chance the hits that reach the mecha (`hits`, a distribution) break the part. */
export const partBreakFromHits = (hits: Pmf, part: Part, hitsSoFar = 0): number =>
  pmfTail(hits, Math.max(1, PARTS[part].hits - hitsSoFar))

/** 2d6 totals (saves, disabled rolls). */
export const twoD6: Pmf = pmfFromWeights([0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1])
/** A save-ends effect ends on 6+ (§4.1). */
export const saveChance = (): number => pmfTail(twoD6, 6)
/** Disabled mecha each turn: back on 12, mark on ≤5 (optional rule: ≤7) (§6.5.6). */
export function disabledRollOdds(optional = false): { recover: number; mark: number; nothing: number } {
  const recover = pmfTail(twoD6, 12)
  const mark = pmfCdf(twoD6, optional ? 7 : 5)
  return { recover, mark, nothing: 1 - recover - mark }
}
/** Waking up: a 6 on either of two dice (§6.6.1). */
export const wakeChance = (): number => 1 - (5 / 6) ** 2

export const mean = pmfExpectation
