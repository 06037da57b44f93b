/**
 * Which part of a frame each table question reads (ruling MF-RULING-FRAME-POINTS): the 1 u of
 * "in cover" is measured from the footprint (MF-TABLE-MEASURE); whether a structure or frame lies
 * "between" is the line joining the two frames' centres; standing on top and staying on the table
 * go by the centre point.
 */
import { describe, expect, test } from 'vitest'
import { battle, frame } from '../testkit/index.ts'
import { moveError } from './actions/move.ts'
import { frameCover, structureCover } from './geo.ts'

const A = 'frame:a'
const B = 'frame:b'
const C = 'frame:c'
// A wall 1 u thick from x 8 to 9, y 3 to 7; the attacker fires from x 2 along y 5.
const wall = { id: 'cover:w', x: 8, y: 3, w: 1, h: 4, bricks: 8, perLayer: 1 }
const from = { x: 2, y: 5 }

describe('frame points', () => {
  test('MF-RULING-FRAME-POINTS / MF-TABLE-COVER: the 1 u of cover is counted from the footprint, not the centre', () => {
    const s = battle({ frames: [{ seat: 'p1', id: A, at: from }], cover: [wall] })
    // Centre 1.4 u behind the wall: the footprint’s edge is 0.9 u from it — in cover.
    expect(structureCover(s, from, { x: 10.4, y: 5 })?.id).toBe('cover:w')
    // Centre 1.6 u behind: 1.1 u from the footprint — out of cover.
    expect(structureCover(s, from, { x: 10.6, y: 5 })).toBeUndefined()
  })

  test('MF-RULING-FRAME-POINTS / MF-TABLE-COVER: a structure is between only when the line joining the centres crosses it — one that just clips the footprints does not count', () => {
    const s = battle({ frames: [{ seat: 'p1', id: A, at: from }], cover: [wall] })
    // The target stands 0.3 u past the wall’s end (y 7): the centre line at y 7.3 misses the wall,
    // though a line from one footprint’s edge to the other’s would graze it.
    expect(structureCover(s, { x: 2, y: 7.3 }, { x: 9.5, y: 7.3 })).toBeUndefined()
    expect(structureCover(s, { x: 2, y: 6.9 }, { x: 9.5, y: 6.9 })?.id).toBe('cover:w')
    // Frames cover the same way: the covering frame's footprint must meet the centre line.
    const f = battle({
      frames: [
        { seat: 'p1', id: A, at: from },
        { seat: 'p2', id: B, at: { x: 12, y: 5 } },
        { seat: 'p2', id: C, at: { x: 11.2, y: 5.45 } },
      ],
    })
    expect(frameCover(f, frame(f, A), frame(f, B))?.id).toBe(C)
    frame(f, C).pos = { x: 11.2, y: 5.6 }
    expect(frameCover(f, frame(f, A), frame(f, B))).toBeUndefined()
  })

  test('MF-RULING-FRAME-POINTS / MF-RULING-ON-COVER: a frame is on top of a structure when its centre is — a footprint only overlapping the edge still takes cover from it', () => {
    const s = battle({ frames: [{ seat: 'p1', id: A, at: from }], cover: [wall] })
    expect(structureCover(s, from, { x: 9.3, y: 5 })?.id).toBe('cover:w')
    expect(structureCover(s, from, { x: 8.9, y: 5 })).toBeUndefined()
  })

  test('MF-RULING-FRAME-POINTS: a frame stays on the table while its centre does; its footprint may reach past the edge', () => {
    const s = battle({ frames: [{ seat: 'p1', id: A, systems: ['G'], at: { x: 3, y: 5 } }] })
    const f = frame(s, A)
    expect(moveError(s, f, 6, { x: 0.2, y: 5 })).toBeUndefined()
    expect(moveError(s, f, 6, { x: 0, y: 5 })).toBeUndefined()
    expect(moveError(s, f, 6, { x: -0.1, y: 5 })?.code).toBe('framezero/off_table')
  })
})
