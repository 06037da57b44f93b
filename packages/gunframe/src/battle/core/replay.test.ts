import { canonicalJson, Dice, replay, seedRng, stateHash } from '@sortie/engine'
import { expect, test } from 'vitest'
import { SMALL } from '../testkit/fuzz.ts'
import { testRuleset } from '../testkit/testing.ts'
import type { BattleDecision } from './types.ts'

test('GF-REPLAY: 500 seeds replay to the same state hash, and every state survives a JSON round trip', () => {
  for (let g = 0; g < 500; g++) {
    const seed = `replay-${g}`
    const setup = { squadrons: SMALL }
    const started = testRuleset.start(setup, seed)
    if (!started.ok) throw new Error(started.error.code)
    let s = started.value
    const d = new Dice(seedRng(`bot-${g}`))
    const decisions: BattleDecision[] = []
    while (testRuleset.prompt(s)) {
      const legal = testRuleset.legal(s)
      const choice = legal[d.roll(legal.length) - 1] as BattleDecision
      const r = testRuleset.apply(s, choice)
      if (!r.ok) throw new Error(r.error.code)
      decisions.push(choice)
      s = r.value.state
      if (decisions.length % 50 === 0)
        expect(canonicalJson(JSON.parse(JSON.stringify(s)))).toBe(canonicalJson(s))
    }
    expect(canonicalJson(JSON.parse(JSON.stringify(s)))).toBe(canonicalJson(s))
    const again = replay(testRuleset, setup, seed, decisions)
    if (!again.ok) throw new Error(again.error.code)
    expect(again.value.hash).toBe(stateHash(s))
  }
})
