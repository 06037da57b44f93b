/**
 * Built-in encounters (skirmish mode: the narrator bot runs one against the players).
 * The project's own scenario, not from any Gunwave book.
 */

import type { GwSetup } from '../battle/types.ts'
import { ARCHETYPES, NPC_SHEETS } from '../sheets/archetypes.ts'

const ORDER = ['ace', 'scavenger', 'psychic', 'brute', 'ace', 'scavenger'] as const

export interface EncounterInfo {
  id: string
  title: string
  summary: string
  build(players: number): GwSetup
}

export const ENCOUNTERS: Record<string, EncounterInfo> = {
  'colony-breach': {
    id: 'colony-breach',
    title: 'Colony breach',
    summary: 'Asgard raiders led by a veteran captain hit a colony dock; the squad must stop them.',
    build(players) {
      const n = Math.max(1, Math.min(6, players))
      return {
        players: Array.from({ length: n }, (_, i) => ({
          seat: `p${i + 1}`,
          sheet: structuredClone(
            ARCHETYPES[ORDER[i] ?? 'ace'] ?? (ARCHETYPES.ace as NonNullable<typeof ARCHETYPES.ace>),
          ),
          at: { x: 2, y: 2 + i * 2 },
        })),
        npcs: [
          {
            id: 'captain',
            sheet: structuredClone(NPC_SHEETS.captain as NonNullable<typeof NPC_SHEETS.captain>),
            at: { x: 13, y: 6 },
          },
          ...Array.from({ length: Math.max(1, Math.ceil(n * 0.75)) }, (_, i) => ({
            id: `grunt-${i + 1}`,
            sheet: structuredClone(NPC_SHEETS.grunt as NonNullable<typeof NPC_SHEETS.grunt>),
            at: { x: 11 + (i % 2), y: 2 + i * 3 },
          })),
        ],
        scene: {
          width: 16,
          height: 12,
          environment: 'ground',
          terrain: [
            { at: { x: 7, y: 5 }, rating: 1 },
            { at: { x: 7, y: 6 }, rating: 2 },
            { at: { x: 8, y: 6 }, rating: 1 },
          ],
          grid: false,
          note: 'Dock cranes and cargo stacks in the middle.',
        },
      }
    },
  },
}
