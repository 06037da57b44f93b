/**
 * Ready-made battles: example companies built from the archetypes and a brick-built table
 * (32 × 24 u, five rulers across the diagonal, F§1) with structures of varied heights.
 */
import { err, ok, type Result, type RuleError } from '@sortie/engine'
import type { CoverSpec, FzSetup } from './battle/types.ts'
import { archetypeFrame, type CompanySpec, type GameSize, sizeRow } from './units/index.ts'

const ROSTERS: string[][] = [
  ['Soldier', 'Anvil', 'Hammer', 'Artillerist', 'Scout Bodyguard'],
  ['Tank', 'Soldier', 'Watchtower', 'Recon by Fire', 'Medium Tank'],
  ['Soldier', 'Hammer', 'Armored Binary', 'Anvil'],
  ['Tank', 'Scout Bodyguard', 'Soldier', 'Artillerist'],
  ['Soldier', 'Anvil', 'Hammer'],
]

/** The example company for seat `i` (named by the seat), built from roster `roster`. */
export function exampleCompany(i: number, frames: number, roster = i): CompanySpec {
  const names = ROSTERS[roster % ROSTERS.length] as string[]
  const out = Array.from({ length: frames }, (_, k) =>
    archetypeFrame(names[k % names.length] as string, `${names[k % names.length]} ${k + 1}`),
  )
  // Three rockets, spread: two on the first frame, one on the second.
  if (out[0]) out[0].ssr = 2
  if (out[1]) out[1].ssr = 1
  else if (out[0]) out[0].ssr = 3
  return { name: `Company ${String.fromCharCode(65 + i)}`, frames: out }
}

/** Optional rules a quick battle can switch on (F§12). */
export interface QuickOptions {
  /** MF-ALT-DIFFICULT: two patches of difficult terrain join the table. */
  difficult?: boolean
  /** MF-ALT-HAZARD: two hazard areas join the table. */
  hazards?: boolean
  /**
   * MF-QUICK-PAIRING: 'example' gives each seat its own example roster (the default of this
   * function, which the tests' scenarios were written against); 'mirror' gives every seat the
   * first roster — the fair game the descriptor's quick battle and `sortie sim` play, as the
   * varied rosters are far apart in strength (greedy mirrors: roster B beat roster A 10 of 10 from
   * either seat).
   */
  pairing?: Pairing
}

export type Pairing = 'mirror' | 'example'
export const PAIRINGS: readonly Pairing[] = ['mirror', 'example']
export const isPairing = (p: string): p is Pairing => (PAIRINGS as readonly string[]).includes(p)

export function exampleTable(opts: QuickOptions = {}): { width: number; height: number; cover: CoverSpec[] } {
  const c = (
    id: string,
    x: number,
    y: number,
    w: number,
    h: number,
    bricks: number,
    perLayer = 1,
  ): CoverSpec => ({
    id: `cover:${id}`,
    x,
    y,
    w,
    h,
    bricks,
    perLayer,
  })
  return {
    width: 32,
    height: 24,
    cover: [
      c('tower', 7, 5, 2, 2, 8),
      c('wall', 15, 11, 3, 1, 14, 2),
      c('block', 23, 16, 2, 2, 12, 2),
      c('ruin', 12, 18, 2, 1, 2),
      c('bunker', 24, 5, 2, 2, 18, 3),
      c('pillar', 5, 16, 1, 1, 6),
      ...(opts.difficult
        ? [
            { ...c('marsh', 17, 3, 4, 3, 0), difficult: true },
            { ...c('rubble', 3, 9, 3, 3, 2), difficult: true },
          ]
        : []),
      ...(opts.hazards
        ? [
            { ...c('toxic-east', 26, 10, 4, 4, 0), hazard: true },
            { ...c('toxic-west', 2, 2, 4, 3, 0), hazard: true },
          ]
        : []),
    ],
  }
}

export function quickBattle(
  players: number,
  size: GameSize = 'skirmish',
  opts: QuickOptions = {},
): Result<FzSetup, RuleError> {
  const row = sizeRow(players)
  if (!row) return err('framezero/player_count', `Frame Zero is played by 2 to 5 players, not ${players}.`)
  const n = Math.min(5, row[size][1])
  return ok({
    players: Array.from({ length: players }, (_, i) => ({
      seat: `p${i + 1}`,
      company: exampleCompany(i, n, opts.pairing === 'mirror' ? 0 : i),
    })),
    size,
    table: exampleTable(opts),
    ...(opts.difficult || opts.hazards
      ? {
          options: {
            ...(opts.difficult ? { difficult: true } : {}),
            ...(opts.hazards ? { hazards: true } : {}),
          },
        }
      : {}),
  })
}
