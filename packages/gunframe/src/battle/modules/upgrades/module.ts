/** The upgrades as a battle module: each unit's upgrades prepared at the start of the battle. */
import type { BattleModule } from '../../core/context.ts'
import { prepareUnits } from './setup.ts'

export function upgradesModule(): BattleModule {
  return {
    id: 'upgrades',
    start(s, setup) {
      prepareUnits(s, setup.squadrons, setup.settings)
      return undefined
    },
  }
}
