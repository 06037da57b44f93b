/**
 * A ready-to-play Versus setup: two example forces on a 48"×48" table with one of the named terrain
 * layouts (layouts.ts). The forces name no commander (each side names one at the table,
 * MS-CMD-DESIGNATE) and re-facing is on.
 */
import type { MsSetup, Side, Terrain } from './core/types.ts'
import { DEFAULT_LAYOUT, layoutById } from './layouts.ts'

/** The original quick layout ('ruins'). */
export const QUICK_TERRAIN: Terrain[] = layoutById(DEFAULT_LAYOUT)?.terrain ?? []

export function quickSetup(
  opts: {
    deployment?: 'standard' | 'alternate'
    rounds?: number
    placeCps?: boolean
    /** A layout id from TERRAIN_LAYOUTS; the caller checks it (an unknown id falls back to the default). */
    terrain?: string
    /** The side holding the south half (MS-RULING-HALVES); absent: p1. */
    south?: Side
  } = {},
): MsSetup {
  return {
    ...(opts.south ? { south: opts.south } : {}),
    // Asked for: the sides place the control-point pairs (MS-VS-SETUP); otherwise the plus sign.
    ...(opts.placeCps ? { placeCps: true } : {}),
    table: { width: 48, depth: 48 },
    deployment: opts.deployment ?? 'standard',
    rounds: opts.rounds ?? 5,
    terrain: (opts.terrain ? layoutById(opts.terrain)?.terrain : undefined) ?? QUICK_TERRAIN,
    // New games name their commanders at the table and re-face after deployment.
    reface: true,
    forces: {
      p1: {
        name: 'Federation strike group',
        units: [
          { unit: 'white-asura' },
          { unit: 'argonaut' },
          { unit: 'gm-ground', name: 'GM 1' },
          { unit: 'gm-ground', name: 'GM 2' },
          { unit: 'green-viking' },
        ],
      },
      p2: {
        name: 'Raider squadron',
        units: [
          { unit: 'blue-djinn' },
          { unit: 'dervish' },
          { unit: 'zaku-ii', name: 'Zaku 1' },
          { unit: 'zaku-ii', name: 'Zaku 2' },
          { unit: 'gamma-apollo' },
        ],
      },
    },
  }
}
