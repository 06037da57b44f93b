/** The missions as a battle module: setup and deployment decisions, environments, mission events. */
import type { BattleModule } from '../../core/context.ts'
import { missionActionOptions } from './actions.ts'
import { reactionAllowed, withEnvironment } from './environment.ts'
import { missionEvent } from './events.ts'
import { missionDecide, missionLegal, missionPrompt, reactionFits, skipStructureDodge } from './prompt.ts'
import { phaseAfterDeployment } from './setup.ts'

export function missionsModule(): BattleModule {
  return {
    id: 'missions',
    table: withEnvironment,
    prompt: missionPrompt,
    legal: (s, look, p) => missionLegal(s, look.table, p),
    actions: (s, look) => missionActionOptions(s, look.table),
    // GF-MIS-RAID-GUN: a gun emplacement reacts only by attacking.
    reactions: (s, out) => out.filter((d) => reactionFits(s, d)),
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
  }
}
