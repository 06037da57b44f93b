/**
 * Upgrade rules around an activation's actions (activation.ts calls these):
 * - GF-SPM-FAST-FLYER: a flying fast flyer must spend one of its actions on a move each
 *   activation — its last action (or ending early) is refused until it has moved, unless no
 *   straight flight is open to it.
 * - GF-UPG-SWIFT-TRANSFORM: a focus point switches form at the start (`swift` on the move or
 *   attack decision) or at the end (a choice once the action is over) of a move or attack action,
 *   a reaction's included (the reactions call swiftInReaction through the module's hook).
 * - GF-UPG-SPLIT-FIRE: an attack decision with `split` shares the weapon's dice (modules/upgrades/split.ts).
 */
import type { RuleError } from '@sortie/engine'
import { checkMove } from '../../actions/move.ts'
import { transform } from '../../actions/special-move.ts'
import { ask, type ChoiceHandler } from '../../core/choice.ts'
import type { BattleCtx, BattleLook, BattleModules } from '../../core/context.ts'
import { canSpendFocus, spendFocus } from '../../core/focus.ts'
import { findUnit } from '../../core/geo.ts'
import type {
  ActionDecision,
  ActivationFrame,
  BattleDecision,
  BattleState,
  BattleUnit,
} from '../../core/types.ts'
import { effectiveSpeed } from '../power/crippled.ts'
import { has } from './effects/registry.ts'
import { fastFlyer } from './flight.ts'
import { declareSplitFire } from './split.ts'

// ---------------------------------------------------------------- fast flyer

/** A flying fast flyer that has not moved yet in this (ordinary) activation. */
export const mustMove = (f: ActivationFrame, u: BattleUnit): boolean =>
  !f.bonus && !f.moved && u.flying && fastFlyer(u.profile) && !u.counters.shutDown && !u.counters.knockedDown

/**
 * Straight flights of Speed and twice Speed, up to 90° either side of the facing: the first `most`
 * legal ones in that order (each is a whole move check, so callers that offer a few, or only ask
 * whether there is one, stop there).
 */
export function fastFlyerMoves(
  s: BattleState,
  look: BattleLook,
  u: BattleUnit,
  seat: string,
  most = Number.POSITIVE_INFINITY,
): Extract<BattleDecision, { kind: 'move' }>[] {
  const out: Extract<BattleDecision, { kind: 'move' }>[] = []
  const speed = effectiveSpeed(s, u)
  if (speed <= 0) return out
  for (const k of [0, -1, 1, -2, 2])
    for (const len of [speed, speed * 2]) {
      if (out.length >= most) return out
      const th = u.facing + (k * Math.PI) / 4
      const path = [{ ...u.pos }, { x: u.pos.x + len * Math.cos(th), y: u.pos.y + len * Math.sin(th) }]
      const m = checkMove(s, look, u, path, th)
      if (m.ok) out.push({ seat, kind: 'move', path, facing: m.facing })
    }
  return out
}

/** Checks made before anything of the action happens (activation.ts, first thing in act()). */
export function actionAllowed(
  s: BattleState,
  c: BattleLook,
  f: ActivationFrame,
  u: BattleUnit,
  d: ActionDecision,
): RuleError | undefined {
  if (!mustMove(f, u) || d.kind === 'move') return undefined
  if (d.kind !== 'end-activation' && f.actionsLeft > 1) return undefined
  if (fastFlyerMoves(s, c, u, u.side, 1).length === 0) return undefined
  return {
    code: 'gunframe/fast_flyer_must_move',
    message: 'A flying fast flyer must use one of its actions to move.',
  }
}

/** Keeps legal() in step with actionAllowed. */
export function fastFlyerFilter(f: ActivationFrame, u: BattleUnit, out: BattleDecision[]): BattleDecision[] {
  if (!mustMove(f, u) || !out.some((d) => d.kind === 'move')) return out
  return out.filter((d) => d.kind === 'move' || (d.kind !== 'end-activation' && f.actionsLeft > 1))
}

// ---------------------------------------------------------------- swift transform

const swiftReady = (mods: BattleModules, s: BattleState, u: BattleUnit): boolean =>
  has(u, 'swift-transform') && (u.profile.forms?.length ?? 0) > 1 && canSpendFocus(mods, s, u)

function swiftTransform(s: BattleState, c: BattleCtx, u: BattleUnit, to: unknown): RuleError | undefined {
  if (!has(u, 'swift-transform') || (u.profile.forms?.length ?? 0) < 2)
    return { code: 'gunframe/no_swift_transform', message: 'This unit has no Swift Transform.' }
  if (!canSpendFocus(c.modules, s, u))
    return { code: 'gunframe/no_focus', message: 'Swift Transform needs a focus point.' }
  spendFocus(c.modules, s, u)
  c.emit({ type: 'FocusSpent', unit: u.id, for: 'swift-transform' })
  return transform(s, c, u, to)
}

/** Asks, under the action's own frames, whether to transform once the action is over. */
function askSwiftAtEnd(s: BattleState, c: BattleCtx, u: BattleUnit): void {
  if (!swiftReady(c.modules, s, u)) return
  ask(s, c, {
    id: 'swift-transform',
    seat: u.side,
    unit: u.id,
    options: [
      'decline',
      ...(u.profile.forms ?? [])
        .map((_f, i) => `form:${i}`)
        .filter((o) => o !== `form:${u.profile.form ?? 0}`),
    ],
  })
}

/**
 * GF-UPG-SWIFT-TRANSFORM in a reaction: a reaction is a single move or attack action, so the
 * transformation may come at its start (`swift` on the react decision) or its end (the same
 * choice as in an activation). Each is a focus point on top of the reaction's own, which the
 * one-point limit allows only when the unit may take a second (Ace) or reacted for free (Quick
 * Reflexes).
 */
export function swiftInReaction(
  s: BattleState,
  c: BattleCtx,
  u: BattleUnit,
  d: Extract<BattleDecision, { kind: 'react' }>,
): RuleError | undefined {
  if (d.swift !== undefined) {
    const e = swiftTransform(s, c, u, d.swift)
    if (e) return e
  }
  askSwiftAtEnd(s, c, u)
  return undefined
}

export const swiftTransformChoice: Readonly<Record<string, ChoiceHandler>> = {
  'swift-transform': (s, c, q, option) => {
    if (option === 'decline') return undefined
    const u = findUnit(s, q.unit)
    const to = Number(option.slice(5))
    // Another transformation (Maverick) may have got there first.
    if (u?.status !== 'table' || u.counters.shutDown || to === (u.profile.form ?? 0)) return undefined
    return swiftTransform(s, c, u, to)
  },
}

// ---------------------------------------------------------------- the hook

/**
 * Runs once the action is counted, before it is carried out (activation.ts). 'continue' hands
 * the action back to the core rules; anything else is the action's result.
 */
export function beforeAction(
  s: BattleState,
  c: BattleCtx,
  f: ActivationFrame,
  u: BattleUnit,
  d: ActionDecision,
): RuleError | undefined | 'continue' {
  if (d.kind === 'move') f.moved = true
  if (d.kind !== 'move' && d.kind !== 'attack') return 'continue'
  if (d.swift !== undefined) {
    const e = swiftTransform(s, c, u, d.swift)
    if (e) return e
  }
  // Asked now, under the action's own frames, so it comes once the action is over.
  askSwiftAtEnd(s, c, u)
  if (d.kind === 'attack' && d.split !== undefined)
    return declareSplitFire(s, c, u, d.split, d.rapidFire === true, { reaction: false, frame: f })
  return 'continue'
}
