/**
 * Initiative upgrades (GF-UPG-TACTICIAN, GF-UPG-COMMAND-MODULE): +1 to the side's initiative roll
 * while the unit is on the table; a side gains from one Command Module at most. The turn code
 * adds `initiativeBonus(s, seat)` to each side's roll.
 */
import type { Seat } from '@sortie/engine'
import type { BattleState } from '../../../core/types.ts'
import type { UpgradeEffect } from './registry.ts'

export const initiativeEffects: Record<string, UpgradeEffect> = {
  tactician: { initiative: { bonus: 1, group: 'tactician' } },
  'command-module': { initiative: { bonus: 1, group: 'command-module' } },
}

export function initiativeBonus(s: BattleState, seat: Seat): number {
  const groups = new Map<string, number>()
  for (const u of s.units) {
    if (u.side !== seat || u.status !== 'table') continue
    for (const id of u.profile.upgrades) {
      // Only these records give initiative; reading them here keeps the table free of a cycle.
      const i = Object.hasOwn(initiativeEffects, id) ? initiativeEffects[id]?.initiative : undefined
      if (i) groups.set(i.group, Math.max(groups.get(i.group) ?? 0, i.bonus))
    }
  }
  let n = 0
  for (const v of groups.values()) n += v
  return n
}
