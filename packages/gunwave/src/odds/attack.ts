/**
 * The odds of one attack roll: a pool of dice (with or without melee defence), then Jittery, an
 * aimed part, Armor to disable, spill onto neighbours — what `sortie odds gunwave` prints and what
 * `fireOdds` reads for each weapon of an order.
 */
import { pmfExpectation, pmfTail } from '@sortie/engine'
import { PARTS } from '../battle/pools.ts'
import type { Part } from '../battle/types.ts'
import {
  damagePmf,
  disabledRollOdds,
  meleeNetPmf,
  partBreakFromHits,
  saveChance,
  spillChance,
  successPmf,
  wakeChance,
} from './dice.ts'

export interface AttackOddsInput {
  dice: number
  /** Melee: the defender's pilot score (defence dice); omit for a ranged shot. */
  defense?: number
  jittery?: boolean
  part?: Part
  armor?: number
}

export interface AttackOdds {
  input: AttackOddsInput
  /** P(damage = k). */
  damage: number[]
  expected: number
  /** P(damage ≥ armor) when armor is given. */
  disable?: number
  spill?: number
  partBreak?: number
  saves: { save: number; wake: number; disabled: { recover: number; mark: number; nothing: number } }
}

export function attackOdds(i: AttackOddsInput): AttackOdds {
  const pool = Math.max(0, i.dice + (i.part ? PARTS[i.part].mod : 0))
  return { input: i, ...rollOdds(pool, i) }
}

/**
 * The odds of a pool already counted (an aimed part's modifier included, as `attackPool` builds
 * it): damage after melee defence and Jittery, or none at all for a grenade whose effect replaces
 * its damage — then `effect` is the chance the effect lands.
 */
export function rollOdds(
  pool: number,
  o: Omit<AttackOddsInput, 'dice'> & { effect?: boolean; partHitsSoFar?: number },
): Omit<AttackOdds, 'input'> & { effect?: number } {
  const hits = o.defense !== undefined ? meleeNetPmf(pool, o.defense) : successPmf(pool)
  const damage = o.effect ? [1] : damagePmf(hits, !!o.jittery)
  return {
    damage,
    expected: pmfExpectation(damage),
    ...(o.armor !== undefined ? { disable: pmfTail(damage, o.armor) } : {}),
    ...(o.defense === undefined ? { spill: spillChance(pool) } : {}),
    ...(o.part ? { partBreak: partBreakFromHits(hits, o.part, o.partHitsSoFar) } : {}),
    ...(o.effect ? { effect: pmfTail(hits, 1) } : {}),
    saves: { save: saveChance(), wake: wakeChance(), disabled: disabledRollOdds() },
  }
}
