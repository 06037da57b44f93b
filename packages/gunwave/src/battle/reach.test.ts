/**
 * Reach judged when the sealed orders resolve, after everyone has moved (GW-RULING-REACH): grabs
 * need contact, weapons and traits their range (a lock adds none), from where the attacker stands.
 */
import { describe, expect, test } from 'vitest'
import { duel, eventsOf, mecha, pilot, plainSheet, play, reject, script, turn } from '../testkit/index.ts'
import type { Action, GwState } from './types.ts'

const order = (action: Action, actor = 'pilot:p1', seat = 'p1') =>
  ({ seat, kind: 'order', actor, action }) as const
/** Seal every order and ready the narrator: the reaction phase has run, no minor action yet. */
const resolve = (s: GwState, orders: Record<string, Action>) =>
  play(s, ...Object.values(s.pilots).map((p) => order(orders[p.id] ?? { type: 'skip' }, p.id, p.seat)), {
    seat: 'narrator',
    kind: 'ready',
  })

describe('reach at resolution', () => {
  test('GW-CMB-GRAB GW-RULING-REACH: a target that moved away in the same turn is not grabbed, and the failed try is logged', () => {
    const s = duel({ playerAt: { x: 7, y: 5 }, npcAt: { x: 8, y: 5 } })
    const r = turn(script(s, [5, 5]), {
      'pilot:p1': { type: 'grab', target: 'mecha:foe' },
      'pilot:foe': { type: 'move-fire', move: { x: 10, y: 5 } },
    })
    expect(mecha(r.state, 'foe').grabbedBy).toBeUndefined()
    expect(mecha(r.state, 'p1').grabbing).toBeUndefined()
    expect(eventsOf(r.events, 'Grabbed')).toEqual([])
    const tries = eventsOf(r.events, 'Attack')
    expect(tries).toHaveLength(1)
    expect(tries[0]).toMatchObject({
      kind: 'grab',
      log: { attacker: 'mecha:p1', target: 'mecha:foe', dice: [] },
      pool: { dice: 0, mods: [] },
      noRoll: 'target out of reach',
    })
  })

  test('GW-CMB-GRAB-MOVE GW-RULING-REACH: a held mecha pulled apart from its holder breaks free without a roll', () => {
    const s = duel({ playerAt: { x: 7, y: 5 }, npcAt: { x: 10, y: 5 } })
    s.mecha['mecha:p1']!.grabbing = 'mecha:foe'
    s.mecha['mecha:p1']!.grabTurn = 1
    s.mecha['mecha:foe']!.grabbedBy = 'mecha:p1'
    const r = resolve(s, { 'pilot:foe': { type: 'break-free' } })
    expect(r.state.phase).toBe('minor')
    expect(mecha(r.state, 'foe').grabbedBy).toBeUndefined()
    expect(eventsOf(r.events, 'GrabEnded')).toHaveLength(1)
    expect(eventsOf(r.events, 'Attack')).toEqual([])
  })

  test('GW-CMB-GRAB GW-RULING-GRAB-APART: a drag whose captive cannot follow (its square is taken) ends the grab', () => {
    const s = duel({
      playerAt: { x: 7, y: 5 },
      npcAt: { x: 8, y: 5 },
      more: [{ id: 'block', sheet: plainSheet({ pilot: { name: 'Block' } }), at: { x: 7, y: 4 } }],
    })
    s.mecha['mecha:p1']!.grabbing = 'mecha:foe'
    s.mecha['mecha:p1']!.grabTurn = 1
    s.mecha['mecha:foe']!.grabbedBy = 'mecha:p1'
    const r = resolve(script(s, [6, 6, 6, 6, 6, 6, 6, 6]), {
      'pilot:p1': { type: 'drag', to: { x: 6, y: 4 } },
    })
    // The captive would go to (7, 4), where another mecha stands: it stays, two squares away.
    expect(mecha(r.state, 'p1').pos).toEqual({ x: 6, y: 4 })
    expect(mecha(r.state, 'foe').pos).toEqual({ x: 8, y: 5 })
    expect(mecha(r.state, 'p1').grabbing).toBeUndefined()
    expect(mecha(r.state, 'foe').grabbedBy).toBeUndefined()
    expect(eventsOf(r.events, 'GrabEnded')).toEqual([
      { type: 'GrabEnded', by: 'mecha:p1', mecha: 'mecha:foe' },
    ])
  })

  test('GW-CMB-LOCK GW-RULING-REACH: a lock does not stretch a weapon — refused past its range when sealed, and no shot if the target ran out of range', () => {
    const far = turn(duel({ npcAt: { x: 11, y: 5 } }), { 'pilot:p1': { type: 'lock', target: 'mecha:foe' } })
    expect(mecha(far.state, 'p1').lock?.target).toBe('mecha:foe')
    // Beam rifle: long (gap 4–5); gap 8 is extreme.
    expect(reject(far.state, order({ type: 'move-fire', fire: { weapon: 0, target: 'mecha:foe' } }))).toBe(
      'gunwave/out_of_range',
    )
    const near = turn(duel({ npcAt: { x: 7, y: 5 } }), { 'pilot:p1': { type: 'lock', target: 'mecha:foe' } })
    const r = turn(script(near.state, [6, 6, 6, 6, 6]), {
      'pilot:p1': { type: 'move-fire', fire: { weapon: 0, target: 'mecha:foe' } },
      'pilot:foe': { type: 'move-fire', move: { x: 9, y: 5 } },
    })
    expect(mecha(r.state, 'foe').armor).toBe(40)
    expect(eventsOf(r.events, 'Attack')[0]).toMatchObject({
      kind: 'ranged',
      log: { target: 'mecha:foe', dice: [] },
      noRoll: 'out of range',
    })
    expect(eventsOf(r.events, 'EnergySpent').find((x) => x.mecha === 'mecha:p1')?.shots).toBe(0)
  })

  test('GW-CMB-LOCK GW-RULING-LOCK-ATTACKS: while locked on, grabs, traits and breaking free may be aimed only at the locked mecha', () => {
    const other = plainSheet({ pilot: { name: 'Other' } })
    const s = duel({ npcAt: { x: 8, y: 5 }, more: [{ id: 'other', sheet: other, at: { x: 3, y: 5 } }] })
    const a = turn(s, { 'pilot:p1': { type: 'lock', target: 'mecha:foe' } }).state
    expect(reject(a, order({ type: 'grab', target: 'mecha:other' }))).toBe('gunwave/locked')
    expect(reject(a, order({ type: 'trait', trait: 'intimidate', target: 'mecha:other' }))).toBe(
      'gunwave/locked',
    )
    a.mecha['mecha:p1']!.grabbedBy = 'mecha:other'
    a.mecha['mecha:other']!.grabbing = 'mecha:p1'
    expect(reject(a, order({ type: 'break-free' }))).toBe('gunwave/locked')
    // Released, the same orders are fine again.
    delete a.mecha['mecha:p1']!.lock
    expect(() => play(a, order({ type: 'break-free' }))).not.toThrow()
  })

  test('GW-TRAIT-DICE GW-RULING-REACH: a trait’s range is judged again when it resolves; a target that moved out of it is untouched and the trait is not spent', () => {
    const s = duel({ npcAt: { x: 4, y: 5 } })
    const r = turn(script(s, [5, 5, 5]), {
      'pilot:p1': { type: 'trait', trait: 'intimidate', target: 'mecha:foe' },
      'pilot:foe': { type: 'move-fire', move: { x: 6, y: 5 } },
    })
    expect(eventsOf(r.events, 'EffectGained')).toEqual([])
    expect(eventsOf(r.events, 'Attack')[0]).toMatchObject({
      kind: 'trait',
      log: { dice: [], successes: 0 },
      noRoll: 'target out of range',
    })
    expect(pilot(r.state, 'p1').traitsSpent).not.toContain('intimidate')
    // Still in range after its move (close = gap 1): it lands.
    const ok = turn(script(duel({ npcAt: { x: 4, y: 5 } }), [5, 5, 1, 1]), {
      'pilot:p1': { type: 'trait', trait: 'intimidate', target: 'mecha:foe' },
      'pilot:foe': { type: 'move-fire', move: { x: 4, y: 7 } },
    })
    expect(eventsOf(ok.events, 'EffectGained')).toHaveLength(1)
  })

  test('GW-RULING-COLLIDE GW-RULING-REACH: a shooter whose move was blocked measures range from where it stands', () => {
    const blocker = plainSheet({ pilot: { name: 'B' } })
    const s = duel({
      playerAt: { x: 0, y: 5 },
      npcAt: { x: 8, y: 5 },
      more: [{ id: 'blocker', sheet: blocker, at: { x: 2, y: 7 } }],
    })
    const r = turn(script(s, [6, 6, 6, 6, 6]), {
      'pilot:p1': { type: 'move-fire', move: { x: 2, y: 5 }, fire: { weapon: 0, at: { x: 8, y: 5 } } },
      'pilot:blocker': { type: 'move-fire', move: { x: 2, y: 5 } },
    })
    expect(eventsOf(r.events, 'MoveBlocked').map((x) => x.mecha)).toEqual(['mecha:p1'])
    expect(mecha(r.state, 'foe').armor).toBe(40)
    expect(eventsOf(r.events, 'Attack')[0]?.noRoll).toBe('out of range')
    // Had it arrived, the same shot reaches (gap 5 = long).
    const clear = turn(script(duel({ playerAt: { x: 0, y: 5 } }), [6, 6, 6, 6, 6]), {
      'pilot:p1': { type: 'move-fire', move: { x: 2, y: 5 }, fire: { weapon: 0, at: { x: 8, y: 5 } } },
    })
    expect(mecha(clear.state, 'foe').armor).toBeLessThan(40)
  })
})
