/**
 * Test helpers for the conventional-unit groups rules: a tank profile and a line of p1 tanks
 * facing one p2 gunframe, the optional rules named, so the group tests start from one setup.
 */
import type { BattleUnitProfile } from '../core/setup.ts'
import type { BattleState } from '../core/types.ts'
import { missionScenario } from './missions.ts'

/** A conventional tank: no close weapon, short and medium guns. */
export const TANK = {
  frame: 'tank',
  conventional: true,
  speed: 5,
  loadout: { close: 0, short: 2, medium: 2, long: 0 },
} satisfies Partial<BattleUnitProfile>

/** p1 tanks at each x along y = 5 (unit:p1:0…), p2's gunframe at (13, 17); carnage, `optional` on. */
export function tankLine(optional: string[], xs: readonly number[]): BattleState {
  const s = missionScenario(
    [
      ...xs.map((x) => ({ side: 'p1' as const, pos: { x, y: 5 }, profile: TANK })),
      { side: 'p2', pos: { x: 13, y: 17 } },
    ],
    { id: 'carnage' },
  )
  s.mission.optional = optional
  return s
}
