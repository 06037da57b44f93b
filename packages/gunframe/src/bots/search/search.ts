/**
 * The search bot: at every activation it looks ahead over the unit's remaining actions (move then
 * shoot, shoot then fall back, lock then focus fire) and at the enemy's likely replies (every
 * enemy turned to shoot the unit where it ends, and the reactions it can make as it stands), with
 * exact odds for the dice. Scores are points: expected points taken off the enemy, minus the
 * expected points the enemy takes back, plus objectives. Other prompts (deployment, defence,
 * power, dodges) go to the greedy bot's sensible choices.
 *
 * Levels: easy scores one action ahead and sometimes takes a lesser choice; normal looks over the
 * whole activation; hard also weighs every move in full and deploys by the worth of the spot
 * (deploy.ts) where the others set down at the middle of their edge as greedy does. Deterministic
 * for the bot's random stream.
 */
import type { ActivationFrame, BattleDecision, BattleState, ReactFrame } from '@sortie/gunframe/battle'
import type { Bot, BotContext, LegalList } from '../bot.ts'
import { greedyBot } from '../greedy.ts'
import { type Scored, scoreActions } from './action.ts'
import { scoreDeploys } from './deploy.ts'
import { scoreActivations, scoreReactions } from './react.ts'

export type Level = 'easy' | 'normal' | 'hard'

export interface Explained {
  decision: BattleDecision
  candidates: Scored[]
}

interface LevelSettings {
  followUp: boolean
  /** Deploy by the worth of the spot (deploy.ts) rather than greedy's middle of the edge. */
  deploy?: boolean
  maxMoves?: number
  /** Chance of taking one of the next-best choices instead of the best. */
  slip: number
}

const LEVELS: Record<Level, LevelSettings> = {
  easy: { followUp: false, maxMoves: 8, slip: 0.3 },
  normal: { followUp: true, maxMoves: 24, slip: 0 },
  hard: { followUp: true, slip: 0, deploy: true },
}

function scored(
  s: BattleState,
  legal: readonly BattleDecision[],
  ctx: BotContext,
  l: LevelSettings,
): Scored[] | null {
  const top = s.stack[s.stack.length - 1]
  switch (ctx.ruleset.prompt(s)?.kind) {
    case 'action':
      return scoreActions(s, ctx.table, top as ActivationFrame, legal, l)
    case 'activate':
      return scoreActivations(s, ctx.table, legal)
    case 'deploy':
      return l.deploy ? scoreDeploys(s, ctx.table, legal) : null
    case 'react':
      return top?.t === 'react' ? scoreReactions(s, ctx.table, top as ReactFrame, legal) : null
    default:
      return null
  }
}

/** The decision and its top candidates, best first (ties keep the legal order). */
export function explain(
  level: Level,
  s: BattleState,
  legal: LegalList,
  ctx: BotContext,
  keep = 5,
): Explained {
  const l = LEVELS[level]
  const list = scored(s, legal(), ctx, l)
  if (!list || list.length === 0) return { decision: greedyBot.choose(s, legal, ctx), candidates: [] }
  const ranked = list.map((c, i) => ({ c, i })).sort((a, b) => b.c.score - a.c.score || a.i - b.i)
  let pick = 0
  if (l.slip > 0 && ranked.length > 1 && ctx.rand(1000) < l.slip * 1000)
    pick = 1 + ctx.rand(Math.min(3, ranked.length - 1))
  const chosen = ranked[pick]?.c as Scored
  const candidates = ranked.slice(0, keep).map((x) => x.c)
  if (!candidates.includes(chosen)) candidates.push(chosen)
  return {
    decision: chosen.decision,
    candidates: candidates.map((c) => ({ ...c, score: Math.round(c.score * 100) / 100 })),
  }
}

function searchBot(level: Level, name: string): Bot & { explain: Bot['explain'] } {
  return {
    name,
    choose: (s, legal, ctx) => explain(level, s, legal, ctx).decision,
    explain: (s, legal, ctx) => explain(level, s, legal, ctx),
  }
}

export const searchEasyBot = searchBot('easy', 'search-easy')
export const searchBotNormal = searchBot('normal', 'search')
export const searchHardBot = searchBot('hard', 'search-hard')
