/**
 * "Let a bot play my seat": the ruleset's bot decides for this seat in the browser, from the same
 * view the player sees, and its decisions go to the server like a click would. The choice is kept
 * per game and seat, so it survives a reload.
 */
import { type BaseState, botRandom, type DecisionShape } from '@sortie/engine'
import { useEffect, useRef, useState } from 'react'
import type { LoadedRuleset } from '../shell/useRuleset.ts'

export function useAutoPlay(opts: {
  rs: LoadedRuleset
  gameId: string
  seat: string | null
  seq: number
  mine: boolean
  state: BaseState | null
  legal: readonly DecisionShape[]
  decide: (d: DecisionShape) => void
}) {
  const key = `sortie.online.autoplay:${opts.gameId}:${opts.seat ?? ''}`
  const [bot, setBotState] = useState<string | null>(() => localStorage.getItem(key))
  const sent = useRef(-1)
  const setBot = (b: string | null) => {
    if (b) localStorage.setItem(key, b)
    else localStorage.removeItem(key)
    setBotState(b)
  }
  const { rs, seat, seq, mine, state, legal, decide, gameId } = opts
  useEffect(() => {
    const player = bot ? rs.pkg.bots[bot] : undefined
    if (!player || !mine || !state || !seat || legal.length === 0 || sent.current === seq) return
    // A short pause lets the table draw the last move before the next one.
    const t = window.setTimeout(() => {
      sent.current = seq
      const d = player.decide(state, seat, { legal, rand: botRandom(`${gameId}:${seq}:${seat}`) }).decision
      decide(d as DecisionShape)
    }, 20)
    return () => window.clearTimeout(t)
  }, [bot, rs, mine, state, seat, legal, seq, decide, gameId])
  return { bot, setBot }
}
