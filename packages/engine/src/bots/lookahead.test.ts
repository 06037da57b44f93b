import { describe, expect, test } from 'vitest'
import type { BotPlayer } from '../protocol/package.ts'
import { botRandom, lazyContext } from '../protocol/play.ts'
import { type DuelDecision, type DuelState, duel } from '../testing/duel.ts'
import { headToHead } from './head-to-head.ts'
import { beats, lookaheadBot } from './lookahead.ts'

/** Frozen all the way down: an edit of the input state throws. */
function deepFrozen<T>(v: T): T {
  if (v !== null && typeof v === 'object') {
    for (const x of Object.values(v)) deepFrozen(x)
    Object.freeze(v)
  }
  return v
}

const SETUP = { hp: 4, dodges: 1, maxRounds: 12 }

/** Aims to the full +2 before every shot and never dodges: a poor base that never looks ahead. */
const aimer: BotPlayer<DuelState, DuelDecision> = {
  id: 'aimer',
  title: 'Aimer',
  decide: (s, seat, ctx) => {
    const want = (s.aim[seat] ?? 0) < 2 ? 'aim' : 'shoot'
    return {
      decision: ctx.legal.find((d) => d.kind === want || d.kind === 'take') ?? (ctx.legal[0] as DuelDecision),
    }
  },
}

const bot = (width = 3, samples = 8, depth = 6, confidence?: number) =>
  lookaheadBot<DuelState, DuelDecision>({
    id: 'look',
    title: 'Lookahead',
    ruleset: duel,
    base: aimer,
    evaluate: (s, seat) => (s.hp[seat] ?? 0) - (s.hp[seat === 'p1' ? 'p2' : 'p1'] ?? 0),
    width,
    samples,
    depth,
    ...(confidence === undefined ? {} : { confidence }),
  })

function started(seed: string): DuelState {
  const r = duel.start(SETUP, seed)
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}

describe('ENG-BOT-LOOKAHEAD: a searching bot for any ruleset', () => {
  test('the same bot stream picks the same decision; the input state is never edited', () => {
    const s = started('same')
    const frozen = deepFrozen(structuredClone(s))
    const a = bot().decide(frozen, 'p1', lazyContext(duel, frozen, 'p1', botRandom('x')))
    const b = bot().decide(frozen, 'p1', lazyContext(duel, frozen, 'p1', botRandom('x')))
    expect(b.decision).toEqual(a.decision)
    expect(b.candidates).toEqual(a.candidates)
    expect(a.candidates?.length).toBe(2)
    expect(a.candidates?.map((c) => c.decision)).toContain(a.decision)
  })

  test('it never reads the game’s own dice: states that differ only in their PRNG get the same answer', () => {
    const s = started('dice-a')
    const t = { ...structuredClone(s), rng: started('dice-b').rng }
    for (const seed of ['1', '2', '3', '4', '5']) {
      const a = bot().decide(s, 'p1', lazyContext(duel, s, 'p1', botRandom(seed)))
      const b = bot().decide(t, 'p1', lazyContext(duel, t, 'p1', botRandom(seed)))
      expect(b).toEqual(a)
    }
  })

  test('a single legal decision is taken without a search', () => {
    const s = started('one')
    const only = bot(1)
    const d = only.decide(s, 'p1', lazyContext(duel, s, 'p1', botRandom('1')))
    expect(d.candidates).toBeUndefined()
  })

  test('looking ahead beats the base bot it plays with', () => {
    const { won, lost, errors } = headToHead({
      ruleset: duel,
      setup: () => SETUP,
      seed: (g) => `duel-${g}`,
      bot: bot(),
      other: aimer,
      games: 60,
    })
    expect(errors).toEqual([])
    // 40 won, 19 lost on these seeds.
    expect(won).toBeGreaterThan(1.5 * lost)
  })

  test('ENG-BOT-LOOKAHEAD-CONFIDENCE: the base pick is left only for futures that beat it by k standard errors', () => {
    // Paired differences over the same futures: steady gains pass, a gain lost in the spread does not.
    expect(beats([2, 3, 4], [1, 2, 3], 1)).toBe(true)
    expect(beats([5, 0, 4], [1, 2, 3], 1)).toBe(false)
    expect(beats([5, 0, 4], [1, 2, 3], 0.5)).toBe(true)
    expect(beats([1, 2], [1, 2], 0)).toBe(false)
    expect(beats([1], [0], 5)).toBe(true)
    // A very high bar keeps the base bot's pick where the plain search leaves it: the first such
    // state of an aimer-against-aimer game.
    let s = started('bar')
    let departs: DuelState | undefined
    for (let n = 0; n < 60 && !departs && duel.prompt(s); n++) {
      const p = duel.prompt(s)
      const seat = p?.seat as string
      const ctx = () => lazyContext(duel, s, seat, botRandom('b'))
      const base = aimer.decide(s, seat, ctx()).decision
      if (
        ctx().legal.length > 1 &&
        JSON.stringify(bot().decide(s, seat, ctx()).decision) !== JSON.stringify(base)
      ) {
        departs = s
        const high = bot(3, 8, 6, 1e9).decide(s, seat, ctx())
        expect(high.decision).toEqual(base)
        expect(high.candidates?.some((c) => c.note?.includes('not clearly better'))).toBe(true)
      }
      const step = duel.apply(s, base)
      if (!step.ok) throw new Error(step.error.message)
      s = step.value.state
    }
    expect(departs).toBeDefined()
    const { won, lost, errors } = headToHead({
      ruleset: duel,
      setup: () => SETUP,
      seed: (g) => `duel-${g}`,
      bot: bot(3, 8, 6, 1),
      other: aimer,
      games: 60,
    })
    expect(errors).toEqual([])
    expect(won).toBeGreaterThan(1.5 * lost)
  })
})
