/**
 * Small rulesets for the server's tests, wrapped as registry descriptors: `race` (seats take turns
 * rolling, first to the target wins) and `sealed` (both seats pick a number at once, hidden from
 * each other until both have; a simultaneous prompt). They keep server tests fast and independent
 * of any real ruleset.
 */
import {
  type AnyRulesetPackage,
  type BaseState,
  type BotPlayer,
  type Decision,
  defineRuleset,
  ok,
  type Ruleset,
  SPECTATOR,
  seedRng,
} from '@sortie/engine'
import { z } from 'zod'

export interface RaceState extends BaseState {
  score: Record<string, number>
  turn: number
  target: number
}

const raceOver = (s: RaceState) => Math.max(s.score.p1 ?? 0, s.score.p2 ?? 0) >= s.target

export const race = defineRuleset<{ target?: number }, RaceState, Decision>({
  id: 'race',
  start: (setup, seed) =>
    ok({ rng: seedRng(seed), score: { p1: 0, p2: 0 }, turn: 1, target: setup.target ?? 3 }),
  prompt: (s) => (raceOver(s) ? null : { seat: s.turn % 2 ? 'p1' : 'p2', kind: 'roll' }),
  legal: (s) => (raceOver(s) ? [] : [{ seat: s.turn % 2 ? 'p1' : 'p2', kind: 'roll' }]),
  reduce(s, d, ctx) {
    if (d.kind !== 'roll')
      return { code: 'race/unknown_kind', message: `Roll; ${d.kind} is not a move here.` }
    const roll = ctx.dice.d6()
    ctx.emit({ type: 'Rolled', seat: d.seat, roll })
    if (roll >= 4) s.score[d.seat] = (s.score[d.seat] ?? 0) + 1
    s.turn++
    return undefined
  },
  outcome: (s) => {
    if (!raceOver(s)) return null
    const w = (s.score.p1 ?? 0) >= s.target ? 'p1' : 'p2'
    return { winners: [w], draw: false, reason: 'target', scores: { ...s.score } }
  },
  view: (s) => s,
})

export interface SealedState extends BaseState {
  round: number
  rounds: number
  picks: Record<string, number>
  score: Record<string, number>
}

export const sealed = defineRuleset<{ rounds?: number }, SealedState, Decision>({
  id: 'sealed',
  start: (setup, seed) =>
    ok({ rng: seedRng(seed), round: 1, rounds: setup.rounds ?? 3, picks: {}, score: { p1: 0, p2: 0 } }),
  prompt: (s) => {
    if (s.round > s.rounds) return null
    const seats = ['p1', 'p2'].filter((x) => !(x in s.picks))
    return { seat: seats[0] ?? 'p1', seats, kind: 'pick' }
  },
  legal: (s) =>
    s.round > s.rounds
      ? []
      : ['p1', 'p2']
          .filter((x) => !(x in s.picks))
          .flatMap((seat) => [1, 2, 3].map((n) => ({ seat, kind: 'pick', n }))),
  reduce(s, d, ctx) {
    const n = d.n
    if (typeof n !== 'number' || ![1, 2, 3].includes(n))
      return { code: 'sealed/bad_pick', message: 'Pick 1, 2 or 3.' }
    s.picks[d.seat] = n
    ctx.emit({ type: 'Picked', seat: d.seat })
    if (Object.keys(s.picks).length < 2) return undefined
    const a = (s.picks.p1 ?? 0) + ctx.dice.d6()
    const b = (s.picks.p2 ?? 0) + ctx.dice.d6()
    if (a !== b) {
      const w = a > b ? 'p1' : 'p2'
      s.score[w] = (s.score[w] ?? 0) + 1
    }
    ctx.emit({ type: 'Revealed', picks: { ...s.picks } })
    s.picks = {}
    s.round++
    return undefined
  },
  outcome: (s) => {
    if (s.round <= s.rounds) return null
    const a = s.score.p1 ?? 0
    const b = s.score.p2 ?? 0
    return { winners: a === b ? [] : [a > b ? 'p1' : 'p2'], draw: a === b, reason: 'rounds' }
  },
  // A seat sees its own pending pick, never the other's.
  view: (s, seat) => ({
    ...s,
    rng: undefined,
    picks: seat === SPECTATOR ? {} : Object.fromEntries(Object.entries(s.picks).filter(([k]) => k === seat)),
  }),
})

const firstBot: BotPlayer<BaseState, Decision> = {
  id: 'first',
  title: 'First legal move',
  decide: (_s, _seat, ctx) => ({ decision: ctx.legal[0] as Decision }),
}
const randomBot: BotPlayer<BaseState, Decision> = {
  id: 'random',
  title: 'Random legal move',
  decide: (_s, _seat, ctx) => ({ decision: ctx.legal[ctx.rand(ctx.legal.length)] as Decision }),
}

/** Bots that fail, so a test sees the hub play the first legal move in their place. */
const throwingBot: BotPlayer<BaseState, Decision> = {
  id: 'throws',
  title: 'Throws',
  decide: () => {
    throw new Error('a broken bot')
  },
}
const refusedBot: BotPlayer<BaseState, Decision> = {
  id: 'refused',
  title: 'Plays an illegal move',
  decide: (_s, seat) => ({ decision: { seat, kind: 'no-such-move' } as unknown as Decision }),
}

/** A descriptor around a bare ruleset (two seats, setup any object). */
// biome-ignore lint/suspicious/noExplicitAny: wraps any toy ruleset
export function toyPackage(rs: Ruleset<any, any, Decision>, quick: unknown = {}): AnyRulesetPackage {
  return {
    id: rs.id,
    title: rs.id,
    summary: `Test ruleset ${rs.id}`,
    ruleset: () => rs,
    setupSchema: z.looseObject({}),
    quickSetup: () => ok(quick),
    seats: () => ['p1', 'p2'],
    units: { catalogue: () => [], validateRoster: () => ({ points: 0, problems: [] }) },
    bots: { first: firstBot, random: randomBot, throws: throwingBot, refused: refusedBot },
    summarize: (s: { turn?: number; round?: number; score?: Record<string, number> }) => ({
      turns: s.turn ?? s.round ?? 0,
      scores: s.score ?? {},
    }),
  }
}

export const TOYS = { race: toyPackage(race, { target: 3 }), sealed: toyPackage(sealed, { rounds: 3 }) }
