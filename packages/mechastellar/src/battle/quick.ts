/**
 * A ready-to-play Versus setup: two example forces on a 48"×48" table with mixed terrain. The forces
 * name no commander (each side names one at the table, MS-CMD-DESIGNATE) and re-facing is on.
 */
import { rect } from '@sortie/engine'
import type { MsSetup, Terrain } from './core/types.ts'

const piece = (
  id: string,
  kind: Terrain['kind'],
  x: number,
  y: number,
  w: number,
  h: number,
  over: Partial<Terrain> = {},
): Terrain => ({
  id: `terrain:${id}`,
  kind,
  poly: rect(x, y, w, h),
  height: 0,
  highGround: false,
  blocksLos: false,
  obscuring: false,
  cover: false,
  overhead: false,
  deepWater: false,
  destructible: false,
  destroyed: false,
  ...over,
})

export const QUICK_TERRAIN: Terrain[] = [
  piece('tower-w', 'building', 6, 20, 5, 5, {
    height: 8,
    highGround: true,
    blocksLos: true,
    destructible: true,
    overhead: true,
  }),
  piece('tower-e', 'building', 37, 23, 5, 5, {
    height: 8,
    highGround: true,
    blocksLos: true,
    destructible: true,
    overhead: true,
  }),
  piece('debris-n', 'debris', 20, 31, 4, 2, { height: 2, cover: true, destructible: true }),
  piece('debris-s', 'debris', 24, 15, 4, 2, { height: 2, cover: true, destructible: true }),
  piece('jungle', 'forest', 14, 34, 5, 4, { height: 10, obscuring: true }),
  piece('lake', 'water', 30, 9, 5, 4, { deepWater: true }),
]

export function quickSetup(
  opts: { deployment?: 'standard' | 'alternate'; rounds?: number; placeCps?: boolean } = {},
): MsSetup {
  return {
    // Asked for: the sides place the control-point pairs (MS-VS-SETUP); otherwise the plus sign.
    ...(opts.placeCps ? { placeCps: true } : {}),
    table: { width: 48, depth: 48 },
    deployment: opts.deployment ?? 'standard',
    rounds: opts.rounds ?? 5,
    terrain: QUICK_TERRAIN,
    // New games name their commanders at the table and re-face after deployment.
    reface: true,
    forces: {
      p1: {
        name: 'Federation strike group',
        units: [
          { unit: 'white-asura' },
          { unit: 'argonaut' },
          { unit: 'gm-ground', name: 'GM 1' },
          { unit: 'gm-ground', name: 'GM 2' },
          { unit: 'green-viking' },
        ],
      },
      p2: {
        name: 'Raider squadron',
        units: [
          { unit: 'blue-djinn' },
          { unit: 'dervish' },
          { unit: 'zaku-ii', name: 'Zaku 1' },
          { unit: 'zaku-ii', name: 'Zaku 2' },
          { unit: 'gamma-apollo' },
        ],
      },
    },
  }
}
