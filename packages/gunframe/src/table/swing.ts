/**
 * The swing power attack's involuntary move (GF-POW-SWING): the target is carried round the
 * attacker's centre, keeping the same point of contact, along the real arc rather than its
 * chord. It stops the moment the base touches blocking terrain, an obstacle, another figure or
 * the table edge (the battle knocks it down), or walks off a ledge (a fall). Difficult and
 * dangerous ground on the way does not stop it.
 *
 * The arc is sampled finely and the first contact is then refined by bisection, so a feature the
 * chord would cut short or miss is met where the arc meets it.
 *
 * @example
 * involuntarySwing(field, figures, 'unit:b', { x: 10, y: 10 }, Math.PI / 2)
 * // { end, turned: π/2, stoppedBy: null, … } on open ground
 */
import { hypot, segmentFlatPolygonDistance, type Vec } from '@sortie/engine'
import type { Battlefield, Figure, TerrainFeature } from './contract.ts'
import { CONTACT } from './figures.ts'
import type { ForcedMove } from './special.ts'
import { featuresInBox, isBlocking, isObstacle, prepare, slopedAt, surfaceAt } from './terrain.ts'

export interface SwingMove extends ForcedMove {
  /** Radians actually swung (signed like the request): less than asked when something stopped it. */
  turned: number
}

/** Longest step along the arc between two samples, inches (a base is at least 1.5" across). */
const STEP = 0.1
/** Overlap (inches) that counts as contact: bases that start touching may swing apart. */
const TOUCH = 1e-4

type Hit = Pick<ForcedMove, 'stoppedBy' | 'contacted' | 'feature'>

/** Turns `turn` into the shorter way round, in (-π, π]. */
export function shortestTurn(turn: number): number {
  let t = turn % (2 * Math.PI)
  if (t > Math.PI) t -= 2 * Math.PI
  if (t <= -Math.PI) t += 2 * Math.PI
  return t
}

/**
 * Swings `unitId` by `turn` radians (counter-clockwise positive) round `pivot`, the attacker's
 * centre; `ignore` lists figures that never stop it (the attacker itself).
 */
export function involuntarySwing(
  field: Battlefield,
  figures: readonly Figure[],
  unitId: string,
  pivot: Vec,
  turn: number,
  ignore: readonly string[] = [],
): SwingMove {
  const me = figures.find((f) => f.id === unitId)
  if (!me) return { end: pivot, turned: 0, stoppedBy: null, knockedDown: false, fell: 0, endElevation: 0 }
  const prep = prepare(field)
  const r = me.radius
  const dx = me.pos.x - pivot.x
  const dy = me.pos.y - pivot.y
  const R = hypot(dx, dy)
  const at = (th: number): Vec => ({
    x: pivot.x + dx * Math.cos(th) - dy * Math.sin(th),
    y: pivot.y + dx * Math.sin(th) + dy * Math.cos(th),
  })
  // The contact search tolerates TOUCH past the edge; the resting place is pulled back onto the
  // table so the unit's next move is not refused as off the table (lab seed s2000-710).
  const rest = (th: number): Vec => {
    const p = at(th)
    return {
      x: Math.min(Math.max(p.x, r), field.width - r),
      y: Math.min(Math.max(p.y, r), field.depth - r),
    }
  }
  const others = figures.filter((o) => o.id !== me.id && !ignore.includes(o.id) && (!me.flying || o.flying))
  // Only features near the circle the centre sweeps can matter.
  const near = me.flying
    ? []
    : featuresInBox(prep, pivot.x - R - r, pivot.y - R - r, pivot.x + R + r, pivot.y + R + r)
  const walls = near.filter((i) => {
    const f = prep.features[i] as TerrainFeature
    const solid = isBlocking(f) || isObstacle(f)
    return solid && me.elevation < f.height
  })

  /** What the base touches at angle th, if anything (the arc's first such angle is the stop). */
  const touch = (th: number): Hit | null => {
    const p = at(th)
    if (
      p.x - r < -TOUCH ||
      p.y - r < -TOUCH ||
      p.x + r > field.width + TOUCH ||
      p.y + r > field.depth + TOUCH
    )
      return { stoppedBy: 'edge' }
    for (const o of others)
      if (hypot(p.x - o.pos.x, p.y - o.pos.y) < r + o.radius - TOUCH)
        return { stoppedBy: 'figure', contacted: o.id }
    for (const i of walls) {
      const flat = prep.index.flats[i] as number[]
      if (segmentFlatPolygonDistance(p.x, p.y, p.x, p.y, flat) < r - TOUCH)
        return { stoppedBy: 'terrain', feature: (prep.features[i] as TerrainFeature).id }
    }
    return null
  }

  const steps = Math.max(1, Math.ceil((Math.abs(turn) * Math.max(R, r)) / STEP))
  let elevation = me.elevation
  let done = 0
  for (let k = 1; k <= steps; k++) {
    const th = (turn * k) / steps
    const hit = touch(th)
    if (hit) {
      // Bisect between the last clear sample and this one for the moment of contact.
      let lo = done
      let hi = th
      for (let n = 0; n < 40; n++) {
        const m = (lo + hi) / 2
        if (touch(m)) hi = m
        else lo = m
      }
      return finish(me, rest, lo, elevation, { ...hit, ...(touch(hi) ?? {}) }, 0)
    }
    if (!me.flying) {
      const ground = surfaceAt(prep, at(th))
      // GF-FIELD-HILLS: no ledge where either this sample or the last stands on a gentle slope.
      const sloped =
        Math.abs(ground - elevation) > me.height / 2 && (slopedAt(prep, at(th)) || slopedAt(prep, at(done)))
      if (ground < elevation - me.height / 2 && !sloped) {
        // Off a ledge: it falls and lands with its base clear of the drop (never past the swing).
        const clear = Math.min(Math.abs(turn), Math.abs(th) + (r + CONTACT) / Math.max(R, r))
        const landing = Math.sign(turn) * clear
        const safe = touch(landing) ? th : landing
        return finish(me, rest, safe, ground, { stoppedBy: 'ledge' }, elevation - ground)
      }
      if (ground > elevation + me.height / 2 && !sloped)
        return finish(me, rest, done, elevation, { stoppedBy: 'terrain' }, 0)
      elevation = ground
    }
    done = th
  }
  return finish(me, rest, turn, elevation, { stoppedBy: null }, 0)
}

function finish(
  me: Figure,
  at: (th: number) => Vec,
  th: number,
  elevation: number,
  hit: Hit,
  fell: number,
): SwingMove {
  const out: SwingMove = {
    end: at(th),
    turned: th,
    stoppedBy: hit.stoppedBy,
    knockedDown: hit.stoppedBy === 'edge' || hit.stoppedBy === 'terrain' || hit.stoppedBy === 'figure',
    fell,
    endElevation: me.flying ? me.elevation : elevation,
  }
  if (hit.contacted) out.contacted = hit.contacted
  if (hit.feature) out.feature = hit.feature
  return out
}
