/**
 * What the search bots weigh: one pilot at a time, as greedy decides. Ejecting, declaring death, messages and the
 * narrator's table tools (ending the game, adjusting Armor…) are a person's calls, never a bot's
 * plan, so they are left out.
 */
import type { BotPlayer } from '@sortie/engine'
import { actionsFor, minorsFor } from '../battle/legal.ts'
import { pendingActors, promptOf } from '../battle/prompt.ts'
import { type GwDecision, type GwState, NARRATOR } from '../battle/types.ts'
import { greedyBot, personal } from './greedy.ts'

/**
 * From a seat's legal list: the first pilot's orders or minor actions, else ready, else resume,
 * else pass (a seat named only to declare death, GW-BOT-DEATH); never a person's call.
 */
export function focusOf(legal: readonly GwDecision[], seat: string): GwDecision[] {
  const mine = legal.filter((d) => d.seat === seat && !personal(d))
  const first = mine.find((d) => d.kind === 'order' || d.kind === 'minor')
  if (first && 'actor' in first)
    return mine.filter((d) => (d.kind === 'order' || d.kind === 'minor') && d.actor === first.actor)
  const ready = mine.filter((d) => d.kind === 'ready')
  if (ready.length) return ready
  const resume = mine.filter((d) => d.kind === 'narrate' && d.act.type === 'resume')
  if (resume.length) return resume
  const pass = mine.filter((d) => d.kind === 'pass')
  return pass.length ? pass : mine
}

/**
 * The same list built for that one pilot only (the rollouts' hot path: the whole legal list,
 * every pilot and the narrator's tools, costs several times more). Null when the seat has no
 * pilot to commit and no ready to give.
 */
export function pilotChoices(s: GwState, seat: string): GwDecision[] | null {
  const prompt = promptOf(s)
  if (!prompt || prompt.kind === 'paused') return null
  const id = pendingActors(s).find((a) => s.pilots[a]?.seat === seat)
  const p = id ? s.pilots[id] : undefined
  if (p) {
    if (prompt.kind === 'orders')
      return actionsFor(s, p).map((action) => ({ seat, kind: 'order' as const, actor: p.id, action }))
    return minorsFor(s, p).map((act) => ({ seat, kind: 'minor' as const, actor: p.id, act }))
  }
  if (prompt.kind === 'orders' && seat === NARRATOR && prompt.seats.includes(NARRATOR))
    return [{ seat, kind: 'ready' }]
  return null
}

/** Greedy on the focused list: ranks the search's candidates and plays every seat in its futures. */
export const focusedGreedy: BotPlayer<GwState, GwDecision> = {
  id: 'greedy-focused',
  title: 'Greedy, one pilot at a time',
  decide: (s, seat, ctx) =>
    greedyBot.decide(s, seat, { rand: ctx.rand, legal: pilotChoices(s, seat) ?? focusOf(ctx.legal, seat) }),
}
