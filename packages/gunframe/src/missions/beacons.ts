/**
 * Remember Love's disruption beacons (GF-MIS-REMEMBER-LOVE): an attacking unit within 8" of a
 * standing beacon can neither spend Focus Points nor have them spent on it.
 */
import type { MissionState } from './state.ts'
import type { DistanceFn, MissionUnit } from './types.ts'

export const BEACON_RANGE = 8

/** Is this unit cut off from Focus Points by a beacon? */
export function focusBlocked(
  ms: MissionState,
  unit: MissionUnit,
  units: readonly MissionUnit[],
  distance: DistanceFn,
): boolean {
  if (ms.id !== 'remember-love' || unit.side !== ms.roles.attacker || unit.status !== 'table') return false
  for (const p of ms.pieces) {
    if (p.kind !== 'disruption-beacon' || !p.pos) continue
    const live = units.find((u) => u.id === p.id)
    if (live?.status === 'destroyed') continue
    if (distance(live?.pos ?? p.pos, unit) <= BEACON_RANGE + 1e-9) return true
  }
  return false
}
