import { describe, expect, test } from 'vitest'
import { stateHash } from '../protocol/hash.ts'
import type { BotPlayer } from '../protocol/package.ts'
import { playBots } from '../protocol/play.ts'
import { replay } from '../protocol/replay.ts'
import { type SealedDecision, type SealedState, type SealedView, sealed } from './sealed.ts'

const start = () => {
  const r = sealed.start({ rounds: 2 }, 'sealed')
  if (!r.ok) throw new Error(r.error.code)
  return r.value
}
const pick = (seat: string, n: number): SealedDecision => ({ seat, kind: 'pick', n })

function step(s: SealedState, d: SealedDecision): SealedState {
  const r = sealed.apply(s, d)
  if (!r.ok) throw new Error(r.error.code)
  return r.value.state
}

describe('ENG-SIMULTANEOUS: a prompt may name several seats that each decide', () => {
  test('ENG-SIMULTANEOUS: either seat may commit first; the step resolves once both have', () => {
    const s0 = start()
    expect(sealed.prompt(s0)).toMatchObject({ seats: ['p1', 'p2'] })
    const s1 = step(s0, pick('p2', 3))
    expect(sealed.prompt(s1)).toMatchObject({ seat: 'p1', seats: ['p1'] })
    const r = sealed.apply(s1, pick('p1', 1))
    expect(r.ok && r.value.events.map((e) => e.type)).toEqual(['Committed', 'Revealed'])
    expect(r.ok && r.value.state.score).toEqual({ p1: 0, p2: 1 })
  })

  test('ENG-SIMULTANEOUS: a seat the prompt no longer names is refused and the state is untouched', () => {
    const s1 = step(start(), pick('p1', 2))
    const before = stateHash(s1)
    const again = sealed.apply(s1, pick('p1', 3))
    expect(again.ok).toBe(false)
    if (!again.ok) expect(again.error.code).toBe('engine/not_your_turn')
    const stranger = sealed.apply(s1, pick('p3', 1))
    expect(!stranger.ok && stranger.error.code).toBe('engine/not_your_turn')
    const bad = sealed.apply(s1, pick('p2', 9))
    expect(!bad.ok && bad.error.code).toBe('sealed/bad_pick')
    expect(stateHash(s1)).toBe(before)
  })

  test('ENG-SEALED-VIEW: a sealed order is hidden from the other seat and from spectators', () => {
    const s1 = step(start(), pick('p1', 3))
    const mine = sealed.view(s1, 'p1') as SealedView
    const theirs = sealed.view(s1, 'p2') as SealedView
    const watcher = sealed.view(s1, 'spectator') as SealedView
    expect(mine.mine).toBe(3)
    expect(theirs).toMatchObject({ mine: null, committed: ['p1'] })
    expect(JSON.stringify(theirs)).not.toContain('3')
    expect(watcher.mine).toBeNull()
    const s2 = step(s1, pick('p2', 2))
    expect((sealed.view(s2, 'p2') as SealedView).revealed).toEqual([{ p1: 3, p2: 2 }])
  })

  test('ENG-SIMULTANEOUS: setup + seed + decisions replays to the same hash, and bots play it through', () => {
    const decisions = [pick('p2', 1), pick('p1', 2), pick('p1', 3), pick('p2', 3)]
    let s = start()
    for (const d of decisions) s = step(s, d)
    const r = replay(sealed, { rounds: 2 }, 'sealed', decisions)
    expect(r.ok && r.value.hash).toBe(stateHash(s))
    expect(sealed.outcome(s)).toMatchObject({ winners: ['p1'], draw: false })
    const high: BotPlayer<SealedState, SealedDecision> = {
      id: 'high',
      title: 'high',
      decide: (_s, seat) => ({ decision: pick(seat, 3) }),
    }
    const low: BotPlayer<SealedState, SealedDecision> = {
      id: 'low',
      title: 'low',
      decide: (_s, _seat, ctx) => ({ decision: ctx.legal[0] as SealedDecision }),
    }
    const g = playBots({
      ruleset: sealed,
      setup: { rounds: 3 },
      seed: 'b',
      bots: { p1: high, p2: low },
      record: true,
    })
    expect(g.error).toBeUndefined()
    expect(g.outcome).toMatchObject({ winners: ['p1'] })
    expect(g.decisions).toHaveLength(6)
  })
})
