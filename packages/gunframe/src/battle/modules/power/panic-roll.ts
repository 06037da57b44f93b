/**
 * A panic roll (GF-PANIC-ROLL) — for a friend's death or for Terrifying — is a Pilot Skill roll made
 * through the common roll (pilot-skill.ts), so every re-roll of such a roll applies: Fearless
 * passes without a die; a unit within 8" of another friendly Inspiring unit rolls a failure again
 * for free (GF-UPG-INSPIRING); Lucky is spent only if the roll still fails (GF-UPG-LUCKY).
 */
import { INSPIRING_RANGE } from '@sortie/gunframe/power'
import type { BattleCtx } from '../../core/context.ts'
import { figureOf } from '../../core/geo.ts'
import { pilotSkillRoll } from '../../core/pilot-skill.ts'
import type { BattleState, BattleUnit } from '../../core/types.ts'
import { inspires } from '../upgrades/capabilities.ts'

/** Another friendly Inspiring unit on the table within 8" (it steadies friends, not itself). */
export function nearInspiring(s: BattleState, c: Pick<BattleCtx, 'table'>, u: BattleUnit): boolean {
  return s.units.some(
    (o) =>
      o.status === 'table' &&
      o.side === u.side &&
      o.id !== u.id &&
      inspires(o) &&
      c.table.edgeDistance(figureOf(o), figureOf(u)) <= INSPIRING_RANGE + 1e-9,
  )
}

export interface PanicRollOpts {
  fearless: boolean
  inspired: boolean
}

/** Rolls (or, for Fearless, skips) the test and reports it as a PanicRoll event; true on a pass. */
export function panicRoll(c: BattleCtx, u: BattleUnit, why: string, opts: PanicRollOpts): boolean {
  if (opts.fearless) {
    c.emit({ type: 'PanicRoll', unit: u.id, roll: null, skill: u.profile.skill, pass: true, auto: true, why })
    return true
  }
  const { roll, success } = pilotSkillRoll(c, u, `panic:${why}`, opts.inspired ? 'inspiring' : undefined)
  c.emit({ type: 'PanicRoll', unit: u.id, roll, skill: u.profile.skill, pass: success, auto: false, why })
  return success
}
