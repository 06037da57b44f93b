/**
 * The greedy bot's choice with the seeded stream the web has always given it, for tests and the
 * e2e scenarios that steer a bot game into a position (the live table uses the descriptor's bots).
 */
import { Dice, seedRng } from '@sortie/engine'
import { greedyBot } from '@sortie/gunframe/bots'
import { type BattleDecision, type BattleState, ruleset, table } from './engine.ts'

export function greedyChoose(state: BattleState, seed: string, step: number): BattleDecision | null {
  const legal = ruleset.legal(state)
  if (!legal.length) return null
  const dice = new Dice(seedRng(`${seed}:bot:${step}`))
  const rand = (k: number): number => dice.roll(Math.max(1, k)) - 1
  try {
    return greedyBot.choose(state, () => legal, { ruleset, table, rand })
  } catch {
    return legal[rand(legal.length)] ?? null
  }
}
