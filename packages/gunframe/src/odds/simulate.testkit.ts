/**
 * TEST-ONLY Monte Carlo oracle (DESIGN §4: never in the product). It resolves attacks die by
 * die from actual faces, written straight from the rules and independently of the exact tables,
 * so agreement between the two is evidence for both. Also used by bench/odds.ts as the baseline.
 * Not exported from the odds index on purpose.
 */
import type { AttackOddsInput } from './input.ts'

/** Small seeded PRNG (mulberry32): fast, and deterministic so oracle tests never flake. */
export function makeRng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const d6 = (rng: () => number): number => 1 + Math.floor(rng() * 6)

/** Rolls n dice, re-rolling once each die whose first face matches `again`. */
export function rollPool(n: number, again: (face: number) => boolean, rng: () => number): number[] {
  const out: number[] = []
  for (let i = 0; i < n; i++) {
    const f = d6(rng)
    out.push(again(f) ? d6(rng) : f)
  }
  return out
}

export interface RolledAttack {
  damage: number
  /** Usable power points (0 when no damage). */
  power: number
  /** Inches the defender may dodge (0 unless every hit was blocked). */
  dodgeInches: number
  /** Damage a Parry defender can turn back (its sixes). */
  parryDamage: number
}

/** Resolves one attack from final faces, straight from the rules. */
export function resolveRoll(
  attackFaces: readonly number[],
  defenseFaces: readonly number[],
  opts: { powerful?: boolean; agile?: boolean; noDodge?: boolean } = {},
): RolledAttack {
  const hits = attackFaces.filter((f) => f >= 4).length
  const attackSixes = attackFaces.filter((f) => f === 6).length
  const blocks = defenseFaces.filter((f) => f >= 4).length
  const defenseSixes = defenseFaces.filter((f) => f === 6).length
  const damage = Math.max(0, hits - blocks)
  const power = damage > 0 ? attackSixes + (opts.powerful ? 1 : 0) : 0
  const dodgeInches = blocks >= hits && !opts.noDodge ? defenseSixes * (opts.agile ? 2 : 1) : 0
  return { damage, power, dodgeInches, parryDamage: defenseSixes }
}

export interface SimulatedOdds {
  damage: number[]
  powerPoints: number[]
  powerUsable: number
  dodgeInches: number[]
  parryDamage: number[]
  destroyed: number
  crippled: number
}

const bump = (arr: number[], k: number) => {
  while (arr.length <= k) arr.push(0)
  arr[k]! += 1
}

/** Estimates an attack's odds by rolling it `samples` times. */
export function simulateAttack(input: AttackOddsInput, samples: number, seed: number): SimulatedOdds {
  const rng = makeRng(seed)
  const attackPool = input.attackDice + (input.focusFire ? (input.extraAmmo ? 3 : 2) : 0)
  const coverDice = input.piercing ? 0 : input.cover === 'hard' ? 2 : input.cover === 'cover' ? 1 : 0
  const defensePool = input.defenseDice + coverDice + (input.deflect ? 1 : 0)
  const attackAgain = input.rerollAttackMisses
    ? (f: number) => f <= 3
    : input.rerollAttackOnes
      ? (f: number) => f === 1
      : () => false
  const defenseAgain = input.rerollDefense ? (f: number) => f <= 3 : () => false
  const armour = input.armour ?? Number.POSITIVE_INFINITY
  const start = input.startingArmour ?? armour
  const critical = start > 3 ? Math.ceil(start / 4) : 0
  const damage: number[] = [0]
  const powerPoints: number[] = [0]
  const dodgeInches: number[] = [0]
  const parryDamage: number[] = [0]
  let usable = 0
  let destroyed = 0
  let crippled = 0
  for (let i = 0; i < samples; i++) {
    const r = resolveRoll(
      rollPool(attackPool, attackAgain, rng),
      rollPool(defensePool, defenseAgain, rng),
      input,
    )
    bump(damage, r.damage)
    bump(powerPoints, r.power)
    bump(dodgeInches, r.dodgeInches)
    bump(parryDamage, r.parryDamage)
    if (r.power > 0) usable++
    const left = armour - r.damage
    if (left <= 0) destroyed++
    else if (left <= critical) crippled++
  }
  const norm = (a: number[]) => a.map((x) => x / samples)
  return {
    damage: norm(damage),
    powerPoints: norm(powerPoints),
    powerUsable: usable / samples,
    dodgeInches: norm(dodgeInches),
    parryDamage: norm(parryDamage),
    destroyed: destroyed / samples,
    crippled: crippled / samples,
  }
}
