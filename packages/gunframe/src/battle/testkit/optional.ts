/**
 * Test helpers for the optional table rules (structures, objects, space, darkness): the battle
 * played over the real battlefield rules (terrain matters here), a hand-placed mission battle
 * with the optional rules started on it, and handy feature and profile builders.
 */
import { rect } from '@sortie/engine'
import type { EnvironmentSettings } from '../../missions/environment.ts'
import type { TerrainFeature } from '../../table/contract.ts'
import { tableRules } from '../../table/rules.ts'
import type { OptionalTableSetup } from '../core/optional-state.ts'
import { createGunframeRuleset } from '../core/ruleset.ts'
import type { BattleUnitProfile } from '../core/setup.ts'
import type { BattleState } from '../core/types.ts'
import { standardModules } from '../modules/index.ts'
import { startOptionalOn } from '../modules/optional/setup.ts'
import { missionScenario } from './missions.ts'
import { type Placed, play, reject, tryPlay, type Unseated } from './testing.ts'

export const realRuleset = createGunframeRuleset({ table: tableRules })

export function feature(
  id: string,
  x: number,
  y: number,
  w: number,
  h: number,
  over: Partial<TerrainFeature> = {},
): TerrainFeature {
  return {
    id: `terrain:${id}`,
    name: id,
    category: 'area',
    qualities: ['blocking', 'elevated'],
    height: 5,
    polygon: rect(x, y, w, h),
    ...over,
  }
}

export const INFANTRY: Partial<BattleUnitProfile> = {
  name: 'Troopers',
  frame: 'infantry',
  conventional: true,
  speed: 4,
  defense: 2,
  armour: 1,
  loadout: { close: 1, short: 2, medium: 0, long: 0 },
  points: 2,
}

/** A mission battle in play on a table of these features, the optional rules started. */
export function tableGame(
  optional: string[],
  placed: Placed[],
  terrain: TerrainFeature[],
  opts: { table?: OptionalTableSetup; env?: EnvironmentSettings } = {},
): BattleState {
  const s = missionScenario(placed, { id: 'carnage' }, opts.env)
  s.field = { name: 'test', width: 36, depth: 36, terrain }
  s.mission.optional = optional
  const e = startOptionalOn(s, { ...(opts.table ? { optionalTable: opts.table } : {}) }, standardModules())
  if (e) throw new Error(e.code)
  return s
}

/** Applies decisions with the real table rules (seat from the prompt), throwing on a rejection. */
export const realPlay = (s: BattleState, decisions: Unseated[], dice?: readonly number[]) =>
  play(s, decisions, dice, realRuleset)

export const realReject = (s: BattleState, d: Unseated, dice?: readonly number[]): string =>
  reject(s, d, dice, realRuleset)

/** Applies decisions with the real table rules until one is rejected: the state reached and the code. */
export const realTryPlay = (s: BattleState, decisions: Unseated[], dice?: readonly number[]) =>
  tryPlay(s, decisions, dice, realRuleset)

/** Kept here too: the optional-rule tests have always taken `at` from this file. */
export { at } from './fixtures.ts'
