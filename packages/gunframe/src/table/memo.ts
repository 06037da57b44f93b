/**
 * Remembered answers for one position: the same move candidates are asked many times over
 * while the figures stand still — by legal() and again by a bot scoring the very
 * decisions it listed, and again after a decision (a lock, a failed attack) that moved nobody.
 *
 * The key is the whole input, compared by value on every question (the table's outlines and
 * feature qualities, every figure's fields, the ids and options), never an object's identity
 * alone: a state edited in place, or a copy of it, is looked up by what it holds, so an answer
 * is only ever reused where measuring again would give the very same one. Answers are handed out
 * as copies, so a caller that edits what it got cannot change what the next caller gets.
 */
import type { Vec } from '@sortie/engine'
import { newSearch, type Search } from './best-candidate.ts'
import type { Battlefield, Figure, TerrainFeature } from './contract.ts'
import { type PreparedField, prepare } from './terrain.ts'

/** One position: a table and the figures on it, with what has been measured there. */
interface Position {
  prep: PreparedField
  /** The figures' fields, ten a figure, in order (see sameFigures). */
  figs: unknown[]
  paths: Map<string, Listing>
  /** Per unit and allowance: what best-first searches measured here (best-candidate.ts). */
  searches: Map<string, Search>
}

/** Positions kept: a decision's own, the one before it, and a few asked on the side. */
const KEEP = 6
const recent: Position[] = []

function sameFeature(a: TerrainFeature, b: TerrainFeature): boolean {
  if (a === b) return true
  if (
    a.id !== b.id ||
    a.category !== b.category ||
    a.height !== b.height ||
    a.hardCover !== b.hardCover ||
    a.slope !== b.slope ||
    a.solid !== b.solid ||
    a.qualities.length !== b.qualities.length
  )
    return false
  for (let i = 0; i < a.qualities.length; i++) if (a.qualities[i] !== b.qualities[i]) return false
  return true
}

/** The same table: the outlines are one index only when equal bit for bit (terrain.ts). */
export function sameTable(p: PreparedField, q: PreparedField): boolean {
  if (p === q) return true
  if (p.index !== q.index || p.field.width !== q.field.width || p.field.depth !== q.field.depth) return false
  if (p.features.length !== q.features.length) return false
  for (let i = 0; i < p.features.length; i++)
    if (!sameFeature(p.features[i] as TerrainFeature, q.features[i] as TerrainFeature)) return false
  return true
}

const FIELDS = 10

function snapshot(figures: readonly Figure[]): unknown[] {
  const out: unknown[] = []
  for (const f of figures)
    out.push(f.id, f.side, f.pos.x, f.pos.y, f.facing, f.radius, f.height, f.elevation, f.flying, f.frame)
  return out
}

function sameFigures(snap: readonly unknown[], figures: readonly Figure[]): boolean {
  if (snap.length !== figures.length * FIELDS) return false
  for (let i = 0, k = 0; i < figures.length; i++, k += FIELDS) {
    const f = figures[i] as Figure
    if (
      !Object.is(snap[k + 2], f.pos.x) ||
      !Object.is(snap[k + 3], f.pos.y) ||
      !Object.is(snap[k + 4], f.facing) ||
      snap[k] !== f.id ||
      snap[k + 1] !== f.side ||
      !Object.is(snap[k + 5], f.radius) ||
      !Object.is(snap[k + 6], f.height) ||
      !Object.is(snap[k + 7], f.elevation) ||
      snap[k + 8] !== f.flying ||
      snap[k + 9] !== f.frame
    )
      return false
  }
  return true
}

function positionOf(field: Battlefield, figures: readonly Figure[]): Position {
  const prep = prepare(field)
  for (let i = 0; i < recent.length; i++) {
    const p = recent[i] as Position
    if (!sameFigures(p.figs, figures) || !sameTable(p.prep, prep)) continue
    // The newest copy of the table is the one the next question most likely brings.
    p.prep = prep
    if (i > 0) {
      recent.splice(i, 1)
      recent.unshift(p)
    }
    return p
  }
  const p: Position = { prep, figs: snapshot(figures), paths: new Map(), searches: new Map() }
  recent.unshift(p)
  if (recent.length > KEEP) recent.pop()
  return p
}

/** A position's candidates for one unit and allowance: those listed so far, and the rest to come. */
interface Listing {
  paths: Vec[][]
  more: Iterator<Vec[]> | null
}

const keyOf = (unitId: string, allowance: number) => `${unitId.length}:${unitId}${allowance}`

/** Work that goes on later measures its own copy of the figures (a caller's may move). */
const ownCopy = (figures: readonly Figure[]): Figure[] =>
  figures.map((f) => ({ ...f, pos: { x: f.pos.x, y: f.pos.y } }))

/** Each path is a copy: callers put them in decisions, and a decision's points may end in a state. */
function* replay(l: Listing): Generator<Vec[]> {
  for (let i = 0; ; i++) {
    if (i >= l.paths.length) {
      const next = l.more?.next()
      if (!next || next.done) {
        l.more = null
        return
      }
      l.paths.push(next.value)
    }
    yield (l.paths[i] as Vec[]).map((p) => ({ x: p.x, y: p.y }))
  }
}

/**
 * `moveCandidates` remembered for the position (`list` lists them one by one), listed no further
 * than some caller has asked.
 */
export function rememberedCandidates(
  list: (
    field: Battlefield,
    figures: readonly Figure[],
    unitId: string,
    allowance: number,
  ) => Iterator<Vec[]>,
  field: Battlefield,
  figures: readonly Figure[],
  unitId: string,
  allowance: number,
): Iterable<Vec[]> {
  const pos = positionOf(field, figures)
  const key = keyOf(unitId, allowance)
  let l = pos.paths.get(key)
  if (!l) {
    l = { paths: [], more: list(field, ownCopy(figures), unitId, allowance) }
    pos.paths.set(key, l)
  }
  return replay(l)
}

/**
 * What a best-first search may read back for this position, unit and allowance: the candidates
 * already listed in full — remembered from an earlier `rememberedCandidates` — or else the search
 * kept for it (best-candidate.ts `Search`, begun now if none was). A listing only begun is not
 * read back: going on with it would measure every candidate left, where the search measures only
 * the few that could win (a listing that only asked whether there is any move stops at the first).
 */
export function candidatesAt(
  field: Battlefield,
  figures: readonly Figure[],
  unitId: string,
  allowance: number,
): { known: Iterable<Vec[]> } | { known: null; search: Search } {
  const pos = positionOf(field, figures)
  const key = keyOf(unitId, allowance)
  const l = pos.paths.get(key)
  if (l && l.more === null) return { known: replay(l) }
  let search = pos.searches.get(key)
  if (!search) {
    search = newSearch(field, ownCopy(figures), unitId, allowance)
    pos.searches.set(key, search)
  }
  return { known: null, search }
}
