/** Bots play whole Versus battles (MS-BOT-*). */
import { playBots, stateHash } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { mechastellarRuleset } from '../battle/core/ruleset.ts'
import { quickSetup } from '../battle/quick.ts'
import descriptor from '../package.ts'
import { greedyBot } from './greedy.ts'
import { randomBot } from './random.ts'

describe('bots', () => {
  test('MS-BOT-GREEDY: 20 greedy-vs-random Versus games end with no error', () => {
    let greedyWins = 0
    for (let i = 0; i < 20; i++) {
      const swap = i % 2 === 1
      const g = playBots({
        ruleset: mechastellarRuleset(),
        setup: quickSetup(),
        seed: `g${i}`,
        bots: swap ? { p1: randomBot, p2: greedyBot } : { p1: greedyBot, p2: randomBot },
      })
      expect(g.error).toBeUndefined()
      expect(g.outcome).not.toBeNull()
      if (g.outcome?.winners[0] === (swap ? 'p2' : 'p1')) greedyWins++
    }
    expect(greedyWins).toBeGreaterThanOrEqual(10)
  })

  test('MS-BOT-DETERMINISTIC: the same seed plays the same game', () => {
    const run = () =>
      playBots({
        ruleset: mechastellarRuleset(),
        setup: quickSetup({ deployment: 'alternate' }),
        seed: 'same',
        bots: { p1: greedyBot, p2: greedyBot },
        record: true,
      })
    const a = run()
    const b = run()
    expect(a.error).toBeUndefined()
    expect(a.decisions).toEqual(b.decisions)
    expect(stateHash(a.state)).toBe(stateHash(b.state))
  })

  test('MS-CMD-DESIGNATE / MS-DEPLOY-FACING: greedy and random bots name their commanders and re-face after deployment', () => {
    for (const bots of [
      { p1: greedyBot, p2: randomBot },
      { p1: randomBot, p2: greedyBot },
    ]) {
      const g = playBots({
        ruleset: mechastellarRuleset(),
        setup: quickSetup(),
        seed: 'pre',
        bots,
        record: true,
        maxDecisions: 80,
      })
      const kinds = g.decisions.map((d) => d.kind)
      expect(kinds.slice(0, 2)).toEqual(['commander', 'commander'])
      expect(kinds.filter((k) => k === 'face-done')).toHaveLength(2)
      // Re-facing comes after the last placement and before the roll-off's choice.
      expect(kinds.lastIndexOf('deploy')).toBeLessThan(kinds.indexOf('face-done'))
      expect(kinds.indexOf('order')).toBeGreaterThan(kinds.lastIndexOf('face-done'))
      // Greedy turns its units to the enemy: at least one 'face' by the greedy seat.
      const greedySeat = bots.p1 === greedyBot ? 'p1' : 'p2'
      expect(g.decisions.some((d) => d.kind === 'face' && d.seat === greedySeat)).toBe(true)
    }
  })

  test('MS-PKG: the descriptor builds a quick setup and refuses a bad option', () => {
    expect(descriptor.quickSetup({}, 's').ok).toBe(true)
    const bad = descriptor.quickSetup({ rounds: 'x' }, 's')
    expect(bad.ok).toBe(false)
    expect(descriptor.seats(quickSetup())).toEqual(['p1', 'p2'])
  })
})

describe('Versus end', () => {
  test('MS-VS-END: after five rounds the battle ends and the side with more VP wins (draw on a tie)', () => {
    const g = playBots({
      ruleset: mechastellarRuleset(),
      setup: quickSetup(),
      seed: 'end',
      bots: { p1: greedyBot, p2: greedyBot },
    })
    expect(g.state?.phase).toBe('over')
    const vp = g.state?.versus.vp ?? { p1: 0, p2: 0 }
    if (vp.p1 === vp.p2) expect(g.outcome?.draw).toBe(true)
    else expect(g.outcome?.winners).toEqual([vp.p1 > vp.p2 ? 'p1' : 'p2'])
    expect(g.state?.round).toBeLessThanOrEqual(5)
  })
  test('MS-RULING-ROUNDS: the book plays five rounds; a setup may ask for 1 to 10 (five by default) and the battle ends after that many', () => {
    const setupOf = (o: Record<string, string>) => {
      const r = descriptor.quickSetup(o, 's')
      return r.ok ? r.value.rounds : r.error.code
    }
    expect(setupOf({})).toBe(5)
    expect(setupOf({ rounds: '2' })).toBe(2)
    expect(setupOf({ rounds: '10' })).toBe(10)
    expect(setupOf({ rounds: '0' })).toBe('mechastellar/bad_option')
    expect(setupOf({ rounds: '11' })).toBe('mechastellar/bad_option')
    const g = playBots({
      ruleset: mechastellarRuleset(),
      setup: quickSetup({ rounds: 2 }),
      seed: 'short',
      bots: { p1: greedyBot, p2: greedyBot },
    })
    expect(g.state?.phase).toBe('over')
    expect(g.state?.round).toBe(2)
  })
})

describe('fuzz', () => {
  test('MS-BOT-FUZZ: random bots over random legal forces (supers, kaiju, warships excluded) finish 12 games with no rule error', () => {
    for (let i = 0; i < 12; i++) {
      const setup = descriptor.lab?.setup(
        'random-legal',
        { deployment: i % 2 ? 'alternate' : 'standard' },
        `f${i}`,
      )
      expect(setup?.ok).toBe(true)
      if (!setup?.ok) continue
      const g = playBots({
        ruleset: mechastellarRuleset(),
        setup: setup.value,
        seed: `f${i}`,
        bots: { p1: randomBot, p2: randomBot },
      })
      expect(g.error).toBeUndefined()
      expect(g.outcome).not.toBeNull()
    }
  })
})
