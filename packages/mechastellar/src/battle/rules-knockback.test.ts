/** Push direction and knockback collisions (MS-DMG-PUSH, MS-RULING-A14, MS-TER-CRUMBLE). */
import { describe, expect, test } from 'vitest'
import {
  P1,
  P2,
  play,
  playAll,
  rect,
  reject,
  ruleset,
  script,
  table,
  terrain,
  unit,
} from '../testkit/index.ts'
import type { MsState, Terrain } from './core/types.ts'
import { tacticalAdvantage } from './modules/advantage.ts'

/** GM throws the Zaku: 5 crits against 5 misses, three saves at PEN 7P, two failed → a 6" push owed. */
function thrown(
  extra: {
    p1?: { unit: string; at: { x: number; y: number } }[]
    p2?: { unit: string; at: { x: number; y: number } }[]
    terrain?: Terrain[]
  } = {},
  p2Momentum = 0,
): MsState {
  let s = table({
    p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 } }, ...(extra.p1 ?? [])],
    p2: [{ unit: 'zaku-ii', at: { x: 10, y: 14 } }, ...(extra.p2 ?? [])],
    terrain: extra.terrain ?? [],
    momentum: { p1: 0, p2: p2Momentum },
  })
  s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
  s = script(s, [10, 10, 10, 10, 10, 1, 1, 1, 1, 1, 9, 9, 9])
  s = play(s, { seat: 'p1', kind: 'throw-enemy', target: P2(1) })
  for (let p = ruleset.prompt(s); p?.kind === 'skills'; p = ruleset.prompt(s))
    s = play(s, { seat: p.seat, kind: 'skills-done' })
  return s
}

describe('push and knockback', () => {
  test('MS-DMG-PUSH: the attacker chooses the direction of a push (straight back, angled, sideways or a pull)', () => {
    const s = thrown()
    expect(ruleset.prompt(s)).toMatchObject({ kind: 'push', seat: 'p1', target: P2(1), inches: 6 })
    const angles = ruleset.legal(s).map((d) => (d.kind === 'push' ? d.angle : -1))
    expect(angles).toEqual([90, 135, 45, 180, 0, 270])
    const side = play(s, { seat: 'p1', kind: 'push', angle: 0 })
    expect(unit(side, P2(1)).pos).toEqual({ x: 16, y: 14 })
    const back = play(s, { seat: 'p1', kind: 'push', angle: 90 })
    expect(unit(back, P2(1)).pos).toEqual({ x: 10, y: 20 })
    expect(reject(s, { seat: 'p2', kind: 'push', angle: 0 }).code).toBeDefined()
  })

  test('MS-RULING-A14: each unit in a knockback collision costs its owner [M−1] or 200×PEN DMG — the owner picks; with no Momentum the DMG is taken', () => {
    // pushed east into a GM of the attacker's own side (p1 has no Momentum: it takes 1400 at once)
    const s = thrown({ p1: [{ unit: 'gm-ground', at: { x: 17.5, y: 14 } }] }, 2)
    const r = playAll(s, { seat: 'p1', kind: 'push', angle: 0 })
    expect(unit(r.state, P2(1)).pos?.x).toBeCloseTo(15.5, 1)
    expect(r.events).toContainEqual({
      type: 'Damage',
      unit: P1(2),
      amount: 1400,
      hp: unit(s, P1(2)).hp - 1400,
      why: 'knockback',
    })
    // the Zaku's owner is asked
    expect(ruleset.prompt(r.state)).toMatchObject({ kind: 'knock', seat: 'p2', unit: P2(1), dmg: 1400 })
    expect(ruleset.legal(r.state).map((d) => (d.kind === 'knock' ? d.pay : ''))).toEqual([
      'momentum',
      'damage',
    ])
    const paid = play(r.state, { seat: 'p2', kind: 'knock', pay: 'momentum' })
    expect(paid.momentum.p2).toBe(r.state.momentum.p2 - 1)
    expect(unit(paid, P2(1)).hp).toBe(unit(r.state, P2(1)).hp)
    const hurt = play(r.state, { seat: 'p2', kind: 'knock', pay: 'damage' })
    expect(hurt.momentum.p2).toBe(r.state.momentum.p2)
    expect(unit(hurt, P2(1)).hp).toBe(unit(r.state, P2(1)).hp - 1400)
    // and only the owner answers
    expect(reject(r.state, { seat: 'p1', kind: 'knock', pay: 'damage' }).code).toBeDefined()
  })

  test('MS-DMG-PUSH / MS-TER-CRUMBLE: a unit pushed into a breakable piece destroys it, and a unit standing on it falls — enemies have Tactical Advantage against it until it activates', () => {
    const wall = terrain('wall', 'building', rect(15, 4, 19, 24), {
      height: 6,
      highGround: true,
      blocksLos: true,
      destructible: true,
    })
    const s = thrown({ p2: [{ unit: 'zaku-ii', at: { x: 17, y: 21 } }], terrain: [wall] })
    unit(s, P2(2)).onHighGround = 'wall'
    const r = playAll(s, { seat: 'p1', kind: 'push', angle: 0 })
    expect(r.events).toContainEqual({ type: 'TerrainDestroyed', terrain: 'wall' })
    const fallen = unit(r.state, P2(2))
    expect(fallen).toMatchObject({ onHighGround: null, fell: true })
    expect(tacticalAdvantage(r.state, unit(r.state, P1(1)), fallen, false, false)).toBe(true)
  })
})
