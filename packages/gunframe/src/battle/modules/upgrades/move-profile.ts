/**
 * How a unit moves, read from its upgrades and the environment once per move check (the move
 * rules in actions/ ask this profile through the `moveProfile` hook and never name an upgrade):
 * - GF-UPG-ALL-TERRAIN, GF-UPG-CLIMB (GF-ENV-UNDERWATER: every unit counts as having Climb);
 * - GF-UPG-FLY / GF-UPG-FAST-FLYER (flight.ts), GF-UPG-AQUATIC (water is open ground to it);
 * - fast and jump as gravity allows them (GF-ENV-HIGH-GRAVITY / GF-ENV-LOW-GRAVITY);
 * - GF-UPG-DEATH-FROM-ABOVE (the jump charge), GF-UPG-CLOAKING (no reactions to its moves),
 *   GF-UPG-HANDS (breaking away from it is harder).
 */
import { effectiveUpgrades } from '../../../missions/environment-rules.ts'
import type { MoveProfile } from '../../core/context.ts'
import type { BattleState, BattleUnit } from '../../core/types.ts'
import { has } from './effects/registry.ts'
import { fieldFor, specialMoveRule } from './environment.ts'
import { flightOf } from './flight.ts'

export function moveProfileOf(s: BattleState, u: BattleUnit): MoveProfile {
  const env = s.mission.environment
  return {
    allTerrain: has(u, 'all-terrain'),
    climbs:
      has(u, 'climb') ||
      (env !== undefined &&
        effectiveUpgrades(env, { upgrades: u.profile.upgrades, flying: u.flying }).includes('climb')),
    flight: flightOf(u.profile),
    field: fieldFor(s, u),
    fast: specialMoveRule(s, u, 'fast'),
    jump: specialMoveRule(s, u, 'jump'),
    heavyLanding: has(u, 'death-from-above'),
    unseenMoves: has(u, 'cloaking'),
    holdsOn: has(u, 'hands'),
  }
}
