import { eventsFor } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { duel, plainSheet, play, ruleset, turn } from '../testkit/index.ts'
import type { GwEvent, GwState } from './types.ts'

const seen = (s: GwState, es: GwEvent[], seat: string) => eventsFor(ruleset, s, es, seat)

describe('per-seat events', () => {
  test('GW-VIEW-EVENTS: notes, a hidden NPC and its order in the reveal reach only the narrator; unheard messages only their audience', () => {
    const s = duel({
      players: [{ seat: 'p2', sheet: plainSheet({ pilot: { name: 'Wing' } }), at: { x: 2, y: 9 } }],
      more: [
        { id: 'lurker', sheet: plainSheet({ pilot: { name: 'L' } }), at: { x: 14, y: 10 }, hidden: true },
      ],
    })
    const a = play(
      s,
      { seat: 'narrator', kind: 'narrate', act: { type: 'note', text: 'ambush on turn 3' } },
      {
        seat: 'narrator',
        kind: 'narrate',
        act: { type: 'place', mecha: 'mecha:lurker', at: { x: 13, y: 10 } },
      },
      { seat: 'p1', kind: 'message', actor: 'pilot:p1', to: 'pilot:foe', text: 'surrender' },
    )
    expect(seen(a.state, a.events, 'narrator')).toEqual(a.events)
    for (const seat of ['p2', 'spectator']) expect(seen(a.state, a.events, seat), seat).toEqual([])
    expect(seen(a.state, a.events, 'p1').map((e) => e.type)).toEqual(['Message'])
    const b = turn(a.state, { 'pilot:lurker': { type: 'move-fire', move: { x: 12, y: 10 } } })
    const reveal = (seat: string) =>
      seen(b.state, b.events, seat).find((e) => e.type === 'OrdersRevealed') as
        | Extract<GwEvent, { type: 'OrdersRevealed' }>
        | undefined
    expect(Object.keys(reveal('narrator')?.orders ?? {})).toContain('pilot:lurker')
    expect(Object.keys(reveal('p1')?.orders ?? {})).not.toContain('pilot:lurker')
    expect(seen(b.state, b.events, 'p1').some((e) => e.type === 'Moved' && e.mecha === 'mecha:lurker')).toBe(
      false,
    )
    // Revealed: its past moves may show from now on.
    const c = play(b.state, {
      seat: 'narrator',
      kind: 'narrate',
      act: { type: 'reveal', mecha: 'mecha:lurker' },
    })
    expect(seen(c.state, b.events, 'p1').some((e) => e.type === 'Moved' && e.mecha === 'mecha:lurker')).toBe(
      true,
    )
    expect(seen(c.state, c.events, 'p1').map((e) => e.type)).toEqual(['Narrator'])
  })

  test("GW-VIEW-SEALED-EVENTS: before the reveal no event carries another seat's order", () => {
    const s = duel({
      players: [{ seat: 'p2', sheet: plainSheet({ pilot: { name: 'Wing' } }), at: { x: 2, y: 9 } }],
    })
    const a = play(s, {
      seat: 'p2',
      kind: 'order',
      actor: 'pilot:p2',
      action: { type: 'move-fire', move: { x: 3, y: 9 } },
    })
    expect(seen(a.state, a.events, 'p1')).toEqual([{ type: 'OrderSealed', actor: 'pilot:p2' }])
  })
})
