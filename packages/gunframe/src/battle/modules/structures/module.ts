/** Structures as a battle module: occupied buildings stand in for their occupants on the table. */
import type { BattleModule } from '../../core/context.ts'
import { withBuildings } from './footprint.ts'

export function structuresModule(): BattleModule {
  // GF-OPT-STRUCTURES-OCCUPY
  return { id: 'structures', table: withBuildings }
}
