/**
 * Test helpers for MechaStellar (`@sortie/mechastellar/testkit`): build a battle state with units
 * already placed, script the dice, play or reject decisions, read units.
 *
 * @example
 * let s = table({ p1: [{ unit: 'argonaut', at: { x: 10, y: 10 } }], p2: [{ unit: 'dervish', at: { x: 10, y: 25 } }] })
 * s = play(s, { seat: 'p1', kind: 'activate', unit: 'unit:p1-1' })
 */
import { type RuleError, scriptLeftover, type Vec, withScript } from '@sortie/engine'
import type { Decision, MsEvent } from '../battle/core/messages.ts'
import { mechastellarRuleset } from '../battle/core/ruleset.ts'
import { startBattle } from '../battle/core/setup.ts'
import type { MsSetup, MsState, Side, Terrain, UnitState } from '../battle/core/types.ts'
import { terrainPiece } from '../battle/layouts.ts'
import { unitById } from '../units/data.ts'
import type { UnitProfile } from '../units/types.ts'

export const ruleset = mechastellarRuleset()

export interface Placed {
  unit: string
  at: Vec
  facing?: number
  /** Profile changes for the test (pilot level, weapons…). */
  patch?: Partial<UnitProfile>
  name?: string
}

/** A battle in round 1 with every unit placed and the given side to act. */
export function table(o: {
  p1: Placed[]
  p2: Placed[]
  terrain?: Terrain[]
  turn?: Side
  momentum?: Partial<Record<Side, number>>
  seed?: string
}): MsState {
  const profile = (p: Placed): UnitProfile => {
    const base = unitById(p.unit)
    if (!base) throw new Error(`no unit ${p.unit}`)
    return { ...base, ...(p.patch ?? {}) }
  }
  const setup: MsSetup = {
    table: { width: 48, depth: 48 },
    deployment: 'standard',
    rounds: 5,
    terrain: o.terrain ?? [],
    forces: {
      p1: {
        name: 'p1',
        commander: 0,
        units: o.p1.map((p) => ({ unit: p.unit, profile: profile(p), ...(p.name ? { name: p.name } : {}) })),
      },
      p2: {
        name: 'p2',
        commander: 0,
        units: o.p2.map((p) => ({ unit: p.unit, profile: profile(p), ...(p.name ? { name: p.name } : {}) })),
      },
    },
    cps: [{ x: -100, y: -100 }],
  }
  const r = startBattle(setup, o.seed ?? 'test')
  if (!r.ok) throw new Error(r.error.message)
  const s = r.value
  for (const side of ['p1', 'p2'] as Side[])
    o[side].forEach((p, i) => {
      const u = s.units.find((x) => x.id === `unit:${side}-${i + 1}`) as UnitState
      u.pos = { ...p.at }
      u.facing = p.facing ?? (side === 'p1' ? 90 : 270)
    })
  s.phase = 'battle'
  s.turn = o.turn ?? 'p1'
  s.first = s.turn
  s.firstActivationDone = true
  if (o.momentum?.p1 !== undefined) s.momentum.p1 = o.momentum.p1
  if (o.momentum?.p2 !== undefined) s.momentum.p2 = o.momentum.p2
  return s
}

/**
 * A setup as files were written before the pre-game steps: each force names its first unit as
 * Commander and there is no re-facing step (deployment goes straight to the roll-off).
 */
export function preset(setup: MsSetup): MsSetup {
  const { reface: _, ...rest } = setup
  return {
    ...rest,
    forces: {
      p1: { ...setup.forces.p1, commander: setup.forces.p1.commander ?? 0 },
      p2: { ...setup.forces.p2, commander: setup.forces.p2.commander ?? 0 },
    },
  }
}

export const script = (s: MsState, dice: readonly number[]): MsState => ({
  ...s,
  rng: withScript(s.rng, dice),
})

export const leftover = (s: MsState): number[] => scriptLeftover(s.rng)

export function playAll(s: MsState, ...ds: Decision[]): { state: MsState; events: MsEvent[] } {
  let cur = s
  const events: MsEvent[] = []
  for (const d of ds) {
    const r = ruleset.apply(cur, d)
    if (!r.ok) throw new Error(`${d.kind} refused: ${r.error.code} ${r.error.message}`)
    cur = r.value.state
    events.push(...r.value.events)
  }
  return { state: cur, events }
}

export const play = (s: MsState, ...ds: Decision[]): MsState => playAll(s, ...ds).state

export function reject(s: MsState, d: Decision): RuleError {
  const r = ruleset.apply(s, d)
  if (r.ok) throw new Error(`${d.kind} was accepted`)
  return r.error
}

export const unit = (s: MsState, id: string): UnitState => {
  const u = s.units.find((x) => x.id === id)
  if (!u) throw new Error(`no unit ${id}`)
  return u
}

export const P1 = (n: number) => `unit:p1-${n}`
export const P2 = (n: number) => `unit:p2-${n}`

/** An axis-aligned box as a terrain polygon (corners clockwise from the top left). */
export const rect = (x0: number, y0: number, x1: number, y1: number): Vec[] => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
]

/** A destructible 2"-high box of debris that gives Cover. */
export const crate = (
  id: string,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  over: Partial<Terrain> = {},
) => terrain(id, 'debris', rect(x0, y0, x1, y1), { cover: true, height: 2, destructible: true, ...over })

/** A terrain piece for tests: every quality off unless `over` turns it on. */
export const terrain = terrainPiece

export { mechastellarRuleset, startBattle }

/**
 * Answers every question inside an attack with the plain choice (no bonus, no skills, no
 * sacrifice, no revenge / daunt, a push straight back, knockback paid in Momentum) until the acting unit's own turn comes back.
 */
export function settle(s: MsState): MsState {
  return settleAll(s).state
}

/** Plays decisions, then settles, returning every event on the way. */
export function playSettled(s: MsState, ...ds: Decision[]): { state: MsState; events: MsEvent[] } {
  const r = playAll(s, ...ds)
  const t = settleAll(r.state)
  return { state: t.state, events: [...r.events, ...t.events] }
}

export function settleAll(s: MsState): { state: MsState; events: MsEvent[] } {
  let cur = s
  const events: MsEvent[] = []
  for (let i = 0; i < 50; i++) {
    const p = ruleset.prompt(cur)
    if (!p) break
    const seat = p.seat
    let d: Decision | null = null
    if (p.kind === 'defend') d = { seat, kind: 'defend', bonus: 'none' }
    else if (p.kind === 'skills') d = { seat, kind: 'skills-done' }
    else if (p.kind === 'sacrifice') d = { seat, kind: 'sacrifice', weapon: null }
    else if (p.kind === 'revenge') d = { seat, kind: 'revenge', avenger: null }
    else if (p.kind === 'daunt') d = { seat, kind: 'daunt', use: false }
    else if (p.kind === 'push') d = ruleset.legal(cur)[0] ?? null
    else if (p.kind === 'knock') d = { seat, kind: 'knock', pay: 'momentum' }
    // Power, then Havoc, then an Action: the order the engine once chose by itself.
    else if (p.kind === 'stun') d = ruleset.legal(cur)[0] ?? null
    else if (p.kind === 'transform') d = { seat, kind: 'transform', stay: true }
    if (!d) break
    const r = playAll(cur, d)
    cur = r.state
    events.push(...r.events)
  }
  return { state: cur, events }
}
