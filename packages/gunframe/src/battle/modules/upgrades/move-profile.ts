/**
 * How a unit moves, read from its upgrades and the environment once per move check (the move
 * rules in actions/ ask this profile through the `moveProfile` hook and never name an upgrade):
 * - GF-UPG-ALL-TERRAIN, GF-UPG-CLIMB (GF-ENV-UNDERWATER: every unit counts as having Climb);
 * - GF-UPG-FLY / GF-UPG-FAST-FLYER (flight.ts), GF-UPG-AQUATIC (water is open ground to it);
 *   GF-ENV-SPACE: where the players ruled flight out, flyers neither fly nor take off, and jump;
 * - fast and jump as gravity allows them (GF-ENV-HIGH-GRAVITY / GF-ENV-LOW-GRAVITY);
 * - GF-UPG-DEATH-FROM-ABOVE (the jump charge), GF-UPG-CLOAKING (no reactions to its moves),
 *   GF-UPG-HANDS (breaking away from it is harder).
 */
import type { MoveProfile } from '../../core/context.ts'
import type { BattleState, BattleUnit } from '../../core/types.ts'
import { has } from './effects/registry.ts'
import { fieldFor, specialMoveRule } from './environment.ts'
import { flightIn, upgradesInPlay } from './flight.ts'

export function moveProfileOf(s: BattleState, u: BattleUnit): MoveProfile {
  return {
    allTerrain: has(u, 'all-terrain'),
    climbs: has(u, 'climb') || upgradesInPlay(s, u).includes('climb'),
    flight: flightIn(s, u),
    field: fieldFor(s, u),
    fast: specialMoveRule(s, u, 'fast'),
    jump: specialMoveRule(s, u, 'jump'),
    heavyLanding: has(u, 'death-from-above'),
    unseenMoves: has(u, 'cloaking'),
    holdsOn: has(u, 'hands'),
  }
}
