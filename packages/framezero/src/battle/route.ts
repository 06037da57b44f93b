/**
 * The shortest way round for a frame that must go round cover (MF-TABLE-FRAMES-BLOCK): Dijkstra
 * over a small visibility graph whose nodes sit just off the corners of each structure and on a
 * ring round each other frame, every leg checked with the same swept-footprint test the move
 * validator uses (`legBlockedBy`). Hand-written for the reason of design note 11: tens of nodes,
 * and the exact leg check is ours anyway. Used by `legal()` (bots) and by the web table, so a
 * click beyond a wall becomes a legal path without the UI knowing any rule.
 */
import { dist, truncatePath, type Vec } from '@sortie/engine'
import { moveError, moveLimits } from './actions/move.ts'
import { FRAME_RADIUS, isCover, legBlockedBy, liveFrames, onTable } from './geo.ts'
import type { FrameState, FzState } from './types.ts'

/** Clearance beyond the footprint, so a leg that grazes a corner node is not refused by rounding. */
const GAP = 0.05
/** Ring round a frame: 8 nodes whose chords stay 2 radii (+GAP) from its centre. */
const RING = (2 * FRAME_RADIUS + GAP) / Math.cos(Math.PI / 8)

function nodes(s: FzState, me: FrameState, from: Vec, reach: number): Vec[] {
  const out: Vec[] = []
  const d = FRAME_RADIUS + GAP
  for (const c of s.cover) {
    if (!isCover(c) && !c.difficult) continue
    out.push(
      { x: c.x - d, y: c.y - d },
      { x: c.x + c.w + d, y: c.y - d },
      { x: c.x + c.w + d, y: c.y + c.h + d },
      { x: c.x - d, y: c.y + c.h + d },
    )
  }
  for (const f of liveFrames(s)) {
    if (f.id === me.id) continue
    for (let k = 0; k < 8; k++) {
      const a = (k * Math.PI) / 4 + Math.PI / 8
      out.push({ x: f.pos!.x + RING * Math.cos(a), y: f.pos!.y + RING * Math.sin(a) })
    }
  }
  return out.filter((p) => onTable(s, p) && dist(from, p) <= reach)
}

/**
 * The shortest legal path (start and end included) from the frame to `to`, going round what it
 * may not cross, or undefined when there is none within `reach` of the start. A frame that may
 * pass through cover gets the straight leg.
 */
export function routeTo(
  s: FzState,
  me: FrameState,
  to: Vec,
  reach = Number.POSITIVE_INFINITY,
): Vec[] | undefined {
  const from = me.pos
  if (!from) return undefined
  const must = moveLimits(me)
  const free = (a: Vec, b: Vec) => !legBlockedBy(s, a, b, me.id, must)
  if (free(from, to)) return [from, to]
  const pts = [from, ...nodes(s, me, from, reach), to]
  const n = pts.length
  const best = new Array<number>(n).fill(Number.POSITIVE_INFINITY)
  const prev = new Array<number>(n).fill(-1)
  const done = new Array<boolean>(n).fill(false)
  best[0] = 0
  for (;;) {
    let u = -1
    for (let i = 0; i < n; i++) if (!done[i] && (u < 0 || best[i]! < best[u]!)) u = i
    if (u < 0 || best[u] === Number.POSITIVE_INFINITY) return undefined
    if (u === n - 1) break
    done[u] = true
    for (let v = 1; v < n; v++) {
      if (done[v]) continue
      const w = best[u]! + dist(pts[u]!, pts[v]!)
      if (w < best[v]! && free(pts[u]!, pts[v]!)) {
        best[v] = w
        prev[v] = u
      }
    }
  }
  const path: Vec[] = []
  for (let i = n - 1; i >= 0; i = prev[i]!) {
    path.unshift(pts[i]!)
    if (i === 0) break
  }
  return path
}

/**
 * A move toward `to` of at most `allowance` along the route: `{ to, via }` for a move decision,
 * or undefined when no route exists. Coordinates are rounded to a hundredth of a unit, as in legal().
 */
export function moveAlongRoute(
  s: FzState,
  me: FrameState,
  to: Vec,
  allowance: number,
): { to: Vec; via: Vec[] } | undefined {
  const path = routeTo(s, me, to, allowance + 16)
  if (!path) return undefined
  const cut = truncatePath(path, allowance - 0.02).map((p) => ({
    x: Math.round(p.x * 100) / 100,
    y: Math.round(p.y * 100) / 100,
  }))
  if (cut.length < 2) return undefined
  return { to: cut[cut.length - 1]!, via: cut.slice(1, -1) }
}

/**
 * A click at `to` as a move decision: the shortest way round when the move check (`moveError`,
 * with its own length tolerance) accepts that path, else the straight leg — the engine judges
 * that one when it is played. The table asks here rather than measuring the route itself.
 */
export function movePath(s: FzState, me: FrameState, to: Vec, allowance: number): { to: Vec; via?: Vec[] } {
  const path = routeTo(s, me, to, allowance)
  if (!path || path.length <= 2) return { to }
  const via = path.slice(1, -1)
  return moveError(s, me, allowance, to, via) ? { to } : { to, via }
}
