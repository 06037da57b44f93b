/**
 * Bots play their seats through the same `decide` as people, after a pause long enough to follow
 * (and never while a move is still sliding across the table). The bots are the descriptor's
 * (`pkg.bots`); each draws its randomness from its own seeded stream, never the game's dice, so a
 * game stays replayable. A key (".") skips the pause.
 */
import {
  type AnyRulesetPackage,
  type BotCandidate,
  type DecisionShape,
  Dice,
  type PromptShape,
  promptSeats,
  type Seat,
  seedRng,
} from '@sortie/engine'
import { useEffect, useRef, useState } from 'react'
import type { AnyRuleset } from './useGame.ts'

export const SPEEDS = { slow: 1400, normal: 700, fast: 200, instant: 0 } as const
export type Speed = keyof typeof SPEEDS
/** How long a move slides at each bot speed, relative to normal (0: no slide). */
export const PACE: Record<Speed, number> = { slow: 1.4, normal: 1, fast: 0.5, instant: 0 }

/** The bot's choice for `seat` now, with the candidates it weighed; null when it has none. */
export function botChoose(
  pkg: AnyRulesetPackage,
  rs: AnyRuleset,
  botId: string,
  state: unknown,
  seat: Seat,
  seed: string,
  step: number,
): { decision: DecisionShape; candidates?: BotCandidate<DecisionShape>[] } | null {
  const legal = (rs.legal(state) as DecisionShape[]).filter((d) => d.seat === seat)
  if (!legal.length) return null
  const bots = pkg.bots
  const bot = bots[botId] ?? Object.values(bots)[0]
  const dice = new Dice(seedRng(`${seed}:bot:${step}`))
  const rand = (k: number): number => dice.roll(Math.max(1, k)) - 1
  if (!bot) return { decision: legal[rand(legal.length)]! }
  try {
    return bot.decide(state, seat, { legal, rand })
  } catch {
    return { decision: legal[rand(legal.length)]! }
  }
}

/** The seat a bot should answer for now (the first bot seat the prompt names), or null. */
export function botSeat(prompt: PromptShape | null, bots: Record<Seat, string | null>): Seat | null {
  if (!prompt) return null
  return promptSeats(prompt).find((s) => !!bots[s]) ?? null
}

export interface BotNote {
  seat: Seat
  bot: string
  kind: string
  note?: string
  score?: number
}

export function useBotTurns(args: {
  pkg: AnyRulesetPackage
  rs: AnyRuleset
  state: unknown
  prompt: PromptShape | null
  bots: Record<Seat, string | null>
  paused: boolean
  speed: Speed
  seed: string
  step: number
  busy: boolean
  decide: (d: DecisionShape) => unknown
}): BotNote | null {
  const { pkg, rs, state, prompt, bots, paused, speed, seed, step, busy, decide } = args
  const [note, setNote] = useState<BotNote | null>(null)
  const skip = useRef<() => void>(() => undefined)
  useEffect(() => {
    const seat = botSeat(prompt, bots)
    if (!seat || paused || busy) return
    let done = false
    const go = () => {
      if (done) return
      done = true
      const c = botChoose(pkg, rs, bots[seat]!, state, seat, seed, step)
      if (!c) return
      const best = c.candidates?.find((x) => x.decision === c.decision) ?? c.candidates?.[0]
      setNote({
        seat,
        bot: pkg.bots[bots[seat]!]?.title ?? bots[seat]!,
        kind: c.decision.kind,
        ...(best?.note ? { note: best.note } : {}),
        ...(best ? { score: best.score } : {}),
      })
      decide(c.decision)
    }
    skip.current = go
    const t = window.setTimeout(go, SPEEDS[speed])
    return () => {
      done = true
      window.clearTimeout(t)
    }
  }, [pkg, rs, prompt, bots, paused, speed, state, seed, step, decide, busy])
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === '.' && !(e.target as HTMLElement)?.closest?.('input,select,textarea')) skip.current()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
  return note
}
