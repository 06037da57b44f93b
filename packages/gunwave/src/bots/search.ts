/**
 * The searching bots: the engine's lookahead over the greedy bot. Each candidate order (or minor
 * action) for the pilot up next is played forward a few times on dice of the bot's own, every
 * seat answering with greedy, through the turn's reveal and on, and scored by `pressed` (the
 * balance with the enemy’s losses counted `PRESS` times, GW-BOT-PRESS).
 * Three levels share it; they differ by how much they look at.
 */
import { type BotContext, type BotPlayer, type LookaheadSettings, lookaheadBot } from '@sortie/engine'
import { gunwaveRuleset } from '../battle/ruleset.ts'
import type { GwDecision, GwState } from '../battle/types.ts'
import { withDetours } from './detour.ts'
import { pressed } from './evaluate.ts'
import { focusedGreedy, focusOf, withoutIdleHolds } from './focus.ts'
import { knownState } from './known.ts'

/** The focused list, with detour squares found on what the seat may know (no hidden NPC). */
const focused = (s: GwState, seat: string, ctx: BotContext<GwDecision>): BotContext<GwDecision> => {
  const legal = focusOf(ctx.legal, seat)
  if (legal.length <= 1) return { rand: ctx.rand, legal }
  const known = knownState(s, seat)
  return { rand: ctx.rand, legal: withDetours(known, withoutIdleHolds(known, legal)) }
}

/**
 * Settings per level (tuned with `sortie sim gunwave`; figures in docs/rules/gunwave.md). Depth 12
 * carries a plan through the turn's reveal and minor actions; longer greedy futures only added
 * noise, more futures per candidate (Hard) paid better.
 */
export const LEVELS: Record<'search' | 'search-hard' | 'search-easy', LookaheadSettings> = {
  search: { width: 4, samples: 3, depth: 12 },
  'search-hard': { width: 6, samples: 8, depth: 12 },
  'search-easy': { width: 3, samples: 2, depth: 8, slip: 0.3 },
}

const INFO = {
  search: {
    title: 'Search (plays its best orders forward)',
    label: 'Normal',
    description:
      'Plays its best few orders forward through the reveal and keeps the one that turns out best.',
  },
  'search-hard': {
    title: 'Search, hard (wider and deeper)',
    label: 'Hard',
    description: 'Like Normal, but weighs more orders over more futures (up to a second or two a move).',
  },
  'search-easy': {
    title: 'Search, easy (shallow, now and then careless)',
    label: 'Easy',
    description: 'Looks a short way ahead and now and then settles for a lesser order.',
  },
} as const

let ruleset: ReturnType<typeof gunwaveRuleset> | undefined

/** One searching level as a BotPlayer. */
export function searchBot(
  id: keyof typeof LEVELS,
  settings: LookaheadSettings = LEVELS[id],
): BotPlayer<GwState, GwDecision> {
  ruleset ??= gunwaveRuleset()
  const bot = lookaheadBot<GwState, GwDecision>({
    id,
    ...INFO[id],
    ...settings,
    ruleset,
    base: focusedGreedy,
    evaluate: pressed,
    known: (s, seat) => knownState(s, seat),
  })
  // The search weighs only the focused list (see focusOf).
  return { ...bot, decide: (s, seat, ctx) => bot.decide(s, seat, focused(s, seat, ctx)) }
}
