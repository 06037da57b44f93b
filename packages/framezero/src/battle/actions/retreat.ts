/**
 * Where a frame ends when it retreats from a station to ignore a point of damage (seed, "Resolving
 * Damage"; MF-DMG-RETREAT, MF-RULING-RETREAT).
 *
 * The retreat is a straight move that leaves the frame 1 u further from the station than it stood
 * and, in any case, more than 1 u from it, so it really leaves contesting range. It is a move like
 * any other: the end spot must be on the table and not on another frame's footprint, and a frame
 * that must go round cover may not sweep through a structure or a frame nor end on top of a
 * structure (`moveError`, MF-RULING-FRAME-BASE). The book gives the distance but not the
 * direction, so the direction is chosen the same way every time: straight away from the station's
 * centre first, then turned by 15°, 30° … up to 90° to either side (the positive turn, from +x
 * toward +y, before the negative one); along each direction the shortest travel of at least 1 u
 * (and at most MAX_TRAVEL) that reaches the distance is tried, and the first legal spot wins.
 * When none is legal the retreat is not offered.
 *
 * @example
 * retreatSpot(state, frame) // { station, to: { x: 7, y: 10 } } or undefined
 */
import { normalize, type Vec } from '@sortie/engine'
import { frameToStation, HTH } from '../geo.ts'
import type { FrameState, FzState, StationState } from '../types.ts'
import { moveError } from './move.ts'

/** Sampling step along a direction. */
const STEP = 0.025
/** Longest retreat tried: a turned direction needs more travel to gain the same 1 u of distance. */
const MAX_TRAVEL = 2
/** Turns tried away from the straight line, in this order. */
const TURNS = [0, 1, -1, 2, -2, 3, -3, 4, -4, 5, -5, 6, -6].map((k) => (k * Math.PI) / 12)

/** The station the frame is in contact with (within 1 u), the closest if several. */
export function nearStation(s: FzState, f: FrameState): StationState | undefined {
  if (!f.pos) return undefined
  const pos = f.pos
  return s.stations
    .filter((st) => st.pos && frameToStation(pos, st.pos) <= HTH)
    .sort((a, b) => frameToStation(pos, a.pos!) - frameToStation(pos, b.pos!))[0]
}

const round3 = (p: Vec): Vec => ({ x: Math.round(p.x * 1000) / 1000, y: Math.round(p.y * 1000) / 1000 })

/** The legal end of a retreat from the station the frame touches, or undefined when there is none. */
export function retreatSpot(s: FzState, f: FrameState): { station: StationState; to: Vec } | undefined {
  const station = nearStation(s, f)
  if (!station?.pos || !f.pos) return undefined
  const from = f.pos
  const spos = station.pos
  let away = normalize({ x: from.x - spos.x, y: from.y - spos.y })
  if (away.x === 0 && away.y === 0) away = { x: 1, y: 0 }
  // "1 u further away" and, whatever the start, more than 1 u away (MF-RULING-RETREAT).
  const want = Math.max(frameToStation(from, spos) + 1, HTH + 0.1)
  for (const a of TURNS) {
    const dir = {
      x: away.x * Math.cos(a) - away.y * Math.sin(a),
      y: away.x * Math.sin(a) + away.y * Math.cos(a),
    }
    for (let k = Math.round(1 / STEP); k * STEP <= MAX_TRAVEL + 1e-9; k++) {
      const to = round3({ x: from.x + dir.x * k * STEP, y: from.y + dir.y * k * STEP })
      if (frameToStation(to, spos) < want - 1e-9) continue
      if (!moveError(s, f, Number.POSITIVE_INFINITY, to)) return { station, to }
      break
    }
  }
  return undefined
}
