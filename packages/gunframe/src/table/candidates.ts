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
export const MAX_CANDIDATES = 48
/** Farther apart than this (inches) in x or y, two ends never round to the same tenths. */
const NEAR = 0.11

/** One try: a straight line from the figure towards a target point, cut to `maxLen`. */
export interface Try {
  tx: number
  ty: number
  maxLen: number
}

/** What every try of one listing measures with: the figure, its table, the bases in reach. */
export interface TryPlan {
  field: Battlefield
  me: Figure
  unitId: string
  allowance: number
  mode: MoveMode
  ground: boolean
  prep: Mover['prep']
  others: readonly Figure[]
  near: Mover
  /** Every try, in the order the candidates are listed. */
  tries: Try[]
}

/**
 * The tries of one listing, in order: towards the three nearest enemies (stopping in base
 * contact), away from the nearest, towards the centre, into the lee of solid features in reach,
 * then sixteen directions at full and at half the allowance. Each is a point: nothing measured.
 */
export function planTries(
  field: Battlefield,
  figures: readonly Figure[],
  unitId: string,
  allowance: number,
): TryPlan | null {
  const mover = moverOf(field, figures, unitId)
  if (!mover || !(allowance > 0)) return null
  // The mover and its table are looked up once; each try only measures its path.
  const me = mover.me
  const mode: MoveMode = me.flying ? 'fly' : 'ground'
  // Every try ends within `allowance` of where the figure stands (each is cut to it), so the
  // bases beyond reach, which every base test would pass over on every try, are left out once
  // (the margin dwarfs any rounding of the ends).
  const others = withinReach(me, mover.others, allowance + 1e-3)
  const tries: Try[] = []
  // Nearest first (ties in table order): each distance measured once, not once a comparison.
  const foes = figures.filter((f) => f.side !== me.side)
  const gaps = foes.map((f) => edgeDistance(me, f))
  const enemies = foes
    .map((_, i) => i)
    .sort((p, q) => (gaps[p] as number) - (gaps[q] as number))
    .map((i) => foes[i] as Figure)
  for (const e of enemies.slice(0, 3)) {
    const d = hypot(e.pos.x - me.pos.x, e.pos.y - me.pos.y)
    const stop = Math.max(0, d - me.radius - e.radius - 0.01)
    tries.push({ tx: e.pos.x, ty: e.pos.y, maxLen: Math.min(allowance, stop) })
  }
  const nearest = enemies[0]
  if (nearest)
    tries.push({ tx: 2 * me.pos.x - nearest.pos.x, ty: 2 * me.pos.y - nearest.pos.y, maxLen: allowance })
  tries.push({ tx: field.width / 2, ty: field.depth / 2, maxLen: allowance })
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
    tries.push({
      tx: q.x + (nx / nl) * (me.radius + 0.02),
      ty: q.y + (ny / nl) * (me.radius + 0.02),
      maxLen: allowance,
    })
  }
  for (const dist of [allowance, allowance / 2])
    for (let k = 0; k < DIRECTIONS; k++) {
      const th = (2 * Math.PI * k) / DIRECTIONS
      tries.push({ tx: me.pos.x + dist * Math.cos(th), ty: me.pos.y + dist * Math.sin(th), maxLen: dist })
    }
  return {
    field,
    me,
    unitId,
    allowance,
    mode,
    ground: mode === 'ground',
    prep: mover.prep,
    others,
    near: { ...mover, others },
    tries,
  }
}

/**
 * The ends a try may reach, longest first (`each` is called with each; stop by returning true):
 * the full line cut to `maxLen`, then shorter fractions of it, none under a quarter inch.
 */
export function tryEnds(plan: TryPlan, t: Try, each: (x: number, y: number, l: number) => boolean): void {
  const { me } = plan
  const dx = t.tx - me.pos.x
  const dy = t.ty - me.pos.y
  const full = hypot(dx, dy)
  const len = Math.min(full, t.maxLen)
  if (len < 0.25) return
  for (const f of FRACTIONS) {
    const l = len * f
    if (l < 0.25) return
    const k = l / full
    if (each(me.pos.x + dx * k, me.pos.y + dy * k, l)) return
  }
}

/**
 * The path a try lists, or null: its first end that is legal to reach, unless an end already
 * listed (`seen`) comes first — then the try lists nothing.
 */
export function attempt(plan: TryPlan, t: Try, seen: (x: number, y: number) => boolean): Vec[] | null {
  const facing = tryFacing(plan, t)
  let out: Vec[] | null = null
  tryEnds(plan, t, (ex, ey) => {
    if (seen(ex, ey)) return true
    out = reach(plan, facing, ex, ey)
    return out !== null
  })
  return out
}

/** The facing every path of a try is measured with: along its line. */
export const tryFacing = (plan: TryPlan, t: Try): number =>
  Math.atan2(t.ty - plan.me.pos.y, t.tx - plan.me.pos.x)

/** The straight path to one end of a try when it is legal to reach, else null. */
export function reach(plan: TryPlan, facing: number, ex: number, ey: number): Vec[] | null {
  const { me, field, others, ground, prep } = plan
  // Most tries end off the table, on a base, against a wall or a base: those are dropped
  // before any path is built or the terrain walked.
  if (ground && (endRefused(field, me, others, ex, ey) || wallInTheWay(prep, me, me.pos, ex, ey))) return null
  const path = [
    { x: me.pos.x, y: me.pos.y },
    { x: ex, y: ey },
  ]
  if (ground && figuresAlong(me, others, path)) return null
  const r = measureFor(
    plan.near,
    { unitId: plan.unitId, path, facing, mode: plan.mode, allowance: plan.allowance },
    ground,
  )
  return r.ok ? path : null
}

/** The rounded key two ends share when they are the same candidate (tenths of an inch). */
export const endKey = (x: number, y: number): string => `${x.toFixed(1)},${y.toFixed(1)}`

/** Could two ends share a key? Only when within 0.1" of each other in x and in y. */
export const endsNear = (ax: number, ay: number, bx: number, by: number): boolean =>
  Math.abs(ax - bx) <= NEAR && Math.abs(ay - by) <= NEAR

/**
 * The ends listed so far, as numbers; a key is only spelled out for the listed ends that come
 * near enough to share one, so an end is listed once.
 */
function listedEnds() {
  const xs: number[] = []
  const ys: number[] = []
  const keys: (string | undefined)[] = []
  return {
    add(x: number, y: number) {
      xs.push(x)
      ys.push(y)
      keys.push(undefined)
    },
    has(x: number, y: number): boolean {
      let key: string | undefined
      for (let i = 0; i < xs.length; i++) {
        const sx = xs[i] as number
        const sy = ys[i] as number
        if (!endsNear(sx, sy, x, y)) continue
        key ??= endKey(x, y)
        let k = keys[i]
        if (k === undefined) {
          k = endKey(sx, sy)
          keys[i] = k
        }
        if (k === key) return true
      }
      return false
    },
  }
}

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
  const plan = planTries(field, figures, unitId, allowance)
  if (!plan) return
  const seen = listedEnds()
  let n = 0
  for (const t of plan.tries) {
    const p = attempt(plan, t, seen.has)
    if (!p) continue
    const end = p[1] as Vec
    seen.add(end.x, end.y)
    yield p
    if (++n >= MAX_CANDIDATES) return
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
