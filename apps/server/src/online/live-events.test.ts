import {
  type AnyRulesetPackage,
  type BaseState,
  defineRuleset,
  ok,
  type RulesetPackage,
  seedRng,
} from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { LiveGame } from './live.ts'
import type { OnlineGameRow } from './store.ts'

// A two-seat toy: each seat writes a note; a note is its writer's only (viewEvent hides it).
type S = BaseState & { notes: number }
type D = { seat: string; kind: 'note' }
type E = { type: 'Note'; by: string } | { type: 'Tick' }
const rs = defineRuleset<null, S, D, { seat: string; kind: 'go' }, E>({
  id: 'toy',
  start: (_x, seed) => ok({ rng: seedRng(seed), notes: 0 }),
  prompt: (s) => (s.notes < 4 ? { seat: s.notes % 2 ? 'p2' : 'p1', kind: 'go' } : null),
  legal: (s) => [{ seat: s.notes % 2 ? 'p2' : 'p1', kind: 'note' }],
  reduce(s, d, ctx) {
    s.notes++
    ctx.emit({ type: 'Note', by: d.seat })
    ctx.emit({ type: 'Tick' })
    return undefined
  },
  outcome: () => null,
  view: (s) => s,
  viewEvent: (_s, e, seat) => (e.type === 'Note' && e.by !== seat ? null : e),
})
const pkg = { id: 'toy', ruleset: () => rs } as unknown as RulesetPackage as AnyRulesetPackage

const row: OnlineGameRow = {
  id: 'g1',
  ruleset: 'toy',
  setup: null,
  seats: { p1: { kind: 'bot', bot: 'x' }, p2: { kind: 'bot', bot: 'x' } },
  serverSeed: 'seed',
  seedCommit: 'c',
  status: 'waiting',
  outcome: null,
  hash: null,
  createdAt: '2026-01-01',
}

describe('online log per seat', () => {
  test("a seat's log and updates carry only the events the ruleset's viewEvent lets it see", () => {
    const g = new LiveGame(row, pkg)
    g.nonces = { p1: 'a', p2: 'b' }
    expect(g.start()).toBeNull()
    for (const seat of ['p1', 'p2']) {
      const a = g.tryApply({ seat, kind: 'note' })
      if (!a.ok) throw new Error(a.error.message)
      g.commit({ seat, kind: 'note' }, a.value)
    }
    const types = (seat: string) =>
      g.log(seat).map((e) => e.events.map((x) => `${x.type}:${(x as { by?: string }).by ?? ''}`))
    expect(types('p1')).toEqual([['Note:p1', 'Tick:'], ['Tick:']])
    expect(types('p2')).toEqual([['Tick:'], ['Note:p2', 'Tick:']])
    expect(types('spectator')).toEqual([['Tick:'], ['Tick:']])
  })
})
