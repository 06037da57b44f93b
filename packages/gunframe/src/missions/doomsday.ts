/**
 * Doomsday (GF-MIS-DOOMSDAY): the clock rises by a D3 at the start of every turn. Attackers
 * touching the device get a special action to try to switch it off (one die); one that started
 * its activation touching it may spend two special actions in a row and roll two dice.
 */

import { hasCapability } from '../units/capabilities.ts'
import type { MissionState } from './state.ts'
import type { DicePort, MissionUnit } from './types.ts'
import { DOOMSDAY_LIMIT, endNow } from './victory.ts'

const clone = (ms: MissionState): MissionState => JSON.parse(JSON.stringify(ms)) as MissionState

/** GF-MIS-DOOMSDAY-CLOCK: start of every turn, the first included: add a D3 to the clock. */
export function doomsdayStartOfTurn(
  ms: MissionState,
  dice: DicePort,
): { state: MissionState; roll: number | null } {
  if (ms.id !== 'doomsday' || ms.device !== 'running') return { state: ms, roll: null }
  const roll = dice.d3()
  const out = clone(ms)
  out.clock += roll
  return { state: out, roll }
}

/** The device activates at the end of the turn once the clock has reached 12. */
export const deviceArmed = (ms: MissionState): boolean => ms.clock >= DOOMSDAY_LIMIT

export interface DeactivationInput {
  unit: MissionUnit
  /** Defenders engaged (in base contact) with the acting unit. */
  engagedDefenders: number
  /** Two consecutive special actions (only if it began its activation in contact). */
  twoDice: boolean
  turn: number
}

export interface DeactivationResult {
  state: MissionState
  dice: number[]
  total: number
  outcome: 'deactivated' | 'failed' | 'clock-up' | 'activated'
}

/**
 * GF-MIS-DOOMSDAY-DEACTIVATE: one die (two with `twoDice`), +1 with Mechanic or Tactician, -1 per
 * engaged defender; beating the clock deactivates the device (the attacker wins at once). A failed
 * single die showing 1 adds 1 to the clock; with two dice only a double 1 matters — the device goes
 * off and the defender wins (ruling 7).
 */
export function attemptDeactivation(
  ms: MissionState,
  input: DeactivationInput,
  dice: DicePort,
): DeactivationResult {
  const rolled = input.twoDice ? [dice.d6(), dice.d6()] : [dice.d6()]
  const mods = (hasCapability(input.unit.upgrades, 'deactivates-devices') ? 1 : 0) - input.engagedDefenders
  const total = rolled.reduce((a, b) => a + b, 0) + mods
  if (input.twoDice && rolled.every((d) => d === 1)) {
    const state = endNow(
      { ...ms, device: 'activated' },
      { reason: 'mission', winner: ms.roles.defender, turn: input.turn },
    )
    return { state, dice: rolled, total, outcome: 'activated' }
  }
  if (total > ms.clock) {
    const state = endNow(
      { ...ms, device: 'deactivated' },
      { reason: 'mission', winner: ms.roles.attacker, turn: input.turn },
    )
    return { state, dice: rolled, total, outcome: 'deactivated' }
  }
  if (!input.twoDice && rolled[0] === 1) {
    const state = clone(ms)
    state.clock += 1
    return { state, dice: rolled, total, outcome: 'clock-up' }
  }
  return { state: ms, dice: rolled, total, outcome: 'failed' }
}
