/** Shared steps for the battle tests: activate, declare with scripted dice, assign. */
import { frame, play, script } from '../testkit/index.ts'
import type { Band } from '../units/index.ts'
import type { Assignment, FzState, TargetRef } from './types.ts'

export const none: Assignment = { defence: null, move: null, attack: null, spot: null }
export const asg = (x: Partial<Assignment>): Assignment => ({ ...none, ...x })

/** Activates `id` tactically, declares, rolls `dice` (plus any later dice), and assigns. */
export function ready(
  s0: FzState,
  id: string,
  target: TargetRef | null,
  band: Band | null,
  dice: number[],
  a: Partial<Assignment>,
): FzState {
  const seat = frame(s0, id).seat
  let s = play(s0, { seat, kind: 'activate', frame: id }).state
  s = play(script(s, dice), { seat, kind: 'declare', frame: id, target, band }).state
  return play(s, { seat, kind: 'assign', frame: id, assignment: asg(a) }).state
}

export const at = (s: FzState, id: string) => frame(s, id).pos
