/**
 * Shooting in engagement range (MS-ENG-SHOOT, ruling MS-RULING-ENG-SHOOT): one condition — the
 * shooter stands within engagement range of any enemy, whoever it aims at — decides both the
 * [M−2] and the waiver of Rapid Fire penalties, for an ordinary shot, a Counter or an overwatch
 * shot alike. The seed ties the two to the same bullet and words it by where the shooter is.
 */
import type { ReduceContext } from '@sortie/engine'
import type { WeaponProfile } from '../../units/types.ts'
import type { MsEvent } from '../core/messages.ts'
import type { MsState, UnitState } from '../core/types.ts'
import { shiftMomentum } from '../modules/momentum.ts'
import { engagedEnemies } from './geometry.ts'

export const ENGAGED_SHOT_COST = 2

export const shootsInEngagement = (s: MsState, a: UnitState, w: WeaponProfile): boolean =>
  w.kind === 'shoot' && engagedEnemies(s, a).length > 0

/**
 * Charges the [M−2] when the shot is made in engagement range. A cost the rules impose, so it
 * clamps at 0 rather than forbidding the shot (MS-RULING-PENALTY-CLAMP).
 */
export function payEngagedShot(
  s: MsState,
  a: UnitState,
  w: WeaponProfile,
  ctx: ReduceContext<MsEvent>,
): void {
  if (shootsInEngagement(s, a, w))
    shiftMomentum(s, a.side, -ENGAGED_SHOT_COST, 'shoots in engagement range', ctx)
}
