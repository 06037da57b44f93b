/** Who must decide what now: tie-break, deployment, damage, the frame's turn, the clock, activation. */
import { damageOptions } from './actions/damage.ts'
import { tacticalTurn } from './core/order.ts'
import type { FzPrompt, FzState } from './types.ts'

export function prompt(s: FzState): FzPrompt | null {
  if (s.result || s.phase === 'over') return null
  if (s.phase === 'tie' && s.tie)
    return { seat: s.tie.winner, kind: 'tieBreak', tied: [...s.tie.seats], roll: s.tie.roll }
  if (s.phase === 'deploy') {
    const step = s.deploy[0]
    return step ? { seat: step.seat, kind: 'place', step: { ...step }, remaining: s.deploy.length } : null
  }
  const dmg = s.damage[0]
  if (dmg) {
    const f = s.frames.find((x) => x.id === dmg.frame)
    // Retreat is offered only where it has a legal spot to end (MF-RULING-RETREAT).
    if (f)
      return {
        seat: f.seat,
        kind: 'damage',
        frame: f.id,
        points: dmg.points,
        retreatable: damageOptions(s)?.retreat ?? false,
      }
  }
  const t = s.turns[s.turns.length - 1]
  if (t) {
    const f = s.frames.find((x) => x.id === t.frame)
    const seat = f?.seat ?? ''
    if (t.step === 'declare') return { seat, kind: 'declare', frame: t.frame, cause: t.cause }
    if (t.step === 'assign')
      return { seat, kind: 'assign', frame: t.frame, pool: (t.pool ?? []).map((d) => ({ ...d })) }
    return { seat, kind: 'act', frame: t.frame, moved: t.moved, attacked: t.attacked }
  }
  const c = s.clockQueue[0]
  if (c) return { seat: c, kind: 'clock', clock: s.clock }
  const tt = tacticalTurn(s)
  return tt ? { seat: tt.seat, kind: 'activate', canPass: tt.canPass } : null
}
