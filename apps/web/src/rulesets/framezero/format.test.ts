import { playBots, unwrap } from '@sortie/engine'
import { type FzEvent, type FzState, greedyBot, quickBattle } from '@sortie/framezero'
import { ruleset } from '@sortie/framezero/testkit'
import { expect, describe as suite, test } from 'vitest'
import { describe } from './format.ts'

suite('Frame Zero log lines', () => {
  test('MF-WEB-LOG: a whole bot game is told without internal ids (stations by owner and number)', () => {
    const setup = unwrap(quickBattle(2))
    const game = playBots({
      ruleset,
      setup,
      seed: 'fz-log',
      bots: { p1: greedyBot, p2: greedyBot },
      record: true,
    })
    expect(game.error).toBeUndefined()
    let s: FzState = unwrap(ruleset.start(setup, 'fz-log'))
    const lines: string[] = []
    for (const d of game.decisions ?? []) {
      const r = unwrap(ruleset.apply(s, d))
      s = r.state
      for (const e of r.events as FzEvent[]) {
        const line = describe(s, e)
        if (line) lines.push(line)
      }
    }
    expect(lines.length).toBeGreaterThan(20)
    expect(lines.filter((l) => /\b(station|frame|cover):/.test(l))).toEqual([])
    expect(lines.some((l) => /'s station \d+ is (captured|contested|held)/.test(l))).toBe(true)
  })
})
