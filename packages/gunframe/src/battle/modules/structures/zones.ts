/**
 * GF-OPT-STRUCTURES-OCCUPY: area power attacks and occupied buildings. Explode and blast measure
 * to an occupant from its building's outline (modules/structures/footprint.ts), so when they reach the
 * building they reach every trooper inside alike. A suppression zone is dangerous ground: when
 * one overlaps any part of a building, the troopers inside count as standing in it, so stepping
 * out of the building starts a move in dangerous terrain and asks for a Pilot Skill roll (one per
 * zone), failure costing damage equal to the roll, as for any unit starting a move in it.
 */
import { discPolygonDistance } from '@sortie/engine'
import { applyDamage, pilotSkillRoll } from '../../actions/damage.ts'
import type { BattleCtx } from '../../core/context.ts'
import type { StructureState } from '../../core/optional-state.ts'
import type { BattleState, BattleUnit } from '../../core/types.ts'
import { featureOf } from './attack.ts'

/** Terrain ids of the suppression zones that reach the building's footprint. */
export function zonesOver(s: BattleState, st: StructureState): string[] {
  const feat = featureOf(s, st)
  if (!feat) return []
  return (s.zones ?? [])
    .filter((z) => discPolygonDistance({ c: z.centre, r: z.radius }, feat.polygon) <= 1e-9)
    .map((z) => `terrain:${z.id}`)
}

/** The rolls for leaving a suppressed building; true when the unit was destroyed by one. */
export function suppressedExit(
  s: BattleState,
  c: BattleCtx,
  u: BattleUnit,
  zones: readonly string[],
): boolean {
  for (const feature of zones) {
    const { roll, success } = pilotSkillRoll(c, u, `dangerous:${feature}`)
    if (!success && applyDamage(s, c, u, roll, feature)) return true
  }
  return false
}
