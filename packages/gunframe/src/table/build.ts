/** One-line builders for terrain features, tables and figures: used by presets, the generator and tests. */
import { rect, regularPolygon, type Vec } from '@sortie/engine'
import type { Battlefield, Figure, TerrainFeature } from './contract.ts'
import { baseRadius, figureHeight } from './figures.ts'

type Extra = Partial<Omit<TerrainFeature, 'id' | 'polygon'>>

export function feature(id: string, polygon: Vec[], extra: Extra = {}): TerrainFeature {
  return {
    id: id.startsWith('terrain:') ? id : `terrain:${id}`,
    name: extra.name ?? id,
    category: extra.category ?? 'area',
    qualities: extra.qualities ?? [],
    height: extra.height ?? 0,
    ...(extra.hardCover !== undefined ? { hardCover: extra.hardCover } : {}),
    ...(extra.solid !== undefined ? { solid: extra.solid } : {}),
    ...(extra.slope !== undefined ? { slope: extra.slope } : {}),
    polygon,
  }
}

export const box = (
  id: string,
  x: number,
  y: number,
  w: number,
  d: number,
  extra: Extra = {},
): TerrainFeature => feature(id, rect(x, y, w, d), extra)

export const round = (id: string, c: Vec, r: number, extra: Extra = {}, sides = 8): TerrainFeature =>
  feature(id, regularPolygon(c, r, sides, Math.PI / sides), extra)

export const table = (terrain: TerrainFeature[], width = 36, depth = 36): Battlefield => ({
  width,
  depth,
  terrain,
})

export function figure(id: string, side: string, x: number, y: number, extra: Partial<Figure> = {}): Figure {
  const frame = extra.frame ?? 'medium'
  return {
    id: id.startsWith('unit:') ? id : `unit:${id}`,
    side,
    pos: { x, y },
    facing: 0,
    radius: baseRadius(frame),
    height: figureHeight(frame),
    elevation: 0,
    flying: false,
    frame,
    ...extra,
  }
}

/** A w×d rectangle centred on c, turned by `angle` radians (counter-clockwise outline). */
export function turnedBox(
  id: string,
  c: Vec,
  w: number,
  d: number,
  angle: number,
  extra: Extra = {},
): TerrainFeature {
  const cos = Math.cos(angle)
  const sin = Math.sin(angle)
  const corners: [number, number][] = [
    [-w / 2, -d / 2],
    [w / 2, -d / 2],
    [w / 2, d / 2],
    [-w / 2, d / 2],
  ]
  return feature(
    id,
    corners.map(([x, y]) => ({ x: c.x + x * cos - y * sin, y: c.y + x * sin + y * cos })),
    extra,
  )
}
