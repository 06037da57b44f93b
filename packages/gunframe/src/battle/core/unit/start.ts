/**
 * The counters and flags a battle unit starts with, wherever it comes from (a squadron profile,
 * a mission piece, a structure standing in as a target). One list, so a new per-unit flag cannot
 * be forgotten in one of the builders.
 */
import type { BattleUnit, UnitCounters } from '../types.ts'

/** No counter on the unit: how it starts, and what a figure taken off the table keeps. */
export function clearCounters(): UnitCounters {
  return { lock: false, evade: false, knockedDown: false, shutDown: false, distracted: false, reboot: 0 }
}

type StartFields = 'facing' | 'elevation' | 'counters' | 'turn' | 'upgradeState'

/** `spent` marks a unit that never takes a turn of its own: it counts as already activated and reacted. */
export function startingFlags(spent: boolean): Pick<BattleUnit, StartFields> {
  return {
    facing: 0,
    elevation: 0,
    counters: clearCounters(),
    turn: {
      activated: spent,
      reacted: spent,
      focusSpent: false,
      lockUsed: false,
      evadeUsed: false,
    },
    upgradeState: {},
  }
}
