/**
 * Armor and Health thresholds wherever the change comes from (§6.5.1, §6.5.2, §6.6.1): a holder’s
 * 1 damage, the narrator’s adjustments; a broken coolant after a restart (§6.5.5); familiarity by
 * mecha model (§7.9).
 */
import { describe, expect, test } from 'vitest'
import { duel, eventsOf, mecha, pilot, plainSheet, play, script, sheet, turn } from '../testkit/index.ts'

const wing = { seat: 'p2', sheet: plainSheet({ pilot: { name: 'Wing' } }), at: { x: 2, y: 5 } }
const adjust = (target: string, field: 'armor' | 'health', delta: number) =>
  ({
    seat: 'narrator',
    kind: 'narrate',
    act: { type: 'adjust', target, field, delta, reason: 'rockfall' },
  }) as never

describe('thresholds', () => {
  test('GW-RULING-GRAB-DAMAGE GW-CMB-GRAB: the holder’s 1 damage for a hit on what it holds makes it spark and can disable it, and is passed on no further', () => {
    const s = duel({ playerAt: { x: 7, y: 5 }, players: [wing] })
    const a = turn(script(s, [5, 1]), { 'pilot:p1': { type: 'grab', target: 'mecha:foe' } })
    a.state.mecha['mecha:p1']!.armor = 21 // half of 40 is 20
    const b = turn(
      script(a.state, [5, 1, 1, 1, 1, 1, 1]),
      { 'pilot:p2': { type: 'move-fire', fire: { weapon: 0, at: { x: 8, y: 5 } } } },
      { 'pilot:p1': { type: 'sustain-grab' } },
    )
    expect([mecha(b.state, 'p1').armor, mecha(b.state, 'p1').sparking]).toEqual([20, true])
    expect(eventsOf(b.events, 'Sparking')).toEqual([{ type: 'Sparking', mecha: 'mecha:p1' }])
    // Two mecha that caught each other in the same instant: a hit on one costs the other 1, once.
    const both = structuredClone(s)
    Object.assign(both.mecha['mecha:p1']!, { grabbing: 'mecha:foe', grabbedBy: 'mecha:foe', grabTurn: 1 })
    Object.assign(both.mecha['mecha:foe']!, {
      grabbing: 'mecha:p1',
      grabbedBy: 'mecha:p1',
      grabTurn: 1,
      armor: 1,
    })
    const c = turn(script(both, [5, 1, 1, 1, 1, 1, 1, 4, 4]), {
      'pilot:p2': { type: 'move-fire', fire: { weapon: 0, at: { x: 8, y: 5 } } },
    })
    expect([mecha(c.state, 'foe').armor, mecha(c.state, 'p1').armor]).toEqual([0, 39])
    expect(eventsOf(c.events, 'Damage').map((d) => [d.mecha, d.amount])).toEqual([
      ['mecha:foe', 1],
      ['mecha:p1', 1],
    ])
  })

  test('GW-RULING-ADJUST GW-NAR-TOOLS: the narrator’s adjustments obey the thresholds — Armor 0 disables, half sparks, Health 0 knocks out', () => {
    const s = duel()
    const zero = play(s, adjust('mecha:foe', 'armor', -40))
    expect([mecha(zero.state, 'foe').armor, mecha(zero.state, 'foe').disabled]).toEqual([0, true])
    expect(zero.events.map((e) => e.type)).toEqual(['Narrator', 'Disabled'])
    // Nothing spills onto the pilot: the narrator adjusts Health on its own.
    expect(pilot(zero.state, 'foe').health).toBe(10)
    const half = play(s, adjust('mecha:foe', 'armor', -20))
    expect([mecha(half.state, 'foe').sparking, mecha(half.state, 'foe').disabled]).toEqual([true, false])
    const out = play(s, adjust('pilot:foe', 'health', -10))
    expect([pilot(out.state, 'foe').health, pilot(out.state, 'foe').unconscious]).toEqual([0, true])
    expect(eventsOf(out.events, 'Unconscious')).toHaveLength(1)
    // Raising a value crosses no threshold.
    const up = play(half.state, adjust('mecha:foe', 'armor', 5))
    expect(up.events.map((e) => e.type)).toEqual(['Narrator'])
  })

  test('GW-RULING-COOLANT-AGAIN GW-CMB-COOLANT: a mecha back from an overheat with its coolant still broken overheats again after another Energy / 10 turns', () => {
    const s = duel()
    const m = s.mecha['mecha:foe']!
    m.brokenParts = ['coolant']
    m.overheatIn = 1
    let st = turn(script(s, [6, 6]), {}).state
    expect([mecha(st, 'foe').disabled, mecha(st, 'foe').overheatIn]).toEqual([false, 5])
    for (let i = 0; i < 4; i++) st = turn(st, {}).state
    expect([mecha(st, 'foe').disabled, mecha(st, 'foe').overheatIn]).toEqual([false, 1])
    const hot = turn(script(st, [3, 3]), {})
    expect(eventsOf(hot.events, 'Disabled')).toEqual([{ type: 'Disabled', mecha: 'mecha:foe', overflow: 0 }])
    expect(mecha(hot.state, 'foe').disabled).toBe(true)
  })

  test('GW-MOV-UNFAMILIAR: experience is kept by mecha model, so a pilot boarding another mecha of a model flown before is familiar with it', () => {
    let s = duel({
      npc: sheet('grunt'),
      more: [
        { id: 'g2', sheet: sheet('grunt', { pilot: { name: 'Other' } }), at: { x: 9, y: 5 } },
        { id: 'g3', sheet: sheet('grunt', { pilot: { name: 'Third' } }), at: { x: 14, y: 10 } },
      ],
    })
    Object.assign(s.mecha['mecha:g2']!, { pilot: null })
    Object.assign(s.pilots['pilot:g2']!, { in: null, pos: { x: 15, y: 0 } })
    s = play(s, { seat: 'narrator', kind: 'eject', actor: 'pilot:foe' }).state
    s = turn(s, { 'pilot:foe': { type: 'board', target: 'mecha:g2' } }).state
    expect(pilot(s, 'foe').familiar['mecha:g2']).toBe(9)
    const r = turn(script(s, [1, 1, 1, 1, 1]), {
      'pilot:foe': { type: 'move-fire', fire: { weapon: 0, at: { x: 6, y: 5 } } },
    })
    expect(eventsOf(r.events, 'Attack')[0]?.pool).toEqual({ dice: 5, mods: [] })
  })
})
