/**
 * The decisions issue 6 adds to legal(): special actions, special movement (fast, jump, climb,
 * landing and taking off, transforming), bonus activations' limits and the answers to choice
 * prompts. Continuous choices are discretised like the rest of legal(): eight compass headings.
 */
import type { Prompt, Vec } from '@sortie/engine'
import type { TableRules } from '../table/contract.ts'
import { dodgeSpots } from './dodge.ts'
import { canSpendFocus } from './focus.ts'
import { findUnit } from './geo.ts'
import { checkMove } from './move.ts'
import { effectiveSpeed } from './power-crippled.ts'
import { specialAllowed } from './special-move.ts'
import type { ActivationFrame, BattleDecision, BattleState, BattleUnit, SpecialMove } from './types.ts'
import { specialOptions } from './upgrade-special.ts'

function straightMoves(
  s: BattleState,
  table: TableRules,
  u: BattleUnit,
  sp: SpecialMove,
  inches: number,
  seat: string,
): BattleDecision[] {
  const out: BattleDecision[] = []
  for (let k = 0; k < 8; k++) {
    const th = u.facing + (k * Math.PI) / 4
    const end = { x: u.pos.x + inches * Math.cos(th), y: u.pos.y + inches * Math.sin(th) }
    const path = [{ ...u.pos }, end]
    const m = checkMove(s, { table }, u, path, th, sp)
    if (m.ok) out.push({ seat, kind: 'move', path, facing: m.facing, special: sp })
  }
  return out
}

/** Extra action decisions for an activating unit that is neither shut down nor knocked down. */
export function extraActions(
  s: BattleState,
  table: TableRules,
  u: BattleUnit,
  seat: string,
): BattleDecision[] {
  const out: BattleDecision[] = []
  for (const o of specialOptions(s, table, u))
    out.push({ seat, kind: 'special', use: o.use, ...(o.target ? { target: o.target } : {}) })
  const speed = effectiveSpeed(s, u)
  if (!specialAllowed(s, u, 'fast') && (u.upgrades.includes('fast') || canSpendFocus(s, u)))
    out.push(...straightMoves(s, table, u, 'fast', speed * 2, seat).slice(0, 3))
  if (!specialAllowed(s, u, 'jump')) out.push(...straightMoves(s, table, u, 'jump', speed, seat).slice(0, 3))
  for (const sp of ['land', 'take-off'] as const)
    if (!specialAllowed(s, u, sp)) {
      const stay = checkMove(s, { table }, u, [{ ...u.pos }], u.facing, sp)
      if (stay.ok) out.push({ seat, kind: 'move', path: [{ ...u.pos }], facing: u.facing, special: sp })
      else out.push(...straightMoves(s, table, u, sp, speed, seat).slice(0, 2))
    }
  if (!specialAllowed(s, u, 'transform'))
    (u.forms ?? []).forEach((_f, i) => {
      if (i !== (u.form ?? 0))
        out.push({
          seat,
          kind: 'move',
          path: [{ ...u.pos }],
          facing: u.facing,
          special: 'transform',
          form: i,
        })
    })
  return out
}

/** A bonus activation (Rivals, Well-Oiled, Wingman) allows only its kind of action and target. */
export function restrictBonus(f: ActivationFrame, out: BattleDecision[]): BattleDecision[] {
  const b = f.bonus
  if (!b?.only) return out
  return out.filter(
    (d) =>
      d.kind === 'end-activation' ||
      (d.kind === b.only && (d.kind !== 'attack' || !b.target || d.target === b.target)),
  )
}

/** Choices whose yes costs the unit a focus point (it may have gone since they were asked). */
const PAID = new Set(['rivals', 'well-oiled', 'wingman'])

/** Answers to a choice prompt. */
export function choiceDecisions(s: BattleState, table: TableRules, p: Prompt): BattleDecision[] {
  const top = s.stack[s.stack.length - 1]
  if (top?.t !== 'choice') return []
  const seat = p.seat
  const u = findUnit(s, top.unit) as BattleUnit
  const out: BattleDecision[] = []
  for (const option of top.options) {
    if (option === 'move' && top.inches !== undefined) {
      for (const to of dodgeSpots(s, { table }, u, top.inches) as Vec[])
        out.push({ seat, kind: 'choose', option, to })
      continue
    }
    if (option === 'dramatic-cry' && !canSpendFocus(s, u)) continue
    if (PAID.has(top.id) && option !== 'decline' && !canSpendFocus(s, u)) continue
    if (option.startsWith('guard:') && !canSpendFocus(s, findUnit(s, option.slice(6)) as BattleUnit)) continue
    out.push({ seat, kind: 'choose', option })
  }
  return out
}
