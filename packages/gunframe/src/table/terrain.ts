/**
 * What each terrain feature does, read from its category and qualities, and a per-battlefield
 * cache of the spatial index. The cache is derived data keyed on the battlefield object (never
 * stored in state): repeated questions about one table inside one decision reuse it.
 */
import { buildPolygonIndex, type PolygonIndex, pointInFlatPolygon, type Vec } from '@sortie/engine'
import type { Battlefield, TerrainFeature } from './contract.ts'

export const has = (f: TerrainFeature, q: TerrainFeature['qualities'][number]): boolean =>
  f.category !== 'decorative' && f.qualities.includes(q)

export const isObstacle = (f: TerrainFeature): boolean => f.category === 'obstacle'
export const isBlocking = (f: TerrainFeature): boolean => has(f, 'blocking')
export const isDifficult = (f: TerrainFeature): boolean => has(f, 'difficult')
export const isDangerous = (f: TerrainFeature): boolean => has(f, 'dangerous')
export const isObscuring = (f: TerrainFeature): boolean => has(f, 'obscuring')

/** Can a figure stand on top of it (its top is a floor)? Blocking features may be landed on. */
export const isStandable = (f: TerrainFeature): boolean => has(f, 'elevated') || has(f, 'blocking')

/**
 * Solid: gives cover to a figure touching it and stops sight below its height. Obstacles and
 * blocking or elevated features are solid unless the file says otherwise (a bridge).
 */
export function isSolid(f: TerrainFeature): boolean {
  if (f.category === 'decorative') return false
  if (f.solid !== undefined) return f.solid
  return isObstacle(f) || has(f, 'blocking') || has(f, 'elevated') || f.hardCover === true
}

export interface PreparedField {
  field: Battlefield
  /** Features that do anything (decorative ones dropped), in file order. */
  features: TerrainFeature[]
  index: PolygonIndex
}

const cache = new WeakMap<Battlefield, PreparedField>()

export function prepare(field: Battlefield): PreparedField {
  const hit = cache.get(field)
  if (hit && hit.features.length === field.terrain.filter((f) => f.category !== 'decorative').length)
    return hit
  const features = field.terrain.filter((f) => f.category !== 'decorative')
  const prepared = { field, features, index: buildPolygonIndex(features.map((f) => f.polygon)) }
  cache.set(field, prepared)
  return prepared
}

/** Indices of features whose box the box around a..b grown by `pad` touches. */
export function nearSegment(p: PreparedField, a: Vec, b: Vec, pad: number): number[] {
  return p.index.queryBox(
    Math.min(a.x, b.x) - pad,
    Math.min(a.y, b.y) - pad,
    Math.max(a.x, b.x) + pad,
    Math.max(a.y, b.y) + pad,
  )
}

export const featureContains = (p: PreparedField, i: number, pt: Vec): boolean =>
  pointInFlatPolygon(pt.x, pt.y, p.index.flats[i] as number[])

/** Height of the floor under a point: the tallest standable feature containing it, else 0. */
export function surfaceAt(p: PreparedField, pt: Vec): number {
  let s = 0
  for (const i of p.index.queryBox(pt.x, pt.y, pt.x, pt.y)) {
    const f = p.features[i] as TerrainFeature
    if (isStandable(f) && f.height > s && featureContains(p, i, pt)) s = f.height
  }
  return s
}

/** Is the point inside difficult terrain (landing and jump damage)? */
export function inDifficult(p: PreparedField, pt: Vec): boolean {
  for (const i of p.index.queryBox(pt.x, pt.y, pt.x, pt.y))
    if (isDifficult(p.features[i] as TerrainFeature) && featureContains(p, i, pt)) return true
  return false
}
