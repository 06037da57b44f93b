/**
 * What the search bots weigh: one pilot at a time, as greedy decides. Ejecting, declaring death, messages and the
 * narrator's table tools (ending the game, adjusting Armor…) are a person's calls, never a bot's
 * plan, so they are left out.
 */
import type { BotPlayer } from '@sortie/engine'
import { actionsFor, minorsFor } from '../battle/legal.ts'
import { pendingActors, promptOf } from '../battle/prompt.ts'
import { type GwDecision, type GwState, type MechaState, NARRATOR } from '../battle/types.ts'
import { greedyBot, personal } from './greedy.ts'
import { holdServes } from './reach.ts'

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
 * The list without holds that serve nothing (GW-BOT-GRAB): a grab, or keeping one, when no free
 * friend could bring a weapon on the held mecha. Such a hold stops the holder's weapons as well
 * as the enemy's, so a losing side's search finds it "safe" and sits out the turn limit in it.
 * Left whole when nothing else would remain.
 */
export function withoutIdleHolds(s: GwState, list: GwDecision[]): GwDecision[] {
  const idle = (d: GwDecision): boolean => {
    if (d.kind === 'order' && d.action.type === 'grab') {
      const m = holder(s, d.actor)
      const t = s.mecha[d.action.target]
      return !!m && !!t && !holdServes(s, m, t)
    }
    if (d.kind === 'minor' && d.act.type === 'sustain-grab') {
      const m = holder(s, d.actor)
      const t = m?.grabbing ? s.mecha[m.grabbing] : undefined
      return !!m && !!t && !holdServes(s, m, t)
    }
    return false
  }
  const kept = list.filter((d) => !idle(d))
  return kept.length ? kept : list
}

const holder = (s: GwState, actor: string): MechaState | undefined => {
  const p = s.pilots[actor]
  return p?.in ? s.mecha[p.in] : undefined
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
