/**
 * GF-UPG-MAVERICK: a transforming Maverick that dodges an inch or more may end the dodge with a
 * free transformation (actions/dodge.ts asks through the `dodgeTransform` hook; legal() offers it).
 */
import { hypot, type Vec } from '@sortie/engine'
import type { BattleDecision, BattleUnit } from '../../core/types.ts'
import { has } from './effects/registry.ts'

/** May `t`, dodging to `to`, transform as it lands? */
export function maverickMay(t: BattleUnit, to: unknown): boolean {
  if (!has(t, 'maverick') || (t.profile.forms?.length ?? 0) < 2 || to === null || typeof to !== 'object')
    return false
  const p = to as Vec
  return hypot(p.x - t.pos.x, p.y - t.pos.y) >= 1 - 1e-6
}

/** Each dodge of an inch or more, once more with a transformation to each other form. */
export function maverickDodges(t: BattleUnit, spots: readonly Vec[], seat: string): BattleDecision[] {
  const out: BattleDecision[] = []
  for (const to of spots)
    (t.profile.forms ?? []).forEach((_f, i) => {
      if (i !== (t.profile.form ?? 0) && maverickMay(t, to)) out.push({ seat, kind: 'dodge', to, form: i })
    })
  return out.slice(0, 4)
}
