/**
 * The target locks an action prompt lists, asked enemy by enemy: a bot that scores the locks by
 * their target need measure the line of sight (however far) only to the enemies whose lock could
 * still win, where `legal(state, WITHOUT_MOVES)` measures it to every enemy, and lists every other
 * decision a second time with them.
 */
import { checkLock } from '../../actions/counters.ts'
import type { BattleLook } from '../context.ts'
import { findUnit } from '../geo.ts'
import { moduleLegal } from '../module.ts'
import type { BattlePrompt } from '../prompt-types.ts'
import type { ActivationFrame, BattleDecision, BattleState } from '../types.ts'
import { anyMoveListed, restrictActions } from './listing.ts'

/**
 * For this prompt, the lock on an enemy (by id) exactly as the listing holds it, or undefined when
 * it lists none; undefined as a whole when only the listing can say: not an action prompt, or a
 * module lists the prompt wholly. Otherwise the listing narrows each decision by itself
 * (restrictActions: a bonus action's kind and target), so a lock is judged beside the end of the
 * activation alone — and beside a move when the listing holds one and whether it does shapes the
 * rest (movesShapeActions: a fast flyer that must move).
 */
export function listedLocks(
  s: BattleState,
  look: BattleLook,
  p: BattlePrompt | null,
): ((targetId: string) => BattleDecision | undefined) | undefined {
  if (p?.kind !== 'action') return undefined
  if (moduleLegal(s, look, p)) return undefined
  const f = s.stack[s.stack.length - 1] as ActivationFrame
  const u = findUnit(s, f.unit)
  if (!u) return undefined
  // The listing offers a shut-down or knocked-down unit no attack options (checkLock refuses too).
  if (u.counters.shutDown || u.counters.knockedDown) return () => undefined
  const seat = p.seat
  const end: BattleDecision = { seat, kind: 'end-activation' }
  let beside: BattleDecision[] | undefined
  const besideOf = (): BattleDecision[] => {
    if (beside) return beside
    beside = [end]
    if (look.modules.some((m) => m.movesShapeActions?.(f, u)) && anyMoveListed(s, look, u, seat))
      beside.push({ seat, kind: 'move', path: [{ ...u.pos }], facing: u.facing })
    return beside
  }
  return (targetId) => {
    const t = findUnit(s, targetId)
    if (t?.status !== 'table' || t.side === u.side || checkLock(s, look, u, targetId)) return undefined
    const lock: BattleDecision = { seat, kind: 'lock', target: targetId }
    return restrictActions(look, f, [...besideOf(), lock], u).includes(lock) ? lock : undefined
  }
}
