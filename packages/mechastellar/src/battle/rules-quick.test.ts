/** Quick Dice (MS-ATK-QUICK) is a table-speed tip; ruling MS-RULING-QUICK shows the engine already plays it. */
import { describe, expect, test } from 'vitest'
import { P1, P2, play, playAll, ruleset, script, table } from '../testkit/index.ts'
import { countDice, NORMAL } from './actions/dice.ts'
import { totals } from './actions/flow.ts'
import type { AttackFlow } from './core/types.ts'

describe('Quick Dice', () => {
  test('MS-RULING-QUICK: both pools roll in one step after the declarations; the attacker then uses Skills before the defender', () => {
    let s = table({
      p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 10, y: 20 } }],
      momentum: { p1: 8, p2: 8 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    s = script(s, [5, 6, 7, 8, 9, 10, 1, 2, 1, 2, 3, 4, 5, 6, 7, 10])
    const r = playAll(s, { seat: 'p1', kind: 'attack', weapon: 'machine-gun', targets: [P2(1)] })
    // one decision: declared, then both pools, nothing in between
    expect(r.events.map((e) => (e.type === 'DiceRolled' ? `${e.type}:${e.role}` : e.type))).toEqual([
      'AttackDeclared',
      'DiceRolled:attack',
      'DiceRolled:defence',
    ])
    expect(ruleset.prompt(r.state)).toMatchObject({ seat: 'p1', kind: 'skills', stage: 'attack' })
    const t = play(r.state, { seat: 'p1', kind: 'skills-done' })
    expect(ruleset.prompt(t)).toMatchObject({ seat: 'p2', kind: 'skills', stage: 'defence' })
  })

  test('MS-RULING-QUICK: netting the bonuses first gives the same unblocked Hits as the engine count', () => {
    // a small deterministic generator: the property is checked over many pools and bonus pairs
    let seed = 12345
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648
      return (seed % n) + 1
    }
    for (let i = 0; i < 500; i++) {
      const atkDice = Array.from({ length: next(10) }, () => next(10))
      const defDice = Array.from({ length: next(10) }, () => next(10))
      const hitBonus = next(8) - 1
      const defFlat = next(6) - 1
      const f = {
        atkDice,
        defDice,
        hitBonus,
        defFlat,
        atkFocus: false,
        defFocus: false,
        critRange: 0,
        defCritRange: 0,
        canCrit: true,
        flash: false,
        ironWall: 0,
      } as unknown as AttackFlow
      const net = hitBonus - defFlat
      const quick = Math.max(0, countDice(atkDice, NORMAL) - countDice(defDice, NORMAL) + net)
      expect(totals(f).unblocked).toBe(quick)
    }
  })
})
