/**
 * How good a Versus battle stands for one side, in Victory Points, for the searching bots.
 *
 * Versus is decided on VP alone (MS-VS-*): VP come from destroying enemy units (worth their kill
 * value), the 10,000 DMG attack, and the end-of-game penalties for a lost 300+ point machine and
 * for losing half the force. Control points pay Momentum, not VP, and Momentum buys the Skills that
 * swing attacks. So the evaluation counts, for each side:
 *  - the VP already scored, and the penalties the losses so far would cost at the end;
 *  - every unit still standing, worth a share of the VP the enemy would score for destroying it,
 *    scaled by the HP it has left (a battered unit is close to being a kill);
 *  - control points held and Momentum in hand, at a small weight (they feed Skills, not VP).
 * Cheap on purpose: one pass over the units, no geometry or odds; it runs thousands of times a
 * decision.
 */
import type { Seat } from '@sortie/engine'
import type { MsState, Side, UnitState } from '../battle/core/types.ts'
import { profileKillValue } from '../battle/modules/versus.ts'
import { unitPoints } from '../units/roster.ts'

/** The weights, in VP; exported so the tuning is in one place and visible to the tests. */
export const EVAL_WEIGHTS = {
  /** Share of a standing unit's kill value counted for its side (the rest is still to be won). */
  standing: 0.6,
  /** Of that share, the part that follows its HP left (the rest is counted while it stands at all). */
  health: 0.7,
  /** Each control point held, per round still to play (each pays 2 Momentum a round). */
  controlPoint: 0.35,
  /** Each point of Momentum in hand. */
  momentum: 0.15,
}

/** Points at or above which losing the unit costs 3 VP at the end (ruling A-27). */
const CRITICAL_POINTS = 300

/** The end-of-game penalties the side's losses so far would cost (negative or 0). */
function penalties(s: MsState, side: Side): number {
  let mine = 0
  let lost = 0
  let critical = false
  for (const u of s.units) {
    if (u.side !== side) continue
    mine++
    if (!u.destroyed) continue
    lost++
    if (!critical && unitPoints(u.profile) >= CRITICAL_POINTS) critical = true
  }
  let p = critical ? -3 : 0
  if (mine > 0 && lost * 2 >= mine) p -= 2
  return p
}

/**
 * What a standing unit is worth to its side: a share of its profile's kill value, by HP left. The
 * Commander / challenge bonus is left out: it is a risk to the side, not worth, and counting it
 * would make naming a Commander look like a gain.
 */
function standingWorth(u: UnitState): number {
  const w = EVAL_WEIGHTS
  const full = Math.max(1, u.profile.hp)
  const share = Math.max(0, Math.min(1, u.hp / full))
  return w.standing * profileKillValue(u) * (1 - w.health + w.health * share)
}

/** The side's own tally: VP, penalties to come, units standing, control points, Momentum. */
function tally(s: MsState, side: Side): number {
  const w = EVAL_WEIGHTS
  let v = s.versus.vp[side] + penalties(s, side)
  for (const u of s.units) if (u.side === side && !u.destroyed) v += standingWorth(u)
  const roundsLeft = Math.max(0, s.setup.rounds - s.round + 1)
  let held = 0
  for (const o of s.versus.owner) if (o === side) held++
  v += w.controlPoint * held * roundsLeft
  v += w.momentum * s.momentum[side]
  return v
}

/** The evaluation for `seat`: its tally less the other side's (0 = level). */
export function evaluate(s: MsState, seat: Seat): number {
  const me = seat as Side
  const them: Side = me === 'p1' ? 'p2' : 'p1'
  return tally(s, me) - tally(s, them)
}
