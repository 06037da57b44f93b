/**
 * The End phase as the mission sees it, and the winner (GF-MIS-WIN). In the End phase the battle
 * calls `missionEndPhase` after end-of-turn effects and reserves; it scores the turn, checks the
 * mission's own win conditions, sudden death and the game length. When the game ends the battle
 * calls `decideWinner` with the VP it has accumulated.
 */
import { effectiveDef } from './catalogue.ts'
import { controllerAt } from './control.ts'
import { type MissionView, scoreEndOfGame, scoreEndOfTurn } from './scoring.ts'
import {
  addVp,
  attritionPoints,
  randomLengthContinues,
  randomLengthNeedsRoll,
  suddenDeath,
  winnerByVp,
} from './standard.ts'
import type { MissionEnd, MissionState } from './state.ts'
import type { DicePort, Side } from './types.ts'

export const DOOMSDAY_LIMIT = 12

export interface EndPhaseResult {
  state: MissionState
  /** VP gained this End phase. */
  gained: Record<Side, number>
  /** Set when the game ends now. */
  end: MissionEnd | null
  /** Dice rolled here (random game length), for the log. */
  rolls: { what: 'random-length'; value: number }[]
}

const clone = (ms: MissionState): MissionState => JSON.parse(JSON.stringify(ms)) as MissionState

/** Mission win conditions checked in the End phase (Breakthrough, Doomsday). */
function missionWinner(ms: MissionState, view: MissionView): Side | null {
  if (ms.id === 'breakthrough') {
    // GF-MIS-BREAKTHROUGH: the attacker holding either marker in an End phase wins at once.
    for (const m of ms.markers)
      if (controllerAt(m.pos, view.units, view.distance) === ms.roles.attacker) return ms.roles.attacker
  }
  // GF-MIS-DOOMSDAY: the clock at 12 or more in an End phase means the device goes off.
  if (ms.id === 'doomsday' && ms.device === 'running' && ms.clock >= DOOMSDAY_LIMIT) return ms.roles.defender
  return null
}

/**
 * The mission's End phase. `dice` is used only for the random game length (one D6, from the End
 * phase of turn 4). A pending decompression is applied through `ms.lastTurn` (see `limitLastTurn`).
 */
export function missionEndPhase(ms: MissionState, view: MissionView, dice: DicePort): EndPhaseResult {
  const state = clone(ms)
  const gained = scoreEndOfTurn(state, view)
  const rolls: EndPhaseResult['rolls'] = []
  const finish = (end: MissionEnd): EndPhaseResult => {
    state.end = end
    return { state, gained, end, rolls }
  }
  if (state.end) return { state, gained, end: state.end, rolls }
  const winner = missionWinner(state, view)
  if (winner !== null) {
    if (state.id === 'doomsday') state.device = 'activated'
    return finish({ reason: 'mission', winner, turn: view.turn })
  }
  if (suddenDeath(view.units, [state.roles.attacker, state.roles.defender]).length > 0)
    return finish({ reason: 'sudden-death', turn: view.turn })
  if (state.lastTurn !== null && view.turn >= state.lastTurn)
    return finish({ reason: 'turns', turn: view.turn })
  if (effectiveDef({ id: state.id, ...(state.base ? { base: state.base } : {}) }).length === 'random') {
    if (!randomLengthNeedsRoll(view.turn)) {
      if (view.turn >= 4) return finish({ reason: 'turns', turn: view.turn })
    } else {
      const roll = dice.d6()
      rolls.push({ what: 'random-length', value: roll })
      if (!randomLengthContinues(view.turn, roll)) return finish({ reason: 'turns', turn: view.turn })
    }
  }
  return { state, gained, end: null, rolls }
}

/** Brings the last turn nearer (catastrophic decompression: the next turn is the last). */
export function limitLastTurn(ms: MissionState, lastTurn: number): MissionState {
  const out = clone(ms)
  out.lastTurn = out.lastTurn === null ? lastTurn : Math.min(out.lastTurn, lastTurn)
  return out
}

/** Ends the game at once from inside a turn (Doomsday deactivation or the double 1). */
export function endNow(ms: MissionState, end: MissionEnd): MissionState {
  const out = clone(ms)
  out.end = end
  return out
}

export interface Verdict {
  winners: Side[]
  draw: boolean
  reason: MissionEnd['reason']
  /** Final VP: accumulated + end-of-game + attrition. */
  vp: Record<Side, number>
  endOfGame: Record<Side, number>
  attrition: Record<Side, number>
}

/**
 * GF-MIS-WIN: the winner once the game is over. `vp` is what the battle accumulated from
 * `missionEndPhase` gains. A mission that names its winner (Breakthrough, Doomsday) overrides VP;
 * Breakthrough reaching its last turn goes to the defender. Otherwise most VP wins, attrition
 * and end-of-game VP included; equal VP is a draw.
 */
export function decideWinner(
  ms: MissionState,
  view: MissionView,
  vp: Record<Side, number>,
  end: MissionEnd | null = ms.end,
): Verdict {
  const sides = [ms.roles.attacker, ms.roles.defender]
  const endOfGame = scoreEndOfGame(ms, view)
  const attrition = attritionPoints(view.units, sides)
  const total = addVp(addVp({ [sides[0] as Side]: 0, [sides[1] as Side]: 0, ...vp }, endOfGame), attrition)
  const reason = end?.reason ?? 'turns'
  const named =
    end?.winner ??
    (ms.id === 'breakthrough' && reason === 'turns' ? ms.roles.defender : undefined) ??
    (ms.id === 'doomsday' && ms.device === 'deactivated' ? ms.roles.attacker : undefined) ??
    (ms.id === 'doomsday' && ms.device === 'activated' ? ms.roles.defender : undefined)
  if (named !== undefined) return { winners: [named], draw: false, reason, vp: total, endOfGame, attrition }
  return { ...winnerByVp(total), reason, vp: total, endOfGame, attrition }
}
