/**
 * Test helpers for Frame Zero (`@sortie/framezero/testkit`): start a battle, jump straight to the
 * battle with frames placed, script dice, play or reject a decision, read frames.
 */
import { type Outcome, unwrap, type Vec, withScript } from '@sortie/engine'
import { frameState } from '../battle/core/setup.ts'
import { framezeroRuleset } from '../battle/ruleset.ts'
import type { CoverSpec, FrameState, FzDecision, FzEvent, FzState } from '../battle/types.ts'
import { quickBattle } from '../quick.ts'
import type { FrameSpec } from '../units/index.ts'

export const ruleset = framezeroRuleset()

export function started(players = 2, seed = 'test'): FzState {
  return unwrap(ruleset.start(unwrap(quickBattle(players)), seed))
}

export interface BattleFrame extends Partial<FrameSpec> {
  seat: string
  at: Vec
  id?: string
  activated?: boolean
  defence?: number | null
}

/**
 * A state in the battle phase with the given frames already on the table (no bidding or
 * deployment): ppa defaults to 5 for each seat, the rank follows seat order.
 */
export function battle(opts: {
  frames: BattleFrame[]
  cover?: CoverSpec[]
  stations?: { id?: string; at: Vec; controller?: string | null; placedBy?: string }[]
  ppa?: Record<string, number>
  seed?: string
  table?: { width: number; height: number }
}): FzState {
  const s = started(2, opts.seed ?? 'battle')
  const seats = [...new Set(opts.frames.map((f) => f.seat))].sort()
  s.seats = seats
  s.phase = 'battle'
  s.tie = null
  s.deploy = []
  s.round = 1
  s.table = opts.table ?? { width: 32, height: 24 }
  s.ppa = opts.ppa ?? Object.fromEntries(seats.map((x) => [x, 5]))
  s.rank = [...seats]
  s.roles = {
    defender: seats[0] as string,
    point: seats[seats.length - 1] as string,
    attackers: seats.slice(1, -1),
  }
  s.cover = opts.cover ?? []
  s.frames = opts.frames.map((f, i) => {
    const fs: FrameState = frameState(
      f.seat,
      { name: f.name ?? `F${i}`, systems: f.systems ?? [], ssr: f.ssr ?? 0 },
      i,
    )
    if (f.id) fs.id = f.id
    fs.whites = f.whites ?? 2
    fs.pos = { ...f.at }
    fs.activated = f.activated ?? false
    fs.defence = f.defence ?? null
    return fs
  })
  s.stations = (opts.stations ?? []).map((x, i) => ({
    id: x.id ?? `station:${i}`,
    placedBy: x.placedBy ?? (seats[0] as string),
    pos: { ...x.at },
    controller: x.controller ?? null,
  }))
  return s
}

/** The state with the next dice forced to `values`. */
export function script(s: FzState, values: readonly number[]): FzState {
  return { ...s, rng: withScript(s.rng, values) }
}

export function play(s: FzState, d: FzDecision): { state: FzState; events: FzEvent[] } {
  const r = ruleset.apply(s, d)
  if (!r.ok) throw new Error(`rejected ${JSON.stringify(d)}: ${r.error.code} ${r.error.message}`)
  return r.value
}

/** Plays several decisions; returns the final state and every event. */
export function playAll(s: FzState, ds: readonly FzDecision[]): { state: FzState; events: FzEvent[] } {
  let state = s
  const events: FzEvent[] = []
  for (const d of ds) {
    const r = play(state, d)
    state = r.state
    events.push(...r.events)
  }
  return { state, events }
}

export function reject(s: FzState, d: FzDecision): string {
  const r = ruleset.apply(s, d)
  if (r.ok) throw new Error(`expected a rejection of ${JSON.stringify(d)}`)
  return r.error.code
}

export const frame = (s: FzState, id: string): FrameState => {
  const f = s.frames.find((x) => x.id === id)
  if (!f) throw new Error(`no frame ${id}`)
  return f
}

export const outcome = (s: FzState): Outcome | null => ruleset.outcome(s)

export { quickBattle }
