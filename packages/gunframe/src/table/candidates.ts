/**
 * A finite set of useful, legal moves for bots and for the ruleset's `legal()`: straight moves
 * in sixteen directions at full and half Speed, towards each of the nearest enemies (stopping in
 * base contact), directly away from the nearest one, towards the table centre, and into the lee
 * of nearby solid terrain. Every path returned has passed measureMove.
 */
import { closestPointOnPolygon, hypot, polygonCentroid, type Vec } from '@sortie/engine'
import type { Battlefield, Figure, MoveMode } from './contract.ts'
import { edgeDistance } from './figures.ts'
import { type Mover, measureFor, moverOf } from './move.ts'
import { endRefused, figuresAlong, wallInTheWay, withinReach } from './refusals.ts'
import { isSolid } from './terrain.ts'

const DIRECTIONS = 16
/** Shorter tries when the full line is illegal (an obstacle, a wall, a base in the way). */
const FRACTIONS = [1, 0.8, 0.6, 0.4, 0.2]
const MAX_CANDIDATES = 48
/** Farther apart than this (inches) in x or y, two ends never round to the same tenths. */
const NEAR = 0.11

/**
 * The candidates one by one, in the order `moveCandidates` lists them: a caller that needs only
 * the first few (a reaction offers eight moves) pays only for measuring those.
 */
export function* candidatePaths(
  field: Battlefield,
  figures: readonly Figure[],
  unitId: string,
  allowance: number,
): Generator<Vec[]> {
  const mover = moverOf(field, figures, unitId)
  if (!mover || !(allowance > 0)) return
  // The mover and its table are looked up once; each try below only measures its path.
  const me = mover.me
  const mode: MoveMode = me.flying ? 'fly' : 'ground'
  const ground = mode === 'ground'
  const { prep } = mover
  // Every try ends within `allowance` of where the figure stands (each is cut to it), so the
  // bases beyond reach, which every base test would pass over on every try, are left out once
  // (the margin dwarfs any rounding of the ends).
  const others = withinReach(me, mover.others, allowance + 1e-3)
  const near: Mover = { ...mover, others }
  // The ends listed so far, as numbers. Two ends share a rounded key only when within 0.1" of each
  // other in x and in y (both coordinates round to the same tenth), so a key is only spelled out
  // for the listed ends that come that close: an end is listed once.
  const seenX: number[] = []
  const seenY: number[] = []
  /** Each listed end's key, once spelled out. */
  const seenKey: (string | undefined)[] = []
  const keyOf = (x: number, y: number) => `${x.toFixed(1)},${y.toFixed(1)}`
  const seen = (x: number, y: number): boolean => {
    let key: string | undefined
    for (let i = 0; i < seenX.length; i++) {
      const sx = seenX[i] as number
      const sy = seenY[i] as number
      if (!(Math.abs(sx - x) <= NEAR && Math.abs(sy - y) <= NEAR)) continue
      key ??= keyOf(x, y)
      let k = seenKey[i]
      if (k === undefined) {
        k = keyOf(sx, sy)
        seenKey[i] = k
      }
      if (k === key) return true
    }
    return false
  }
  const tryLine = (target: Vec, maxLen = allowance): Vec[] | null => {
    const dx = target.x - me.pos.x
    const dy = target.y - me.pos.y
    const full = hypot(dx, dy)
    const len = Math.min(full, maxLen)
    if (len < 0.25) return null
    const facing = Math.atan2(dy, dx)
    for (const f of FRACTIONS) {
      const l = len * f
      if (l < 0.25) return null
      const k = l / full
      const ex = me.pos.x + dx * k
      const ey = me.pos.y + dy * k
      if (seen(ex, ey)) return null
      // Most tries end off the table, on a base, against a wall or a base: those are dropped
      // before any path is built or the terrain walked.
      if (ground && (endRefused(field, me, others, ex, ey) || wallInTheWay(prep, me, me.pos, ex, ey)))
        continue
      const end = { x: ex, y: ey }
      const path = [{ x: me.pos.x, y: me.pos.y }, end]
      if (ground && figuresAlong(me, others, path)) continue
      const r = measureFor(near, { unitId, path, facing, mode, allowance }, ground)
      if (r.ok) {
        seenX.push(ex)
        seenY.push(ey)
        seenKey.push(undefined)
        return path
      }
    }
    return null
  }
  let n = 0
  // Nearest first (ties in table order): each distance measured once, not once a comparison.
  const foes = figures.filter((f) => f.side !== me.side)
  const gaps = foes.map((f) => edgeDistance(me, f))
  const enemies = foes
    .map((_, i) => i)
    .sort((p, q) => (gaps[p] as number) - (gaps[q] as number))
    .map((i) => foes[i] as Figure)
  // Towards the nearest enemies: stop with bases touching.
  for (const e of enemies.slice(0, 3)) {
    const d = hypot(e.pos.x - me.pos.x, e.pos.y - me.pos.y)
    const stop = Math.max(0, d - me.radius - e.radius - 0.01)
    const p = tryLine(e.pos, Math.min(allowance, stop))
    if (p) {
      yield p
      if (++n >= MAX_CANDIDATES) return
    }
  }
  const nearest = enemies[0]
  if (nearest) {
    const p = tryLine({ x: 2 * me.pos.x - nearest.pos.x, y: 2 * me.pos.y - nearest.pos.y })
    if (p) {
      yield p
      if (++n >= MAX_CANDIDATES) return
    }
  }
  const centre = tryLine({ x: field.width / 2, y: field.depth / 2 })
  if (centre) {
    yield centre
    if (++n >= MAX_CANDIDATES) return
  }
  // Cover: just beside solid features within reach, on the side away from the nearest enemy.
  for (const f of mover.prep.features) {
    if (!isSolid(f)) continue
    const c = polygonCentroid(f.polygon)
    if (hypot(c.x - me.pos.x, c.y - me.pos.y) > allowance + 6) continue
    const threat = nearest?.pos ?? { x: field.width / 2, y: field.depth / 2 }
    const ax = c.x - threat.x
    const ay = c.y - threat.y
    const al = hypot(ax, ay) || 1
    const far = { x: c.x + (ax / al) * 50, y: c.y + (ay / al) * 50 }
    const q = closestPointOnPolygon(far, f.polygon)
    const nx = q.x - c.x
    const ny = q.y - c.y
    const nl = hypot(nx, ny) || 1
    const spot = { x: q.x + (nx / nl) * (me.radius + 0.02), y: q.y + (ny / nl) * (me.radius + 0.02) }
    const p = tryLine(spot)
    if (p) {
      yield p
      if (++n >= MAX_CANDIDATES) return
    }
  }
  for (const dist of [allowance, allowance / 2]) {
    for (let k = 0; k < DIRECTIONS; k++) {
      const th = (2 * Math.PI * k) / DIRECTIONS
      const p = tryLine({ x: me.pos.x + dist * Math.cos(th), y: me.pos.y + dist * Math.sin(th) }, dist)
      if (p) {
        yield p
        if (++n >= MAX_CANDIDATES) return
      }
    }
  }
}

export function moveCandidates(
  field: Battlefield,
  figures: readonly Figure[],
  unitId: string,
  allowance: number,
): Vec[][] {
  return [...candidatePaths(field, figures, unitId, allowance)]
}
