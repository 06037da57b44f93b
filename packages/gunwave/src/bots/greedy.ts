/** The simple bots for every seat: random and greedy, for players and for the narrator's NPCs. */
import type { BotCandidate, BotPlayer } from '@sortie/engine'
import type { GwDecision, GwState } from '../battle/types.ts'
import { withDetours } from './detour.ts'
import { scoreAction, scoreMinor } from './score.ts'

/** Decisions only a person makes: ejecting (GW-BOT-EJECT) and declaring death (GW-BOT-DEATH). */
export const personal = (d: GwDecision): boolean => d.kind === 'eject' || d.kind === 'declare-death'

export const randomBot: BotPlayer<GwState, GwDecision> = {
  id: 'random',
  title: 'Random',
  decide(_s, seat, ctx) {
    // Ejecting and declaring a pilot dead are a person's calls, never a bot's (GW-BOT-EJECT,
    // GW-BOT-DEATH); a seat asked only for the latter passes.
    const all = ctx.legal.filter((d) => d.seat === seat && !personal(d))
    // The narrator's tools are a person's (pause, end, adjust…): a random narrator only orders its
    // NPCs and readies, unless a tool is all there is (resume after a pause).
    const orders = all.filter((d) => d.kind !== 'narrate')
    const mine = orders.length ? orders : all
    // The narrator's 'ready' only once its NPCs are ordered: it is listed alone then.
    const d = mine[ctx.rand(mine.length)] ?? ctx.legal[0]
    if (!d) throw new Error('no legal decision')
    return { decision: d }
  },
}

/**
 * Greedy's score for one decision (orders and minor actions; other kinds never win). Ejecting is
 * never weighed (GW-BOT-EJECT): it gives the mecha up for good and the rules give the pilot nothing
 * for it that the bots count — a mecha on its third mark ejects its pilot anyway (§6.5.6).
 */
export function scoreDecision(s: GwState, d: GwDecision): number {
  if (d.kind === 'ready') return 0
  if (d.kind === 'order') {
    const p = s.pilots[d.actor]
    return p ? scoreAction(s, p, d.action) : 0
  }
  if (d.kind === 'minor') {
    const p = s.pilots[d.actor]
    return p ? scoreMinor(s, p, d.act) : 0
  }
  return -1
}

export const greedyBot: BotPlayer<GwState, GwDecision> = {
  id: 'greedy',
  title: 'Greedy (expected damage now)',
  decide(s, seat, ctx) {
    const mine = ctx.legal.filter((d) => d.seat === seat && !personal(d))
    // Decide one pilot at a time (the first one still pending), so scores compare like with like.
    const first = mine.find((d) => d.kind === 'order' || d.kind === 'minor') as
      | Extract<GwDecision, { actor: string }>
      | undefined
    // Detours: free squares off the listed straight lines (a friend in the way strands a mecha).
    const pool = first
      ? withDetours(
          s,
          mine.filter((d) => 'actor' in d && d.actor === first.actor),
        )
      : mine
    const candidates: BotCandidate<GwDecision>[] = pool.map((decision) => ({
      decision,
      score: scoreDecision(s, decision),
    }))
    let best = candidates[0]
    for (const c of candidates) if (best === undefined || c.score > best.score + 1e-9) best = c
    if (!best) throw new Error('no legal decision')
    const top = [...candidates].sort((a, b) => b.score - a.score).slice(0, 5)
    return {
      decision: best.decision,
      candidates: top.map((c) => ({ ...c, note: `score ${c.score.toFixed(2)}` })),
    }
  },
}
