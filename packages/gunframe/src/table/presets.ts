/**
 * Ready-made battlefields for the book's four themes on the default 3'×3' table, and the table
 * sizes the book mentions. Heights are inches; figures are 2"–5" tall (see figures.ts), so a 6"
 * building hides a mecha and a 1" wall of crates only its legs.
 *
 * @example
 * preset('city') // 36"×36" city block; preset('desert', '6x4') // generated, same seed every time
 */

import { box, round } from './build.ts'
import type { Battlefield, TerrainFeature } from './contract.ts'
import { randomBattlefield } from './random.ts'
import type { TableSize, Theme } from './themes.ts'

const building = (id: string, x: number, y: number, w: number, d: number, height = 6) =>
  box(id, x, y, w, d, { name: 'Building', qualities: ['blocking', 'elevated'], height })
const crates = (id: string, x: number, y: number, w = 2, d = 1) =>
  box(id, x, y, w, d, { name: 'Crates', category: 'obstacle', height: 1 })
const woods = (id: string, x: number, y: number, r: number) =>
  round(id, { x, y }, r, { name: 'Forest', qualities: ['difficult', 'obscuring'], height: 4 })
const hill = (id: string, x: number, y: number, r: number) =>
  round(id, { x, y }, r, { name: 'Hill', qualities: ['elevated'], height: 1, hardCover: true, slope: true })

const CITY: TerrainFeature[] = [
  box('road', 0, 6.5, 36, 1.5, { name: 'Road', category: 'decorative' }),
  building('tower', 15.5, 15.5, 5, 5, 10),
  building('block-w', 7, 10, 5, 5),
  building('block-e', 24, 21, 5, 5),
  box('ruins', 24, 10, 5, 4, { name: 'Ruined building', qualities: ['difficult'], height: 2 }),
  woods('park', 10, 25, 3.5),
  crates('crates-1', 13, 9),
  crates('crates-2', 21, 27),
  box('car-1', 3.5, 18, 1, 2.5, { name: 'Abandoned vehicle', category: 'obstacle', height: 1 }),
  box('car-2', 31.5, 15.5, 1, 2.5, { name: 'Abandoned vehicle', category: 'obstacle', height: 1 }),
  round('statue', { x: 18, y: 26 }, 0.8, { name: 'Statue', qualities: ['blocking'], height: 5 }),
  round('fountain', { x: 18, y: 10 }, 1, {
    name: 'Fountain',
    category: 'obstacle',
    height: 1,
    hardCover: true,
  }),
]

const FOREST: TerrainFeature[] = [
  woods('wood-centre', 18, 18, 4),
  woods('wood-nw', 7, 27, 3.5),
  woods('wood-se', 29, 9, 3.5),
  woods('wood-ne', 28, 26, 3),
  box('river', 0, 12, 12, 2, { name: 'River', qualities: ['difficult'] }),
  hill('hill', 9, 17, 2.5),
  box('cabin', 24, 15, 3, 2.5, { name: 'Cabin', qualities: ['blocking', 'elevated'], height: 3 }),
  box('hedge', 12, 8, 4, 0.5, { name: 'Hedgerow', category: 'obstacle', height: 1 }),
  round('lone-tree', { x: 27, y: 20.5 }, 0.6, { name: 'Lone tree', category: 'obstacle', height: 3 }),
  box('swamp', 15, 26, 4, 3, { name: 'Swamp', qualities: ['difficult', 'dangerous'] }),
]

const DESERT: TerrainFeature[] = [
  round(
    'butte',
    { x: 18, y: 18 },
    3,
    { name: 'Butte', qualities: ['blocking'], height: 8, hardCover: true },
    7,
  ),
  round(
    'butte-w',
    { x: 7, y: 24 },
    2,
    { name: 'Butte', qualities: ['blocking'], height: 8, hardCover: true },
    6,
  ),
  hill('dune-e', 28, 12, 3),
  hill('dune-n', 26, 27, 2.5),
  box('silo', 8, 9, 3, 3, {
    name: 'Missile silo',
    qualities: ['blocking', 'elevated'],
    height: 5,
    hardCover: true,
  }),
  round('boulder-1', { x: 14, y: 11 }, 0.7, {
    name: 'Boulders',
    category: 'obstacle',
    height: 1,
    hardCover: true,
  }),
  round('boulder-2', { x: 23, y: 23 }, 0.7, {
    name: 'Boulders',
    category: 'obstacle',
    height: 1,
    hardCover: true,
  }),
  round('cacti', { x: 30, y: 20 }, 0.6, { name: 'Cacti', category: 'obstacle', height: 1.5 }),
  box('sand', 13, 26, 5, 3, { name: 'Soft sand', qualities: ['difficult'] }),
  box('solar', 20, 7, 6, 2, { name: 'Solar farm', category: 'obstacle', height: 1 }),
]

const MOON: TerrainFeature[] = [
  box('dome', 15.5, 16, 5, 4, {
    name: 'Moon base',
    qualities: ['blocking', 'elevated'],
    height: 4,
    hardCover: true,
  }),
  round('crater-1', { x: 9, y: 12 }, 3, { name: 'Crater', qualities: ['difficult'] }),
  round('crater-2', { x: 27, y: 24 }, 3, { name: 'Crater', qualities: ['difficult'] }),
  round('crater-3', { x: 27, y: 10 }, 1.8, { name: 'Crater', qualities: ['difficult'] }),
  round(
    'rocks-1',
    { x: 8, y: 25 },
    2,
    { name: 'Rocky outcrop', qualities: ['blocking'], height: 4, hardCover: true },
    5,
  ),
  round(
    'rocks-2',
    { x: 30, y: 17 },
    1.5,
    { name: 'Rocky outcrop', qualities: ['blocking'], height: 4, hardCover: true },
    5,
  ),
  box('pipes', 13, 22.5, 6, 0.8, { name: 'Industrial piping', category: 'obstacle', height: 1 }),
  box('pipes-2', 19, 11, 0.8, 4, { name: 'Industrial piping', category: 'obstacle', height: 1 }),
  round('dish', { x: 21, y: 27 }, 1, { name: 'Satellite array', qualities: ['blocking'], height: 5 }),
  box('wreck', 3, 17, 4, 2, { name: 'Crashed ship', qualities: ['blocking', 'elevated'], height: 2.5 }),
]

const HAND_MADE: Record<Theme, TerrainFeature[]> = { city: CITY, forest: FOREST, desert: DESERT, moon: MOON }
const NAMES: Record<Theme, string> = {
  city: 'City block',
  forest: 'Forest clearing',
  desert: 'Desert outpost',
  moon: 'Lunar base',
}

/**
 * A theme's battlefield: hand-made on 3'×3'; other sizes come from the generator with a fixed
 * seed, so `preset(theme, size)` is always the same table.
 */
export function preset(theme: Theme, size: TableSize = '3x3'): Battlefield {
  if (size !== '3x3')
    return { ...randomBattlefield(`preset:${theme}`, theme, size), name: `${NAMES[theme]} (${size})` }
  return { name: NAMES[theme], width: 36, depth: 36, terrain: structuredClone(HAND_MADE[theme]) }
}
