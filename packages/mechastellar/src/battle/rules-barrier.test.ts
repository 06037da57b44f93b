/** Buying [Barrier] DEF with Power and Havoc while defending (MS-POWER-BARRIER, MS-HAVOC-OTHER). */
import { describe, expect, test } from 'vitest'
import { P1, P2, play, playSettled, reject, ruleset, script, table, unit } from '../testkit/index.ts'
import type { Decision, MsEvent } from './core/messages.ts'
import type { MsState } from './core/types.ts'

const misses = (n: number) => Array.from({ length: n }, () => 2)

/** Argonaut shoots Iron Castle ([Barrier] 2) with every die a miss; returns the state at the defence. */
function shot(patch: Record<string, unknown> = {}): MsState {
  let s = table({
    p1: [{ unit: 'argonaut', at: { x: 10, y: 10 } }],
    p2: [{ unit: 'iron-castle', at: { x: 10, y: 26 }, patch }],
    momentum: { p1: 0, p2: 0 },
  })
  s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
  s = script(s, misses(30))
  return play(s, { seat: 'p1', kind: 'attack', weapon: 'machine-gun', targets: [P2(1)] })
}
const defOf = (events: MsEvent[]) => (events.find((e) => e.type === 'AttackTotals') as { def: number }).def
const defend = (barrier?: ('power' | 'havoc')[]): Decision => ({
  seat: 'p2',
  kind: 'defend',
  bonus: 'none',
  ...(barrier ? { barrier } : {}),
})

describe('[Barrier] boosts', () => {
  test('MS-POWER-BARRIER: 1 Power adds +1 DEF on the [Barrier] against this attack; a second in the same turn costs 2', () => {
    const base = defOf(playSettled(shot(), defend()).events)
    const s = shot()
    expect(ruleset.legal(s)).toContainEqual(defend(['power']))
    const r = playSettled(s, defend(['power']))
    expect(defOf(r.events)).toBe(base + 1)
    expect(unit(r.state, P2(1)).power).toBe(0)
    // with 2 Power, two boosts in one turn cost 1 + 2 = 3: refused
    expect(reject(shot({ power: 2 }), defend(['power', 'power'])).code).toBe('mechastellar/bad_barrier')
    const three = playSettled(shot({ power: 3 }), defend(['power', 'power']))
    expect(defOf(three.events)).toBe(base + 2)
    expect(unit(three.state, P2(1)).power).toBe(0)
  })

  test('MS-HAVOC-OTHER: 1 Havoc adds +2 DEF on the [Barrier]; the same option twice in a round costs 2; no Barrier, no boost', () => {
    const base = defOf(playSettled(shot({ havoc: 3 }), defend()).events)
    const r = playSettled(shot({ havoc: 3 }), defend(['havoc', 'havoc']))
    expect(defOf(r.events)).toBe(base + 4)
    expect(unit(r.state, P2(1)).havoc).toBe(0)
    // the boost only raises a [Barrier] the unit has
    expect(reject(shot({ barrier: 0, havoc: 3 }), defend(['havoc'])).message).toMatch(/no \[Barrier\]/)
    // a shut-down unit cannot use its Barrier
    const off = shot({ havoc: 3 })
    unit(off, P2(1)).stun = 2
    expect(reject(off, defend(['havoc'])).message).toMatch(/shut down/)
  })

  test('MS-POWER-BARRIER / MS-HAVOC-OTHER: Power and Havoc may be spent at any time, so the attacked unit may also buy [Barrier] DEF once it has seen the dice', () => {
    const base = defOf(playSettled(shot({ havoc: 1 }), defend()).events)
    // Defence chosen with no boost: after the roll the defender is still asked, and may buy.
    let s = play(shot({ havoc: 1 }), defend())
    expect(ruleset.prompt(s)).toMatchObject({ seat: 'p2', kind: 'skills', stage: 'defence' })
    const power = { seat: 'p2', kind: 'power', option: 'barrier' } as const
    const havoc = { seat: 'p2', kind: 'havoc', option: 'barrier' } as const
    expect(ruleset.legal(s)).toEqual(expect.arrayContaining([power, havoc]))
    s = play(s, power, havoc)
    expect(unit(s, P2(1))).toMatchObject({ power: 0, havoc: 0 })
    expect(ruleset.legal(s).some((d) => d.kind === 'power' || d.kind === 'havoc')).toBe(false)
    const r = playSettled(s, { seat: 'p2', kind: 'skills-done' })
    expect(defOf(r.events)).toBe(base + 3)
  })
})
