/**
 * A bare-geometry TableRules: open ground with no terrain effects. It lets the battle run (and
 * its tests pin down pure distances and arcs) without the real battlefield module; the real one
 * plugs in through `createGunframeRuleset({ table })`.
 *
 * Paths are straight segments; bases may not pass through one another; a move that touches an
 * enemy must end there. Front arc: the half-plane ahead of the line through the base centre.
 */
import { err, hypot, ok, type Result, type Vec } from '@sortie/engine'
import type {
  Battlefield,
  Figure,
  MoveCheck,
  MoveRequest,
  SightCheck,
  TableRules,
} from '../../table/contract.ts'

/** Bases closer than this are in base contact (rounding in discretised moves). */
export const CONTACT = 0.05
const EPS = 1e-6

const hyp = (a: Vec, b: Vec) => hypot(a.x - b.x, a.y - b.y)

function edge(a: Figure, b: Figure): number {
  return Math.max(0, hyp(a.pos, b.pos) - a.radius - b.radius)
}

/** Distance from point p to segment ab, and where along it (0..1) the closest point lies. */
function segmentDistance(p: Vec, a: Vec, b: Vec): { d: number; t: number } {
  const dx = b.x - a.x
  const dy = b.y - a.y
  const len2 = dx * dx + dy * dy
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2))
  return { d: hypot(a.x + t * dx - p.x, a.y + t * dy - p.y), t }
}

/** Is any part of disc `to` ahead of the line through `from`'s centre, across its facing? */
function inFront(from: Figure, to: Figure): boolean {
  const fx = Math.cos(from.facing)
  const fy = Math.sin(from.facing)
  return (to.pos.x - from.pos.x) * fx + (to.pos.y - from.pos.y) * fy > -to.radius + EPS
}

function onTable(field: Battlefield, p: Vec, r: number): boolean {
  return p.x - r >= -EPS && p.y - r >= -EPS && p.x + r <= field.width + EPS && p.y + r <= field.depth + EPS
}

function measureMove(field: Battlefield, figures: readonly Figure[], req: MoveRequest): Result<MoveCheck> {
  const me = figures.find((f) => f.id === req.unitId)
  if (!me) return err('table/unknown_unit', 'No such figure on the table.', { unit: req.unitId })
  const path = req.path
  const start = path[0]
  if (!start || hyp(start, me.pos) > 1e-3) return err('table/bad_path', 'A path starts at the figure.')
  let cost = 0
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] as Vec
    const b = path[i] as Vec
    if (!Number.isFinite(b.x) || !Number.isFinite(b.y)) return err('table/bad_path', 'Waypoints are numbers.')
    cost += hyp(a, b)
  }
  if (cost > req.allowance + 1e-6)
    return err('table/too_far', 'The path is longer than the unit may move.', {
      cost,
      allowance: req.allowance,
    })
  const end = path[path.length - 1] as Vec
  if (!onTable(field, end, me.radius)) return err('table/off_table', 'The figure must stay on the table.')
  const through = req.mode === 'ground' || req.mode === 'climb'
  const engagedWith: string[] = []
  for (const o of figures) {
    if (o.id === me.id) continue
    const reach = me.radius + o.radius
    const endGap = hyp(end, o.pos) - reach
    if (endGap < -CONTACT) return err('table/overlap', 'Bases may not overlap.', { other: o.id })
    const endContact = endGap <= CONTACT
    if (endContact && o.side !== me.side) engagedWith.push(o.id)
    if (!through || path.length < 2) continue
    for (let i = 1; i < path.length; i++) {
      const { d, t } = segmentDistance(o.pos, path[i - 1] as Vec, path[i] as Vec)
      const last = i === path.length - 1
      if (d < reach - CONTACT && !(last && t > 1 - EPS))
        return err('table/blocked_by_unit', 'A unit may not move through another.', { other: o.id })
      // Touching an enemy on the way means the move had to stop there.
      const wasAtStart = i === 1 && t < EPS
      if (o.side !== me.side && d <= reach + CONTACT && !wasAtStart && !(last && endContact))
        return err('table/contact_ends_move', 'Contact with an enemy ends the move.', { other: o.id })
    }
  }
  return ok({ cost, end, engagedWith, dangerousEntered: [], endElevation: 0 })
}

function lineOfSight(
  _field: Battlefield,
  figures: readonly Figure[],
  fromId: string,
  toId: string,
): SightCheck {
  const a = figures.find((f) => f.id === fromId)
  const b = figures.find((f) => f.id === toId)
  if (!a || !b)
    return {
      visible: false,
      obscured: false,
      cover: 'none',
      inFrontArc: false,
      fromRear: false,
      distance: 999,
    }
  const front = inFront(a, b)
  const fx = Math.cos(b.facing)
  const fy = Math.sin(b.facing)
  const fromRear = (a.pos.x - b.pos.x) * fx + (a.pos.y - b.pos.y) * fy < -EPS
  return { visible: front, obscured: false, cover: 'none', inFrontArc: front, fromRear, distance: edge(a, b) }
}

const DIRECTIONS = 16

function moveCandidates(
  field: Battlefield,
  figures: readonly Figure[],
  unitId: string,
  allowance: number,
): Vec[][] {
  const me = figures.find((f) => f.id === unitId)
  if (!me || allowance <= 0) return []
  const out: Vec[][] = []
  for (const dist of [allowance, Math.ceil(allowance / 2)]) {
    for (let k = 0; k < DIRECTIONS; k++) {
      const th = (2 * Math.PI * k) / DIRECTIONS
      const end = { x: me.pos.x + dist * Math.cos(th), y: me.pos.y + dist * Math.sin(th) }
      const path = [{ ...me.pos }, end]
      const r = measureMove(field, figures, { unitId, path, facing: th, mode: 'ground', allowance })
      if (r.ok) out.push(path)
    }
    if (dist === Math.ceil(allowance / 2)) break
  }
  return out
}

export const openGround: TableRules = { measureMove, lineOfSight, edgeDistance: edge, moveCandidates }
