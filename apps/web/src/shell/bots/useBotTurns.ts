/**
 * Bots play their seats through the same `decide` as people, after a pause long enough to follow
 * (and never while a move is still sliding across the table). The bots are the descriptor's
 * (`pkg.bots`); each draws its randomness from its own seeded stream, never the game's dice, so a
 * game stays replayable. The bot thinks in a worker (botRunner.ts) while the pause runs; a key
 * (".") skips the pause.
 */
import {
  type AnyRulesetPackage,
  type BotCandidate,
  type DecisionShape,
  type PromptShape,
  promptSeats,
  type Seat,
  waitedSeats,
} from '@sortie/engine'
import { useEffect, useRef, useState } from 'react'
import type { AnyRuleset } from '../useGame.ts'
import type { BotChoiceShown } from './botChoose.ts'
import { askBot } from './botRunner.ts'

export { botChoose } from './botChoose.ts'

export const SPEEDS = { slow: 1400, normal: 700, fast: 200, instant: 0 } as const
export type Speed = keyof typeof SPEEDS
/** How long a move slides at each bot speed, relative to normal (0: no slide). */
export const PACE: Record<Speed, number> = { slow: 1.4, normal: 1, fast: 0.5, instant: 0 }

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
  /** The decision taken and the candidates weighed (for the table's "why?" overlay). */
  decision: DecisionShape
  candidates?: BotCandidate<DecisionShape>[]
  /** Index of the decision taken among `candidates` (-1: not among them). */
  chosen: number
  /** The index the decision took in the game's list. */
  at: number
  /**
   * Taken in a simultaneous step (sealed orders): what the bot weighed would show its order before
   * the reveal, so no "why?" is offered for it.
   */
  sealed: boolean
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
}): { note: BotNote | null; thinking: boolean } {
  const { pkg, rs, state, prompt, bots, paused, speed, seed, step, busy, decide } = args
  const [note, setNote] = useState<BotNote | null>(null)
  const [thinking, setThinking] = useState(false)
  const skip = useRef<() => void>(() => undefined)
  // One question per position: the effect re-runs on many renders, the bot thinks once.
  const asked = useRef<{ key: string; answer: Promise<BotChoiceShown | null> } | null>(null)
  useEffect(() => {
    const seat = botSeat(prompt, bots)
    if (!seat) {
      setThinking(false)
      return
    }
    const botId = bots[seat]!
    const key = `${seed}|${step}|${seat}|${botId}`
    if (asked.current?.key !== key)
      asked.current = { key, answer: askBot({ pkg, rs, bot: botId, state, seat, seed, step }) }
    if (paused) setThinking(false)
    if (paused || busy) return
    let done = false
    let waited = false
    let answer: BotChoiceShown | null | undefined
    const play = () => {
      if (done || !waited) return
      if (answer === undefined) {
        setThinking(true)
        return
      }
      done = true
      setThinking(false)
      if (!answer) return
      const c = answer
      const chosen = c.chosen ?? -1
      const best = chosen >= 0 ? c.candidates?.[chosen] : undefined
      setNote({
        seat,
        bot: pkg.bots[botId]?.label ?? pkg.bots[botId]?.title ?? botId,
        kind: c.decision.kind,
        ...(best?.note ? { note: best.note } : {}),
        ...(best ? { score: best.score } : {}),
        decision: c.decision,
        ...(c.candidates ? { candidates: c.candidates } : {}),
        chosen,
        at: step,
        sealed: waitedSeats(prompt as PromptShape).length > 1,
      })
      decide(c.decision)
    }
    asked.current.answer.then((c) => {
      answer = c
      play()
    })
    skip.current = () => {
      waited = true
      play()
    }
    const t = window.setTimeout(() => {
      waited = true
      play()
    }, SPEEDS[speed])
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
  return { note, thinking }
}
