/**
 * Split Fire (GF-UPG-SPLIT-FIRE): the pool is divided among targets, each share gets its own
 * modifiers and each target rolls its own defense, so the shares are independent attacks.
 * Each share's power points are judged against its own target's damage (the book does not say
 * otherwise; see the odds rules index).
 */
import { combinePmfs, ok, type Pmf, type Result } from '@sortie/engine'
import { type AttackOdds, attackOdds } from './attack.ts'
import type { AttackOddsInput } from './input.ts'

export interface SplitFireOdds {
  /** One entry per target, in the order given. */
  targets: AttackOdds[]
  /** P(k damage in total over all targets). */
  totalDamage: Pmf
  expectedTotalDamage: number
  /** P(at least one target with armour given is destroyed). */
  anyDestroyed: number
}

export function splitFireOdds(shares: readonly AttackOddsInput[]): Result<SplitFireOdds> {
  const targets: AttackOdds[] = []
  for (const [i, share] of shares.entries()) {
    const r = attackOdds(share)
    if (!r.ok) return { ok: false, error: { ...r.error, path: `[${i}].${r.error.path ?? ''}` } }
    targets.push(r.value)
  }
  let totalDamage: Pmf = [1]
  let survivesAll = 1
  let expected = 0
  for (const t of targets) {
    totalDamage = combinePmfs(totalDamage, t.damage, (a, b) => a + b)
    expected += t.expectedDamage
    if (t.destroyed !== undefined) survivesAll *= 1 - t.destroyed
  }
  return ok({ targets, totalDamage, expectedTotalDamage: expected, anyDestroyed: 1 - survivesAll })
}
