/**
 * The move reactions `legal()` offers a unit (GF-REACT-MOVE): the table's candidates, as for an
 * activation but fewer, then the special movement the modules list for an action (fast, jump,
 * a fast flyer's flights, landing, taking off, transforming — with or without a take-off or
 * landing) as far as the unit can pay for it once the reaction's own focus point is paid. The
 * modules are asked on that paid state, so they measure no run the unit could not afford; a unit
 * with no special movement it could still use is not asked about any, and the common reaction
 * listing measures nothing more than before.
 */
import type { LegalWant } from '@sortie/engine'
import { canAffordFocus, specialFocusCost } from '../../actions/special-move.ts'
import type { BattleLook, SpecialRule } from '../context.ts'
import { canSpendFocus, spendFocus } from '../focus.ts'
import { moveProfile } from '../module.ts'
import type { BattleDecision, BattleState, BattleUnit } from '../types.ts'
import { moveOptions } from './move-options.ts'
import { OTHERS } from './want.ts'

/** The table's candidate moves a reactor is offered (a reaction is one move, not a whole turn). */
const REACTION_MOVES = 8

/** What the modules' action listing is asked for: its moves only. */
const ONLY_MOVES: LegalWant = { without: [OTHERS] }

type ReactDecision = Extract<BattleDecision, { kind: 'react' }>

/** The unit's reaction moves, table candidates first. */
export function reactionMoves(
  s: BattleState,
  look: BattleLook,
  u: BattleUnit,
  seat: string,
): ReactDecision[] {
  const out: ReactDecision[] = []
  for (const m of moveOptions(s, look, u, REACTION_MOVES))
    out.push({ seat, kind: 'react', unit: u.id, action: 'move', path: m.path, facing: m.facing })
  // Most reactors have no special movement at all: known before any copy is made for the payment.
  if (!hasSpecialMovement(s, look, u)) return out
  const paid = afterReaction(s, look, u)
  if (!mayMoveSpecially(paid.s, look, paid.u)) return out
  const p = moveProfile(look.modules, paid.s, paid.u)
  for (const m of look.modules) {
    if (!m.unitActions) continue
    for (const d of m.unitActions(paid.s, look, paid.u, seat, ONLY_MOVES)) {
      if (d.kind !== 'move') continue
      if (!canAffordFocus(look.modules, paid.s, paid.u, specialFocusCost(p, d.special, d.fast))) continue
      out.push({
        seat,
        kind: 'react',
        unit: u.id,
        action: 'move',
        path: d.path,
        facing: d.facing,
        ...(d.special ? { special: d.special } : {}),
        ...(d.fast !== undefined ? { fast: d.fast } : {}),
        ...(d.form !== undefined ? { form: d.form } : {}),
        ...(d.flight !== undefined ? { flight: d.flight } : {}),
      })
    }
  }
  return out
}

/**
 * The side's pool and the unit's marks once the reaction is paid, on copies (nothing is spent).
 * A unit that cannot pay reacts free (Quick Reflexes) and keeps them as they are.
 */
function afterReaction(s: BattleState, look: BattleLook, u: BattleUnit): { s: BattleState; u: BattleUnit } {
  if (!canSpendFocus(look.modules, s, u)) return { s, u }
  const s2 = { ...s, focus: { ...s.focus } }
  const count = u.turn.focusCount
  const u2 = { ...u, turn: { ...u.turn, ...(count ? { focusCount: { ...count } } : {}) } }
  spendFocus(look.modules, s2, u2)
  return { s: s2, u: u2 }
}

/** Whether the unit has any special movement at all, paid for or not (flight, forms, fast, jump). */
function hasSpecialMovement(s: BattleState, look: BattleLook, u: BattleUnit): boolean {
  if (u.counters.knockedDown) return false
  const p = moveProfile(look.modules, s, u)
  return p.flight !== 'none' || (u.profile.forms?.length ?? 0) > 1 || p.fast.allowed || p.jump.allowed
}

/**
 * Whether the unit has any special movement it might still use: one it can pay for, flight
 * (flying, landing, taking off) or a second form. Fast and a jump usually cost a point, and the
 * reaction has taken the unit's one.
 */
function mayMoveSpecially(s: BattleState, look: BattleLook, u: BattleUnit): boolean {
  if (u.counters.knockedDown) return false
  const p = moveProfile(look.modules, s, u)
  if (p.flight !== 'none' || (u.profile.forms?.length ?? 0) > 1) return true
  const usable = (r: SpecialRule) => r.allowed && canAffordFocus(look.modules, s, u, r.focusCost)
  return usable(p.fast) || (usable(p.jump) && !u.flying)
}
