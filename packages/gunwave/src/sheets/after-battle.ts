/**
 * What a battle leaves on the pilots' sheets (GW-SHEET-AFTER-BATTLE, GW-RULING-AFTER-BATTLE): one
 * more encounter for every mecha model the pilot flew in it (§7.9 counts encounters per mecha, and
 * the sheet keeps them by mecha name), and the piloting rank the narrator raised during it (§3.2).
 *
 * Pure: the battle state (finished, or stopped part-way: an encounter fought is counted either way)
 * and the sheets as they were loaded into it give new sheets, so saving the result twice writes the
 * same sheet. Daily traits spent are handed back beside the sheet (`dailySpent`, the setup's
 * `dailyUsed` for the next encounter of the same day): the sheet has no place for them, nor for the
 * mecha's repair operations, which the battle starts afresh each time.
 *
 * @example
 * const r = sheetsAfterBattle(finalState, setup.players)
 * if (r.ok) for (const p of r.value) console.log(p.sheet.pilot.name, p.changes)
 */
import { err, ok, type Result } from '@sortie/engine'
import type { GwState } from '../battle/types.ts'
import { PILOTING, traitById } from '../data/starter.ts'
import type { Sheet } from './schema.ts'
import { validateSheet } from './validate.ts'

export type SheetChange =
  /** Encounters fought in a mecha model: `was` before the battle, `now` after it. */
  | { kind: 'experience'; mecha: string; was: number; now: number }
  | { kind: 'piloting'; was: number; now: number }

export interface SheetAfterBattle {
  seat: string
  /** The sheet to keep: the loaded one with what the battle taught (unchanged for a dead pilot). */
  sheet: Sheet
  changes: SheetChange[]
  /** The pilot died in this battle: the sheet is left as it was loaded. */
  dead: boolean
  /** Daily traits spent today, this battle included (for the next setup's `dailyUsed`). */
  dailySpent: string[]
}

const own = (r: Record<string, number>, k: string): number => (Object.hasOwn(r, k) ? (r[k] ?? 0) : 0)

/** The mecha models this pilot flew in the battle: the one it started in and every one boarded as pilot. */
function modelsFlown(s: GwState, pilotId: string): string[] {
  const p = s.pilots[pilotId]
  if (!p) return []
  // `familiar` gains an entry, once, for each mecha the pilot takes the controls of (its own at the
  // start, one boarded as pilot); passengers and people hanging on get none. Experience is kept by
  // model, so two mecha of one model make one encounter in it.
  const names = Object.keys(p.familiar)
    .map((id) => s.mecha[id]?.name)
    .filter((n): n is string => n !== undefined)
  return [...new Set(names)].sort()
}

/**
 * The players' sheets after the battle, seat by seat. Each entry of `players` is a seat and the sheet
 * it was started with (the setup's `players` will do). An error when a seat has no pilot in the
 * battle, the sheet names another pilot, or the result would not be a legal sheet.
 */
export function sheetsAfterBattle(
  s: GwState,
  players: readonly { seat: string; sheet: Sheet }[],
): Result<SheetAfterBattle[]> {
  const out: SheetAfterBattle[] = []
  for (const { seat, sheet: before } of players) {
    const p = s.pilots[`pilot:${seat}`]
    if (!p || p.seat !== seat) return err('gunwave/no_pilot', `No pilot sits at ${seat} in this battle.`)
    if (p.sheet.name !== before.pilot.name)
      return err(
        'gunwave/sheet_mismatch',
        `The sheet at ${seat} is ${before.pilot.name}'s, but ${p.name} flew there.`,
      )
    const dailySpent = p.traitsSpent.filter((t) => traitById(t)?.frequency === 'daily')
    if (p.dead) {
      out.push({ seat, sheet: structuredClone(before), changes: [], dead: true, dailySpent })
      continue
    }
    const changes: SheetChange[] = []
    const experience = Object.entries(before.pilot.experience)
    for (const mecha of modelsFlown(s, p.id)) {
      const was = own(before.pilot.experience, mecha)
      changes.push({ kind: 'experience', mecha, was, now: was + 1 })
    }
    // Object.fromEntries keeps any name (even "__proto__") as an own key of the record.
    const learned = Object.fromEntries([
      ...experience.filter(([k]) => !changes.some((c) => c.kind === 'experience' && c.mecha === k)),
      ...changes.flatMap((c) => (c.kind === 'experience' ? [[c.mecha, c.now] as const] : [])),
    ])
    // The narrator's level-ups were applied to the battle's copy of the sheet (never past the top rank).
    const piloting = Math.min(PILOTING.max, Math.max(before.pilot.piloting, p.sheet.piloting))
    if (piloting !== before.pilot.piloting)
      changes.push({ kind: 'piloting', was: before.pilot.piloting, now: piloting })
    const next = structuredClone(before)
    next.pilot.experience = learned
    next.pilot.piloting = piloting
    const check = validateSheet(next)
    const problem = check.problems[0]
    if (problem || !check.sheet)
      return err(
        problem?.code ?? 'gunwave/sheet_shape',
        `${before.pilot.name}'s sheet after the battle: ${problem?.message ?? 'not a sheet'}`,
        undefined,
        problem?.path,
      )
    out.push({ seat, sheet: check.sheet, changes, dead: false, dailySpent })
  }
  return ok(out)
}
