/**
 * Test helpers (not used by the game): build a battle already in play with units placed by
 * hand, and apply decisions with scripted dice. Exported so other areas' tests can reuse them.
 *
 * @example
 * const s = scenario([{ side: 'p1', pos: { x: 10, y: 10 } }, { side: 'p2', pos: { x: 10, y: 20 }, facing: -Math.PI / 2 }])
 */
import { type Seat, seedRng, type Vec, withScript } from '@sortie/engine'
import type { Battlefield } from '../../table/contract.ts'
import type { BattleEvent, BattleEventOf, BattleEventType } from '../core/events/index.ts'
import { focusFor } from '../core/focus.ts'
import { openGround } from '../core/open-ground.ts'
import type { BattlePrompt, BattlePromptKind, BattlePromptOf } from '../core/prompt-types.ts'
import { createGunframeRuleset, type GunframeRuleset } from '../core/ruleset.ts'
import { type BattleUnitProfile, DEFAULT_BATTLEFIELD, makeUnit } from '../core/setup.ts'
import type { BattleDecision, BattleState, BattleUnit } from '../core/types.ts'
import { assignFlat, type FlatBattleUnit } from '../core/unit/shape.ts'
import { standardModules } from '../modules/index.ts'
import { decorate, pairLinked } from '../modules/upgrades/setup.ts'

/** A decision without its seat (the helpers fill it in from the prompt). */
export type Unseated = {
  [K in BattleDecision['kind']]: Omit<Extract<BattleDecision, { kind: K }>, 'seat'>
}[BattleDecision['kind']]

export const testRuleset = createGunframeRuleset({ table: openGround })

export function profile(over: Partial<BattleUnitProfile> = {}): BattleUnitProfile {
  return {
    name: 'Test Frame',
    frame: 'medium',
    conventional: false,
    pilot: { name: 'Pilot', skill: 4 },
    speed: 5,
    defense: 3,
    armour: 8,
    loadout: { close: 3, short: 3, medium: 3, long: 3 },
    upgrades: [],
    points: 13,
    ...over,
  }
}

export interface Placed {
  side: Seat
  pos: Vec
  /** Radians; default faces the other side (p1 north, p2 south). */
  facing?: number
  profile?: Partial<BattleUnitProfile>
  /** Unit fields to set, named flat as before the unit was split by meaning (each goes to its record). */
  set?: Partial<FlatBattleUnit>
}

/** A state in the activation phase of turn 1, p1 to activate, focus computed, no dice drawn. */
export function scenario(
  placed: Placed[],
  opts: { field?: Battlefield; next?: Seat; seed?: string } = {},
): BattleState {
  const counters: Record<Seat, number> = { p1: 0, p2: 0 }
  const units = placed.map((p) => {
    const i = counters[p.side] ?? 0
    counters[p.side] = i + 1
    const u = makeUnit(profile(p.profile), p.side, i, standardModules())
    decorate(u, profile(p.profile))
    u.status = 'table'
    u.pos = { ...p.pos }
    u.facing = p.facing ?? (p.side === 'p1' ? Math.PI / 2 : -Math.PI / 2)
    return assignFlat(u, p.set ?? {})
  })
  const s: BattleState = {
    v: 1,
    rng: seedRng(opts.seed ?? 'test'),
    field: opts.field ?? DEFAULT_BATTLEFIELD,
    mission: { id: 'carnage', turns: 5, objectives: [] },
    seats: ['p1', 'p2'],
    phase: 'play',
    roleChooser: null,
    attacker: 'p1',
    defender: 'p2',
    halves: { p1: 'south', p2: 'north' },
    turn: 1,
    focus: { p1: 0, p2: 0 },
    initiative: opts.next ?? 'p1',
    next: opts.next ?? 'p1',
    vp: { p1: 0, p2: 0 },
    units,
    stack: [],
    result: null,
  }
  for (const seat of s.seats) pairLinked(s.units.filter((u) => u.side === seat))
  for (const seat of s.seats) s.focus[seat] = focusFor(standardModules(), s.units, seat)
  return s
}

/** Forces the next dice. */
export function script(s: BattleState, dice: readonly number[]): BattleState {
  return { ...s, rng: withScript(s.rng, dice) }
}

/** Applies decisions in order (seat taken from the current prompt), throwing on any rejection. */
export function play(
  s: BattleState,
  decisions: Unseated[],
  dice?: readonly number[],
  ruleset: GunframeRuleset = testRuleset,
): { state: BattleState; events: BattleEvent[] } {
  let state = dice ? script(s, dice) : s
  const events: BattleEvent[] = []
  for (const d of decisions) {
    const seat = ruleset.prompt(state)?.seat ?? 'p1'
    const r = ruleset.apply(state, { seat, ...d } as BattleDecision)
    if (!r.ok) throw new Error(`rejected ${JSON.stringify(d)}: ${r.error.code}`)
    state = r.value.state
    events.push(...r.value.events)
  }
  return { state, events }
}

/**
 * Applies decisions in order like `play`, but stops at the first rejection: the state reached
 * and the rejection's code, for tests that walk on until a rule says no.
 */
export function tryPlay(
  s: BattleState,
  decisions: Unseated[],
  dice?: readonly number[],
  ruleset: GunframeRuleset = testRuleset,
): { state: BattleState; error?: string } {
  let state = dice ? script(s, dice) : s
  for (const d of decisions) {
    const seat = ruleset.prompt(state)?.seat ?? 'p1'
    const r = ruleset.apply(state, { seat, ...d } as BattleDecision)
    if (!r.ok) return { state, error: r.error.code }
    state = r.value.state
  }
  return { state }
}

/** Applies one decision expecting a rejection; returns its code. */
export function reject(
  s: BattleState,
  d: Unseated,
  dice?: readonly number[],
  ruleset: GunframeRuleset = testRuleset,
): string {
  const state = dice ? script(s, dice) : s
  const seat = ruleset.prompt(state)?.seat ?? 'p1'
  const r = ruleset.apply(state, { seat, ...d } as BattleDecision)
  if (r.ok) throw new Error(`expected ${JSON.stringify(d)} to be rejected`)
  return r.error.code
}

export const unitOf = (s: BattleState, id: string): BattleUnit =>
  s.units.find((u) => u.id === id) as BattleUnit
/** The events of one type, narrowed to that type's fields. */
export const eventsOf = <T extends BattleEventType>(
  events: readonly BattleEvent[],
  type: T,
): BattleEventOf<T>[] => events.filter((e): e is BattleEventOf<T> => e.type === type)

/** The prompt when it is of this kind (undefined otherwise), narrowed to that kind's fields. */
export const promptAs = <K extends BattlePromptKind>(
  p: BattlePrompt | null,
  kind: K,
): BattlePromptOf<K> | undefined => (p?.kind === kind ? (p as BattlePromptOf<K>) : undefined)

/** A loadout with no close weapon, so a target cannot answer a close attack with it. */
export const NO_CLOSE = { close: 0, short: 3, medium: 3, long: 3 }
/** Upgrades by id, for a profile override: `profile: ups('ace', 'lucky')`. */
export const ups = (...ids: string[]) => ({ upgrades: ids.map((id) => ({ id })) })

/** p1 at (10,10) facing north and p2 5" north facing south (no close weapon), plus any others. */
export function two(a: Partial<Placed>, b: Partial<Placed>, more: Placed[] = []): BattleState {
  return scenario([
    { side: 'p1', pos: { x: 10, y: 10 }, facing: Math.PI / 2, ...a },
    {
      side: 'p2',
      pos: { x: 10, y: 15 },
      facing: -Math.PI / 2,
      ...b,
      profile: { loadout: NO_CLOSE, ...b.profile },
    },
    ...more,
  ])
}
