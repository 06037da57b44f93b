/**
 * A finite list of decisions for bots and fuzzers. Continuous choices are sampled: placements on a
 * coarse grid, moves to a handful of useful points (toward the target's band, onto a station,
 * eight directions at full and half stride). `apply` accepts any valid point, listed or not.
 */
import { dist, type Vec } from '@sortie/engine'
import { RULER } from '../units/index.ts'
import { attackDue, attackInRange, frameById, targetDistance } from './actions/context.ts'
import { damageOptions } from './actions/damage.ts'
import { declareError } from './actions/declare.ts'
import { moveError } from './actions/move.ts'
import { actionValue, enumerateAssignments } from './actions/pool.ts'
import { spotError } from './actions/spot.ts'
import { placementCandidates } from './core/deploy.ts'
import { unactivated } from './core/order.ts'
import { tieOptions } from './core/tie.ts'
import { FRAME_RADIUS, frameGap, frameToRect, isCover, liveFrames } from './geo.ts'
import { prompt } from './prompt.ts'
import { moveAlongRoute } from './route.ts'
import type { FrameState, FzDecision, FzState, TargetRef, TurnState } from './types.ts'

type Declare = Extract<FzDecision, { kind: 'declare' }>

export function legal(s: FzState): FzDecision[] {
  const p = prompt(s)
  if (!p) return []
  const seat = p.seat
  switch (p.kind) {
    case 'tieBreak':
      return tieOptions(s)
    case 'place': {
      const step = p.step
      const ids =
        step.kind === 'station'
          ? s.stations
              .filter((x) => x.placedBy === seat && !x.pos)
              .map((x) => x.id)
              .slice(0, 1)
          : s.frames.filter((f) => f.seat === seat && !f.pos && !f.destroyed).map((f) => f.id)
      const at = placementCandidates(s, step)
      return ids.flatMap((id) => at.map((a) => ({ seat, kind: 'place' as const, id, at: a })))
    }
    case 'activate': {
      const out: FzDecision[] = unactivated(s, seat).map((f) => ({
        seat,
        kind: 'activate' as const,
        frame: f.id,
      }))
      if (p.canPass) out.push({ seat, kind: 'pass' })
      return out
    }
    case 'declare':
      return declareOptions(s, frameById(s, p.frame)!)
    case 'assign': {
      const t = s.turns[s.turns.length - 1] as TurnState
      const f = frameById(s, p.frame)!
      return enumerateAssignments(t, f).map((assignment) => ({
        seat,
        kind: 'assign' as const,
        frame: p.frame,
        assignment,
      }))
    }
    case 'act':
      return actOptions(s, s.turns[s.turns.length - 1] as TurnState)
    case 'damage': {
      const o = damageOptions(s)
      if (!o) return []
      const out: FzDecision[] = o.systems.map((system) => ({
        seat,
        kind: 'loseSystem' as const,
        frame: p.frame,
        system,
      }))
      if (o.retreat) out.push({ seat, kind: 'retreat', frame: p.frame })
      return out
    }
    case 'clock':
      return [
        { seat, kind: 'clock', down: true },
        { seat, kind: 'clock', down: false },
      ]
  }
}

/** The bands, as gap ranges (F§4). */
const BAND_RANGE = [
  ['h', 0, 1],
  ['d', 1, RULER],
  ['a', RULER, Number.POSITIVE_INFINITY],
] as const

/**
 * No target, or each hostile frame and each structure that is cover, at each band the frame can
 * attack with that a move could bring it to (within 8 u of the band, the longest move die): a
 * target may be out of range when declared (seed, "Target Designation"), and cover is declared
 * the same way as frames. `declareError` has the last word, as in `apply`.
 */
export function declareOptions(s: FzState, me: FrameState): FzDecision[] {
  const seat = me.seat
  const out: FzDecision[] = [{ seat, kind: 'declare', frame: me.id, target: null, band: null }]
  const reach = 8
  const offer = (target: TargetRef, d: number) => {
    for (const [band, lo, hi] of BAND_RANGE) {
      if (d - reach > hi || d + reach < lo) continue
      const dec: Declare = { seat, kind: 'declare', frame: me.id, target, band }
      if (!declareError(s, dec)) out.push(dec)
    }
  }
  for (const f of liveFrames(s))
    if (f.seat !== seat) offer({ kind: 'frame', id: f.id }, frameGap(me.pos!, f.pos!))
  for (const c of s.cover) if (isCover(c)) offer({ kind: 'cover', id: c.id }, frameToRect(me.pos!, c))
  return out
}

type MoveTo = { to: Vec; via?: Vec[] }

function moveTargets(s: FzState, t: TurnState, me: FrameState): MoveTo[] {
  const pos = me.pos!
  const m = actionValue(t, 'move')
  if (m <= 0) return []
  const pts: MoveTo[] = []
  for (let k = 0; k < 8; k++) {
    const a = (k * Math.PI) / 4
    for (const r of [m, m / 2]) pts.push({ to: { x: pos.x + r * Math.cos(a), y: pos.y + r * Math.sin(a) } })
  }
  // Toward a goal, stopping `stop` short of its centre; round what blocks the straight line.
  const toward = (goal: Vec, stop: number) => {
    const d = dist(pos, goal)
    const go = Math.min(m, Math.max(0, d - stop))
    if (go <= 0) return
    const straight = { x: pos.x + ((goal.x - pos.x) / d) * go, y: pos.y + ((goal.y - pos.y) / d) * go }
    if (!moveError(s, me, m, round(straight))) return void pts.push({ to: straight })
    const end = {
      x: pos.x + ((goal.x - pos.x) / d) * (d - stop),
      y: pos.y + ((goal.y - pos.y) / d) * (d - stop),
    }
    const r = moveAlongRoute(s, me, end, m)
    if (r) pts.push(r)
  }
  const td = targetDistance(s, t)
  // Distances to frames are gaps between footprints; `toward` works on centres.
  const rim = 2 * FRAME_RADIUS
  if (t.target?.kind === 'frame' && td !== undefined) {
    const goal = frameById(s, t.target.id)!.pos!
    if (t.band === 'h') toward(goal, rim + 0.9)
    else if (t.band === 'd') toward(goal, rim + (td > RULER ? RULER - 0.5 : 2.5))
    else if (t.band === 'a' && td <= RULER) {
      const d = dist(pos, goal) || 1
      const back = RULER + 0.5 - td
      pts.push({
        to: {
          x: pos.x - ((goal.x - pos.x) / d) * Math.min(m, back),
          y: pos.y - ((goal.y - pos.y) / d) * Math.min(m, back),
        },
      })
    }
  }
  for (const st of s.stations) if (st.pos && st.controller !== me.seat) toward(st.pos, 1.2)
  const seen = new Set<string>()
  return pts
    .map((p) => ({ ...p, to: round(p.to) }))
    .filter((p) => {
      const k = `${p.to.x},${p.to.y}`
      if (seen.has(k)) return false
      seen.add(k)
      return !moveError(s, me, m, p.to, p.via)
    })
}

const round = (p: Vec) => ({ x: Math.round(p.x * 100) / 100, y: Math.round(p.y * 100) / 100 })

/** The act step's choices; `withMoves` false leaves the moves out (a bot's cheap short list). */
export function actOptions(s: FzState, t: TurnState, withMoves = true): FzDecision[] {
  const me = frameById(s, t.frame)!
  const seat = me.seat
  const out: FzDecision[] = []
  if (!t.moved && withMoves)
    for (const mv of moveTargets(s, t, me))
      out.push({ seat, kind: 'move', frame: me.id, to: mv.to, ...(mv.via?.length ? { via: mv.via } : {}) })
  if (!t.attacked && actionValue(t, 'attack') > 0 && attackInRange(s, t)) {
    out.push({ seat, kind: 'attack', frame: me.id, useSpot: false })
    if (t.target?.kind === 'frame' && s.spots[t.target.id] !== undefined)
      out.push({ seat, kind: 'attack', frame: me.id, useSpot: true })
  }
  if (attackDue(s, t)) return out
  const v = actionValue(t, 'spot')
  if (v > 0)
    for (const f of liveFrames(s))
      if (!spotError(s, me, v, f.id)) out.push({ seat, kind: 'spot', frame: me.id, target: f.id })
  out.push({ seat, kind: 'endTurn', frame: me.id })
  return out
}
