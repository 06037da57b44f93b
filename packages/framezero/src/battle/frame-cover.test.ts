/**
 * Cover by a frame (seed, "Resolving Damage Dice"): the covering frame takes its 5s first and
 * only what is still owed when it is destroyed goes on to the target — so a retreat that spares
 * it a point spares the target too. The exact odds (what the web previews) read the same table.
 */
import { describe, expect, test } from 'vitest'
import { turnOdds } from '../odds/index.ts'
import { battle, frame, play, ruleset, script } from '../testkit/index.ts'
import { ready } from './testing.ts'
import type { FzEvent, FzState } from './types.ts'

const A = 'frame:a'
const B = 'frame:b'
const C = 'frame:c'
const tgt = (id: string) => ({ kind: 'frame' as const, id })

/** A shoots B at direct fire; C stands just in front of B, so it covers B. */
const table = (c: { whites: number; station?: boolean }, bSystems: ('Rd' | 'B')[] = ['Rd']) =>
  battle({
    frames: [
      { seat: 'p1', id: A, systems: ['Rd'], at: { x: 2, y: 5 } },
      { seat: 'p2', id: B, systems: bSystems, at: { x: 10, y: 5 }, activated: true, defence: 0 },
      { seat: 'p2', id: C, systems: [], whites: c.whites, at: { x: 9, y: 5 }, activated: true, defence: 0 },
    ],
    stations: c.station ? [{ at: { x: 8, y: 6.2 }, controller: 'p2' }] : [],
  })

/** Whites 1 1, reds `attack` 1: the red die goes on attack; then the damage dice. */
const shoot = (s0: FzState, attack: number, rolls: number[]) => {
  const s = script(ready(s0, A, tgt(B), 'd', [1, 1, attack, 1], { attack: 2 }), rolls)
  return play(s, { seat: 'p1', kind: 'attack', frame: A, useSpot: false })
}

describe('cover by a frame', () => {
  test('MF-DMG-FRAME-COVER: every 5 goes to the covering frame first; a retreat that absorbs one keeps it from the target', () => {
    const r = shoot(table({ whites: 1, station: true }), 2, [5, 5])
    expect(r.events.find((e) => e.type === 'AttackResolved')).toMatchObject({ cover: 'frame' })
    // nothing is sent to B up front: C owes both 5s
    expect(r.state.damage).toEqual([{ frame: C, points: 2, retreatable: true, passTo: B }])
    const q = play(r.state, { seat: 'p2', kind: 'retreat', frame: C })
    // the retreat ignores one 5, the other takes C’s last white: nothing is left over for B
    expect(frame(q.state, C).destroyed).toBe(true)
    expect(frame(q.state, B).systems).toEqual(['Rd'])
    expect(q.state.damage).toEqual([])
  })
  test('MF-DMG-FRAME-COVER: without the retreat, the 5 left over once the covering frame falls goes through', () => {
    const r = shoot(table({ whites: 1, station: true }), 2, [5, 5])
    const q = play(r.state, { seat: 'p2', kind: 'loseSystem', frame: C, system: 'W' })
    const order = q.events.filter(
      (e) => e.type === 'Destroyed' || e.type === 'Damage' || e.type === 'SystemLost',
    )
    expect(order).toEqual<FzEvent[]>([
      { type: 'SystemLost', frame: C, system: 'W' },
      { type: 'Destroyed', frame: C },
      { type: 'Damage', frame: B, points: 1 },
      { type: 'SystemLost', frame: B, system: 'Rd' },
    ])
    expect(frame(q.state, B).systems).toEqual([])
  })
  test('MF-DMG-FRAME-COVER: 5s passed on join the 6s already owed to the target', () => {
    const r = shoot(table({ whites: 1 }), 3, [5, 6, 5])
    // C (no station) falls at once; the second 5 joins B’s 6
    expect(frame(r.state, C).destroyed).toBe(true)
    expect(r.events.filter((e) => e.type === 'Damage')).toEqual([
      { type: 'Damage', frame: C, points: 2 },
      { type: 'Damage', frame: B, points: 1 },
      { type: 'Damage', frame: B, points: 1 },
    ])
    expect(frame(r.state, B)).toMatchObject({ systems: [], whites: 1, destroyed: false })
  })
  test('MF-DMG-FRAME-COVER: the exact odds (turnOdds) equal the battle’s outcomes over every roll', () => {
    for (const attack of [1, 2, 3, 4]) {
      const s0 = ready(table({ whites: 2 }, ['Rd', 'Rd']), A, tgt(B), 'd', [1, 1, attack, 1], { attack: 2 })
      const odds = turnOdds(s0)
      if (!odds) throw new Error('no odds')
      const lost: number[] = [0, 0, 0, 0, 0]
      const coverLost: number[] = [0, 0, 0]
      const each = 6 ** -attack
      for (let k = 0; k < 6 ** attack; k++) {
        const rolls = Array.from({ length: attack }, (_, i) => (Math.floor(k / 6 ** i) % 6) + 1)
        const r = play(script(s0, rolls), { seat: 'p1', kind: 'attack', frame: A, useSpot: false })
        expect(ruleset.prompt(r.state)?.kind).not.toBe('damage')
        const b = frame(r.state, B)
        const c = frame(r.state, C)
        lost[4 - b.systems.length - b.whites]! += each
        coverLost[2 - c.whites]! += each
      }
      for (const [i, p] of lost.entries()) expect(odds.systemsLost[i] ?? 0).toBeCloseTo(p, 12)
      for (const [i, p] of coverLost.entries()) expect(odds.coverFrameLost[i] ?? 0).toBeCloseTo(p, 12)
    }
  })
})
