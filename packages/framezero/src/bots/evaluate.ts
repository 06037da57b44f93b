/**
 * How good a Frame Zero battle is for one seat, for the searching bots. The game is decided by the
 * score when the doomsday clock runs out (assets × points per asset, F§7, F§11), so the evaluation
 * is that score's margin over the best rival, plus what tends to change it before the end: each
 * live frame's remaining damage points (systems, then whites) and its rockets, worth more the more
 * rounds are left to fight, and a small pull of frames toward stations nobody of theirs holds.
 *
 * Cheap on purpose: one pass over frames and stations, no geometry beyond a few distances.
 */
import type { Seat } from '@sortie/engine'
import { frameToStation } from '../battle/geo.ts'
import type { FzState } from '../battle/types.ts'

/** Worth of one damage point (a system or a white) as a fraction of the owner's points per asset. */
const HEALTH = 0.12
/** Worth of an unfired rocket, as a fraction of points per asset. */
const ROCKET = 0.05
/** Largest pull toward an unheld station, as a fraction of points per asset (frame standing on it). */
const STATION_PULL = 0.25
/** Distance (u) beyond which a station no longer pulls. */
const PULL_REACH = 12

function seatValue(s: FzState, seat: Seat, rounds: number): number {
  const ppa = s.ppa[seat] ?? 0
  let assets = 0
  let health = 0
  let rockets = 0
  for (const f of s.frames) {
    if (f.seat !== seat || f.destroyed) continue
    assets++
    health += f.systems.length + f.whites
    rockets += f.ssr
  }
  let pull = 0
  for (const st of s.stations) {
    if (st.controller === seat) {
      assets++
      continue
    }
    if (!st.pos) continue
    let near = PULL_REACH
    for (const f of s.frames)
      if (f.seat === seat && !f.destroyed && f.pos) near = Math.min(near, frameToStation(f.pos, st.pos))
    pull += (PULL_REACH - near) / PULL_REACH
  }
  // Damage and rockets matter while there are rounds left to trade them; the score is what counts.
  const later = Math.min(1, rounds / 4)
  return ppa * (assets + later * (HEALTH * health + ROCKET * rockets + STATION_PULL * pull))
}

/** The seat's value minus the best rival's (higher is better for `seat`). */
export function evaluate(s: FzState, seat: Seat): number {
  const rounds = Math.max(0, s.clock)
  const mine = seatValue(s, seat, rounds)
  let rival = Number.NEGATIVE_INFINITY
  for (const x of s.seats) if (x !== seat) rival = Math.max(rival, seatValue(s, x, rounds))
  return rival === Number.NEGATIVE_INFINITY ? mine : mine - rival
}
