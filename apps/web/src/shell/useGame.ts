/**
 * A live game in the browser, for any ruleset: setup + seed + decisions, the current state and the
 * events so far. Every change goes through the ruleset's `apply`; a rejected decision leaves
 * everything as it was. Undo takes back trailing decisions that rolled no dice (the state's dice
 * stream did not move), so nobody can re-roll by taking a decision back, and never touches a
 * sealed decision (one answering a prompt several seats answer at once) but the asker's own while
 * its step is still open: another seat's sealed order is never retracted, a reveal never undone.
 */
import type { AnyRulesetPackage, DecisionShape, EventShape, RuleError, Seat } from '@sortie/engine'
import { promptSeats, stateHash } from '@sortie/engine'
import { useCallback, useMemo, useRef, useState } from 'react'
import type { Logged } from './module.ts'

export type AnyRuleset = ReturnType<AnyRulesetPackage['ruleset']>
type State = { rng: unknown; [k: string]: unknown }

export interface GameData {
  ruleset: string
  seed: string
  setup: unknown
  decisions: DecisionShape[]
}

export interface Game {
  state: State
  decisions: DecisionShape[]
  events: Logged<EventShape>[]
  /** Events of the latest decision (for dice and animations). */
  last: Logged<EventShape>[]
  decide(d: DecisionShape): RuleError | null
  /**
   * How many trailing decisions undo would take back (0: nothing to undo). `viewer` is the seat
   * asking (the person at the screen), when known; `allow` is the ruleset module's own veto.
   */
  undoable(humans: (seat: Seat) => boolean, viewer?: Seat, allow?: (d: DecisionShape) => boolean): number
  /** Takes back `n` trailing decisions; returns false when that is not allowed now. */
  undo(n: number): boolean
  hash(): string
}

/** Rebuilds a game from its record, or the engine's error when it does not replay. */
export function rebuild(
  rs: AnyRuleset,
  data: GameData,
): { state: State; events: Logged<EventShape>[]; history: State[] } | { error: RuleError; at?: number } {
  const started = rs.start(data.setup, data.seed)
  if (!started.ok) return { error: started.error }
  let state = started.value
  const events: Logged<EventShape>[] = []
  const history: State[] = []
  for (let i = 0; i < data.decisions.length; i++) {
    const r = rs.apply(state, data.decisions[i]!)
    // `at`: the decision refused (none when the setup itself cannot start).
    if (!r.ok) return { error: r.error, at: i }
    history.push(state)
    if (history.length > UNDO_DEPTH) history.shift()
    state = r.value.state
    for (const e of r.value.events) events.push({ ...e, at: i })
  }
  return { state, events, history }
}

/** How many earlier states are kept for undo (each is the plain-JSON state). */
const UNDO_DEPTH = 24

const sameDice = (a: State, b: State): boolean => JSON.stringify(a.rng) === JSON.stringify(b.rng)

/**
 * Whether undo may take `d` back as far as sealing goes: a decision answering a simultaneous step
 * (a prompt with `seats`, even when one seat is left) is sealed; only its own seat may take it
 * back, and only while the step is still open after it (a simultaneous prompt of the same kind, no
 * new seat asked) — the answer that closed the step revealed everyone's, and stands.
 */
function openSeal(rs: AnyRuleset, before: State, after: State, d: DecisionShape, viewer?: Seat): boolean {
  const pb = rs.prompt(before)
  if (!pb?.seats) return true
  if (d.seat !== viewer) return false
  const pa = rs.prompt(after)
  if (!pa?.seats || pa.kind !== pb.kind) return false
  const open = promptSeats(pb)
  return promptSeats(pa).every((x: Seat) => open.includes(x))
}

/**
 * How many trailing decisions undo may take back: bot replies too, down to (and including) the
 * latest decision a person made — the asker's own when the asker is known.
 */
export function undoCount(
  rs: AnyRuleset,
  game: { state: State; decisions: readonly DecisionShape[]; history: readonly State[] },
  human: (seat: Seat) => boolean,
  viewer?: Seat,
  allow?: (d: DecisionShape) => boolean,
): number {
  const { state: now, decisions: ds, history } = game
  let after = now
  for (let k = 1; k <= history.length && k <= ds.length; k++) {
    const before = history[history.length - k]!
    const d = ds[ds.length - k]!
    if (!sameDice(before, after)) return 0
    if (allow && !allow(d)) return 0
    if (!openSeal(rs, before, after, d, viewer)) return 0
    if (human(d.seat)) return viewer === undefined || d.seat === viewer ? k : 0
    after = before
  }
  return 0
}

export function useGame(
  rs: AnyRuleset,
  initial: { state: State; events: Logged<EventShape>[]; decisions: DecisionShape[]; history?: State[] },
  onDecided?: (d: DecisionShape, index: number) => void,
  onUndone?: (length: number) => void,
): Game {
  const [state, setState] = useState(initial.state)
  const [decisions, setDecisions] = useState(initial.decisions)
  const [events, setEvents] = useState(initial.events)
  const [last, setLast] = useState<Logged<EventShape>[]>([])
  // A ref mirrors the state so several decisions in one tick (bots) chain correctly; `history`
  // holds the states before the latest decisions, newest last.
  const ref = useRef({
    state: initial.state,
    decisions: initial.decisions,
    events: initial.events,
    history: initial.history ?? [],
  })
  const hooks = useRef({ onDecided, onUndone })
  hooks.current = { onDecided, onUndone }

  const publish = useCallback((fresh: Logged<EventShape>[]) => {
    setState(ref.current.state)
    setDecisions(ref.current.decisions)
    setEvents(ref.current.events)
    setLast(fresh)
  }, [])

  const decide = useCallback(
    (d: DecisionShape): RuleError | null => {
      const cur = ref.current
      const r = rs.apply(cur.state, d)
      if (!r.ok) return r.error
      const at = cur.decisions.length
      const fresh = r.value.events.map((e: EventShape) => ({ ...e, at }))
      ref.current = {
        state: r.value.state,
        decisions: [...cur.decisions, d],
        events: [...cur.events, ...fresh],
        history: [...cur.history.slice(-(UNDO_DEPTH - 1)), cur.state],
      }
      publish(fresh)
      hooks.current.onDecided?.(d, at)
      return null
    },
    [rs, publish],
  )

  const undoable = useCallback(
    (human: (seat: Seat) => boolean, viewer?: Seat, allow?: (d: DecisionShape) => boolean): number =>
      undoCount(rs, ref.current, human, viewer, allow),
    [rs],
  )

  const undo = useCallback(
    (n: number): boolean => {
      const cur = ref.current
      if (n < 1 || n > cur.history.length) return false
      const keep = cur.decisions.length - n
      ref.current = {
        state: cur.history[cur.history.length - n]!,
        decisions: cur.decisions.slice(0, keep),
        events: cur.events.filter((e) => e.at < keep),
        history: cur.history.slice(0, cur.history.length - n),
      }
      publish([])
      hooks.current.onUndone?.(keep)
      return true
    },
    [publish],
  )

  return useMemo(
    () => ({
      state,
      decisions,
      events,
      last,
      decide,
      undoable,
      undo,
      hash: () => stateHash(ref.current.state),
    }),
    [state, decisions, events, last, decide, undoable, undo],
  )
}
