/**
 * GUNFRAME's balance-lab hook (the descriptor's `lab`): random legal squadrons or the example
 * ones, each seat's units and upgrades with their printed points, and each game's mission and
 * environment for the report.
 *
 * @example
 * const s = gunframeLab.setup('random-legal', {}, 'seed-1')
 * if (s.ok) gunframeLab.features(s.value).p1 // [{ kind: 'unit', name: 'Lynx', points: 8 }, …]
 */
import { setupFeatures } from './features.ts'
import { labContext, labSetup } from './setup.ts'

export { setupFeatures, unitFeatures } from './features.ts'
export { candidates, randomSquadron, without } from './random-squadron.ts'
export { LAB_POINTS } from './setup.ts'

export const gunframeLab = {
  features: setupFeatures,
  setup: labSetup,
  /** Not (yet) part of the engine's descriptor type: the lab reads it when present. */
  context: labContext,
  // Greedy plays a 100-point battle in a fraction of a second; the search bot takes minutes.
  bots: ['greedy'] as const,
}
