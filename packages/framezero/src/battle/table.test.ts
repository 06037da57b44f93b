/**
 * Measurement between closest points and frames blocking movement (F§1, F§5, seed "When you move";
 * project ruling MF-RULING-FRAME-BASE for the footprint the sources do not give).
 */
import { dist } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { battle, frame, play, reject, ruleset } from '../testkit/index.ts'
import { targetDistance } from './actions/context.ts'
import { spotError } from './actions/spot.ts'
import { placementError } from './core/deploy.ts'
import { seatsAt } from './core/stations.ts'
import {
  bandAt,
  FRAME_RADIUS,
  frameGap,
  frameToRect,
  frameToStation,
  legBlockedBy,
  stationGap,
  structureCover,
} from './geo.ts'
import { moveAlongRoute, routeTo } from './route.ts'
import { ready } from './testing.ts'
import type { FzDecision } from './types.ts'

const A = 'frame:a'
const B = 'frame:b'
const C = 'frame:c'
const tgt = (id: string) => ({ kind: 'frame' as const, id })

describe('measurement between closest points (F§1)', () => {
  test('MF-RULING-FRAME-BASE: a frame stands on a round footprint 1 u across; footprints may not overlap', () => {
    expect(FRAME_RADIUS).toBe(0.5)
    const s = battle({
      frames: [
        { seat: 'p1', id: A, systems: ['Rd', 'G'], at: { x: 5, y: 5 } },
        { seat: 'p2', id: B, systems: ['Rd'], at: { x: 8, y: 5 }, activated: true },
      ],
    })
    const r = ready(s, A, null, null, [1, 1, 6, 1, 1], { move: 2 })
    expect(reject(r, { seat: 'p1', kind: 'move', frame: A, to: { x: 7.1, y: 5 } })).toBe('framezero/occupied')
    play(r, { seat: 'p1', kind: 'move', frame: A, to: { x: 7, y: 5 } })
  })

  test('MF-TABLE-MEASURE: defender stations are spaced by the gap between the closest points of their squares', () => {
    const s = battle({
      frames: [
        { seat: 'p1', id: A, systems: ['Rd'], at: { x: 40, y: 30 } },
        { seat: 'p2', id: B, systems: ['Rd'], at: { x: 44, y: 30 } },
      ],
      stations: [{ id: 'station:a', at: { x: 10, y: 10 }, placedBy: 'p1' }],
      table: { width: 48, height: 36 },
    })
    const step = { kind: 'station', seat: 'p1', rule: 'defender' } as const
    const code = (at: { x: number; y: number }) => placementError(s, step, at)?.code ?? 'ok'
    expect(stationGap({ x: 10, y: 10 }, { x: 16.4, y: 16.4 })).toBeCloseTo(Math.hypot(5.6, 5.6))
    // side by side: 8 u between the squares is in, a hair more is out
    expect(code({ x: 18.8, y: 10 })).toBe('ok')
    expect(code({ x: 18.81, y: 10 })).toBe('framezero/station_spread')
    // diagonal: corners 7.92 u apart, though the centres are 9.05 u apart
    expect(code({ x: 16.4, y: 16.4 })).toBe('ok')
    expect(code({ x: 16.6, y: 16.6 })).toBe('framezero/station_spread')
    // squares overlapping at a corner overlap, whatever the centres' distance
    expect(code({ x: 10.7, y: 10.7 })).toBe('framezero/overlaps')
    expect(code({ x: 10.8, y: 10.8 })).toBe('ok')
  })
  test('MF-TABLE-MEASURE: frames, structures and stations are measured between their closest points', () => {
    // centres 2 u apart = footprints 1 u apart: hand-to-hand
    expect(frameGap({ x: 0, y: 0 }, { x: 2, y: 0 })).toBe(1)
    expect(bandAt(frameGap({ x: 0, y: 0 }, { x: 2, y: 0 }))).toBe('h')
    // centres 9 u apart = 8 u: still direct fire
    expect(bandAt(frameGap({ x: 0, y: 0 }, { x: 9, y: 0 }))).toBe('d')
    const wall = { id: 'cover:w', x: 10, y: 0, w: 1, h: 4, bricks: 6, perLayer: 1 }
    expect(frameToRect({ x: 8.5, y: 2 }, wall)).toBe(1)
    // station square 0.8 u: centre 1.85 u away is 0.95 u from footprint to square
    expect(frameToStation({ x: 1.85, y: 0 }, { x: 0, y: 0 })).toBeCloseTo(0.95)

    const s = battle({
      frames: [
        { seat: 'p1', id: A, systems: ['Rh'], at: { x: 5, y: 5 } },
        { seat: 'p2', id: B, systems: ['Rd'], at: { x: 6.9, y: 5 }, activated: true, defence: 0 },
        { seat: 'p2', id: C, systems: ['Rd'], at: { x: 14, y: 15 }, activated: true },
      ],
      cover: [{ ...wall, x: 20, y: 10 }],
      stations: [{ id: 'station:s', at: { x: 14, y: 16.8 } }],
    })
    // a hand-to-hand attack at 1.9 u between centres is made (0.9 u between footprints)
    // W W G8 (sprint) Rh Rh, then five damage dice
    const r = ready(s, A, tgt(B), 'h', [1, 1, 1, 5, 5, 4, 4, 4, 4, 4], { attack: 3 })
    expect(targetDistance(r, r.turns[0]!)).toBeCloseTo(0.9)
    const hit = play(r, { seat: 'p1', kind: 'attack', frame: A, useSpot: false })
    expect(hit.events.some((e) => e.type === 'AttackResolved')).toBe(true)
    // structure cover: within 1 u of the footprint
    expect(structureCover(s, { x: 30, y: 12 }, { x: 18.6, y: 12 })?.id).toBe('cover:w')
    expect(structureCover(s, { x: 30, y: 12 }, { x: 18.4, y: 12 })).toBeUndefined()
    // station contact: the frame's footprint edge within 1 u of the station's edge
    expect(seatsAt(s, s.stations[0]!)).toEqual(['p2'])
    // spotting reach with no surveillance: 8 u between footprints
    const far = battle({
      frames: [
        { seat: 'p1', id: A, at: { x: 0, y: 5 } },
        { seat: 'p2', id: B, at: { x: 9, y: 5 } },
        { seat: 'p2', id: C, at: { x: 0, y: 14.2 } },
      ],
    })
    expect(spotError(far, frame(far, A), 3, B)).toBeUndefined()
    expect(spotError(far, frame(far, A), 3, C)?.code).toBe('framezero/spot_range')
  })
})

describe('frames block movement (F§5, seed "When you move")', () => {
  const s0 = () =>
    battle({
      frames: [
        { seat: 'p1', id: A, systems: ['Rd', 'B'], at: { x: 5, y: 5 } },
        { seat: 'p1', id: C, systems: ['Rd', 'G'], at: { x: 5, y: 12 } },
        // an enemy in A's way and one in C's
        { seat: 'p2', id: B, systems: ['Rd'], at: { x: 8, y: 5 }, activated: true },
        { seat: 'p2', id: 'frame:d', systems: ['Rd'], at: { x: 8, y: 12 }, activated: true },
      ],
    })

  test('MF-TABLE-FRAMES-BLOCK: without a movement system a frame goes round other frames', () => {
    const s = ready(s0(), A, null, null, [6, 1, 1, 1, 1], { move: 0 })
    // straight through B's footprint: refused
    expect(reject(s, { seat: 'p1', kind: 'move', frame: A, to: { x: 11, y: 5 } })).toBe(
      'framezero/through_frame',
    )
    // grazing it (footprints closer than touching on the way): refused too
    expect(legBlockedBy(s, { x: 5, y: 5.9 }, { x: 11, y: 5.9 }, A)).toBe('frame')
    expect(legBlockedBy(s, { x: 5, y: 6 }, { x: 11, y: 6 }, A)).toBeUndefined()
    // the route round it is legal and no longer than the die allows
    const mv = moveAlongRoute(s, frame(s, A), { x: 11, y: 5 }, 6)!
    expect(mv.via.length).toBeGreaterThan(0)
    play(s, { seat: 'p1', kind: 'move', frame: A, to: mv.to, via: mv.via })
    const path = routeTo(s, frame(s, A), { x: 11, y: 5 })!
    expect(path.length).toBeGreaterThan(2)
    expect(path.slice(1).every((p) => dist(p, frame(s, B).pos!) >= 1 - 1e-6)).toBe(true)
  })

  test('MF-TABLE-FRAMES-BLOCK: with a movement system a frame passes through other frames, never ending on one', () => {
    const s = ready(s0(), C, null, null, [1, 1, 6, 1, 1], { move: 2 })
    play(s, { seat: 'p1', kind: 'move', frame: C, to: { x: 11, y: 12 } })
    expect(reject(s, { seat: 'p1', kind: 'move', frame: C, to: { x: 8.5, y: 12 } })).toBe(
      'framezero/occupied',
    )
  })

  test('MF-TABLE-FRAMES-BLOCK: legal moves go round a frame in the way, and every one is accepted', () => {
    const s = battle({
      frames: [
        // a direct-fire weapon: no sprint, so no passing through
        { seat: 'p1', id: A, systems: ['Rd', 'B'], at: { x: 5, y: 5 } },
        { seat: 'p1', id: C, systems: ['Rd'], at: { x: 7.5, y: 5 }, activated: true },
        { seat: 'p2', id: B, systems: ['Rd'], at: { x: 10.5, y: 5 }, activated: true },
      ],
    })
    const r = ready(s, A, tgt(B), 'h', [6, 1, 1, 1, 1], { move: 0 })
    const moves = ruleset
      .legal(r)
      .filter((d): d is Extract<FzDecision, { kind: 'move' }> => d.kind === 'move')
    const round = moves.filter((d) => d.via?.length)
    expect(round.length).toBeGreaterThan(0)
    for (const d of moves) expect(ruleset.apply(r, d).ok).toBe(true)
    // one of them reaches hand-to-hand with B
    expect(round.some((d) => frameGap(d.to, frame(r, B).pos!) <= 1)).toBe(true)
  })
})
