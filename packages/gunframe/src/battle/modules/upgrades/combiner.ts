/**
 * GF-UPG-COMBINER: the upgrade's own effect is membership — only a unit carrying Combiner may be
 * one of a combiner team (engineer C's combiner-*.ts play the forming, splitting and the combined
 * form). A team is the holders of one side named together; these helpers answer who qualifies.
 */

import type { BattleState, BattleUnit } from '../../core/types.ts'
import { has } from './effects/registry.ts'

/** May this unit be part of a combiner team? */
export const combinerMember = (u: BattleUnit): boolean => has(u, 'combiner')

/** The named units that may not join (they lack the Combiner upgrade); empty when the team is sound. */
export function combinerOutsiders(s: BattleState, members: readonly string[]): string[] {
  return members.filter((id) => {
    const u = s.units.find((x) => x.id === id)
    return !u || !combinerMember(u)
  })
}
