/**
 * A finite list of decisions the current prompt accepts, for bots and fuzzers. Continuous
 * choices are discretised: moves from the table's candidates plus straight runs into base
 * contact, deployment on a grid, dodges to eight compass points, facing towards the nearest enemy.
 */
import type { LegalWant } from '@sortie/engine'
import { blockedWithoutSight, planAttack, sightlessRefusals } from '../../actions/attack.ts'
import { checkLock } from '../../actions/counters.ts'
import { dodgeSpots } from '../../actions/dodge.ts'
import type { BattleLook } from '../context.ts'
import { canSpendFocus } from '../focus.ts'
import { findUnit } from '../geo.ts'
import { moduleLegal } from '../module.ts'
import { battlePrompt } from '../prompt.ts'
import type { BattlePrompt } from '../prompt-types.ts'
import type { ActivationFrame, BattleDecision, BattleState, BattleUnit } from '../types.ts'
import { moveOptions } from './move-options.ts'
import { reactionMoves } from './reaction-moves.ts'
import { listsAll, listsLocks, listsMoves, listsOthers, listsTableMoves, wanted } from './want.ts'

function actionOptions(
  s: BattleState,
  look: BattleLook,
  f: ActivationFrame,
  seat: string,
  want: LegalWant | undefined,
): BattleDecision[] {
  const u = findUnit(s, f.unit) as BattleUnit
  const out: BattleDecision[] = [{ seat, kind: 'end-activation' }]
  if (u.counters.shutDown) {
    out.push({ seat, kind: 'special' })
    return out
  }
  // The table's moves are measured when the caller wants them, or when whether there are any
  // decides what else is legal (then they are left out at the end). Only whether there is one
  // matters then: the first found answers it (a module's moves build on the table's, so with none
  // of those they are the same call either way), where measuring all of a fast flyer's
  // candidates, each checked again as a flight, cost more than the rest of the listing.
  const tableMoves = listsTableMoves(want)
  const forced = !tableMoves && look.modules.some((m) => m.movesShapeActions?.(f, u))
  let dropped: Set<BattleDecision> | undefined
  // Forced and no move found yet: the modules' own moves (special moves) must be listed to say.
  let unsure = forced
  if (tableMoves || forced) {
    const from = out.length
    const moves = tableMoves ? moveOptions(s, look, u) : moveOptions(s, look, u, 1)
    for (const m of moves) out.push({ seat, kind: 'move', path: m.path, facing: m.facing })
    for (const m of look.modules) if (m.moveActions) out.push(...m.moveActions(s, look, u, moves, seat))
    if (!tableMoves) dropped = new Set(out.slice(from))
    if (forced) unsure = !out.slice(from).some((d) => d.kind === 'move')
  }
  if (!u.counters.knockedDown) {
    if (listsOthers(want)) attackOptions(s, look, f, u, seat, out, listsLocks(want))
    for (const m of look.modules)
      if (m.unitActions) out.push(...m.unitActions(s, look, u, seat, unsure ? undefined : want))
  }
  const kept = restrictActions(look, f, out, u)
  return dropped ? kept.filter((d) => !dropped.has(d)) : kept
}

/**
 * Whether the activation's full listing holds a move (before the modules narrow it): where it does,
 * a fast flyer that must move is offered no other last action (movesShapeActions). The table's
 * first move answers; otherwise the modules' own moves are listed to see.
 */
export function anyMoveListed(s: BattleState, look: BattleLook, u: BattleUnit, seat: string): boolean {
  const moves = moveOptions(s, look, u, 1)
  if (moves.length > 0) return true
  const isMove = (d: BattleDecision) => d.kind === 'move'
  for (const m of look.modules) if (m.moveActions?.(s, look, u, moves, seat).some(isMove)) return true
  if (u.counters.knockedDown) return false
  for (const m of look.modules) if (m.unitActions?.(s, look, u, seat).some(isMove)) return true
  return false
}

/** The attacks, locks and evade open to the activating unit, added to `out`. */
function attackOptions(
  s: BattleState,
  look: BattleLook,
  f: ActivationFrame,
  u: BattleUnit,
  seat: string,
  out: BattleDecision[],
  locks: boolean,
): void {
  const refused = sightlessRefusals(s, look, u)
  for (const o of s.units) {
    if (o.status !== 'table' || o.side === u.side) continue
    const plan = refused(o) ? undefined : planAttack(s, look, u, o.id, { reaction: false, frame: f })
    if (
      plan?.ok &&
      (!plan.value.needsRapidFire || plan.value.freeRapidFire || canSpendFocus(look.modules, s, u))
    ) {
      const rapid = plan.value.needsRapidFire ? { rapidFire: true } : {}
      // GF-ATK-CLOSE-LOS: when turning to face a close target is optional, offer both ways.
      const near = plan.value.band === 'close' || plan.value.band === 'short'
      const turned = near
        ? planAttack(s, look, u, o.id, { reaction: false, frame: f, face: true })
        : undefined
      // Keeping the facing is only a second way when turning is one at all (beyond 1" it is refused).
      const kept = turned?.ok
        ? planAttack(s, look, u, o.id, { reaction: false, frame: f, face: false })
        : undefined
      if (turned?.ok && kept?.ok && turned.value.facing !== kept.value.facing)
        for (const face of [false, true]) out.push({ seat, kind: 'attack', target: o.id, ...rapid, face })
      else out.push({ seat, kind: 'attack', target: o.id, ...rapid })
    }
    if (locks && !checkLock(s, look, u, o.id)) out.push({ seat, kind: 'lock', target: o.id })
  }
  if (!u.turn.evadeUsed) out.push({ seat, kind: 'evade' })
}

/** The activation's decisions as the modules narrow them (a bonus action's limits, a fast flyer's must-move). */
export function restrictActions(
  look: BattleLook,
  f: ActivationFrame,
  out: BattleDecision[],
  u: BattleUnit,
): BattleDecision[] {
  let kept = out
  for (const m of look.modules) if (m.restrictActions) kept = m.restrictActions(f, kept, u)
  return kept
}

export function battleLegal(
  s: BattleState,
  look: BattleLook,
  /** The state's prompt when the caller already has it (the ruleset remembers apply's). */
  p: BattlePrompt | null = battlePrompt(s, look),
  /** What the caller will not pick (want.ts): those are not listed. */
  want?: LegalWant,
): BattleDecision[] {
  if (!p) return []
  const listed = listing(s, look, p, want)
  // One guarantee whatever a module adds: a listing holds no decision of a family left out.
  return listsAll(want) ? listed : listed.filter((d) => wanted(want, d))
}

function listing(
  s: BattleState,
  look: BattleLook,
  p: BattlePrompt,
  want: LegalWant | undefined,
): BattleDecision[] {
  // Prompts a module lists wholly: the mission's setup, deployment, activation and reserves,
  // power spends, and the choices of upgrades, groups and returning debris.
  const ml = moduleLegal(s, look, p)
  if (ml) return ml
  const seat = p.seat
  switch (p.kind) {
    case 'choose-role':
      return [
        { seat, kind: 'choose-role', role: 'attacker' },
        { seat, kind: 'choose-role', role: 'defender' },
      ]
    // choose-half, deploy and activate are listed by the mission layer (missionLegal) first.
    case 'initiative':
      return [
        { seat, kind: 'initiative', first: true },
        { seat, kind: 'initiative', first: false },
      ]
    case 'action':
      return [
        ...actionOptions(s, look, s.stack[s.stack.length - 1] as ActivationFrame, seat, want),
        ...look.modules.flatMap((m) => m.actions?.(s, look) ?? []),
      ]
    case 'disengage':
      return [
        { seat, kind: 'disengage', choice: 'stop' },
        { seat, kind: 'disengage', choice: 'take-damage' },
      ]
    case 'use-lock':
      return (['focus-fire', 'precise-strike', 'keep'] as const).map((effect) => ({
        seat,
        kind: 'use-lock',
        effect,
      }))
    case 'defend': {
      const pools: ('defense' | 'close')[] = p.close ? ['defense', 'close'] : ['defense']
      const evades = p.evade ? [false, true] : [false]
      return pools.flatMap((pool) => evades.map((evade) => ({ seat, kind: 'defend' as const, pool, evade })))
    }
    case 'dodge': {
      const t = findUnit(s, p.target) as BattleUnit
      const spots = dodgeSpots(s, look, t, p.inches)
      return [
        { seat, kind: 'dodge', to: null },
        ...spots.map((to) => ({ seat, kind: 'dodge' as const, to })),
        ...look.modules.flatMap((m) => m.dodges?.(t, spots, seat) ?? []),
      ]
    }
    case 'react': {
      const top = s.stack[s.stack.length - 1]
      if (top?.t !== 'react') return []
      const out: BattleDecision[] = [{ seat, kind: 'pass' }]
      for (const id of p.units) {
        const u = findUnit(s, id) as BattleUnit
        if (!u.turn.evadeUsed) out.push({ seat, kind: 'react', unit: id, action: 'evade' })
        const by = findUnit(s, top.trigger.by)
        const reach = by !== undefined && !blockedWithoutSight(s, look, u, by)
        if (reach && planAttack(s, look, u, top.trigger.by, { reaction: true }).ok)
          out.push({ seat, kind: 'react', unit: id, action: 'attack' })
        if (listsMoves(want)) out.push(...reactionMoves(s, look, u, seat))
      }
      let shaped = out
      for (const m of look.modules) if (m.reactions) shaped = m.reactions(s, look, shaped)
      return shaped
    }
    default:
      return []
  }
}
