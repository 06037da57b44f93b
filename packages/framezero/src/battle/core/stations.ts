/**
 * Stations (F§10): captured the moment one player alone has a frame within 1 u; contested (two or
 * more players within 1 u) changes nothing (MF-RULING-CONTEST); control lasts until someone else
 * captures. Only frames at rest count (MF-RULING-CAPTURE-PASSING): checks run after a placement,
 * a finished move, a retreat or a destruction, never part-way along a move.
 */
import type { ReduceContext, Seat } from '@sortie/engine'
import { frameToStation, HTH, liveFrames } from '../geo.ts'
import type { FzEvent, FzState, StationState } from '../types.ts'
import { scores } from './scores.ts'

export function seatsAt(s: FzState, st: StationState): Seat[] {
  if (!st.pos) return []
  const pos = st.pos
  return [
    ...new Set(
      liveFrames(s)
        .filter((f) => frameToStation(f.pos!, pos) <= HTH)
        .map((f) => f.seat),
    ),
  ]
}

export type StationStatus = 'free' | 'controlled' | 'contested'

export function stationStatus(s: FzState, st: StationState): StationStatus {
  if (seatsAt(s, st).length > 1) return 'contested'
  return st.controller ? 'controlled' : 'free'
}

/** Re-reads every station; emits control changes and fresh scores when anything changed. */
export function updateStations(s: FzState, ctx: ReduceContext<FzEvent>): void {
  let changed = false
  for (const st of s.stations) {
    const here = seatsAt(s, st)
    if (here.length === 1 && here[0] !== st.controller) {
      st.controller = here[0] ?? null
      changed = true
      ctx.emit({ type: 'StationControl', station: st.id, controller: st.controller, contested: false })
    }
  }
  if (changed) ctx.emit({ type: 'Scores', scores: scores(s) })
}
