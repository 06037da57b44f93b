/**
 * Retreating from a station to ignore a point of damage (seed, "Resolving Damage"): where the
 * frame may end (MF-RULING-RETREAT) — a move 1 u further from the station, on the table, off
 * other frames' footprints and, for a frame that must go round cover, neither through nor on top
 * of a structure; not offered when no such spot exists.
 */
import type { Vec } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import type { BattleFrame } from '../testkit/index.ts'
import { battle, frame, play, reject, ruleset } from '../testkit/index.ts'
import type { SystemCode } from '../units/index.ts'
import { frameToStation, inRect } from './geo.ts'
import { ready } from './testing.ts'
import type { CoverSpec, FzState } from './types.ts'

const X = 'frame:x'
const T = 'frame:t'

/** X (p1) hits T (p2), which stands by a station, for 2 points; the damage prompt is T's. */
function hit(
  tAt: Vec,
  stAt: Vec,
  opts: { extra?: BattleFrame[]; cover?: CoverSpec[]; tSys?: SystemCode[] } = {},
): FzState {
  const s0 = battle({
    frames: [
      { seat: 'p1', id: X, systems: ['Rd'], at: { x: tAt.x + 5, y: tAt.y } },
      { seat: 'p2', id: T, systems: opts.tSys ?? ['Rd', 'B', 'G'], at: tAt, activated: true, defence: 0 },
      ...(opts.extra ?? []),
    ],
    cover: opts.cover ?? [],
    stations: [{ id: 'station:s', at: stAt, controller: 'p2' }],
  })
  // whites 1 1, red 2 1 → attack 2 against defence 0: two damage dice, both 6
  const s = ready(s0, X, { kind: 'frame', id: T }, 'd', [1, 1, 2, 1, 6, 6], { attack: 2 })
  return play(s, { seat: 'p1', kind: 'attack', frame: X, useSpot: false }).state
}

const retreat = (s: FzState) => play(s, { seat: 'p2', kind: 'retreat', frame: T }).state
const offered = (s: FzState) => ruleset.legal(s).some((d) => d.kind === 'retreat')

describe('retreating from a station (MF-RULING-RETREAT)', () => {
  test('MF-RULING-RETREAT: with the way clear it goes straight away from the station, 1 u further off', () => {
    const s = hit({ x: 8, y: 10 }, { x: 9, y: 10 })
    expect(ruleset.prompt(s)).toMatchObject({ kind: 'damage', retreatable: true })
    const r = retreat(s)
    expect(frame(r, T).pos).toEqual({ x: 7, y: 10 })
    expect(frameToStation(frame(r, T).pos!, { x: 9, y: 10 })).toBeGreaterThan(1)
    // the same state retreats to the same spot every time
    expect(frame(retreat(s), T).pos).toEqual(frame(r, T).pos)
  })

  test('MF-RULING-RETREAT: at the table edge it turns along the edge and still leaves contesting range', () => {
    const st = { x: 1.5, y: 18 }
    const s = hit({ x: 0.5, y: 18 }, st, {
      extra: [{ seat: 'p1', id: 'frame:q', systems: ['Rd'], at: { x: 2.7, y: 18 }, activated: true }],
    })
    const r = retreat(s)
    const pos = frame(r, T).pos!
    expect(pos.x).toBeGreaterThanOrEqual(0)
    expect(frameToStation(pos, st)).toBeGreaterThan(1)
    // T left: p1's frame alone touches the station and takes it
    expect(r.stations[0]!.controller).toBe('p1')
  })

  test('MF-RULING-RETREAT: it never ends on another frame’s footprint', () => {
    const s = hit(
      { x: 8, y: 10 },
      { x: 9, y: 10 },
      {
        extra: [{ seat: 'p1', id: 'frame:b', systems: ['Rd'], at: { x: 6.6, y: 10 }, activated: true }],
      },
    )
    const pos = frame(retreat(s), T).pos!
    expect(Math.hypot(pos.x - 6.6, pos.y - 10)).toBeGreaterThanOrEqual(1)
  })

  test('MF-RULING-RETREAT: without a movement system it goes round a structure, never through or onto it', () => {
    const wall: CoverSpec = { id: 'cover:k', x: 6.5, y: 9, w: 1, h: 2, bricks: 8, perLayer: 1 }
    const s = hit({ x: 8, y: 10 }, { x: 9, y: 10 }, { cover: [wall], tSys: ['Rd', 'B', 'Y'] })
    const pos = frame(retreat(s), T).pos!
    expect(inRect(pos, wall)).toBe(false)
    expect(pos.x).toBeGreaterThan(7.5)
    expect(frameToStation(pos, { x: 9, y: 10 })).toBeGreaterThan(1)
    // with a movement system it may go straight on and stand on top
    const g = hit({ x: 8, y: 10 }, { x: 9, y: 10 }, { cover: [wall] })
    expect(frame(retreat(g), T).pos).toEqual({ x: 7, y: 10 })
  })

  test('MF-RULING-RETREAT: with nowhere legal to end (a table corner) the retreat is not offered', () => {
    const s = hit({ x: 0.5, y: 0.5 }, { x: 1.4, y: 1.4 })
    expect(offered(s)).toBe(false)
    expect(ruleset.prompt(s)).toMatchObject({ kind: 'damage', retreatable: false })
    expect(reject(s, { seat: 'p2', kind: 'retreat', frame: T })).toBe('framezero/retreat_blocked')
  })
})
