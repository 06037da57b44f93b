/**
 * GF-UPG-LUCKY on Pilot Skill rolls. Attack and defense rolls ask the player (attack.ts); a Pilot
 * Skill roll is made in the middle of a move, a power attack or a reserve call, where no question
 * can wait, so the battle spends Lucky on the unit's first failed Pilot Skill roll by itself
 * (the re-roll must be kept).
 */
import type { BattleCtx } from './context.ts'
import { has, useOnce } from './effects/registry.ts'
import type { BattleUnit } from './types.ts'

/** Spends Lucky on a failed Pilot Skill roll; false when the unit has none left. */
export function luckyPilot(c: Pick<BattleCtx, 'emit'>, u: BattleUnit): boolean {
  if (!has(u, 'lucky') || !useOnce(u, 'lucky')) return false
  c.emit({ type: 'LuckyReroll', unit: u.id, roll: 'pilot-skill' })
  return true
}
