/**
 * The decisions upgrades add to legal(): special actions, special movement (fast, jump, climb,
 * landing and taking off, transforming) as the environment allows it, a flying fast flyer's
 * straight flights (and its duty to move), Split Fire shares, Maverick's transforming dodges,
 * Quick Reflexes' free reactions, bonus activations' limits and the answers to choice prompts.
 * Continuous choices are discretised like the rest of legal(): eight compass headings.
 */
import type { LegalWant, Vec } from '@sortie/engine'
import type { TableRules } from '../../../table/contract.ts'
import { planAttack } from '../../actions/attack.ts'
import { dodgeSpots } from '../../actions/dodge.ts'
import { checkMove } from '../../actions/move.ts'
import { canAffordFocus, combinedAllowed, specialAllowed } from '../../actions/special-move.ts'
import type { BattleLook } from '../../core/context.ts'
import { canSpendFocus } from '../../core/focus.ts'
import { figures, findUnit } from '../../core/geo.ts'
import { listsMoves, listsOthers } from '../../core/legal/want.ts'
import type { BattlePromptOf } from '../../core/prompt-types.ts'
import type {
  ActivationFrame,
  BattleDecision,
  BattleState,
  BattleUnit,
  SpecialMove,
} from '../../core/types.ts'
import { effectiveSpeed } from '../power/crippled.ts'
import { fastFlyerFilter, fastFlyerMoves } from './actions.ts'
import { has, usedUp, weaponHas } from './effects/registry.ts'
import { fieldFor, specialFocusCost } from './environment.ts'
import { canFly, fastFlyer } from './flight.ts'
import { isLuckyChoice, luckyDecisions } from './lucky.ts'
import { moveProfileOf } from './move-profile.ts'
import { impulsiveSpots } from './prebattle.ts'
import { specialOptions } from './special.ts'
import { planSplit } from './split.ts'

/** The first `most` legal straight runs of the eight directions, from the unit's facing round. */
function straightMoves(
  s: BattleState,
  look: BattleLook,
  u: BattleUnit,
  sp: SpecialMove,
  inches: number,
  seat: string,
  most: number,
  fast?: boolean,
): BattleDecision[] {
  const out: BattleDecision[] = []
  // Later directions are never offered once `most` are found, so they are not measured.
  for (let k = 0; k < 8 && out.length < most; k++) {
    const th = u.facing + (k * Math.PI) / 4
    const end = { x: u.pos.x + inches * Math.cos(th), y: u.pos.y + inches * Math.sin(th) }
    const path = [{ ...u.pos }, end]
    const m = checkMove(s, look, u, path, th, sp, undefined, undefined, fast)
    if (m.ok)
      out.push({ seat, kind: 'move', path, facing: m.facing, special: sp, ...(fast ? { fast: true } : {}) })
  }
  return out
}

/** Extra action decisions for an activating unit that is neither shut down nor knocked down. */
export function extraActions(
  s: BattleState,
  look: BattleLook,
  u: BattleUnit,
  seat: string,
  want?: LegalWant,
): BattleDecision[] {
  const table = look.table
  const out: BattleDecision[] = []
  const others = listsOthers(want)
  if (others)
    for (const o of specialOptions(s, table, u))
      out.push({ seat, kind: 'special', use: o.use, ...(o.target ? { target: o.target } : {}) })
  if (!listsMoves(want)) {
    if (others) out.push(...splitFireAttacks(s, look, u, seat))
    return out
  }
  const p = moveProfileOf(s, u)
  const speed = effectiveSpeed(s, u)
  const affordable = (sp: SpecialMove) =>
    specialFocusCost(s, u, sp) === 0 || canSpendFocus(look.modules, s, u)
  if (!specialAllowed(u, 'fast', p) && affordable('fast'))
    out.push(...straightMoves(s, look, u, 'fast', speed * 2, seat, 3))
  if (!specialAllowed(u, 'jump', p) && affordable('jump'))
    out.push(...straightMoves(s, look, u, 'jump', speed, seat, 3))
  // GF-SPM-COMBINED: a fast jump, as far as it may go (each half paid for).
  if (
    !specialAllowed(u, 'jump', p) &&
    !combinedAllowed(u, 'jump', true, p) &&
    canAffordFocus(look.modules, s, u, specialFocusCost(s, u, 'jump', true))
  )
    out.push(...straightMoves(s, look, u, 'jump', speed * 2, seat, 2, true))
  // GF-SPM-FAST-FLYER: the table's candidate paths are seldom one straight flight.
  if (u.flying && fastFlyer(u.profile)) out.push(...fastFlyerMoves(s, look, u, seat).slice(0, 4))
  if (others) out.push(...splitFireAttacks(s, look, u, seat))
  for (const sp of ['land', 'take-off'] as const)
    if (!specialAllowed(u, sp, p)) {
      const stay = checkMove(s, look, u, [{ ...u.pos }], u.facing, sp)
      if (stay.ok) out.push({ seat, kind: 'move', path: [{ ...u.pos }], facing: u.facing, special: sp })
      else out.push(...straightMoves(s, look, u, sp, speed, seat, 2))
    }
  if (!specialAllowed(u, 'transform', p))
    (u.profile.forms ?? []).forEach((f, i) => {
      if (i === (u.profile.form ?? 0)) return
      // A hovering unit whose new form cannot fly comes down where it is: list it only where
      // a figure may stand (GF-SPM-TRANSFORM), as the move itself will check.
      const flies = canFly(f)
      if (u.flying && !flies && !groundSpotFree(s, table, u)) return
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

function groundSpotFree(s: BattleState, table: TableRules, u: BattleUnit): boolean {
  const figs = figures(s).map((f) => (f.id === u.id ? { ...f, flying: false } : f))
  return table.measureMove(fieldFor(s, u), figs, {
    unitId: u.id,
    path: [{ ...u.pos }],
    facing: u.facing,
    mode: 'ground',
    allowance: 0,
  }).ok
}

/**
 * GF-UPG-SPLIT-FIRE: for each Split Fire weapon, the dice shared as evenly as they go between the
 * first two targets it could hit (the full choice of shares is open to players, not listed).
 */
function splitFireAttacks(s: BattleState, look: BattleLook, u: BattleUnit, seat: string): BattleDecision[] {
  const f = s.stack[s.stack.length - 1]
  if (f?.t !== 'activation' || f.bonus?.target || !u.profile.weapons) return []
  const opts = { reaction: false, frame: f }
  const enemies = s.units.filter((o) => o.status === 'table' && o.side !== u.side)
  for (const [i, x] of enemies.entries()) {
    const p = planAttack(s, look, u, x.id, opts)
    if (!p.ok || p.value.weapon < 2 || !weaponHas(u, p.value.band, 'split-fire')) continue
    if (p.value.needsRapidFire && !p.value.freeRapidFire && !canSpendFocus(look.modules, s, u)) continue
    const n = p.value.weapon
    for (const y of enemies.slice(i + 1)) {
      const split = [
        { target: x.id, dice: Math.ceil(n / 2) },
        { target: y.id, dice: Math.floor(n / 2) },
      ]
      if ('code' in planSplit(s, look, u, split, opts)) continue
      return [
        { seat, kind: 'attack', target: x.id, split, ...(p.value.needsRapidFire ? { rapidFire: true } : {}) },
      ]
    }
  }
  return []
}

/**
 * A bonus activation (Rivals, Well-Oiled, Wingman) allows only its kind of action and target; a
 * flying fast flyer's last action must be a move while it has not moved.
 */
export function restrictBonus(f: ActivationFrame, out: BattleDecision[], u?: BattleUnit): BattleDecision[] {
  if (u) out = fastFlyerFilter(f, u, out)
  const b = f.bonus
  if (!b?.only) return out
  return out.filter(
    (d) =>
      d.kind === 'end-activation' ||
      (d.kind === b.only && (d.kind !== 'attack' || !b.target || d.target === b.target)),
  )
}

/**
 * GF-UPG-QUICK-REFLEXES: a reaction is paid for or, by the player's choice, free. A unit that can
 * pay is also offered the free attack or evade (moves stay paid to keep the list short); one that
 * cannot pay is offered only the free reactions.
 */
export function quickReflexes(s: BattleState, look: BattleLook, out: BattleDecision[]): BattleDecision[] {
  const paid: BattleDecision[] = []
  const extra: BattleDecision[] = []
  for (const d of out) {
    if (d.kind !== 'react') {
      paid.push(d)
      continue
    }
    const u = findUnit(s, d.unit)
    const free = u !== undefined && has(u, 'quick-reflexes') && !usedUp(u, 'quick-reflexes')
    const canPay = u !== undefined && canSpendFocus(look.modules, s, u)
    if (canPay) paid.push(d)
    if (free && (!canPay || d.action !== 'move')) extra.push({ ...d, free: true })
  }
  return [...paid, ...extra]
}

/** Choices whose yes costs the unit a focus point (it may have gone since they were asked). */
const PAID = new Set(['rivals', 'well-oiled', 'wingman', 'swift-transform'])

/** Answers to a choice prompt. */
export function choiceDecisions(
  s: BattleState,
  look: BattleLook,
  p: BattlePromptOf<'choose'>,
): BattleDecision[] {
  const { table } = look
  const top = s.stack[s.stack.length - 1]
  if (top?.t !== 'choice') return []
  const seat = p.seat
  // GF-UPG-LUCKY: the quick picks only; any other set of dice is a `pick` the player names.
  if (isLuckyChoice(top)) return luckyDecisions(top, seat)
  const u = findUnit(s, top.unit) as BattleUnit
  const out: BattleDecision[] = []
  for (const option of top.options) {
    if (option === 'move' && top.inches !== undefined) {
      const spots =
        top.id === 'impulsive'
          ? impulsiveSpots(s, table, u, top.inches)
          : dodgeSpots(s, { table }, u, top.inches)
      for (const to of spots as Vec[]) out.push({ seat, kind: 'choose', option, to })
      continue
    }
    if (option === 'dramatic-cry' && !canSpendFocus(look.modules, s, u)) continue
    if (PAID.has(top.id) && option !== 'decline' && !canSpendFocus(look.modules, s, u)) continue
    if (
      option.startsWith('guard:') &&
      !canSpendFocus(look.modules, s, findUnit(s, option.slice(6)) as BattleUnit)
    )
      continue
    out.push({ seat, kind: 'choose', option })
  }
  return out
}
