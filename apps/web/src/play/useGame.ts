/**
 * A live game in the browser: setup + seed + decisions, the current state and the events so far.
 * Every change goes through the engine's `apply`; a rejected decision leaves everything as it was.
 */
import type { RuleError } from '@sortie/engine'
import { useCallback, useMemo, useRef, useState } from 'react'
import {
  apply,
  type BattleDecision,
  type BattleSetup,
  type BattleState,
  hashOf,
  ruleset,
  startGame,
} from '../engine.ts'

export interface LoggedEvent {
  type: string
  /** Index of the decision that caused it. */
  at: number
  [k: string]: unknown
}

export interface GameData {
  seed: string
  setup: BattleSetup
  decisions: BattleDecision[]
}

export interface Game {
  state: BattleState
  decisions: BattleDecision[]
  events: LoggedEvent[]
  /** Events of the latest decision (for dice and animations). */
  last: LoggedEvent[]
  decide(d: BattleDecision): RuleError | null
  hash(): string
}

/** Rebuilds a game from its record; null with the engine's error when it does not replay. */
export function rebuild(
  data: GameData,
): { state: BattleState; events: LoggedEvent[] } | { error: RuleError } {
  const started = startGame(data.setup, data.seed)
  if (!started.ok) return { error: started.error }
  let state = started.value
  const events: LoggedEvent[] = []
  for (let i = 0; i < data.decisions.length; i++) {
    const r = apply(state, data.decisions[i]!)
    if (!r.ok) return { error: { ...r.error, message: `Decision ${i}: ${r.error.message}` } }
    state = r.value.state
    for (const e of r.value.events) events.push({ ...e, at: i })
  }
  return { state, events }
}

export function useGame(initial: {
  state: BattleState
  events: LoggedEvent[]
  decisions: BattleDecision[]
}): Game {
  const [state, setState] = useState(initial.state)
  const [decisions, setDecisions] = useState(initial.decisions)
  const [events, setEvents] = useState(initial.events)
  const [last, setLast] = useState<LoggedEvent[]>([])
  // A ref mirrors the state so several decisions in one tick (bots) chain correctly.
  const ref = useRef({ state: initial.state, decisions: initial.decisions, events: initial.events })

  const decide = useCallback((d: BattleDecision): RuleError | null => {
    const cur = ref.current
    const r = apply(cur.state, d)
    if (!r.ok) return r.error
    const at = cur.decisions.length
    const fresh = r.value.events.map((e) => ({ ...e, at }))
    ref.current = {
      state: r.value.state,
      decisions: [...cur.decisions, d],
      events: [...cur.events, ...fresh],
    }
    setState(ref.current.state)
    setDecisions(ref.current.decisions)
    setEvents(ref.current.events)
    setLast(fresh)
    return null
  }, [])

  return useMemo(
    () => ({ state, decisions, events, last, decide, hash: () => hashOf(ref.current.state) }),
    [state, decisions, events, last, decide],
  )
}

export const promptOf = (s: BattleState) => ruleset.prompt(s)
export const legalOf = (s: BattleState) => ruleset.legal(s)
