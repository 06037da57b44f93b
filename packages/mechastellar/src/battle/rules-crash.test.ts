/** The Crash action (MS-ATK-CRASH, ruling MS-RULING-CRASH-MOVE), with scripted dice. */
import { describe, expect, test } from 'vitest'
import {
  crate,
  leftover,
  P1,
  P2,
  play,
  playSettled,
  reject,
  ruleset,
  script,
  table,
  unit,
} from '../testkit/index.ts'
import type { Decision, MsEvent } from './core/messages.ts'
import type { MsState, Terrain } from './core/types.ts'

const crash = (targets: string[], to?: { x: number; y: number }): Decision => ({
  seat: 'p1',
  kind: 'crash',
  targets,
  ...(to ? { to } : {}),
})
const hpLost = (s: MsState, id: string) => unit(s, id).profile.hp - unit(s, id).hp
const defenders = (ev: MsEvent[]) =>
  ev.flatMap((e) => (e.type === 'DiceRolled' && e.role === 'defence' ? [e.unit] : []))

/** Kingdan (Size 0: Crash 4d10, DMG 200; Move 8") at (24, 6) facing +y. */
function start(p2: Parameters<typeof table>[0]['p2'], terrainPieces: Terrain[] = [], p1Extra = false) {
  const s = table({
    p1: [
      { unit: 'kingdan', at: { x: 24, y: 6 } },
      ...(p1Extra ? [{ unit: 'argonaut', at: { x: 30, y: 6 } }] : []),
    ],
    p2,
    terrain: terrainPieces,
    momentum: { p1: 0, p2: 0 },
  })
  return play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
}

describe('Crash', () => {
  test('MS-ATK-CRASH / MS-RULING-CRASH-MOVE: the unit moves through an enemy it is not yet engaged with and makes its melee attack', () => {
    const s = start([{ unit: 'zaku-ii', at: { x: 24, y: 11.5 } }])
    // Crash 4d10 [5,5,5,5] = 4 Hits vs Melee DEF 3d10+2 [1,1,1] = 2: 2 unblocked × 200, no PEN.
    const r = playSettled(script(s, [5, 5, 5, 5, 1, 1, 1]), crash([P2(1)], { x: 24, y: 13.75 }))
    const k = unit(r.state, P1(1))
    expect(k.pos).toEqual({ x: 24, y: 13.75 })
    expect(k.facing).toBe(90)
    expect(k.crashedRound).toBe(r.state.round)
    expect(r.events.find((e) => e.type === 'AttackTotals')).toMatchObject({ hits: 4, def: 2, unblocked: 2 })
    expect(hpLost(r.state, P2(1))).toBe(400)
    expect(leftover(r.state)).toEqual([])
    // The crash is the combat action; the two move actions are untouched.
    expect(r.state.activation).toMatchObject({ actions: 0, moves: 2 })
    // Legal offers the crash through the nearest enemies.
    expect(ruleset.legal(s).some((d) => d.kind === 'crash' && d.to !== undefined)).toBe(true)
  })

  test('MS-ATK-CRASH: up to two units on the path, attacked in the order they are met', () => {
    const s = start([
      { unit: 'gm-ground', at: { x: 25, y: 12 } },
      { unit: 'zaku-ii', at: { x: 23.2, y: 11 } },
    ])
    // Listed GM first, but Zaku II (y 11) is met before the GM (y 12).
    const dice = [5, 5, 5, 5, 1, 1, 1, 5, 5, 5, 5, 1, 1, 1]
    const r = playSettled(script(s, dice), crash([P2(1), P2(2)], { x: 24, y: 14 }))
    expect(defenders(r.events)).toEqual([P2(2), P2(1)])
    expect(hpLost(r.state, P2(2))).toBe(400)
    expect(hpLost(r.state, P2(1))).toBe(400)
    expect(leftover(r.state)).toEqual([])
    expect(reject(s, crash([P2(1), P2(2), P1(1)])).code).toBe('mechastellar/bad_crash')
  })

  test('MS-ATK-CRASH: terrain is attacked directly at double DMG — five checks against 400 for a Size 0 unit', () => {
    const pieces = () => [crate('crate', 20, 9, 28, 10)]
    const s = start([{ unit: 'zaku-ii', at: { x: 40, y: 40 } }], pieces())
    // A die of 3 (300) would hold against the Crash's own 200, but fails against the doubled 400.
    const r = playSettled(script(s, [4, 4, 4, 4, 3]), crash(['crate'], { x: 24, y: 13 }))
    expect(r.events).toContainEqual({
      type: 'DiceRolled',
      unit: P1(1),
      role: 'terrain',
      dice: [4, 4, 4, 4, 3],
    })
    expect(r.state.terrain[0]?.destroyed).toBe(true)
    expect(unit(r.state, P1(1)).pos).toEqual({ x: 24, y: 13 })
    const held = playSettled(
      script(start([{ unit: 'zaku-ii', at: { x: 40, y: 40 } }], pieces()), [4, 4, 4, 4, 4]),
      crash(['crate'], { x: 24, y: 13 }),
    )
    expect(held.state.terrain[0]?.destroyed).toBe(false)
    // Without a move, a piece within engagement range.
    const near = start([{ unit: 'zaku-ii', at: { x: 40, y: 40 } }], pieces())
    expect(ruleset.legal(near)).toContainEqual({ seat: 'p1', kind: 'crash', targets: ['crate'] })
    const inPlace = playSettled(script(near, [1, 9, 9, 9, 9]), crash(['crate']))
    expect(inPlace.state.terrain[0]?.destroyed).toBe(true)
    expect(unit(inPlace.state, P1(1)).pos).toEqual({ x: 24, y: 6 })
  })

  test('MS-ATK-CRASH / MS-RULING-CRASH-MOVE: apply checks the crash — through the targets, within Move, clear of them, enemies only, once per round', () => {
    const s = start(
      [{ unit: 'zaku-ii', at: { x: 24, y: 11.5 } }],
      [crate('hill', 0, 30, 4, 34, { destructible: false })],
      true,
    )
    const why = (d: Decision) => reject(s, d).message
    expect(why(crash([P2(1)]))).toMatch(/not within engagement range/)
    expect(why(crash([P2(1)], { x: 30, y: 10 }))).toMatch(/does not go through/)
    expect(why(crash([P2(1)], { x: 24, y: 12.5 }))).toMatch(/cannot end on/)
    expect(why(crash([P2(1)], { x: 24, y: 15 }))).toMatch(/beyond its 8" Move/)
    expect(why(crash([P1(2)], { x: 30, y: 8 }))).toMatch(/ally/)
    expect(why(crash(['hill']))).toMatch(/cannot be destroyed/)
    expect(why(crash(['nothing']))).toMatch(/no unit or terrain/)
    expect(why({ seat: 'p1', kind: 'crash', targets: [P2(1)], to: { x: Number.NaN, y: 1 } })).toMatch(/spot/)
    const after = playSettled(script(s, [5, 5, 5, 5, 1, 1, 1]), crash([P2(1)], { x: 24, y: 13.75 })).state
    ;(after.activation as NonNullable<MsState['activation']>).actions = 1
    expect(reject(after, crash([P2(1)])).code).toBe('mechastellar/crash_once')
    expect(ruleset.legal(after).some((d) => d.kind === 'crash')).toBe(false)
  })
})
