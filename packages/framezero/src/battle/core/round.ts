/**
 * Round end and the doomsday clock (F§9, F§11): once every frame has had its turn the defence and
 * spot dice come off the table and the clock (from 11) drops by one; then each player from the
 * highest current score may take it down one more. At 0 the battle ends: highest score wins; a
 * tie goes to the most assets left, and a tie on that too is a draw (MF-RULING-END-TIE).
 */
import type { Outcome, ReduceContext, Seat } from '@sortie/engine'
import type { FzEvent, FzState } from '../types.ts'
import { tacticalTurn } from './order.ts'
import { assets, byScore, scores } from './scores.ts'

export function finish(s: FzState, ctx: ReduceContext<FzEvent>): void {
  const sc = scores(s)
  const top = Math.max(...Object.values(sc))
  let best: Seat[] = s.seats.filter((x) => sc[x] === top)
  let reason = 'highest score when the doomsday clock reached 0'
  if (best.length > 1) {
    const most = Math.max(...best.map((x) => assets(s, x)))
    best = best.filter((x) => assets(s, x) === most)
    reason = 'tied score broken by most assets left'
  }
  const outcome: Outcome =
    best.length === 1
      ? { winners: best, draw: false, reason, scores: sc }
      : { winners: [], draw: true, reason: 'tied on score and on assets', scores: sc }
  s.result = outcome
  s.phase = 'over'
  ctx.emit({ type: 'GameOver', outcome })
}

/** Runs the round end when nothing is left to do this round. */
export function maybeEndRound(s: FzState, ctx: ReduceContext<FzEvent>): void {
  if (s.phase !== 'battle' || s.result) return
  if (s.turns.length || s.damage.length || s.clockQueue.length) return
  if (tacticalTurn(s)) return
  for (const f of s.frames) {
    f.defence = null
    f.activated = false
  }
  s.spots = {}
  s.passed = []
  s.clock--
  ctx.emit({ type: 'RoundEnded', round: s.round, clock: s.clock })
  ctx.emit({ type: 'ClockDown', seat: null, clock: s.clock })
  if (s.clock <= 0) {
    finish(s, ctx)
    return
  }
  s.clockQueue = byScore(s)
}

export function reduceClock(s: FzState, seat: Seat, down: boolean, ctx: ReduceContext<FzEvent>): void {
  s.clockQueue.shift()
  if (down) {
    s.clock--
    ctx.emit({ type: 'ClockDown', seat, clock: s.clock })
    if (s.clock <= 0) {
      s.clockQueue = []
      finish(s, ctx)
      return
    }
  }
  if (s.clockQueue.length === 0) s.round++
}
