/** The bot context the Gunwave bot tests hand a bot: a seat's legal list and a seeded stream. */
import type { BotContext } from '@sortie/engine'
import { legalOf } from '../battle/legal.ts'
import type { GwDecision, GwState } from '../battle/types.ts'

/** A seeded stream like the ones the table and playBots hand a bot. */
export function stream(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1
  return (n: number) => {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    return (x >>> 0) % Math.max(1, n)
  }
}

/** What a bot in `seat` is handed at `s`. */
export const ctxOf = (s: GwState, seat: string, seed = 7): BotContext<GwDecision> => ({
  legal: legalOf(s).filter((d) => d.seat === seat),
  rand: stream(seed),
})
