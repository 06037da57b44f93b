import { describe, expect, test } from 'vitest'
import { duel, mecha, NARRATOR, pilot } from '../testkit/index.ts'
import { evaluate } from './evaluate.ts'

describe("the search bots' evaluation", () => {
  test('GW-BOT-EVAL: even at the start, better for a side as the other loses Armor, a standing mecha, or its pilot', () => {
    const s = duel()
    expect(evaluate(s, 'p1')).toBeCloseTo(0)
    const hurt = structuredClone(s)
    mecha(hurt, 'foe').armor -= 10
    expect(evaluate(hurt, 'p1')).toBeGreaterThan(0)
    expect(evaluate(hurt, NARRATOR)).toBeCloseTo(-evaluate(hurt, 'p1'))
    // Finishing a damaged mecha is worth more than the same Armor off a fresh one.
    const worse = structuredClone(hurt)
    mecha(worse, 'foe').armor -= 10
    expect(evaluate(worse, 'p1') - evaluate(hurt, 'p1')).toBeGreaterThan(evaluate(hurt, 'p1'))
    const down = structuredClone(s)
    mecha(down, 'foe').disabled = true
    expect(evaluate(down, 'p1')).toBeGreaterThan(evaluate(worse, 'p1'))
    const out = structuredClone(s)
    pilot(out, 'foe').unconscious = true
    expect(evaluate(out, 'p1')).toBeGreaterThan(evaluate(worse, 'p1'))
  })
})
