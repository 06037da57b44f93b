/**
 * One bot decision for any ruleset, as the table and the bot worker both make it: the
 * descriptor's bot for the seat, with its own seeded random stream (never the game's dice), so a
 * game stays replayable. Pure: no React, no DOM.
 */
import {
  type AnyRulesetPackage,
  type BotCandidate,
  type DecisionShape,
  Dice,
  type Seat,
  seedRng,
} from '@sortie/engine'
import type { AnyRuleset } from '../useGame.ts'

export interface BotChoiceShown {
  decision: DecisionShape
  candidates?: BotCandidate<DecisionShape>[]
  /** Index in `candidates` of the one taken (-1 or absent: not among them). */
  chosen?: number
}

/** The bot's choice for `seat` now, with the candidates it weighed; null when it has none. */
export function botChoose(
  pkg: AnyRulesetPackage,
  rs: AnyRuleset,
  botId: string,
  state: unknown,
  seat: Seat,
  seed: string,
  step: number,
): BotChoiceShown | null {
  const legal = (rs.legal(state) as DecisionShape[]).filter((d) => d.seat === seat)
  if (!legal.length) return null
  const bots = pkg.bots
  const bot = bots[botId] ?? Object.values(bots)[0]
  const dice = new Dice(seedRng(`${seed}:bot:${step}`))
  const rand = (k: number): number => dice.roll(Math.max(1, k)) - 1
  if (!bot) return { decision: legal[rand(legal.length)]! }
  try {
    const c = bot.decide(state, seat, { legal, rand })
    // Found by identity here, where it still holds (a worker's answer is a copy).
    const chosen = c.candidates?.findIndex((x) => x.decision === c.decision) ?? -1
    return { ...c, ...(c.candidates ? { chosen } : {}) }
  } catch {
    return { decision: legal[rand(legal.length)]! }
  }
}
