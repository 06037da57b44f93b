/**
 * What a move may not do (rulings MS-RULING-MOVE-THROUGH, MS-RULING-ACCEL-ONCE): pass through
 * another unit's base, or gain a fourth move from a second Accelerate.
 */
import { describe, expect, test } from 'vitest'
import { P1, P2, play, reject, ruleset, table, unit } from '../testkit/index.ts'

describe('bases are solid', () => {
  test('MS-RULING-MOVE-THROUGH: a move may not pass through a friendly base; going round it is fine', () => {
    let s = table({
      p1: [
        { unit: 'gm-ground', at: { x: 10, y: 10 } },
        { unit: 'gm-ground', at: { x: 10, y: 13 } },
      ],
      p2: [{ unit: 'zaku-ii', at: { x: 40, y: 44 } }],
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    const through = { seat: 'p1', kind: 'move', to: { x: 10, y: 16 }, facing: 90 } as const
    const err = reject(s, through)
    expect(err.code).toBe('mechastellar/bad_move')
    expect(err.message).toMatch(/pass through/)
    expect(ruleset.legal(s)).not.toContainEqual(through)
    s = play(s, { seat: 'p1', kind: 'move', to: { x: 14, y: 12 }, facing: 90 })
    expect(unit(s, P1(1)).pos).toEqual({ x: 14, y: 12 })
  })

  test('MS-RULING-MOVE-THROUGH: a base that starts overlapping another (after a push) may move off it, not through it', () => {
    let s = table({
      p1: [
        { unit: 'gm-ground', at: { x: 10, y: 10 } },
        { unit: 'gm-ground', at: { x: 10, y: 11 } },
      ],
      p2: [{ unit: 'zaku-ii', at: { x: 40, y: 44 } }],
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    expect(reject(s, { seat: 'p1', kind: 'move', to: { x: 10, y: 14.5 }, facing: 90 }).message).toMatch(
      /pass through/,
    )
    s = play(s, { seat: 'p1', kind: 'move', to: { x: 10, y: 6 }, facing: 90 })
    expect(unit(s, P1(1)).pos).toEqual({ x: 10, y: 6 })
  })

  test('MS-RULING-MOVE-THROUGH / MS-ENG-PASS: an engaged unit circles its enemy but may not cut through its base, nor charge through one to end engaged beyond it', () => {
    let s = table({
      p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 10, y: 14 } }],
      momentum: { p1: 5 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    expect(reject(s, { seat: 'p1', kind: 'move', to: { x: 10, y: 16 }, facing: 90 }).message).toMatch(
      /pass through Zaku II/,
    )
    // Strafing round it, still inside its engagement range: allowed.
    s = play(s, { seat: 'p1', kind: 'move', to: { x: 14, y: 13 }, facing: 90 })
    expect(unit(s, P1(1)).pos).toEqual({ x: 14, y: 13 })
    let t = table({
      p1: [{ unit: 'gm-ground', at: { x: 10, y: 7 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 10.5, y: 10 } }],
      momentum: { p1: 5 },
    })
    t = play(t, { seat: 'p1', kind: 'activate', unit: P1(1) })
    expect(reject(t, { seat: 'p1', kind: 'move', to: { x: 10, y: 12.5 }, facing: 90 }).message).toMatch(
      /pass through/,
    )
    // Crash is the action that goes through units (its targets only).
    t = play(t, { seat: 'p1', kind: 'crash', targets: [P2(1)], to: { x: 10, y: 12.5 } })
    expect(unit(t, P1(1)).pos).toEqual({ x: 10, y: 12.5 })
  })
})

describe('Accelerate once a turn', () => {
  test('MS-RULING-ACCEL-ONCE / MS-MOVE-ACCELERATE: a second Accelerate in the same turn is refused, however it is paid — three moves at most', () => {
    let s = table({
      p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 }, patch: { boost: 1 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 40, y: 44 } }],
      momentum: { p1: 5 },
    })
    s = play(
      s,
      { seat: 'p1', kind: 'activate', unit: P1(1) },
      { seat: 'p1', kind: 'zeal', momentum: 1 },
      { seat: 'p1', kind: 'move', to: { x: 10, y: 14 }, facing: 90 },
      { seat: 'p1', kind: 'move', to: { x: 10, y: 18 }, facing: 90 },
      { seat: 'p1', kind: 'accelerate' },
      { seat: 'p1', kind: 'move', to: { x: 10, y: 22 }, facing: 90 },
    )
    expect(s.activation).toMatchObject({ actions: 1, moves: 0, accelerated: true })
    expect(reject(s, { seat: 'p1', kind: 'accelerate' }).code).toBe('mechastellar/accelerated')
    expect(reject(s, { seat: 'p1', kind: 'accelerate', boost: true }).code).toBe('mechastellar/accelerated')
    expect(ruleset.legal(s).some((d) => d.kind === 'accelerate')).toBe(false)
    // The spare action still attacks or does anything else.
    expect(unit(s, P1(1)).boost).toBe(1)
  })
})
