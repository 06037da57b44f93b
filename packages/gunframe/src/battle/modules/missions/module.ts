/** The missions as a battle module: setup and deployment decisions, environments, mission events. */
import type { BattleModule } from '../../core/context.ts'
import { ffaStart } from '../multi/ffa.ts'
import { missionActionOptions } from './actions.ts'
import { beaconBlocksFocus } from './beacons.ts'
import { environmentEnd, reactionAllowed, withEnvironment } from './environment.ts'
import { missionEvent } from './events.ts'
import { missionDecide, missionLegal, missionPrompt, reactionFits, skipStructureDodge } from './prompt.ts'
import { ambushWaiting, callReservesFrames } from './reserves.ts'
import { beginMission, missionExtras, phaseAfterDeployment } from './setup.ts'
import { missionInitiative, missionResult, missionScore, pieceActs } from './turn.ts'

export function missionsModule(): BattleModule {
  return {
    id: 'missions',
    readSetup: (setup, sides) => missionExtras(setup, sides.ffa, sides.teams),
    // GF-MULTI-FFA rolls the deployment order; otherwise the mission starts once the defender's
    // half is known (here when the setup names it).
    start(s, setup) {
      if (s.mission.ffa) return ffaStart(s)
      if (s.defender !== null && setup.defenderHalf !== undefined) return beginMission(s, setup.defenderHalf)
      return undefined
    },
    table: withEnvironment,
    prompt: missionPrompt,
    legal: (s, look, p) => missionLegal(s, look.table, p),
    actions: (s, look) => missionActionOptions(s, look.table),
    // GF-MIS-RAID-GUN: a gun emplacement reacts only by attacking.
    reactions: (s, _look, out) => out.filter((d) => reactionFits(s, d)),
    mayReact: (s, table, f, id) => !s.mission.environment || reactionAllowed(s, table, f, id),
    // Mission setup, deployment, reserves, mission actions and environment limits come first.
    decide(s, c, d) {
      const m = missionDecide(s, c, d)
      return m === 'core' ? undefined : (m ?? 'done')
    },
    onEvent: missionEvent,
    setupAfterDeployment: (s) => phaseAfterDeployment(s) === 'setup',
    // Mission structures never move, so they never dodge (a dodge step, never a queued share).
    settle: skipStructureDodge,
    acts: pieceActs,
    initiative: missionInitiative,
    // GF-MIS-AMBUSH-ARRIVAL: waiting ambushers count as units still to activate.
    waiting: ambushWaiting,
    // GF-MIS-REMEMBER-LOVE: a standing beacon keeps focus points off the attacker's units near it.
    focusBlocked: beaconBlocksFocus,
    endEffects: environmentEnd,
    // GF-MIS-RESERVES-CALL: defender first, then the attacker.
    callReserves: callReservesFrames,
    score: missionScore,
    result: missionResult,
  }
}
