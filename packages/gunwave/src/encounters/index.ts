/**
 * Built-in encounters (skirmish mode: the narrator bot runs one against the players).
 * The project's own scenarios, not from any Gunwave book.
 */

import type { GwSetup } from '../battle/types.ts'
import { ARCHETYPES, NPC_SHEETS } from '../sheets/archetypes.ts'

const ORDER = ['ace', 'scavenger', 'psychic', 'brute', 'ace', 'scavenger'] as const

/** How many raiders the narrator fields against the squad: one grunt fewer or more than standard. */
export const OPPOSITIONS = ['light', 'standard', 'heavy'] as const
export type Opposition = (typeof OPPOSITIONS)[number]
export const isOpposition = (v: unknown): v is Opposition => OPPOSITIONS.includes(v as Opposition)

export interface EncounterInfo {
  id: string
  title: string
  summary: string
  build(players: number, opposition?: Opposition): GwSetup
}

/** The squad's sheets, in the stock order, from `at(i)`. */
function squad(n: number, at: (i: number) => { x: number; y: number }): GwSetup['players'] {
  return Array.from({ length: n }, (_, i) => ({
    seat: `p${i + 1}`,
    sheet: structuredClone(
      ARCHETYPES[ORDER[i] ?? 'ace'] ?? (ARCHETYPES.ace as NonNullable<typeof ARCHETYPES.ace>),
    ),
    at: at(i),
  }))
}

/** An NPC from the stock sheets. */
function npc(kind: 'captain' | 'grunt', id: string, at: { x: number; y: number }): GwSetup['npcs'][number] {
  return { id, sheet: structuredClone(NPC_SHEETS[kind] as NonNullable<(typeof NPC_SHEETS)[string]>), at }
}

/**
 * Grunts to face `n` pilots beside the captain: three for every four pilots less one, at least one;
 * a light opposition has one fewer (perhaps none), a heavy one one more. Sized so that "standard"
 * is an even fight when both sides play the same bot (GW-ENCOUNTERS): the captain's Armor, repairs
 * and psychic blast weigh about as much as a pilot, and with one grunt more the raiders won
 * 9–12 of 12 at the search level.
 */
const gruntsFor = (n: number, o: Opposition = 'standard'): number =>
  Math.max(1, Math.ceil(n * 0.75) - 1) + (o === 'light' ? -1 : o === 'heavy' ? 1 : 0)

/**
 * The raid's leader: the captain, except that a lone pilot's light raid is one grunt. The captain
 * alone outlasts one rank-1 pilot's guns (40 Armor, five repairs, a psychic blast that needs no
 * Energy): 10–11 of 12 such games ran to the turn limit.
 */
function leader(n: number, o: Opposition, at: { x: number; y: number }): GwSetup['npcs'][number] {
  return n === 1 && o === 'light' ? npc('grunt', 'grunt-0', at) : npc('captain', 'captain', at)
}

/** Colony breach: where its fifth and sixth raiders stand. */
const COLONY_EXTRA = [
  { x: 12, y: 8 },
  { x: 11, y: 10 },
]

export const ENCOUNTERS: Record<string, EncounterInfo> = {
  'colony-breach': {
    id: 'colony-breach',
    title: 'Colony breach',
    summary: 'Asgard raiders led by a veteran captain hit a colony dock; the squad must stop them.',
    build(players, opposition = 'standard') {
      const n = Math.max(1, Math.min(6, players))
      return {
        // A sixth pilot and a fifth or sixth raider would stand off the map in these columns: they stand beside.
        // The sides start about six squares apart: a longer approach burns the tanks on held
        // weapons before the first shot, and the fight then runs out of turns (GW-ENCOUNTERS).
        players: squad(n, (i) => (i < 5 ? { x: 4, y: 2 + i * 2 } : { x: 5, y: 5 })),
        npcs: [
          leader(n, opposition, { x: 11, y: 6 }),
          ...Array.from({ length: gruntsFor(n, opposition) }, (_, i) =>
            npc('grunt', `grunt-${i + 1}`, i < 4 ? { x: 10 + (i % 2), y: 2 + i * 3 } : COLONY_EXTRA[i - 4]!),
          ),
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
  'orbital-ambush': {
    id: 'orbital-ambush',
    title: 'Orbital ambush',
    summary:
      'In vacuum above the colony, raiders spring from a debris field on the squad escorting a convoy; a mecha whose thrusters break drifts.',
    build(players, opposition = 'standard') {
      const n = Math.max(1, Math.min(6, players))
      const debris = [
        [8, 2, 1],
        [9, 3, 2],
        [8, 5, 1],
        [9, 7, 2],
        [10, 8, 1],
        [8, 10, 1],
      ] as const
      return {
        // As on the dock, the sides start within a few moves of each other (GW-ENCOUNTERS).
        players: squad(n, (i) => ({ x: 4 + (i % 2), y: 3 + i })),
        npcs: [
          leader(n, opposition, { x: 13, y: 6 }),
          // the first raider lies in wait inside the debris; the rest come from beyond it
          ...Array.from({ length: gruntsFor(n, opposition) }, (_, i) =>
            npc('grunt', `grunt-${i + 1}`, i === 0 ? { x: 10, y: 3 } : { x: 11 + (i % 2), y: 2 * i }),
          ),
        ],
        scene: {
          width: 18,
          height: 12,
          environment: 'space',
          terrain: debris.map(([x, y, rating]) => ({ at: { x, y }, rating })),
          grid: false,
          note: 'A drifting debris field between the convoy and the raiders.',
        },
      }
    },
  },
  'relay-defence': {
    id: 'relay-defence',
    title: 'Relay defence',
    summary:
      'The squad holds a relay mast on a rocky rise while raiders close in from both flanks, their captain from the east.',
    build(players, opposition = 'standard') {
      const n = Math.max(1, Math.min(6, players))
      const g = gruntsFor(n, opposition)
      return {
        players: squad(n, (i) => ({ x: 7 + (i % 2), y: 5 + Math.floor(i / 2) })),
        npcs: [
          leader(n, opposition, { x: 15, y: 7 }),
          // raiders split between the west and the east edges
          ...Array.from({ length: g }, (_, i) =>
            npc(
              'grunt',
              `grunt-${i + 1}`,
              i % 2 === 0 ? { x: 0, y: 3 + (i / 2) * 3 } : { x: 14, y: 2 + i * 2 },
            ),
          ),
        ],
        scene: {
          width: 16,
          height: 14,
          environment: 'ground',
          terrain: [
            { at: { x: 6, y: 4 }, rating: 1 },
            { at: { x: 9, y: 4 }, rating: 1 },
            { at: { x: 6, y: 9 }, rating: 2 },
            { at: { x: 9, y: 9 }, rating: 2 },
            { at: { x: 5, y: 6 }, rating: 1 },
            { at: { x: 10, y: 7 }, rating: 1 },
          ],
          grid: false,
          note: 'A relay mast on a rocky rise; broken ground around it.',
        },
      }
    },
  },
}
