/**
 * Bots play their seats through the same `decide` as people, after a pause long enough to follow
 * (and never while a move is still sliding across the table).
 */
import type { Prompt } from '@sortie/engine'
import { useEffect } from 'react'
import { type BattleDecision, type BattleState, botChoose } from '../engine.ts'

export const SPEEDS = { slow: 1400, normal: 700, fast: 200, instant: 0 } as const
export type Speed = keyof typeof SPEEDS
/** How long a move slides at each bot speed, relative to normal (0: no slide). */
export const PACE: Record<Speed, number> = { slow: 1.4, normal: 1, fast: 0.5, instant: 0 }

export function useBotTurns(args: {
  state: BattleState
  prompt: Prompt | null
  bots: Record<string, string | null>
  paused: boolean
  speed: Speed
  seed: string
  step: number
  busy: boolean
  decide: (d: BattleDecision) => unknown
}) {
  const { state, prompt, bots, paused, speed, seed, step, busy, decide } = args
  useEffect(() => {
    if (!prompt || paused || busy) return
    const bot = bots[prompt.seat]
    if (!bot) return
    const t = window.setTimeout(() => {
      const d = botChoose(bot, state, seed, step)
      if (d) decide(d)
    }, SPEEDS[speed])
    return () => window.clearTimeout(t)
  }, [prompt, bots, paused, speed, state, seed, step, decide, busy])
}
