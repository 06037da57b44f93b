/**
 * GF-UPG-TERRIFYING (with the panic rules on): a unit moving into contact with a Terrifying enemy
 * it was not already touching makes a panic roll (Fearless passes, an Inspiring friend nearby
 * rolls a failure again); on a failure it stops short of that enemy.
 */
import type { BattleCtx } from '../../core/context.ts'
import { findUnit } from '../../core/geo.ts'
import { rulesOn } from '../../core/rules-on.ts'
import type { BattleState, BattleUnit } from '../../core/types.ts'
import { nearInspiring, panicRoll } from '../power/panic-roll.ts'
import { has } from './effects/registry.ts'

/** The Terrifying unit the mover fails to close with, after its roll; undefined when none. */
export function terrifiedOf(
  s: BattleState,
  c: BattleCtx,
  u: BattleUnit,
  engaged: readonly string[],
  before: readonly string[],
): BattleUnit | undefined {
  // Only the first Terrifying unit touched counts, even when the mover already touched it.
  const scary = engaged.map((id) => findUnit(s, id) as BattleUnit).find((o) => has(o, 'terrifying'))
  if (!scary || !rulesOn(s).has('panic') || before.includes(scary.id)) return undefined
  const pass = panicRoll(c, u, 'terrifying', {
    fearless: has(u, 'fearless'),
    inspired: nearInspiring(s, c, u),
  })
  return pass ? undefined : scary
}
