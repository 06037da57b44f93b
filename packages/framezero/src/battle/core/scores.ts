/**
 * Bidding (F§7): points per asset from the most/fewest frames and systems across companies
 * (every tied company takes the modifier, so an all-equal field nets 0), score = assets × ppa,
 * recomputed whenever a frame dies or a station changes hands.
 */
import type { Seat } from '@sortie/engine'
import type { FrameSpec } from '../../units/index.ts'
import type { FzState } from '../types.ts'

export interface CompanyCount {
  seat: Seat
  frames: number
  systems: number
}

export function countCompany(seat: Seat, frames: readonly FrameSpec[]): CompanyCount {
  return { seat, frames: frames.length, systems: frames.reduce((s, f) => s + f.systems.length, 0) }
}

/** Points per asset: 5, −1 for most frames, +1 for fewest, −1 for most systems, +1 for fewest. */
export function pointsPerAsset(counts: readonly CompanyCount[]): Record<Seat, number> {
  const out: Record<Seat, number> = {}
  const fMax = Math.max(...counts.map((c) => c.frames))
  const fMin = Math.min(...counts.map((c) => c.frames))
  const sMax = Math.max(...counts.map((c) => c.systems))
  const sMin = Math.min(...counts.map((c) => c.systems))
  for (const c of counts) {
    let p = 5
    if (c.frames === fMax) p -= 1
    if (c.frames === fMin) p += 1
    if (c.systems === sMax) p -= 1
    if (c.systems === sMin) p += 1
    out[c.seat] = p
  }
  return out
}

export function assets(s: FzState, seat: Seat): number {
  return (
    s.frames.filter((f) => f.seat === seat && !f.destroyed).length +
    s.stations.filter((x) => x.controller === seat).length
  )
}

export function score(s: FzState, seat: Seat): number {
  return assets(s, seat) * (s.ppa[seat] ?? 0)
}

export function scores(s: FzState): Record<Seat, number> {
  return Object.fromEntries(s.seats.map((seat) => [seat, score(s, seat)]))
}

/**
 * Seats from highest current score to lowest; equal scores keep the tactical rank (project
 * default MF-RULING-SCORE-TIE: defender first, then attackers by starting score, point last).
 */
export function byScore(s: FzState, seats: readonly Seat[] = s.seats): Seat[] {
  const sc = scores(s)
  const rank = (x: Seat) => {
    const i = s.rank.indexOf(x)
    return i < 0 ? s.seats.indexOf(x) + 100 : i
  }
  return [...seats].sort((a, b) => (sc[b] ?? 0) - (sc[a] ?? 0) || rank(a) - rank(b))
}
