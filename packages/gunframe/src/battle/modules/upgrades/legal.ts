/**
 * The decisions upgrades add to legal(): special actions, special movement (fast, jump, climb,
 * landing and taking off, transforming) as the environment allows it, a flying fast flyer's
 * straight flights (and its duty to move), Split Fire shares, Maverick's transforming dodges,
 * Quick Reflexes' free reactions, bonus activations' limits and the answers to choice prompts.
 * Continuous choices are discretised like the rest of legal(): eight compass headings.
 */
import type { LegalWant, Vec } from '@sortie/engine'
import { planAttack } from '../../actions/attack.ts'
import { dodgeSpots } from '../../actions/dodge.ts'
import type { BattleLook } from '../../core/context.ts'
import { canSpendFocus } from '../../core/focus.ts'
import { findUnit } from '../../core/geo.ts'
import { listsMoves, listsOthers } from '../../core/legal/want.ts'
import type { BattlePromptOf } from '../../core/prompt-types.ts'
import type { ActivationFrame, BattleDecision, BattleState, BattleUnit } from '../../core/types.ts'
import { fastFlyerFilter } from './actions.ts'
import { has, usedUp, weaponHas } from './effects/registry.ts'
import { isLuckyChoice, luckyDecisions } from './lucky.ts'
import { impulsiveSpots } from './prebattle.ts'
import { specialOptions } from './special.ts'
import { listGroup, specialMoveGroups } from './special-moves.ts'
import { planSplit } from './split.ts'

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
  const groups = specialMoveGroups(s, look, u, seat)
  for (const g of groups) if (!g.late) out.push(...listGroup(g))
  if (others) out.push(...splitFireAttacks(s, look, u, seat))
  for (const g of groups) if (g.late) out.push(...listGroup(g))
  return out
}

/**
 * GF-UPG-SPLIT-FIRE: for each Split Fire weapon, the dice shared as evenly as they go between the
 * first two targets it could hit (the full choice of shares is open to players, not listed).
 */
function splitFireAttacks(s: BattleState, look: BattleLook, u: BattleUnit, seat: string): BattleDecision[] {
  const f = s.stack[s.stack.length - 1]
  if (f?.t !== 'activation' || f.bonus?.target || !u.profile.weapons) return []
  // Without a Split Fire weapon no plan below could be shared: none is made (each plans the
  // attack afresh, sight included, on every enemy however far).
  if (!Object.values(u.profile.weapons).some((ids) => ids?.includes('split-fire'))) return []
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
