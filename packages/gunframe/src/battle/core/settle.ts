/**
 * After every decision the game runs forward on its own until someone must choose: pops
 * finished activations and reaction windows nobody can use, starts turns and runs end phases.
 */

import { envReactors, skipStructureDodge } from '../modules/missions/prompt.ts'
import { phaseAfterDeployment } from '../modules/missions/setup.ts'
import { clearSuppression } from '../modules/power/effects.ts'
import { startQueuedAttack } from '../modules/upgrades/split.ts'
import type { BattleCtx } from './context.ts'
import { deploymentDone } from './deploy.ts'
import { findUnit, other } from './geo.ts'
import { endPhase, nextSeat, startTurn } from './turn.ts'
import type { BattleState } from './types.ts'

export function settle(s: BattleState, c: BattleCtx): void {
  for (let guard = 0; guard < 100_000; guard++) {
    // Reserves stay off the table; after-deployment questions (Scrappy Survivors) come next.
    if (s.phase === 'deploy' && deploymentDone(s)) s.phase = phaseAfterDeployment(s)
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
      clearSuppression(s, c)
      endPhase(s, c)
      continue
    }
    // A Split Fire share starts once the frames above it are done.
    if (top.t === 'attack' && top.queued) {
      startQueuedAttack(s, c, top)
      continue
    }
    // Mission structures never move, so they never dodge.
    if (skipStructureDodge(s, c, top)) continue
    if (top.t === 'react') {
      if (envReactors(s, c.table, top).length > 0) return
      s.stack.pop()
      continue
    }
    if (top.t === 'activation') {
      const u = findUnit(s, top.unit)
      if (u && u.status === 'table' && top.actionsLeft > 0) return
      s.stack.pop()
      c.emit({ type: 'ActivationEnded', unit: top.unit })
      // Bonus activations (Lovers, Wingman, …) sit outside the alternation (issue 6).
      if (u && !top.bonus) s.next = other(s, u.side)
      continue
    }
    return
  }
}
