/**
 * What a move does to units once the mover stands at its end, one step after another, then the
 * move's end (charge bookkeeping, the reaction trigger): each dangerous feature entered rolls
 * Pilot Skill and deals the roll on a failure (GF-TER-DANGEROUS), a landing in difficult terrain
 * deals 1, a walk off a ledge is a fall (GF-SPM-FALL), a jump that ends in contact deals its hit
 * to the target and 1 to the jumper (GF-SPM-JUMP-CHARGE). Damage that destroys the mover ends it
 * there.
 *
 * A Guardian may be asked about a step's damage (GF-RULING-GUARDIAN-SOURCES; the upgrades module's
 * `beforeMoveDamage`): the steps then stop, and the damage, the steps left and the move's end wait
 * in the question's data (plain JSON) until the answer resumes them (resumeHazards). A fall's
 * damage is rolled and landed by the power module in one go, so no Guardian is asked about it.
 */
import type { HeldMoveDamage, MoveEndData, MoveHazard } from '../core/choice-data.ts'
import type { BattleCtx } from '../core/context.ts'
import { findUnit } from '../core/geo.ts'
import { moveProfile } from '../core/module.ts'
import type { BattleState, BattleUnit } from '../core/types.ts'
import { applyDamage, pilotSkillRoll } from './damage.ts'
import { completed } from './move-end.ts'

interface Hit {
  unit: BattleUnit
  damage: number
  cause: string
}

/** One step's damage, rolled and announced, not yet landed; null when it deals none to land. */
function hitOf(s: BattleState, c: BattleCtx, u: BattleUnit, h: MoveHazard): Hit | null {
  switch (h.k) {
    case 'dangerous': {
      const { roll, success } = pilotSkillRoll(c, u, `dangerous:${h.feature}`)
      return success ? null : { unit: u, damage: roll, cause: h.feature }
    }
    case 'landing':
      return { unit: u, damage: 1, cause: 'landing' }
    case 'fall':
      for (const m of c.modules) m.fall?.(s, c, u, h.inches)
      return null
    case 'jump': {
      // Death From Above: D3 on a pass, 1 on a failure; otherwise 1 on a pass.
      const target = findUnit(s, h.target) as BattleUnit
      const { success } = pilotSkillRoll(c, u, 'jump-charge')
      const dfa = moveProfile(c.modules, s, u).heavyLanding
      const damage = success ? (dfa ? Math.ceil(c.dice.d6() / 2) : 1) : dfa ? 1 : 0
      c.emit({ type: 'JumpCharge', unit: u.id, target: target.id, success, damage })
      return { unit: target, damage, cause: u.id }
    }
    case 'jump-self':
      return { unit: u, damage: 1, cause: 'jump-charge' }
  }
}

/** Lands a hit on `taker`: true when it destroyed the mover (the move ends there). */
function land(
  s: BattleState,
  c: BattleCtx,
  taker: BattleUnit,
  hit: { damage: number; cause: string },
  end: MoveEndData,
) {
  return applyDamage(s, c, taker, hit.damage, hit.cause) && taker.id === end.unit
}

/** Runs the steps from the first, then the move's end; stops where a Guardian is asked. */
export function runHazards(
  s: BattleState,
  c: BattleCtx,
  end: MoveEndData,
  steps: readonly MoveHazard[],
): void {
  const u = findUnit(s, end.unit) as BattleUnit
  for (let i = 0; i < steps.length; i++) {
    const h = steps[i] as MoveHazard
    const hit = hitOf(s, c, u, h)
    if (h.k === 'fall' && u.status !== 'table') return
    if (!hit) continue
    const held: Omit<HeldMoveDamage, 'for' | 'damage'> = {
      kind: h.k,
      cause: hit.cause,
      rest: steps.slice(i + 1),
      end,
    }
    if (hit.damage > 0 && c.modules.some((m) => m.beforeMoveDamage?.(s, c, hit.unit, hit.damage, held)))
      return
    if (land(s, c, hit.unit, hit, end)) return
  }
  completed(s, c, u, end.opts, end.startEngaged, end.endEngaged)
}

/** The answer about a step's damage: `taker` (the unit it was meant for, or its Guardian) takes it; the rest follows. */
export function resumeHazards(s: BattleState, c: BattleCtx, held: HeldMoveDamage, taker: BattleUnit): void {
  if (land(s, c, taker, held, held.end)) return
  runHazards(s, c, held.end, held.rest)
}
