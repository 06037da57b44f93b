/**
 * Reactions: after being attacked, after being target-locked, or when an enemy completes a move
 * in sight, an unactivated unit that has not reacted (ruling 1) may pay a focus point for one
 * attack (at the trigger unit only), move (special movement included) or evade. The reacting side
 * is prompted and may pass.
 */
import type { RuleError } from '@sortie/engine'
import type { Figure } from '../../table/contract.ts'
import type { BattleCtx, BattleLook } from '../core/context.ts'
import { canSpendFocus, spendFocus } from '../core/focus.ts'
import { figures, findUnit } from '../core/geo.ts'
import { unitTraits } from '../core/module.ts'
import { moveExtrasOf } from '../core/moves.ts'
import type { BattleDecision, BattleState, BattleUnit, ReactFrame } from '../core/types.ts'
import { setTurnMarks } from '../core/unit/write.ts'
import { declareAttack } from './attack.ts'
import { evadeAction } from './counters.ts'
import { declareMove } from './move.ts'

/** GF-UPG-QUICK-REFLEXES: the unit may react once without paying. */
const freeReaction = (look: BattleLook, u: BattleUnit): boolean => unitTraits(look.modules, u).freeReaction

function mayReact(s: BattleState, look: BattleLook, u: BattleUnit): boolean {
  return (
    u.status === 'table' &&
    !u.turn.activated &&
    !u.turn.reacted &&
    !u.counters.knockedDown &&
    !u.counters.shutDown &&
    (canSpendFocus(look.modules, s, u) || freeReaction(look, u))
  )
}

/** The reactors every module lets react (darkness, nightfall: no reacting to distant moves). */
export function allowedReactors(s: BattleState, look: BattleLook, f: ReactFrame): string[] {
  const all = reactors(s, look, f)
  return all.filter((id) => moduleAllows(s, look, f, id))
}

const moduleAllows = (s: BattleState, look: BattleLook, f: ReactFrame, id: string): boolean =>
  look.modules.every((m) => m.mayReact?.(s, look.table, f, id) ?? true)

/**
 * Whether allowedReactors would list anyone, stopping at the first: settle only asks whether the
 * window stays open, and each unit it need not ask about is a line of sight not measured (the
 * prompt lists them all later, on the rounded state).
 */
export function anyAllowedReactor(s: BattleState, look: BattleLook, f: ReactFrame): boolean {
  const tr = f.trigger
  if (tr.type !== 'moved') {
    const id = reactors(s, look, f)[0]
    return id !== undefined && moduleAllows(s, look, f, id)
  }
  const mover = findUnit(s, tr.by)
  if (mover?.status !== 'table') return false
  let figs: readonly Figure[] | null = null
  for (const u of s.units) {
    if (u.side !== f.seat || !mayReact(s, look, u)) continue
    figs ??= figures(s)
    if (look.table.lineOfSight(s.field, figs, u.id, mover.id).visible && moduleAllows(s, look, f, u.id))
      return true
  }
  return false
}

/** The units that may react to this trigger now. */
export function reactors(s: BattleState, c: BattleLook, f: ReactFrame): string[] {
  const tr = f.trigger
  if (tr.type !== 'moved') {
    const u = findUnit(s, tr.unit)
    return u && u.side === f.seat && mayReact(s, c, u) ? [u.id] : []
  }
  const mover = findUnit(s, tr.by)
  if (mover?.status !== 'table') return []
  const out: string[] = []
  let figs: readonly Figure[] | null = null
  for (const u of s.units) {
    if (u.side !== f.seat || !mayReact(s, c, u)) continue
    figs ??= figures(s)
    if (c.table.lineOfSight(s.field, figs, u.id, mover.id).visible) out.push(u.id)
  }
  return out
}

/**
 * Whether reactors would list this unit, asking about it alone (the same tests, in the same
 * order): a reaction's apply checks the one unit named, not every other that might react.
 */
export function isReactor(s: BattleState, c: BattleLook, f: ReactFrame, unit: unknown): boolean {
  const tr = f.trigger
  if (tr.type !== 'moved') return reactors(s, c, f)[0] === unit
  const mover = findUnit(s, tr.by)
  if (mover?.status !== 'table') return false
  // The first unit of that id, as reactors meets it walking the units in order.
  const u = findUnit(s, unit)
  if (!u || u.side !== f.seat || !mayReact(s, c, u)) return false
  return c.table.lineOfSight(s.field, figures(s), u.id, mover.id).visible
}

export function react(
  s: BattleState,
  c: BattleCtx,
  f: ReactFrame,
  d: Extract<BattleDecision, { kind: 'react' }>,
): RuleError | undefined {
  if (!isReactor(s, c, f, d.unit))
    return {
      code: 'gunframe/cannot_react',
      message: 'That unit may not react now.',
      detail: { unit: d.unit },
    }
  const u = findUnit(s, d.unit) as BattleUnit
  // GF-UPG-SWIFT-TRANSFORM comes at the start or end of a move or attack action, never an evade.
  if (d.swift !== undefined && d.action !== 'move' && d.action !== 'attack')
    return { code: 'gunframe/swift_not_here', message: 'Swift Transform goes with a move or an attack.' }
  // GF-UPG-QUICK-REFLEXES: the free reaction is the player's choice (`free: true`), never a
  // fallback: a reaction that pays and cannot is refused, and so is a free one without it.
  if (d.free === true) {
    if (!freeReaction(c, u))
      return {
        code: 'gunframe/no_quick_reflexes',
        message: 'This unit has no unused Quick Reflexes for a free reaction.',
        detail: { unit: u.id },
      }
    for (const m of c.modules) m.spendFreeReaction?.(s, c, u)
  } else if (canSpendFocus(c.modules, s, u)) spendFocus(c.modules, s, u)
  else
    return {
      code: 'gunframe/no_focus',
      message: freeReaction(c, u)
        ? 'No focus point can be spent on this unit: choose its Quick Reflexes (free) to react.'
        : 'No focus point can be spent on this unit.',
      detail: { unit: u.id },
    }
  setTurnMarks(u, { reacted: true })
  c.emit({ type: 'Reaction', unit: u.id, action: d.action, trigger: f.trigger })
  // A reaction is a single move or attack action: modules may offer what follows one (a wingman's
  // copy) or act at its start (Swift Transform). This comes before a group takes the reaction over,
  // so a group's leader transforms (and is asked at the end) as a lone reactor does: its start
  // comes before the group's check, and what is asked for the end waits under the followers'
  // question and the action it leads to.
  if (d.action === 'move' || d.action === 'attack') {
    const action = d.action
    for (const m of c.modules) {
      const e = m.reactionDeclared?.(s, c, u, { ...d, action })
      if (e) return e
    }
  }
  // GF-OPT-GROUPS-FORM: a conventional unit may name followers before its reaction is carried out.
  for (const m of c.modules) {
    const taken = m.react?.(s, c, u, f.trigger.by, d)
    if (taken !== undefined) return taken === 'done' ? undefined : taken
  }
  const opts = { reaction: true, first: false }
  switch (d.action) {
    case 'attack':
      return declareAttack(s, c, u, f.trigger.by, false, opts)
    case 'move':
      // GF-REACT-MOVE: a reaction move follows the rules of a move action, special movement
      // (and its focus cost, on top of the reaction's) included.
      return declareMove(s, c, u, d.path, d.facing, {
        ...opts,
        ...moveExtrasOf(d),
      })
    case 'evade':
      return evadeAction(s, c, u)
    default:
      return { code: 'gunframe/bad_reaction', message: 'A reaction is an attack, a move or an evade.' }
  }
}
