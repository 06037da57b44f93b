/**
 * Test helpers for the mission tests: a hand-placed battle in play with a mission (and optional
 * environment) attached, and a fresh game started through the ruleset with roles fixed.
 */
import { unwrap } from '@sortie/engine'
import type { MissionSettings } from '../../missions/catalogue.ts'
import { type EnvironmentSettings, startEnvironment } from '../../missions/environment.ts'
import { setupMission } from '../../missions/setup.ts'
import type { BattleSetup } from '../core/setup-types.ts'
import type { BattleState } from '../core/types.ts'
import { missionExtras, syncObjectives } from '../modules/missions/setup.ts'
import { pieceUnit } from '../modules/missions/units.ts'
import { type Placed, profile, scenario, testRuleset } from './testing.ts'

/** p1 attacks from the south, p2 defends the north half; pieces with a position are placed. */
export function missionScenario(
  placed: Placed[],
  mission: MissionSettings,
  env: EnvironmentSettings = { id: 'none' },
  opts: { seed?: string } = {},
): BattleState {
  const s = scenario(placed, opts)
  const extras = unwrap(missionExtras({ squadrons: {}, mission, environment: env }, false, null)).extras
  const ms = unwrap(setupMission(mission, s.field, { attacker: 'p1', defender: 'p2' }, 'north'))
  s.mission = { ...s.mission, id: mission.id, ...extras, state: { ...ms, steps: [] } }
  s.mission.environment = unwrap(startEnvironment(env))
  for (const p of ms.pieces) if (p.pos) s.units.push(pieceUnit(p.id, p.kind, p.side, p.pos))
  syncObjectives(s)
  return s
}

/** A game started by the ruleset: p1 attacks, p2 defends the north half (no roll-offs). */
export function startMission(
  mission: MissionSettings,
  extra: Partial<BattleSetup> = {},
  seed = 'mission',
): BattleState {
  return unwrap(
    testRuleset.start(
      {
        squadrons: { p1: [profile(), profile({ points: 10 })], p2: [profile(), profile({ points: 10 })] },
        mission,
        attacker: 'p1',
        defenderHalf: 'north',
        ...extra,
      },
      seed,
    ),
  )
}
