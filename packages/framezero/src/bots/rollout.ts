/**
 * The greedy bot made cheap for the search's futures. Listing a frame's moves (routes round cover)
 * is most of the cost of a greedy decision, yet greedy only moves when the move brings its declared
 * target into the band it means to shoot at: every other move scores no better than ending the
 * turn or spotting (at most a tie, once no station is left to take). So when no such shot is
 * possible it picks among the act step's other choices only, with greedy's own scores. Dice are
 * assigned straight away by the weights greedy scores them with (attack, then defence, move, spot:
 * the best fitting die left each time) instead of ranking every distinct assignment. Every other
 * prompt is answered exactly as greedy does.
 */
import type { BotChoice, BotContext, BotPlayer } from '@sortie/engine'
import { topTurn } from '../battle/actions/context.ts'
import { actionValue, dieFits } from '../battle/actions/pool.ts'
import { actOptions } from '../battle/legal.ts'
import { prompt } from '../battle/prompt.ts'
import type { Action, Assignment, FrameState, FzDecision, FzState, TurnState } from '../battle/types.ts'
import { greedyBot, greedyScore } from './greedy.ts'

/** A move could set up greedy's shot: an assigned attack, a frame target and a band, not yet used. */
const mayShoot = (t: TurnState) =>
  !t.moved && !t.attacked && t.target?.kind === 'frame' && !!t.band && actionValue(t, 'attack') > 0

function bestOf(s: FzState, seat: string, list: readonly FzDecision[]): FzDecision | undefined {
  let best: FzDecision | undefined
  let top = Number.NEGATIVE_INFINITY
  for (const d of list) {
    const v = greedyScore(s, seat, d)
    if (v > top) {
      top = v
      best = d
    }
  }
  return best
}

/** Greedy weighs the attack most, then defence, move and spot; a rocket costs about a pip. */
const BY_WEIGHT: readonly Action[] = ['attack', 'defence', 'move', 'spot']

function quickAssignment(t: TurnState, f: FrameState): Assignment {
  const pool = t.pool ?? []
  const a: Assignment = { defence: null, move: null, attack: null, spot: null }
  const used = new Set<number>()
  for (const action of BY_WEIGHT) {
    let best = -1
    let top = 0
    pool.forEach((d, i) => {
      if (used.has(i) || !dieFits(d, action, t, f)) return
      const v = d.value - (d.source === 'ssr' ? 1 : 0)
      if (v > top) {
        top = v
        best = i
      }
    })
    if (best >= 0) {
      a[action] = best
      used.add(best)
    }
  }
  return a
}

export const rolloutBot: BotPlayer<FzState, FzDecision> = {
  id: 'greedy-rollout',
  title: 'Greedy (rollouts)',
  decide(s: FzState, seat: string, ctx: BotContext<FzDecision>): BotChoice<FzDecision> {
    const p = prompt(s)
    const t = topTurn(s)
    if (p?.kind === 'assign' && t) {
      const f = s.frames.find((x) => x.id === t.frame)
      if (f) return { decision: { seat, kind: 'assign', frame: f.id, assignment: quickAssignment(t, f) } }
    }
    if (p?.kind === 'act' && t) {
      const short = actOptions(s, t, false)
      // An attack in range outscores every move; otherwise only a shot-setting move could.
      const enough = short.some((d) => d.kind === 'attack') || (!mayShoot(t) && short.length > 0)
      const d = enough ? bestOf(s, seat, short) : undefined
      if (d) return { decision: d }
    }
    return greedyBot.decide(s, seat, ctx)
  },
}
