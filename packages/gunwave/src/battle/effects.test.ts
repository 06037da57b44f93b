/** §8 effects with their durations and removal; rulings 10 and 11. */
import { describe, expect, test } from 'vitest'
import { duel, eventsOf, mecha, pilot, plainSheet, play, reject, script, turn } from '../testkit/index.ts'
import type { EffectState, GwState } from './types.ts'

const give = (s: GwState, who: string, e: EffectState) => {
  s.pilots[who]!.effects.push(e)
  return s
}
const sword = plainSheet({ mecha: { weapons: [{ weapon: 'beam-sword' }, { weapon: 'beam-rifle' }] } })
const close = () => duel({ player: sword, playerAt: { x: 2, y: 5 }, npcAt: { x: 3, y: 5 } })
const order = (action: unknown) => ({ seat: 'p1', kind: 'order', actor: 'pilot:p1', action }) as never

describe('effects', () => {
  test('GW-EFF-BLINDED: only melee against the most recent melee target', () => {
    const s = give(duel(), 'pilot:p1', { id: 'blinded', duration: 'save' })
    expect(reject(s, order({ type: 'move-fire', fire: { weapon: 0, at: { x: 8, y: 5 } } }))).toBe(
      'gunwave/blinded',
    )
    const m = give(close(), 'pilot:p1', { id: 'blinded', duration: 'save' })
    expect(reject(m, order({ type: 'move-fire', fire: { weapon: 0, target: 'mecha:foe' } }))).toBe(
      'gunwave/blinded',
    )
    m.pilots['pilot:p1']!.lastMeleeTarget = 'mecha:foe'
    expect(() =>
      play(m, order({ type: 'move-fire', fire: { weapon: 0, target: 'mecha:foe' } })),
    ).not.toThrow()
  })

  test('GW-EFF-BLINDED GW-RULING-BLIND-GRAB: a blinded pilot makes no Speed attacks — no grab, no breaking free, no drag — even at its last melee target', () => {
    const m = give(close(), 'pilot:p1', { id: 'blinded', duration: 'save' })
    expect(reject(m, order({ type: 'grab', target: 'mecha:foe' }))).toBe('gunwave/blinded')
    m.pilots['pilot:p1']!.lastMeleeTarget = 'mecha:foe'
    expect(reject(m, order({ type: 'grab', target: 'mecha:foe' }))).toBe('gunwave/blinded')
    const held = structuredClone(m)
    held.mecha['mecha:p1']!.grabbedBy = 'mecha:foe'
    held.mecha['mecha:foe']!.grabbing = 'mecha:p1'
    expect(reject(held, order({ type: 'break-free' }))).toBe('gunwave/blinded')
    const holding = structuredClone(m)
    holding.mecha['mecha:p1']!.grabbing = 'mecha:foe'
    holding.mecha['mecha:foe']!.grabbedBy = 'mecha:p1'
    expect(reject(holding, order({ type: 'drag', to: { x: 1, y: 5 } }))).toBe('gunwave/blinded')
  })

  test('GW-EFF-FROZEN: a frozen mecha cannot move', () => {
    const s = give(duel(), 'pilot:p1', { id: 'frozen', duration: 'save' })
    expect(reject(s, order({ type: 'move-fire', move: { x: 3, y: 5 } }))).toBe('gunwave/frozen')
  })

  test('GW-EFF-HELPLESS: a helpless defender rolls no defence dice', () => {
    const s = script(
      give(close(), 'pilot:foe', { id: 'helpless', duration: 'save' }),
      [5, 5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    )
    const { events } = turn(s, {
      'pilot:p1': { type: 'move-fire', fire: { weapon: 0, target: 'mecha:foe' } },
    })
    expect(eventsOf(events, 'Attack')[0]?.log).toMatchObject({ defense: [], damage: 2 })
  })

  test('GW-EFF-JITTERY: damage is halved, rounding down, after everything else', () => {
    const s = script(give(duel(), 'pilot:p1', { id: 'jittery', duration: 'save' }), [5, 5, 5, 1, 1, 1, 1])
    const { state } = turn(s, { 'pilot:p1': { type: 'move-fire', fire: { weapon: 0, at: { x: 8, y: 5 } } } })
    expect(mecha(state, 'foe').armor).toBe(39)
  })

  test('GW-EFF-SILENCED: a silenced pilot is heard only by touching mecha', () => {
    const two = duel({
      players: [{ seat: 'p2', sheet: plainSheet({ pilot: { name: 'Wing' } }), at: { x: 2, y: 9 } }],
    })
    give(two, 'pilot:p1', { id: 'silenced', duration: 'save' })
    expect(reject(two, { seat: 'p1', kind: 'message', actor: 'pilot:p1', to: 'squad', text: 'hello' })).toBe(
      'gunwave/no_one_hears',
    )
    two.mecha['mecha:p2']!.pos = { x: 3, y: 5 }
    const { state } = play(two, {
      seat: 'p1',
      kind: 'message',
      actor: 'pilot:p1',
      to: 'squad',
      text: 'hello',
    })
    expect(state.messages[0]?.audience).toEqual(['pilot:p2'])
  })

  test('GW-EFF-SURPRISED GW-RULING-SURPRISED: no firing, but a melee swing is allowed', () => {
    const s = give(duel(), 'pilot:p1', { id: 'surprised', duration: 'next-turn', until: 1 })
    expect(reject(s, order({ type: 'move-fire', fire: { weapon: 0, at: { x: 8, y: 5 } } }))).toBe(
      'gunwave/surprised',
    )
    const m = give(close(), 'pilot:p1', { id: 'surprised', duration: 'next-turn', until: 1 })
    expect(() =>
      play(m, order({ type: 'move-fire', fire: { weapon: 0, target: 'mecha:foe' } })),
    ).not.toThrow()
  })

  test('GW-EFF-TAGGED: −1 die against anyone but the tagger; the tagger gets +1 die', () => {
    const s = duel({
      more: [{ id: 'other', sheet: plainSheet({ pilot: { name: 'O' } }), at: { x: 8, y: 8 } }],
    })
    give(s, 'pilot:p1', { id: 'tagged', duration: 'save', by: 'mecha:foe' })
    const r = turn(script(s, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]), {
      'pilot:p1': { type: 'move-fire', fire: { weapon: 0, at: { x: 8, y: 8 } } },
    })
    expect(eventsOf(r.events, 'Attack')[0]?.pool).toEqual({ dice: 4, mods: ['-1 tagged by another'] })
    const t = duel()
    give(t, 'pilot:foe', { id: 'tagged', duration: 'save', by: 'mecha:p1' })
    const r2 = turn(script(t, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]), {
      'pilot:p1': { type: 'move-fire', fire: { weapon: 0, at: { x: 8, y: 5 } } },
    })
    expect(eventsOf(r2.events, 'Attack')[0]?.pool.dice).toBe(6)
  })

  test('GW-EFF-WEARIED GW-RULING-WEARIED: −1 die on attack and defence pools; saves stay plain 2d6', () => {
    const s = give(close(), 'pilot:p1', { id: 'wearied', duration: 'save' })
    give(s, 'pilot:foe', { id: 'wearied', duration: 'save' })
    s.pilots['pilot:foe']!.sheet.piloting = 2
    const r = turn(script(s, [1, 1, 1, 1, 1, 1, 1, 1, 3, 3, 3, 3]), {
      'pilot:p1': { type: 'move-fire', fire: { weapon: 0, target: 'mecha:foe' } },
    })
    const atk = eventsOf(r.events, 'Attack')[0]
    expect(atk?.pool.dice).toBe(7)
    expect(atk?.log.defense).toHaveLength(1)
    // Saves: 3+3 = 6 ends the effect even while wearied.
    expect(eventsOf(r.events, 'Save').map((x) => x.ok)).toEqual([true, true])
  })

  test('GW-EFF-DURATION GW-TRAIT-SAVE: save ends on 6+, timed effects expire, the narrator removes any', () => {
    const s = give(duel(), 'pilot:p1', { id: 'frozen', duration: 'save' })
    const a = turn(script(s, [2, 3]), {})
    expect(pilot(a.state, 'p1').effects).toHaveLength(1)
    const b = turn(script(a.state, [4, 2]), {})
    expect(pilot(b.state, 'p1').effects).toHaveLength(0)
    const g = play(duel(), {
      seat: 'narrator',
      kind: 'narrate',
      act: { type: 'grant', pilot: 'pilot:p1', effect: 'wearied', duration: 'turns', turns: 2 },
    })
    const t1 = turn(g.state, {})
    expect(pilot(t1.state, 'p1').effects).toHaveLength(1)
    const t2 = turn(t1.state, {})
    expect(pilot(t2.state, 'p1').effects).toHaveLength(0)
    const n = play(g.state, {
      seat: 'narrator',
      kind: 'narrate',
      act: { type: 'remove', pilot: 'pilot:p1', effect: 'wearied' },
    })
    expect(pilot(n.state, 'p1').effects).toHaveLength(0)
  })
})
