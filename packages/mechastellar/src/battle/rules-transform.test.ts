/** Transforming units (MS-ACT-TRANSFORM): at the start of the turn, or once a melee attack on them is done. */
import { describe, expect, test } from 'vitest'
import { P1, P2, play, playAll, reject, ruleset, script, table, unit } from '../testkit/index.ts'
import { reachOf } from './queries.ts'

const jet = { transform: { name: 'Fighter', move: 12 } }
const misses = (n: number) => Array.from({ length: n }, () => 2)

describe('transforming', () => {
  test('MS-ACT-TRANSFORM: at the start of its turn a transforming unit changes mode once (the other mode’s Move applies); later in the turn it may not', () => {
    let s = table({
      p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 }, patch: jet }],
      p2: [{ unit: 'zaku-ii', at: { x: 40, y: 44 } }],
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    expect(ruleset.legal(s)).toContainEqual({ seat: 'p1', kind: 'transform' })
    s = play(s, { seat: 'p1', kind: 'transform' })
    expect(unit(s, P1(1)).transformed).toBe(true)
    expect(reachOf(unit(s, P1(1)))).toBe(12)
    expect(reject(s, { seat: 'p1', kind: 'transform' }).code).toBe('mechastellar/too_late')
    s = play(s, { seat: 'p1', kind: 'move', to: { x: 10, y: 21 }, facing: 90 })
    expect(unit(s, P1(1)).pos).toEqual({ x: 10, y: 21 })
    // a unit that does not transform is refused
    let g = table({
      p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 40, y: 44 } }],
    })
    g = play(g, { seat: 'p1', kind: 'activate', unit: P1(1) })
    expect(reject(g, { seat: 'p1', kind: 'transform' }).code).toBe('mechastellar/cannot_transform')
  })

  test('MS-ACT-TRANSFORM: once a melee attack on it is done, its owner may change its mode', () => {
    let s = table({
      p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 13, y: 10 }, patch: { ...jet, hp: 99_000 } }],
      momentum: { p1: 0, p2: 0 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    s = script(s, misses(30))
    let r = playAll(s, { seat: 'p1', kind: 'attack', weapon: 'beam-saber', targets: [P2(1)] })
    for (let p = ruleset.prompt(r.state); p?.kind === 'skills'; p = ruleset.prompt(r.state))
      r = playAll(r.state, { seat: p.seat, kind: 'skills-done' })
    expect(ruleset.prompt(r.state)).toMatchObject({ kind: 'transform', seat: 'p2', unit: P2(1) })
    const kept = play(r.state, { seat: 'p2', kind: 'transform', stay: true })
    expect(unit(kept, P2(1)).transformed).toBe(false)
    const changed = play(r.state, { seat: 'p2', kind: 'transform' })
    expect(unit(changed, P2(1)).transformed).toBe(true)
    expect(ruleset.prompt(changed)).toMatchObject({ kind: 'act', unit: P1(1) })
  })
})
