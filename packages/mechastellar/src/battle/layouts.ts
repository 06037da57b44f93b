/**
 * Named terrain layouts for the quick 48"×48" Versus table (MS-DEPLOY-TERRAIN). Each piece carries
 * the qualities the players agree before the game; a table can start from any layout and edit the
 * flags. Pieces stay clear of the five control points and mostly out of the 12" deployment bands, so
 * every layout deploys and plays. 'ruins' is the original quick layout (unchanged, so old games and
 * their hashes stay the same).
 */
import { rect, type Vec } from '@sortie/engine'
import type { Terrain } from './core/types.ts'

/** A terrain piece with every quality off unless `over` turns it on (layouts, setups, tests). */
export const terrainPiece = (
  id: string,
  kind: Terrain['kind'],
  poly: Vec[],
  over: Partial<Terrain> = {},
): Terrain => ({
  id,
  kind,
  poly,
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

const piece = (
  id: string,
  kind: Terrain['kind'],
  x: number,
  y: number,
  w: number,
  h: number,
  over: Partial<Terrain> = {},
): Terrain => terrainPiece(`terrain:${id}`, kind, rect(x, y, w, h), over)

/** A tall block: blocks sight, High Ground on its roof, can be brought down. */
const tower = (id: string, x: number, y: number, w: number, h: number, height = 8) =>
  piece(id, 'building', x, y, w, h, {
    height,
    highGround: true,
    blocksLos: true,
    destructible: true,
    overhead: true,
  })

export interface TerrainLayout {
  id: string
  name: string
  summary: string
  terrain: Terrain[]
}

export const TERRAIN_LAYOUTS: readonly TerrainLayout[] = [
  {
    id: 'ruins',
    name: 'Ruins',
    summary: 'two towers, rubble, a jungle and a lake (the original quick table)',
    terrain: [
      tower('tower-w', 6, 20, 5, 5),
      tower('tower-e', 37, 23, 5, 5),
      piece('debris-n', 'debris', 20, 31, 4, 2, { height: 2, cover: true, destructible: true }),
      piece('debris-s', 'debris', 24, 15, 4, 2, { height: 2, cover: true, destructible: true }),
      piece('jungle', 'forest', 14, 34, 5, 4, { height: 10, obscuring: true }),
      piece('lake', 'water', 30, 9, 5, 4, { deepWater: true }),
    ],
  },
  {
    id: 'open-plain',
    name: 'Open plain',
    summary: 'sparse: one low rise, a copse and a wreck',
    terrain: [
      piece('rise', 'hill', 3, 26, 6, 5, { height: 2, highGround: true }),
      piece('copse', 'forest', 16, 28, 4, 3, { height: 6, obscuring: true }),
      piece('wreck', 'debris', 28, 18, 3, 2, { height: 2, cover: true, destructible: true }),
    ],
  },
  {
    id: 'waterfront',
    name: 'Waterfront',
    summary: 'two deep bays, two bluffs and a pier',
    terrain: [
      piece('bay-w', 'water', 0, 16, 9, 6, { deepWater: true }),
      piece('bay-e', 'water', 39, 26, 9, 6, { deepWater: true }),
      piece('bluff-n', 'hill', 28, 14, 6, 4, { height: 3, highGround: true }),
      piece('bluff-s', 'hill', 14, 30, 6, 4, { height: 3, highGround: true }),
      piece('pier', 'debris', 17, 19, 3, 2, { height: 1, cover: true, destructible: true }),
    ],
  },
  {
    id: 'city',
    name: 'City',
    summary: 'dense: eight blocks in two rows and two ruined shells',
    terrain: [
      tower('block-1', 4, 14, 5, 5),
      tower('block-2', 15, 14, 5, 5, 10),
      tower('block-3', 28, 14, 5, 5, 6),
      tower('block-4', 39, 14, 5, 5),
      tower('block-5', 4, 29, 5, 5, 6),
      tower('block-6', 15, 29, 5, 5),
      tower('block-7', 28, 29, 5, 5, 10),
      tower('block-8', 39, 29, 5, 5),
      piece('shell-w', 'ruin', 17, 22, 3, 4, { height: 4, cover: true, destructible: true }),
      piece('shell-e', 'ruin', 28, 22, 3, 4, { height: 4, cover: true, destructible: true }),
    ],
  },
]

/** The layout new quick games use when none is named. */
export const DEFAULT_LAYOUT = 'ruins'

/** A layout by id (undefined when there is none). */
export const layoutById = (id: string): TerrainLayout | undefined => TERRAIN_LAYOUTS.find((l) => l.id === id)
