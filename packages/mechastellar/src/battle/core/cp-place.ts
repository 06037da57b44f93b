/**
 * Placing the Versus control points (MS-VS-SETUP) for setups that ask for it (`placeCps: true`).
 * The first point sits at the table centre; the other four go down in two pairs, one pair per
 * side — the side that deploys first, then the other. The two points of a pair are the same
 * distance from the centre (a plus sign, one per quadrant or any other equidistant pair).
 *
 * Project checks (ruling MS-RULING-CP-PLACE): each point is on the table and not on a piece of
 * cover or LOS-blocking / obscuring terrain (the seed keeps cover off the points), and at least 6"
 * from every other point, so no spot is within 3" of two points and one unit never captures two.
 * Setups without the flag keep the standard layout (or their own `cps`), so saved games replay.
 */
import { dist, pointInPolygon, type ReduceContext, type RuleError, type Seat, type Vec } from '@sortie/engine'
import type { Decision, MsEvent, Prompt } from './messages.ts'
import type { MsState, Side } from './types.ts'

const e = (code: string, message: string): RuleError => ({ code: `mechastellar/${code}`, message })

/** Capture reach is 3": points this far apart never share a spot within reach of both. */
export const CP_SPACING = 6
/** How closely the two points of a pair must match their distance to the centre, in inches. */
export const CP_EQUAL = 0.1

export const tableCentre = (s: MsState): Vec => ({ x: s.setup.table.width / 2, y: s.setup.table.depth / 2 })

export function cpPrompt(s: MsState): Prompt | null {
  const side = s.cpPlacing?.[0]
  return side ? { seat: side, kind: 'place-cps', pairsLeft: s.cpPlacing?.length ?? 0 } : null
}

const isVec = (v: unknown): v is Vec =>
  typeof v === 'object' && v !== null && Number.isFinite((v as Vec).x) && Number.isFinite((v as Vec).y)

/** Why this pair cannot be placed now, or null. */
export function cpPairProblem(s: MsState, pair: unknown): string | null {
  if (!Array.isArray(pair) || pair.length !== 2 || !pair.every(isVec))
    return 'Give the pair as two table points.'
  const [a, b] = pair as [Vec, Vec]
  const { width, depth } = s.setup.table
  const c = tableCentre(s)
  for (const p of [a, b]) {
    if (p.x < 0 || p.y < 0 || p.x > width || p.y > depth)
      return `(${p.x}, ${p.y}) is off the ${width}"×${depth}" table.`
    const on = s.terrain.find(
      (t) => !t.destroyed && (t.cover || t.blocksLos || t.obscuring) && pointInPolygon(p, t.poly),
    )
    if (on) return `A control point may not sit on cover or sight-blocking terrain (${on.id}).`
    const near = s.versus.cps.find((q) => dist(p, q) < CP_SPACING - 1e-9)
    if (near) return `Control points stand at least ${CP_SPACING}" apart.`
  }
  if (dist(a, b) < CP_SPACING - 1e-9) return `Control points stand at least ${CP_SPACING}" apart.`
  const da = dist(a, c)
  const db = dist(b, c)
  if (Math.abs(da - db) > CP_EQUAL)
    return `The two points of a pair must be the same distance from the centre (${da.toFixed(1)}" vs ${db.toFixed(1)}").`
  return null
}

/** A handful of pairs for bots and buttons: plus-sign and quadrant pairs 12", 9" and 15" out. */
export function cpCandidates(s: MsState): [Vec, Vec][] {
  const c = tableCentre(s)
  const out: [Vec, Vec][] = []
  const round = (v: number) => Math.round(v * 10) / 10
  for (const r of [12, 9, 15]) {
    const k = r / Math.SQRT2
    for (const [dx, dy] of [
      [r, 0],
      [0, r],
      [k, k],
      [k, -k],
    ] as const) {
      const pair: [Vec, Vec] = [
        { x: round(c.x - dx), y: round(c.y - dy) },
        { x: round(c.x + dx), y: round(c.y + dy) },
      ]
      if (cpPairProblem(s, pair) === null) out.push(pair)
    }
  }
  return out
}

export function cpLegal(s: MsState, seat: Seat): Decision[] {
  return cpCandidates(s).map((pair) => ({ seat, kind: 'place-cps' as const, pair }))
}

/** Places one side's pair; after the last pair the commanders are named or deployment begins. */
export function placeCps(s: MsState, d: Decision, ctx: ReduceContext<MsEvent>): RuleError | undefined {
  if (d.kind !== 'place-cps') return e('wrong_decision', `A ${d.kind} decision does not answer this prompt.`)
  const side = d.seat as Side
  if (s.cpPlacing?.[0] !== side) return e('not_your_turn', 'The other side is placing control points.')
  const why = cpPairProblem(s, d.pair)
  if (why) return e('bad_cps', why)
  const pair = d.pair.map((p) => ({ x: p.x, y: p.y }))
  s.versus.cps.push(...pair)
  s.versus.owner.push(null, null)
  ctx.emit({ type: 'ControlPointsPlaced', side, points: pair })
  s.cpPlacing.shift()
  if (s.cpPlacing.length === 0) {
    delete s.cpPlacing
    s.phase = s.naming ? 'command' : 'deploy'
  }
  return undefined
}
