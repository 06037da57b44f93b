/**
 * Remembered sight across positions. The answer from a to b depends on the table, on the two
 * figures themselves and on the figures whose base comes within reach of the rays between them
 * at a height they pass through (sight.ts `screensBetween`); every other figure may move freely
 * without changing it.
 * After a move most pairs are asked again with only far-away figures moved: those are answered
 * from the last time, where a per-position memo would measure every pair afresh.
 *
 * Each remembered answer keeps a copy of everything it was measured from, compared by value on
 * every question (as memo.ts does): a state edited in place, or a copy of it, is looked up by what
 * it holds. Answers are handed out as copies.
 */
import type { Battlefield, Figure, SightCheck, SightOptions, TableRules } from './contract.ts'
import { sameTable } from './memo.ts'
import { lineOfSight, screensBetween, sightBetween } from './sight.ts'
import { type PreparedField, prepare } from './terrain.ts'

/** What sight reads off a figure; the same fields kept for the viewer and the target. */
const FIGURE_FIELDS = 8
/** What sight reads off a figure in the way (whether it flies decides where its body is). */
const SCREEN_FIELDS = 6

interface Remembered {
  prep: PreparedField
  turreted: boolean
  /** Viewer then target: x, y, facing, radius, height, elevation, flying, frame. */
  pair: unknown[]
  /** The figures in the way: x, y, radius, height, elevation, flying (1/0) each, in order. */
  screens: number[]
  answer: SightCheck
}

/** Answers kept per pair of ids (the newest first). */
const PER_PAIR = 4
/** Pairs of ids kept before all are forgotten (a game has a few hundred). */
const MAX_PAIRS = 4096

const byPair = new Map<string, Map<string, Remembered[]>>()
/** The figures in the way of the question being answered (screensBetween fills it). */
const scratch: Figure[] = []
let pairs = 0

function pushFigure(out: unknown[], f: Figure): void {
  out.push(f.pos.x, f.pos.y, f.facing, f.radius, f.height, f.elevation, f.flying, f.frame)
}

function samePair(kept: readonly unknown[], a: Figure, b: Figure): boolean {
  for (let k = 0; k < 2 * FIGURE_FIELDS; k += FIGURE_FIELDS) {
    const f = k === 0 ? a : b
    if (
      !Object.is(kept[k], f.pos.x) ||
      !Object.is(kept[k + 1], f.pos.y) ||
      !Object.is(kept[k + 2], f.facing) ||
      !Object.is(kept[k + 3], f.radius) ||
      !Object.is(kept[k + 4], f.height) ||
      !Object.is(kept[k + 5], f.elevation) ||
      kept[k + 6] !== f.flying ||
      kept[k + 7] !== f.frame
    )
      return false
  }
  return true
}

function sameScreens(kept: readonly number[], screens: readonly Figure[]): boolean {
  if (kept.length !== screens.length * SCREEN_FIELDS) return false
  for (let i = 0, k = 0; i < screens.length; i++, k += SCREEN_FIELDS) {
    const s = screens[i] as Figure
    if (
      !Object.is(kept[k], s.pos.x) ||
      !Object.is(kept[k + 1], s.pos.y) ||
      !Object.is(kept[k + 2], s.radius) ||
      !Object.is(kept[k + 3], s.height) ||
      !Object.is(kept[k + 4], s.elevation) ||
      kept[k + 5] !== (s.flying ? 1 : 0)
    )
      return false
  }
  return true
}

function listFor(fromId: string, toId: string): Remembered[] {
  let row = byPair.get(fromId)
  if (!row) {
    row = new Map()
    byPair.set(fromId, row)
  }
  let list = row.get(toId)
  if (!list) {
    if (pairs >= MAX_PAIRS) {
      byPair.clear()
      pairs = 0
      return listFor(fromId, toId)
    }
    list = []
    row.set(toId, list)
    pairs++
  }
  return list
}

/** `figures.find` by id, without a closure made on every one of the many sight questions. */
function firstWithId(figures: readonly Figure[], id: string): Figure | undefined {
  for (let i = 0; i < figures.length; i++) if ((figures[i] as Figure).id === id) return figures[i]
  return undefined
}

/** `lineOfSight` remembered across positions (`measure` is the real one). */
export function rememberedSight(
  measure: TableRules['lineOfSight'],
  field: Battlefield,
  figures: readonly Figure[],
  fromId: string,
  toId: string,
  opts?: SightOptions,
): SightCheck {
  // The viewer and target as the measure finds them (the first figure with each id).
  const a = firstWithId(figures, fromId)
  const b = firstWithId(figures, toId)
  if (!a || !b || a === b) return measure(field, figures, fromId, toId, opts)
  const prep = prepare(field)
  const turreted = opts?.turreted === true
  const screens = screensBetween(figures, a, b, scratch)
  const list = listFor(fromId, toId)
  for (let i = 0; i < list.length; i++) {
    const r = list[i] as Remembered
    if (r.turreted !== turreted || !samePair(r.pair, a, b) || !sameScreens(r.screens, screens)) continue
    if (r.prep !== prep && !sameTable(r.prep, prep)) continue
    // The newest copy of the table is the one the next question most likely brings.
    r.prep = prep
    if (i > 0) {
      list.splice(i, 1)
      list.unshift(r)
    }
    return { ...r.answer }
  }
  // The screens are read before measuring: the scratch list is this function's alone.
  const kept: number[] = []
  for (const s of screens) kept.push(s.pos.x, s.pos.y, s.radius, s.height, s.elevation, s.flying ? 1 : 0)
  // The real measure is handed what was just found (the figures, the table, those in the way)
  // rather than finding it all again.
  const answer =
    measure === lineOfSight
      ? sightBetween(prep, figures, a, b, opts ?? {}, true, screens)
      : measure(field, figures, fromId, toId, opts)
  const pair: unknown[] = []
  pushFigure(pair, a)
  pushFigure(pair, b)
  list.unshift({ prep, turreted, pair, screens: kept, answer })
  if (list.length > PER_PAIR) list.pop()
  return { ...answer }
}
