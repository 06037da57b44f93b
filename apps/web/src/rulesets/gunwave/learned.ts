/**
 * What each pilot learned in the encounter, ready for the game-over panel: the package's
 * `sheetsAfterBattle` (the rules) given the sheets the game was started with, put into words, and
 * matched with the saved sheet each came from. A saved sheet is known by its "pilot · mecha" name,
 * the name SavedSheets saves it under.
 */
import { type GwState, readSheet, type Sheet, type SheetChange, sheetsAfterBattle } from './engine.ts'

/** The name a sheet is saved under on the server. */
export const savedSheetName = (s: Sheet): string => `${s.pilot.name} · ${s.mecha.name}`

export interface LearnedOffer {
  seat: string
  pilot: string
  /** The saved sheet this seat's sheet came from, or null (then the sheet is offered as a file). */
  roster: { id: string; name: string } | null
  /** The sheet to keep. */
  sheet: Sheet
  /** The sheet as the game started with it: the saved one is written over only while it still is. */
  loaded: Sheet
  /** What changed, one line each ("Valkyr: 2 encounters (was 1)"). */
  lines: string[]
  dead: boolean
  /** Daily traits spent today, this encounter included (the next same-day encounter's `dailyUsed`). */
  dailySpent: string[]
}

export function changeLine(c: SheetChange): string {
  if (c.kind === 'piloting') return `piloting ${c.now} (was ${c.was})`
  return `${c.mecha}: ${c.now} encounter${c.now === 1 ? '' : 's'} (was ${c.was})`
}

/**
 * One offer per pilot seat of the game's `setup` (as stored with the game), or why there is none.
 * `rosters` are the saved Gunwave sheets (id and name).
 */
export function learnedOffers(
  state: GwState,
  setup: unknown,
  rosters: readonly { id: string; name: string }[],
): LearnedOffer[] | string {
  const given = (setup as { players?: unknown } | null)?.players
  if (!Array.isArray(given)) return 'The game’s setup holds no pilot sheets.'
  const players: { seat: string; sheet: Sheet }[] = []
  for (const p of given as { seat?: unknown; sheet?: unknown }[]) {
    const sheet = readSheet(p?.sheet)
    if (typeof sheet === 'string') return sheet
    players.push({ seat: String(p?.seat), sheet })
  }
  const after = sheetsAfterBattle(state, players)
  if (!after.ok) return after.error.message
  return after.value.map((r, i) => {
    const name = savedSheetName(players[i]?.sheet ?? r.sheet)
    const saved = rosters.find((x) => x.name === name)
    return {
      seat: r.seat,
      pilot: r.sheet.pilot.name,
      roster: saved ? { id: saved.id, name } : null,
      sheet: r.sheet,
      loaded: players[i]?.sheet ?? r.sheet,
      lines: r.changes.map(changeLine),
      dead: r.dead,
      dailySpent: r.dailySpent,
    }
  })
}

/**
 * Whether a saved sheet is still the one the game started from. Another game saved since, or an
 * edit on the sheets page, would be lost by writing this game's sheet over it.
 */
export function unchangedSince(saved: unknown, loaded: Sheet): boolean {
  const now = readSheet(saved)
  return typeof now !== 'string' && JSON.stringify(now) === JSON.stringify(loaded)
}
