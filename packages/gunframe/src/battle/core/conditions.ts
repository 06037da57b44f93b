/**
 * A unit's conditions as the pure power rules read them (knocked down, shut down, distracted,
 * rebooting): a plain view of the unit's own state, so activation asks it without the power module.
 */
import type { Conditions } from '@sortie/gunframe/power'
import type { BattleUnit } from './types.ts'

export const conditionsOf = (u: BattleUnit): Conditions => ({
  knockedDown: u.counters.knockedDown,
  shutDown: u.counters.shutDown,
  distracted: u.counters.distracted,
  reboot: u.counters.reboot,
})
