import { describe, expect, test } from 'vitest'
import { legalOf } from '../battle/legal.ts'
import type { GwState } from '../battle/types.ts'
import { duel, plainSheet, ruleset } from '../testkit/index.ts'
import { greedyBot, randomBot } from './greedy.ts'
import { searchBot } from './search.ts'

/** p2’s pilot lies unconscious; the narrator’s NPC too. */
function down(): GwState {
  const s = duel({
    players: [{ seat: 'p2', sheet: plainSheet({ pilot: { name: 'Wing' } }), at: { x: 2, y: 9 } }],
  })
  s.pilots['pilot:p2']!.unconscious = true
  s.pilots['pilot:foe']!.unconscious = true
  return s
}

const bots = [randomBot, greedyBot, searchBot('search'), searchBot('search-easy')]

describe('bots and declaring death', () => {
  test('GW-BOT-DEATH: no bot declares death, though legal() offers it; a bot asked only for that passes', () => {
    const s = down()
    for (const seat of ['p2', 'narrator']) {
      const legal = legalOf(s).filter((d) => d.seat === seat)
      expect(legal.some((d) => d.kind === 'declare-death')).toBe(true)
      for (const bot of bots)
        for (let i = 0; i < legal.length; i++) {
          const d = bot.decide(s, seat, { legal, rand: (n) => i % n }).decision
          expect(d.kind).not.toBe('declare-death')
          if (seat === 'p2') expect(d).toEqual({ seat: 'p2', kind: 'pass' })
        }
    }
  })

  test('GW-BOT-DEATH: bots asked last seat first (the optional one, as a table whose people all answered asks) pass and the game goes on; nobody is declared dead', () => {
    let s = down()
    const kinds: string[] = []
    for (let n = 0; n < 400 && s.turn < 4; n++) {
      const p = ruleset.prompt(s)
      if (!p || !('seats' in p)) break
      const seat = p.seats[p.seats.length - 1] ?? p.seat
      const legal = legalOf(s).filter((d) => d.seat === seat)
      const d = greedyBot.decide(s, seat, { legal, rand: () => 0 }).decision
      kinds.push(d.kind)
      const r = ruleset.apply(s, d)
      expect(r.ok).toBe(true)
      if (r.ok) s = r.value.state
    }
    expect(s.turn).toBeGreaterThanOrEqual(2)
    expect(kinds).toContain('pass')
    expect(kinds).not.toContain('declare-death')
  })
})
