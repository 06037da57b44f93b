/** Company size and stations by number of players (F§6). */

export type GameSize = 'skirmish' | 'battle'

export interface SizeRow {
  players: number
  stations: number
  skirmish: [number, number]
  battle: [number, number]
}

export const COMPANY_SIZE: readonly SizeRow[] = [
  { players: 2, stations: 3, skirmish: [4, 6], battle: [5, 8] },
  { players: 3, stations: 2, skirmish: [3, 5], battle: [4, 7] },
  { players: 4, stations: 2, skirmish: [3, 4], battle: [4, 6] },
  { players: 5, stations: 1, skirmish: [3, 4], battle: [3, 5] },
]

export function sizeRow(players: number): SizeRow | undefined {
  return COMPANY_SIZE.find((r) => r.players === players)
}

/** Rockets per company unless the players agree otherwise (F§3, F§12). */
export const DEFAULT_SSR = 3
/** Most rockets an agreed count may give a company (MF-RULING-SSR-COUNT). */
export const MAX_SSR = 12
/** Most systems on one frame, and of one type (F§3). */
export const MAX_SYSTEMS = 4
export const MAX_PER_TYPE = 2
