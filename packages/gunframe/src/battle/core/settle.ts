/**
 * After every decision the game runs forward on its own until someone must choose: pops
 * finished activations and reaction windows nobody can use, starts turns and runs end phases.
 */

import { anyAllowedReactor } from '../actions/reactions.ts'
import type { BattleCtx } from './context.ts'
import { deploymentDone } from './deploy.ts'
import { findUnit, other } from './geo.ts'
import { moduleSettle } from './module.ts'
import { endPhase, nextSeat, startTurn } from './turn.ts'
import type { BattleState } from './types.ts'

export function settle(s: BattleState, c: BattleCtx): void {
  for (let guard = 0; guard < 100_000; guard++) {
    // Reserves stay off the table; after-deployment questions (Scrappy Survivors) come next.
    if (s.phase === 'deploy' && deploymentDone(s))
      s.phase = c.modules.some((m) => m.setupAfterDeployment?.(s)) ? 'setup' : 'play'
    if (s.phase !== 'play') return
    const top = s.stack[s.stack.length - 1]
    if (!top) {
      if (s.turn === 0) {
        startTurn(s, c)
        continue
      }
      const seat = nextSeat(s, c.modules)
      if (seat !== null) {
        s.next = seat
        return
      }
      for (const m of c.modules) m.activationsDone?.(s, c)
      endPhase(s, c)
      continue
    }
    // Frames a module moves on by itself: a queued Split Fire share, a structure's dodge.
    if (moduleSettle(s, c, top)) continue
    if (top.t === 'react') {
      if (anyAllowedReactor(s, c, top)) return
      s.stack.pop()
      continue
    }
    if (top.t === 'activation') {
      const u = findUnit(s, top.unit)
      if (u && u.status === 'table' && top.actionsLeft > 0) return
      s.stack.pop()
      c.emit({ type: 'ActivationEnded', unit: top.unit })
      // Bonus activations (Lovers, Wingman, …) sit outside the alternation; GF-UPG rows).
      if (u && !top.bonus) s.next = other(s, u.side)
      continue
    }
    return
  }
}
