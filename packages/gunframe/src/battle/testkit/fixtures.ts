/**
 * Names and profiles the battle tests share, so a scenario reads the same in every file and no
 * test copies another's setup: headings, the usual unit ids and the Owl Bear brawler profile.
 */
import { rect, type Vec } from '@sortie/engine'
import type { TerrainFeature } from '../../table/contract.ts'
import { type BattleUnitProfile, DEFAULT_BATTLEFIELD } from '../core/setup.ts'
import type { BattleState } from '../core/types.ts'
import { activateAttack } from './decisions.ts'
import { play, scenario, type Unseated } from './testing.ts'

/** Facing north (up the table). */
export const N = Math.PI / 2
/** Facing south (down the table). */
export const S = -Math.PI / 2

/** p1's first and second units, as `scenario` numbers them. */
export const A = 'unit:p1:0'
export const A2 = 'unit:p1:1'
/** p2's first, second and third units. */
export const B = 'unit:p2:0'
export const B2 = 'unit:p2:1'
export const B3 = 'unit:p2:2'

/** The Owl Bear: a heavy brawler with a strong close loadout, the book's power-attack example. */
export const OWL_BEAR = {
  name: 'Owl Bear',
  frame: 'heavy' as const,
  defense: 3,
  armour: 10,
  loadout: { close: 6, short: 5, medium: 3, long: 0 },
}

/** A activates and attacks B (or `target`) with its best weapon, on the scripted dice. */
export const attackAB = (s: BattleState, dice: number[], target = B) =>
  play(s, activateAttack(A, target), dice)

/** A point on the table, for positions and paths: `at(10, 12)`. */
export const at = (x: number, y: number): Vec => ({ x, y })

/** The rectangle with corners (x0, y0) and (x1, y1), as a polygon (corners given, not summed). */
export const corners = (x0: number, y0: number, x1: number, y1: number): Vec[] => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
]

/** A 2"-high elevated block, 4" deep, standing 2" ahead of the climber in `climbScene`. */
export const CLIMB_BLOCK = {
  id: 'terrain:block',
  name: 'Block',
  category: 'area',
  qualities: ['elevated'],
  height: 2,
  polygon: rect(10, 0, 4, 10),
} as TerrainFeature

/** A (p1) at (8, 5) facing east just short of `CLIMB_BLOCK`; B far off. */
export const climbScene = (profile: Partial<BattleUnitProfile> = {}) =>
  scenario(
    [
      { side: 'p1', pos: { x: 8, y: 5 }, facing: 0, profile },
      { side: 'p2', pos: { x: 30, y: 30 }, facing: S },
    ],
    { field: { ...DEFAULT_BATTLEFIELD, terrain: [CLIMB_BLOCK] } },
  )

/** A activates and climbs 4" across onto the block (2" up): 8" of Speed normally, 6" with Climb. */
export const CLIMB_ONTO_BLOCK: Unseated[] = [
  { kind: 'activate', unit: A },
  {
    kind: 'move',
    path: [
      { x: 8, y: 5 },
      { x: 12, y: 5 },
    ],
    facing: 0,
    special: 'climb',
  },
]
