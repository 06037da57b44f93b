/**
 * The common frame archetypes (F§3) and two example companies built from them. The notation and
 * system count are computed by the builder, never typed in.
 */
import { formatNotation } from './notation.ts'
import type { FrameSpec, SystemCode } from './types.ts'

export interface Archetype {
  name: string
  systems: SystemCode[]
  note: string
}

export const ARCHETYPES: readonly Archetype[] = [
  { name: 'Soldier', systems: ['Rd', 'B', 'G', 'Y'], note: 'a bit of everything' },
  { name: 'Anvil', systems: ['Rd', 'Rd', 'B', 'Y'], note: 'direct fire with the d8' },
  { name: 'Hammer', systems: ['Rd', 'B', 'B', 'Y'], note: 'tough shooter; covers others safely' },
  { name: 'Tank', systems: ['Rd', 'Rd', 'B', 'B'], note: 'heavy direct fire, two defences' },
  { name: 'Medium Tank', systems: ['Rd', 'Rd', 'B'], note: 'three systems: under-bids by one' },
  { name: 'Artillerist', systems: ['Ra', 'Ra', 'B', 'B'], note: 'long range with the d8' },
  { name: 'Armored Binary', systems: ['Ra', 'B', 'B', 'Y'], note: 'artillery that spots' },
  { name: 'Recon by Fire', systems: ['Ra', 'Ra', 'Y', 'Y'], note: 'spots anything on the table' },
  { name: 'Scout Bodyguard', systems: ['Rd', 'Rh', 'B', 'Y'], note: 'shoots and brawls' },
  { name: 'Watchtower', systems: ['B', 'B', 'Y', 'Y'], note: 'no guns: sprints with the green d8' },
]

export function archetypeFrame(name: string, as: string, ssr = 0): FrameSpec {
  const a = ARCHETYPES.find((x) => x.name === name)
  if (!a) throw new Error(`unknown archetype ${name}`)
  return { name: as, systems: [...a.systems], ssr }
}

export function catalogue() {
  return {
    units: ARCHETYPES.map((a) => ({
      name: a.name,
      systems: a.systems,
      systemCount: a.systems.length,
      notation: formatNotation({ systems: a.systems, ssr: 0 }),
      note: a.note,
    })),
  }
}
