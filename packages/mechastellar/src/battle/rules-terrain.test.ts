/** Attacking terrain directly and the Havoc bonus attack on Cover (MS-TER-TARGET, MS-HAVOC-OTHER). */
import { describe, expect, test } from 'vitest'
import {
  P1,
  P2,
  play,
  playAll,
  playSettled,
  rect,
  reject,
  ruleset,
  script,
  table,
  terrain,
  unit,
} from '../testkit/index.ts'
import type { Decision } from './core/messages.ts'

const crate = () =>
  terrain('crate', 'debris', rect(5, 20, 15, 21), { cover: true, height: 2, destructible: true })
const rock = () => terrain('rock', 'hill', rect(20, 16, 24, 18), { cover: true, height: 2 })

function start(patch: Record<string, unknown> = {}) {
  const s = table({
    p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 }, patch }],
    p2: [{ unit: 'zaku-ii', at: { x: 40, y: 44 } }],
    terrain: [
      crate(),
      rock(),
      terrain('far', 'debris', rect(5, 40, 15, 41), { cover: true, destructible: true }),
    ],
  })
  return play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
}

describe('attacking terrain', () => {
  test('MS-TER-TARGET: a piece of cover attacked directly must pass the check five times; one failure destroys it', () => {
    let s = start()
    const d = { seat: 'p1', kind: 'attack-terrain', weapon: 'machine-gun', terrain: 'crate' } as const
    expect(ruleset.legal(s)).toContainEqual(d)
    // Machine Gun DMG 200: each die needs 2+; [9,9,9,9,1] fails once
    s = script(s, [9, 9, 9, 9, 1])
    const r = playAll(s, d)
    expect(r.events).toContainEqual({
      type: 'DiceRolled',
      unit: P1(1),
      role: 'terrain',
      dice: [9, 9, 9, 9, 1],
    })
    expect(r.state.terrain.find((t) => t.id === 'crate')?.destroyed).toBe(true)
    expect(r.state.activation?.actions).toBe(0)
    // five passes: it stands
    const t = playAll(script(start(), [2, 2, 2, 2, 2]), d)
    expect(t.state.terrain.find((x) => x.id === 'crate')?.destroyed).toBe(false)
    // refusals: indestructible, out of range, no action left
    const fresh = start()
    expect(reject(fresh, { ...d, terrain: 'rock' }).message).toMatch(/cannot be destroyed/)
    expect(reject(fresh, { ...d, terrain: 'far' }).message).toMatch(/out of range/)
    expect(reject(r.state, { ...d, terrain: 'far' }).code).toBe('mechastellar/no_actions')
    void P2
  })

  test('MS-HAVOC-OTHER: 1 Havoc buys a bonus attack on a piece of Cover without spending an action', () => {
    let s = start({ havoc: 1 })
    const d = { seat: 'p1', kind: 'havoc', option: 'cover', terrain: 'crate', weapon: 'machine-gun' } as const
    expect(ruleset.legal(s)).toContainEqual(d)
    s = script(s, [1, 9, 9, 9, 9])
    s = play(s, d)
    expect(s.terrain.find((t) => t.id === 'crate')?.destroyed).toBe(true)
    expect(s.activation?.actions).toBe(1)
    expect(unit(s, P1(1)).havoc).toBe(0)
    expect(reject(s, { ...d, terrain: 'far' }).code).toBe('mechastellar/no_havoc')
  })

  test('MS-HAVOC-OTHER: the Havoc attack on Cover resolves at once, before the attack it prepares — which then finds its target out of Cover', () => {
    // A Zaku just behind the crate (within its engagement range of it, on the line of fire).
    const behind = (havoc: number) => {
      const s = table({
        p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 }, patch: { havoc } }],
        p2: [{ unit: 'zaku-ii', at: { x: 10, y: 23 } }],
        terrain: [crate()],
        momentum: { p1: 0, p2: 0 },
      })
      return play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    }
    const shot: Decision = { seat: 'p1', kind: 'attack', weapon: 'machine-gun', targets: [P2(1)] }
    const defOf = (events: { type: string }[]) =>
      (events.find((e) => e.type === 'AttackTotals') as { def: number } | undefined)?.def
    // Every die a miss, and the crate's own check passes (9): Zaku's 1 DEF + 2 for Cover.
    const covered = playSettled(script(behind(0), [...Array(16).fill(1), 9]), shot)
    expect(defOf(covered.events)).toBe(3)
    // 1 Havoc first: the five checks fail on the 1, the crate falls before the shot is declared.
    let s = script(behind(1), [1, 9, 9, 9, 9, ...Array(16).fill(1)])
    s = play(s, { seat: 'p1', kind: 'havoc', option: 'cover', terrain: 'crate', weapon: 'machine-gun' })
    expect(s.terrain.find((t) => t.id === 'crate')?.destroyed).toBe(true)
    expect(defOf(playSettled(s, shot).events)).toBe(1)
  })
})
