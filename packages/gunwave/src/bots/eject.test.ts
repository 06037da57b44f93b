import { describe, expect, test } from 'vitest'
import { legalOf } from '../battle/legal.ts'
import type { GwState } from '../battle/types.ts'
import { duel, mecha, pilot } from '../testkit/index.ts'
import { greedyBot, randomBot } from './greedy.ts'
import { searchBot } from './search.ts'

/** The pilot in the worst spot the bots meet: disabled, two marks, hurt, the enemy beside it. */
function wreckAboard(): GwState {
  const s = duel({ playerAt: { x: 2, y: 5 }, npcAt: { x: 3, y: 5 } })
  Object.assign(mecha(s, 'p1'), { armor: 0, disabled: true, energy: 0, speed: 0, marks: 2 })
  pilot(s, 'p1').health = 2
  return s
}

describe('bots and ejecting', () => {
  test('GW-BOT-EJECT: no bot ejects, not even from a disabled mecha on its second mark, though legal() offers it', () => {
    const s = wreckAboard()
    const legal = legalOf(s).filter((d) => d.seat === 'p1')
    expect(legal.some((d) => d.kind === 'eject')).toBe(true)
    for (let i = 0; i < legal.length; i++) {
      const r = randomBot.decide(s, 'p1', { legal, rand: (n) => i % n }).decision
      expect(r.kind).not.toBe('eject')
    }
    expect(greedyBot.decide(s, 'p1', { legal, rand: () => 0 }).decision.kind).not.toBe('eject')
    const search = searchBot('search').decide(s, 'p1', { legal, rand: () => 0 }).decision
    expect(search.kind).not.toBe('eject')
  })
})
