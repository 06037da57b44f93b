/** Rows that were implemented before they were tested: other parts, grab movement, pick-up and boarding, a running locked target. */
import { describe, expect, test } from 'vitest'
import { duel, eventsOf, mecha, pilot, plainSheet, play, reject, script, turn } from '../testkit/index.ts'

const ones = (n: number) => new Array(n).fill(1) as number[]
const order = (action: unknown, actor = 'pilot:p1', seat = 'p1') =>
  ({ seat, kind: 'order', actor, action }) as never

describe('parts, grabs, boarding, locks', () => {
  test('GW-CMB-PART-OTHER: a broken cockpit stuns the pilot at every hit; no thrusters means no moving in space; no hip joint grounds a walker but not a flyer', () => {
    const s = duel()
    s.mecha['mecha:foe']!.brokenParts = ['cockpit']
    const a = turn(script(s, [5, 1, 1, 1, 1]), {
      'pilot:p1': { type: 'move-fire', fire: { weapon: 0, at: { x: 8, y: 5 } } },
    })
    expect(pilot(a.state, 'foe').stuns).toBe(1)
    const sp = duel({ scene: { environment: 'space' } })
    sp.mecha['mecha:p1']!.brokenParts = ['thrusters']
    expect(reject(sp, order({ type: 'move-fire', move: { x: 3, y: 5 } }))).toBe('gunwave/too_far')
    const hip = duel()
    hip.mecha['mecha:p1']!.brokenParts = ['hip']
    expect(reject(hip, order({ type: 'move-fire', move: { x: 3, y: 5 } }))).toBe('gunwave/too_far')
    const flyer = duel({ player: plainSheet({ mecha: { type: 'converting-fighter', traits: ['flight'] } }) })
    flyer.mecha['mecha:p1']!.brokenParts = ['hip']
    expect(() => play(flyer, order({ type: 'move-fire', move: { x: 3, y: 5 } }))).not.toThrow()
  })

  test('GW-MOV-TERRAIN GW-CMB-PART-OTHER: a flyer whose thrusters are broken walks, so difficult terrain slows it', () => {
    const fighter = plainSheet({ mecha: { type: 'converting-fighter' } })
    const scene = { terrain: [{ at: { x: 3, y: 5 }, rating: 2 }] }
    const s = duel({ player: fighter, scene })
    expect(mecha(s, 'p1').flies).toBe(true)
    expect(() => play(s, order({ type: 'move-fire', move: { x: 5, y: 5 } }))).not.toThrow()
    s.mecha['mecha:p1']!.brokenParts = ['thrusters']
    expect(reject(s, order({ type: 'move-fire', move: { x: 5, y: 5 } }))).toBe('gunwave/too_far')
    expect(() => play(s, order({ type: 'move-fire', move: { x: 3, y: 5 } }))).not.toThrow()
  })

  test('GW-CMB-GRAB-MOVE: the grabbed mecha breaks free with its own Speed attack; the grabber drags it slower than its speed', () => {
    const s = duel({ playerAt: { x: 7, y: 5 } })
    s.mecha['mecha:p1']!.grabbing = 'mecha:foe'
    s.mecha['mecha:p1']!.grabTurn = 1
    s.mecha['mecha:foe']!.grabbedBy = 'mecha:p1'
    const free = turn(script(s, [5, 1]), { 'pilot:foe': { type: 'break-free' } })
    expect(mecha(free.state, 'foe').grabbedBy).toBeUndefined()
    expect(reject(s, order({ type: 'drag', to: { x: 5, y: 5 } }))).toBe('gunwave/too_far')
    const drag = turn(
      script(s, [6, 1]),
      { 'pilot:p1': { type: 'drag', to: { x: 6, y: 5 } } },
      { 'pilot:p1': { type: 'sustain-grab' } },
    )
    expect([mecha(drag.state, 'p1').pos, mecha(drag.state, 'foe').pos]).toEqual([
      { x: 6, y: 5 },
      { x: 7, y: 5 },
    ])
  })

  test('GW-CMB-PICKUP: a mecha picks up a pilot on foot as a minor action; a pilot climbs into an empty mecha and flies it as unfamiliar', () => {
    const s = duel({
      players: [{ seat: 'p2', sheet: plainSheet({ pilot: { name: 'Wing' } }), at: { x: 3, y: 5 } }],
    })
    const out = play(s, { seat: 'p1', kind: 'eject', actor: 'pilot:p1' }).state
    const picked = turn(out, {}, { 'pilot:p2': { type: 'pick-up', pilot: 'pilot:p1' } })
    expect(mecha(picked.state, 'p2').hangers).toEqual(['pilot:p1'])
    const spare = duel({
      players: [{ seat: 'p2', sheet: plainSheet({ pilot: { name: 'Wing' } }), at: { x: 2, y: 9 } }],
    })
    const ej = play(spare, { seat: 'p1', kind: 'eject', actor: 'pilot:p1' }).state
    const back = turn(ej, { 'pilot:p1': { type: 'board', target: 'mecha:p1' } })
    expect(pilot(back.state, 'p1').in).toBe('mecha:p1')
    // Another model (experience is kept by mecha name, §7.9): the foe's mecha is not a Valkyr.
    const other = structuredClone(ej)
    other.mecha['mecha:foe']!.name = 'Raven'
    other.mecha['mecha:foe']!.pilot = null
    other.pilots['pilot:foe']!.in = null
    other.mecha['mecha:foe']!.pos = { x: 3, y: 5 }
    const stolen = turn(other, { 'pilot:p1': { type: 'board', target: 'mecha:foe' } })
    expect(pilot(stolen.state, 'p1').in).toBe('mecha:foe')
    const shot = turn(script(stolen.state, ones(8)), {
      'pilot:p1': { type: 'move-fire', fire: { weapon: 0, at: { x: 2, y: 9 } } },
    })
    expect(eventsOf(shot.events, 'Attack')[0]?.pool.mods).toContain('-2 unfamiliar mecha')
  })

  test('GW-CMB-LOCK-RUN: a locked target that moves more than three squares right after breaks the lock and draws a free attack', () => {
    const s = duel({ npc: plainSheet({ pilot: { name: 'Foe' }, mecha: { traits: ['heat-shield'] } }) })
    s.mecha['mecha:p1']!.lock = { target: 'mecha:foe', since: 1 }
    s.turn = 2
    s.mecha['mecha:foe']!.descent = { turns: 5 }
    const a = turn(script(s, [5, 5, 1, 1, 1]), { 'pilot:foe': { type: 'move-fire', move: { x: 8, y: 10 } } })
    expect(eventsOf(a.events, 'LockBroken')).toHaveLength(1)
    expect(eventsOf(a.events, 'Attack')[0]?.kind).toBe('free')
    expect(mecha(a.state, 'foe').armor).toBe(38)
    expect(mecha(a.state, 'p1').lock).toBeUndefined()
  })
})
