import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { stateHash } from '../protocol/hash.ts'
import { replay } from '../protocol/replay.ts'
import { scriptLeftover } from '../rng/dice.ts'
import { withScript } from '../rng/state.ts'
import { type DuelDecision, type DuelState, duel } from './duel.ts'

const setup = { hp: 4, dodges: 2, maxRounds: 12 }

function start(seed: string): DuelState {
  const r = duel.start(setup, seed)
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}

/** Plays a game choosing decisions with `pick`, optionally mixing in garbage decisions. */
function play(seed: string, pick: (n: number) => number, junk?: (i: number) => unknown) {
  let s = start(seed)
  const decisions: DuelDecision[] = []
  for (let i = 0; i < 500 && duel.prompt(s); i++) {
    const bad = junk?.(i)
    if (bad !== undefined) {
      const before = structuredClone(s)
      const r = duel.apply(s, bad as DuelDecision)
      if (!r.ok) expect(s).toEqual(before)
      else {
        s = r.value.state
        decisions.push(bad as DuelDecision)
      }
      continue
    }
    const legal = duel.legal(s)
    const d = legal[pick(legal.length)]!
    const r = duel.apply(s, d)
    if (!r.ok) throw new Error(r.error.code)
    s = r.value.state
    decisions.push(d)
  }
  return { s, decisions }
}

describe('engine contract (duel test ruleset)', () => {
  test('ENG-CONTRACT: a game runs from start to an outcome through prompts', () => {
    let i = 0
    const { s } = play('abc', (n) => i++ % n)
    expect(duel.prompt(s)).toBeNull()
    expect(duel.outcome(s)).not.toBeNull()
  })

  test('ENG-CONTRACT: an interrupt prompt goes to the other seat inside a turn', () => {
    const s0 = { ...start('x'), rng: withScript(start('x').rng, [6, 2]) }
    const r1 = duel.apply(s0, { seat: 'p1', kind: 'shoot' })
    expect(r1.ok).toBe(true)
    if (!r1.ok) return
    expect(duel.prompt(r1.value.state)).toMatchObject({ seat: 'p2', kind: 'hit', damage: 2 })
    const r2 = duel.apply(r1.value.state, { seat: 'p2', kind: 'dodge' })
    expect(r2.ok && r2.value.state.hp.p2).toBe(2)
    if (r2.ok) expect(scriptLeftover(r2.value.state.rng)).toEqual([])
  })

  test('ENG-ERRORS: wrong seat, game over and malformed decisions are coded errors, state untouched', () => {
    const s = start('y')
    const before = structuredClone(s)
    const a = duel.apply(s, { seat: 'p2', kind: 'shoot' })
    expect(a.ok || a.error.code).toBe('engine/not_your_turn')
    const b = duel.apply(s, { kind: 'shoot' } as unknown as DuelDecision)
    expect(b.ok || b.error.code).toBe('engine/malformed_decision')
    const c = duel.apply(s, { seat: 'p1', kind: 'dodge' })
    expect(c.ok || c.error.code).toBe('duel/illegal')
    expect(s).toEqual(before)
  })

  test('ENG-RNG: scripted dice that run out are an error, not random dice', () => {
    const s = { ...start('z'), rng: withScript(start('z').rng, []) }
    const r = duel.apply(s, { seat: 'p1', kind: 'shoot' })
    expect(r.ok || r.error.code).toBe('engine/dice_script_exhausted')
  })

  test('ENG-REPLAY: replaying random decision sequences reproduces the hash (500 seeds)', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.nat(), { minLength: 1, maxLength: 40 }), (seed, choices) => {
        let k = 0
        const { s, decisions } = play(seed, (n) => (choices[k++ % choices.length] ?? 0) % n)
        const r = replay(duel, setup, seed, decisions)
        expect(r.ok && r.value.hash).toBe(stateHash(s))
      }),
      { numRuns: 500 },
    )
  })

  test('ENG-JSON: state survives a JSON round trip unchanged', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), (seed, c) => {
        const { s } = play(seed, (n) => c % n)
        const back = JSON.parse(JSON.stringify(s))
        expect(back).toEqual(s)
        expect(stateHash(back)).toBe(stateHash(s))
      }),
      { numRuns: 200 },
    )
  })

  test('ENG-ERRORS: random junk decisions are rejected with the state deep-equal', () => {
    const junk = fc.sample(
      fc.oneof(
        fc.anything(),
        fc.record({ seat: fc.constantFrom('p1', 'p2', 'p3'), kind: fc.constantFrom('shoot', 'dodge', 'x') }),
      ),
      { numRuns: 400, seed: 7 },
    )
    for (let g = 0; g < 20; g++) {
      play(
        `junk${g}`,
        (n) => g % n,
        (i) => (i % 3 === 0 ? junk[(g * 31 + i) % junk.length] : undefined),
      )
    }
  })
})

describe('cross-runtime determinism', () => {
  test('ENG-PRECISION: floats in state are rounded after every decision', async () => {
    const { defineRuleset } = await import('../protocol/define.ts')
    const { seedRng } = await import('../rng/state.ts')
    const { ok } = await import('../protocol/result.ts')
    type S = { rng: ReturnType<typeof seedRng>; angle: number; at: { x: number }[] }
    const r = defineRuleset<null, S, { seat: string; kind: string }>({
      id: 'angles',
      precision: 6,
      start: (_s, seed) => ok({ rng: seedRng(seed), angle: Math.atan2(0.3, -2.1), at: [{ x: 1 / 3 }] }),
      prompt: () => ({ seat: 'p1', kind: 'turn' }),
      legal: () => [{ seat: 'p1', kind: 'turn' }],
      reduce(d) {
        d.angle = Math.atan2(0.3, -2.1) + 1e-12
        d.at.push({ x: Math.sin(d.angle) })
        return undefined
      },
      outcome: () => null,
      view: (s) => s,
    })
    const s0 = r.start(null, 'x')
    const q = (x: number) => Math.round(x * 1e6) / 1e6
    expect(s0.ok && s0.value.angle).toBe(q(Math.atan2(0.3, -2.1)))
    if (!s0.ok) return
    const s1 = r.apply(s0.value, { seat: 'p1', kind: 'turn' })
    expect(s1.ok && s1.value.state.at.map((p) => p.x)).toEqual([
      0.333333,
      q(Math.sin(q(Math.atan2(0.3, -2.1) + 1e-12))),
    ])
    expect(s1.ok && Number.isInteger(s1.value.state.rng.s[0])).toBe(true)
  })
})
