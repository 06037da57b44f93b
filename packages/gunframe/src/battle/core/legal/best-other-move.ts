/**
 * The best of an action prompt's other moves (the 'moves' family less the table's candidates:
 * special moves, a fast flyer's flights, landing, transforming) for a bot that scores moves by
 * where they end, without listing them all: the modules that offer them answer through
 * `bestUnitMove`. The same pick and value as the first best of `legal(state, OTHER_MOVES)` above
 * `floor`; undefined when the listing must be asked instead (a module lists the prompt wholly, or
 * offers or narrows moves without saying its best).
 */
import type { Vec } from '@sortie/engine'
import type { BattleLook } from '../context.ts'
import { findUnit } from '../geo.ts'
import { moduleLegal } from '../module.ts'
import type { BattlePrompt } from '../prompt-types.ts'
import type { ActivationFrame, BattleDecision, BattleState } from '../types.ts'

export function bestOtherMove(
  s: BattleState,
  look: BattleLook,
  p: BattlePrompt | null,
  value: (end: Vec) => number,
  floor: number,
): { pick?: BattleDecision; top: number } | undefined {
  if (p?.kind !== 'action') return undefined
  if (look.modules.some((m) => (m.unitActions || m.restrictActions) && !m.bestUnitMove)) return undefined
  if (moduleLegal(s, look, p)) return undefined
  const f = s.stack[s.stack.length - 1] as ActivationFrame
  const u = findUnit(s, f.unit)
  if (!u) return undefined
  const none = { top: Number.NEGATIVE_INFINITY }
  // The listing offers a shut-down or knocked-down unit no module's actions.
  if (u.counters.shutDown || u.counters.knockedDown) return none
  let top = floor
  let pick: BattleDecision | undefined
  for (const m of look.modules) {
    const found = m.bestUnitMove?.(s, look, f, u, p.seat, value, top)
    if (found) ({ pick, top } = found)
  }
  return pick ? { pick, top } : none
}
