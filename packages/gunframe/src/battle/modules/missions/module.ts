/** The missions as a battle module: setup and deployment decisions, environments, mission events. */
import type { BattleModule } from '../../core/context.ts'
import { withEnvironment } from './environment.ts'
import { missionEvent } from './events.ts'
import { missionDecide } from './prompt.ts'

export function missionsModule(): BattleModule {
  return {
    id: 'missions',
    table: withEnvironment,
    // Mission setup, deployment, reserves, mission actions and environment limits come first.
    decide(s, c, d) {
      const m = missionDecide(s, c, d)
      return m === 'core' ? undefined : (m ?? 'done')
    },
    onEvent: missionEvent,
  }
}
