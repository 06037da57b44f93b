/**
 * What each terrain feature does, read from its category and qualities, and a per-battlefield
 * cache of the spatial index. The cache is derived data keyed on the battlefield object (never
 * stored in state): repeated questions about one table inside one decision reuse it.
 */
import { buildPolygonIndex, type PolygonIndex, pointInFlatPolygon, type Vec } from '@sortie/engine'
import { boundsOf } from './bounds.ts'
import type { Battlefield, TerrainFeature } from './contract.ts'
import { flatPointDistance } from './difficult.ts'

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
  /** Each feature's box (bounds.ts), for the early-outs in front of the exact outline tests. */
  bounds: Float64Array
}

const cache = new WeakMap<Battlefield, PreparedField>()

/** Tables of up to this many features are searched by a plain scan of their boxes (no tree). */
const SCAN = 64

/** Same number, -0 told from 0 (an index built on one outline must be the other's bit for bit). */
const same = (a: number, b: number): boolean => a === b && (a !== 0 || 1 / a === 1 / b)

/**
 * Indexes recently built, for reuse: every applied decision hands the battle a fresh copy of its
 * state, table included, so the field object is new but its outlines are the same numbers.
 */
const recent: { index: PolygonIndex; bounds: Float64Array }[] = []
const RECENT = 4

function indexFor(features: readonly TerrainFeature[]): { index: PolygonIndex; bounds: Float64Array } {
  for (const r of recent) {
    const flats = r.index.flats
    if (flats.length !== features.length) continue
    let equal = true
    for (let k = 0; k < features.length && equal; k++) {
      const poly = (features[k] as TerrainFeature).polygon
      const flat = flats[k] as number[]
      if (flat.length !== 2 * poly.length) equal = false
      for (let i = 0; i < poly.length && equal; i++) {
        const p = poly[i] as Vec
        if (!same(p.x, flat[2 * i] as number) || !same(p.y, flat[2 * i + 1] as number)) equal = false
      }
    }
    if (equal) return r
  }
  const index = buildPolygonIndex(features.map((f) => f.polygon))
  const built = { index, bounds: boundsOf(index.flats) }
  recent.unshift(built)
  if (recent.length > RECENT) recent.pop()
  return built
}

export function prepare(field: Battlefield): PreparedField {
  const hit = cache.get(field)
  if (hit) {
    // A feature added to (or made decorative on) the same table object means building again.
    let n = 0
    for (const f of field.terrain) if (f.category !== 'decorative') n++
    if (n === hit.features.length) return hit
  }
  const features = field.terrain.filter((f) => f.category !== 'decorative')
  const prepared = { field, features, ...indexFor(features) }
  cache.set(field, prepared)
  return prepared
}

/** Indices of features whose box touches the box, ascending (the index's own query's answer). */
export function featuresInBox(
  p: PreparedField,
  minX: number,
  minY: number,
  maxX: number,
  maxY: number,
): number[] {
  const n = p.features.length
  if (n > SCAN) return p.index.queryBox(minX, minY, maxX, maxY)
  const b = p.bounds
  const out: number[] = []
  for (let i = 0, k = 0; i < n; i++, k += 4) {
    // The tree's own comparisons, so the answer is the same even for odd (NaN) boxes.
    if (maxX < (b[k] as number) || maxY < (b[k + 1] as number)) continue
    if (minX > (b[k + 2] as number) || minY > (b[k + 3] as number)) continue
    out.push(i)
  }
  return out
}

/** Indices of features whose box the box around a..b grown by `pad` touches. */
export function nearSegment(p: PreparedField, a: Vec, b: Vec, pad: number): number[] {
  return featuresInBox(
    p,
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
  for (const i of featuresInBox(p, pt.x, pt.y, pt.x, pt.y)) {
    const f = p.features[i] as TerrainFeature
    if (isStandable(f) && f.height > s && featureContains(p, i, pt)) s = f.height
  }
  return s
}

/**
 * GF-FIELD-HILLS: is the floor under a point (surfaceAt's feature) a hill agreed to be a gentle
 * slope? Stepping on or off one is never a ledge, whatever its height.
 */
export function slopedAt(p: PreparedField, pt: Vec): boolean {
  let s = 0
  let slope = false
  for (const i of featuresInBox(p, pt.x, pt.y, pt.x, pt.y)) {
    const f = p.features[i] as TerrainFeature
    if (isStandable(f) && f.height > s && featureContains(p, i, pt)) {
      s = f.height
      slope = f.slope === true
    }
  }
  return slope
}

/**
 * Is a base of radius `r` centred at the point in difficult terrain (landing and jump damage)?
 * As for moving through it (GF-TER-DIFFICULT), any part of the base inside the area counts; one
 * only touching its edge is not in it. `r = 0` asks about the point alone.
 */
export function inDifficult(p: PreparedField, pt: Vec, r = 0): boolean {
  for (const i of featuresInBox(p, pt.x - r, pt.y - r, pt.x + r, pt.y + r)) {
    if (!isDifficult(p.features[i] as TerrainFeature)) continue
    if (
      r > 0
        ? flatPointDistance(pt.x, pt.y, p.index.flats[i] as number[]) < r - 1e-6
        : featureContains(p, i, pt)
    )
      return true
  }
  return false
}
