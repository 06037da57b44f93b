/** §6.5.8 hanging on and riding along; §6.5.6 and §6.5.9 what a wreck leaves of them. */
import { describe, expect, test } from 'vitest'
import { duel, eventsOf, mecha, pilot, plainSheet, play, reject, script, turn } from '../testkit/index.ts'
import type { GwState } from './types.ts'

const order = (action: unknown, actor: string, seat: string) =>
  ({ seat, kind: 'order', actor, action }) as never

/** p1 in its mecha at 2,5 with Wing (p2) riding in its cockpit and Third (p3) hanging on outside; p4 afar. */
function crowded(options: { operationalDisabled?: boolean } = {}): GwState {
  const s = duel({
    players: [
      { seat: 'p2', sheet: plainSheet({ pilot: { name: 'Wing' } }), at: { x: 15, y: 11 } },
      { seat: 'p3', sheet: plainSheet({ pilot: { name: 'Third' } }), at: { x: 15, y: 0 } },
      // Keeps the players in the fight once p1's mecha is gone.
      { seat: 'p4', sheet: plainSheet({ pilot: { name: 'Fourth' } }), at: { x: 0, y: 11 } },
    ],
    options,
  })
  let st = play(
    s,
    { seat: 'p2', kind: 'eject', actor: 'pilot:p2' },
    { seat: 'p3', kind: 'eject', actor: 'pilot:p3' },
  ).state
  st.pilots['pilot:p2']!.pos = { x: 2, y: 6 }
  st.pilots['pilot:p3']!.pos = { x: 3, y: 5 }
  st = turn(st, {
    'pilot:p2': { type: 'hang-on', target: 'mecha:p1' },
    'pilot:p3': { type: 'hang-on', target: 'mecha:p1' },
  }).state
  st = turn(st, { 'pilot:p2': { type: 'board', target: 'mecha:p1' } }).state
  expect([mecha(st, 'p1').passenger, mecha(st, 'p1').hangers]).toEqual(['pilot:p2', ['pilot:p3']])
  return st
}

/** The mecha at 0 Armor with two marks: the next mark blows it up (§6.5.6). */
function onTheBrink(st: GwState): GwState {
  const m = st.mecha['mecha:p1']!
  Object.assign(m, {
    disabled: true,
    armor: 0,
    marks: 2,
    energy: 0,
    speed: 0,
    before: { energy: 50, speed: 2 },
  })
  return st
}

describe('hanging on and wrecks', () => {
  test('GW-RULING-WRECK GW-CMB-DISABLED: on the third mark the pilot and the passenger get out and the hanger is let go, all on the wreck’s square, free to act', () => {
    const r = turn(script(onTheBrink(crowded()), [1, 1]), {})
    const m = mecha(r.state, 'p1')
    expect(m.destroyed).toBe(true)
    expect([m.pilot, m.passenger, m.hangers]).toEqual([null, null, []])
    for (const id of ['p1', 'p2', 'p3']) {
      const p = pilot(r.state, id)
      expect([p.in, p.passengerIn, p.hanging, p.pos, p.dead], id).toEqual([null, null, null, m.pos, false])
    }
    expect(eventsOf(r.events, 'Ejected').map((e) => e.pilot)).toEqual(['pilot:p1', 'pilot:p2'])
    expect(eventsOf(r.events, 'LetGo')).toEqual([{ type: 'LetGo', pilot: 'pilot:p3', mecha: 'mecha:p1' }])
    // The one who rode along walks off like anyone on foot; there is nothing left to eject from.
    expect(() =>
      play(r.state, order({ type: 'move-fire', move: { x: 2, y: 4 } }, 'pilot:p2', 'p2')),
    ).not.toThrow()
    expect(reject(r.state, { seat: 'p2', kind: 'eject', actor: 'pilot:p2' })).toBe('gunwave/not_aboard')
  })

  test('GW-RULING-WRECK GW-CMB-DISABLED-OPTIONAL: under the optional rule the passenger ejecting with the pilot takes the same 4 dice', () => {
    const st = onTheBrink(crowded({ operationalDisabled: true }))
    const r = turn(script(st, [1, 1, 5, 1, 1, 1, 5, 1, 1, 1]), {})
    const blasts = eventsOf(r.events, 'Attack').filter((e) => e.kind === 'explosion')
    expect(blasts.map((b) => [b.log.target, b.pool.dice])).toEqual([
      ['pilot:p1', 4],
      ['pilot:p2', 4],
    ])
    expect([pilot(r.state, 'p1').stuns, pilot(r.state, 'p2').stuns, pilot(r.state, 'p3').stuns]).toEqual([
      1, 1, 0,
    ])
  })

  test('GW-RULING-WRECK GW-CMB-SD-DELAY: a self-destruct kills whoever is inside but leaves the hanger standing on the square', () => {
    const st = crowded()
    // Park the empty mecha far away so the blast reaches nobody and rolls no dice.
    st.mecha['mecha:p2']!.pos = { x: 15, y: 11 }
    st.mecha['mecha:p3']!.pos = { x: 15, y: 0 }
    const r = turn(st, { 'pilot:p1': { type: 'self-destruct', delay: 0 } })
    expect(mecha(r.state, 'p1').destroyed).toBe(true)
    expect([pilot(r.state, 'p1').dead, pilot(r.state, 'p2').dead]).toEqual([true, true])
    expect(mecha(r.state, 'p1').hangers).toEqual([])
    expect([pilot(r.state, 'p3').hanging, pilot(r.state, 'p3').dead]).toEqual([null, false])
  })

  test('GW-RULING-HANG GW-CMB-HANG: a hanger who walks lets go before anything moves, and is then a person on the ground whom a mecha weapon kills', () => {
    const s = duel({
      players: [{ seat: 'p2', sheet: plainSheet({ pilot: { name: 'Wing' } }), at: { x: 15, y: 11 } }],
    })
    let st = play(s, { seat: 'p2', kind: 'eject', actor: 'pilot:p2' }).state
    st.pilots['pilot:p2']!.pos = { x: 2, y: 6 }
    st = turn(st, { 'pilot:p2': { type: 'hang-on', target: 'mecha:p1' } }).state
    expect(pilot(st, 'p2').hanging).toBe('mecha:p1')
    // The mecha drives off as its hanger steps down: she stays on the square it left.
    const off = turn(st, {
      'pilot:p1': { type: 'move-fire', move: { x: 3, y: 5 } },
      'pilot:p2': { type: 'move-fire', move: { x: 2, y: 6 } },
    })
    expect(eventsOf(off.events, 'LetGo')).toHaveLength(1)
    expect([pilot(off.state, 'p2').hanging, pilot(off.state, 'p2').pos]).toEqual([null, { x: 2, y: 5 }])
    expect(mecha(off.state, 'p1').hangers).toEqual([])
    // A beam rifle shot at her square: one hit, and a person hit by a mecha weapon dies (§5.5).
    const shot = turn(script(off.state, [5, 1, 1, 1, 1]), {
      'pilot:foe': { type: 'move-fire', fire: { weapon: 0, at: { x: 2, y: 5 } } },
    })
    expect(pilot(shot.state, 'p2').dead).toBe(true)
  })

  test('GW-RULING-HANG: someone still hanging on is hurt through the mecha (3 dice), not killed by the shot that hits it', () => {
    const s = duel({
      players: [{ seat: 'p2', sheet: plainSheet({ pilot: { name: 'Wing' } }), at: { x: 15, y: 11 } }],
    })
    let st = play(s, { seat: 'p2', kind: 'eject', actor: 'pilot:p2' }).state
    st.pilots['pilot:p2']!.pos = { x: 2, y: 6 }
    st = turn(st, { 'pilot:p2': { type: 'hang-on', target: 'mecha:p1' } }).state
    const shot = turn(script(st, [5, 1, 1, 1, 1, 1, 1, 1]), {
      'pilot:foe': { type: 'move-fire', fire: { weapon: 0, at: { x: 2, y: 5 } } },
    })
    expect(mecha(shot.state, 'p1').armor).toBe(39)
    expect([pilot(shot.state, 'p2').dead, pilot(shot.state, 'p2').hanging]).toEqual([false, 'mecha:p1'])
  })
})
