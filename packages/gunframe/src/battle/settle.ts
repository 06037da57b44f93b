/**
 * After every decision the game runs forward on its own until someone must choose: pops
 * finished activations and reaction windows nobody can use, starts turns and runs end phases.
 */
import type { BattleCtx } from './context.ts'
import { findUnit, other } from './geo.ts'
import { reactors } from './reactions.ts'
import { endPhase, nextSeat, startTurn } from './turn.ts'
import type { BattleState } from './types.ts'

export function settle(s: BattleState, c: BattleCtx): void {
  for (let guard = 0; guard < 100_000; guard++) {
    if (s.phase === 'deploy' && s.units.every((u) => u.status !== 'undeployed')) s.phase = 'play'
    if (s.phase !== 'play') return
    const top = s.stack[s.stack.length - 1]
    if (!top) {
      if (s.turn === 0) {
        startTurn(s, c)
        continue
      }
      const seat = nextSeat(s)
      if (seat !== null) {
        s.next = seat
        return
      }
      endPhase(s, c)
      continue
    }
    if (top.t === 'react') {
      if (reactors(s, c, top).length > 0) return
      s.stack.pop()
      continue
    }
    if (top.t === 'activation') {
      const u = findUnit(s, top.unit)
      if (u && u.status === 'table' && top.actionsLeft > 0) return
      s.stack.pop()
      c.emit({ type: 'ActivationEnded', unit: top.unit })
      if (u) s.next = other(s, u.side)
      continue
    }
    return
  }
}
