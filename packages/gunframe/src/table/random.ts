/**
 * Seeded random battlefields for a theme and table size. The same seed, theme and size always
 * give the same table. A solid or area feature always stands near the centre (the book asks
 * that the middle not be open ground), and features keep lanes between them wide enough for
 * the biggest base to pass.
 *
 * @example
 * randomBattlefield('game-17', 'forest', '3x3')
 */
import { polygonPolygonDistance, seedToInt, type Vec } from '@sortie/engine'
import { round, turnedBox } from './build.ts'
import type { Battlefield, TerrainFeature } from './contract.ts'
import { TABLE_SIZES, type TableSize, type Theme } from './themes.ts'

type Rand = () => number
type Maker = (id: string, c: Vec, rand: Rand) => TerrainFeature

/** Small seeded generator (mulberry32): the same numbers from the same seed, everywhere. */
export function mulberry32(seed: number): Rand {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const between = (rand: Rand, lo: number, hi: number): number => lo + (hi - lo) * rand()
const angle = (rand: Rand): number => rand() * Math.PI

const building: Maker = (id, c, r) =>
  turnedBox(id, c, between(r, 3, 6), between(r, 3, 5), angle(r), {
    name: 'Building',
    qualities: ['blocking', 'elevated'],
    height: Math.round(between(r, 4, 9)),
  })
const ruins: Maker = (id, c, r) =>
  turnedBox(id, c, between(r, 3, 5), between(r, 3, 4), angle(r), {
    name: 'Ruins',
    qualities: ['difficult'],
    height: 2,
  })
const forest: Maker = (id, c, r) =>
  round(id, c, between(r, 2.5, 4), { name: 'Forest', qualities: ['difficult', 'obscuring'], height: 4 }, 8)
const crates: Maker = (id, c, r) =>
  turnedBox(id, c, between(r, 1.5, 3), 1, angle(r), { name: 'Crates', category: 'obstacle', height: 1 })
const wall: Maker = (id, c, r) =>
  turnedBox(id, c, between(r, 3, 5), 0.5, angle(r), {
    name: 'Wall',
    category: 'obstacle',
    height: 1,
    hardCover: true,
  })
const hill: Maker = (id, c, r) =>
  round(
    id,
    c,
    between(r, 2, 3.5),
    { name: 'Hill', qualities: ['elevated'], height: 1, hardCover: true, slope: true },
    8,
  )
const butte: Maker = (id, c, r) =>
  round(id, c, between(r, 1.5, 3), { name: 'Butte', qualities: ['blocking'], height: 8, hardCover: true }, 6)
const boulders: Maker = (id, c, r) =>
  round(
    id,
    c,
    between(r, 0.5, 0.9),
    { name: 'Boulders', category: 'obstacle', height: 1, hardCover: true },
    6,
  )
const crater: Maker = (id, c, r) =>
  round(id, c, between(r, 1.5, 3.5), { name: 'Crater', qualities: ['difficult'] }, 10)
const swamp: Maker = (id, c, r) =>
  turnedBox(id, c, between(r, 3, 5), between(r, 2, 4), angle(r), {
    name: 'Swamp',
    qualities: ['difficult', 'dangerous'],
  })
const outcrop: Maker = (id, c, r) =>
  round(
    id,
    c,
    between(r, 1.2, 2.2),
    { name: 'Rocky outcrop', qualities: ['blocking'], height: 4, hardCover: true },
    5,
  )
const dome: Maker = (id, c, r) =>
  round(
    id,
    c,
    between(r, 2, 3),
    { name: 'Dome', qualities: ['blocking', 'elevated'], height: 4, hardCover: true },
    10,
  )
const pipes: Maker = (id, c, r) =>
  turnedBox(id, c, between(r, 3, 6), 0.8, angle(r), {
    name: 'Industrial piping',
    category: 'obstacle',
    height: 1,
  })

interface Palette {
  /** Pieces that may stand in the centre. */
  centre: [string, Maker][]
  /** Pieces for the rest of the table, with weights. */
  rest: [string, Maker, number][]
}

const PALETTES: Record<Theme, Palette> = {
  city: {
    centre: [['building', building]],
    rest: [
      ['building', building, 5],
      ['ruins', ruins, 2],
      ['park', forest, 1],
      ['crates', crates, 2],
      ['wall', wall, 1],
    ],
  },
  forest: {
    centre: [['forest', forest]],
    rest: [
      ['forest', forest, 5],
      ['hill', hill, 2],
      ['swamp', swamp, 1],
      ['hedge', wall, 1],
      ['cabin', building, 1],
    ],
  },
  desert: {
    centre: [['butte', butte]],
    rest: [
      ['butte', butte, 2],
      ['hill', hill, 3],
      ['boulders', boulders, 3],
      ['sand', crater, 1],
      ['silo', building, 1],
    ],
  },
  moon: {
    centre: [['dome', dome]],
    rest: [
      ['crater', crater, 4],
      ['outcrop', outcrop, 3],
      ['dome', dome, 1],
      ['pipes', pipes, 2],
    ],
  },
}

/** Gap left between features: the widest default base (3") plus a little. */
const LANE = 3.2
/** Features per square inch of table: about 13 on 3'×3'. */
const DENSITY = 1 / 100

function inside(f: TerrainFeature, w: number, d: number): boolean {
  return f.polygon.every((p) => p.x >= 0.5 && p.y >= 0.5 && p.x <= w - 0.5 && p.y <= d - 0.5)
}

export function randomBattlefield(seed: string, theme: Theme, size: TableSize = '3x3'): Battlefield {
  const { width, depth } = TABLE_SIZES[size]
  const rand = mulberry32(seedToInt(`${seed}|${theme}|${size}`))
  const palette = PALETTES[theme]
  const terrain: TerrainFeature[] = []
  const fits = (f: TerrainFeature) =>
    inside(f, width, depth) && terrain.every((g) => polygonPolygonDistance(f.polygon, g.polygon) >= LANE)
  const centre = { x: width / 2, y: depth / 2 }
  const [cName, cMake] = palette.centre[Math.floor(rand() * palette.centre.length)] ?? ['centre', forest]
  terrain.push(
    cMake(
      `terrain:${cName}-1`,
      { x: centre.x + between(rand, -0.5, 0.5), y: centre.y + between(rand, -0.5, 0.5) },
      rand,
    ),
  )
  const total = palette.rest.reduce((s, [, , wgt]) => s + wgt, 0)
  const target = Math.round(width * depth * DENSITY)
  for (let tries = 0; terrain.length < target && tries < target * 40; tries++) {
    let pick = rand() * total
    let entry = palette.rest[0]
    for (const e of palette.rest) {
      pick -= e[2]
      if (pick <= 0) {
        entry = e
        break
      }
    }
    if (!entry) break
    const c = { x: between(rand, 2, width - 2), y: between(rand, 2, depth - 2) }
    const f = entry[1](`terrain:${entry[0]}-${terrain.length + 1}`, c, rand)
    if (fits(f)) terrain.push(f)
  }
  return { name: `Random ${theme} (${seed})`, width, depth, terrain }
}
