import { playBots, unwrap } from '@sortie/engine'
import { type FzEvent, type FzState, greedyBot, quickBattle } from '@sortie/framezero'
import { ruleset } from '@sortie/framezero/testkit'
import { expect, describe as suite, test } from 'vitest'
import { describe, frameName } from './format.ts'
import { shownChoices } from './PromptPanel.tsx'

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

  test('MF-WEB-LOG: cover cases, bands, systems and distances read as words; twins are named with their side', () => {
    // Mirrored companies: both sides field a "Soldier 1", as in the descriptor's quick battle.
    const setup = unwrap(quickBattle(2, 'skirmish', { pairing: 'mirror' }))
    const game = playBots({
      ruleset,
      setup,
      seed: 'fz-words',
      bots: { p1: greedyBot, p2: greedyBot },
      record: true,
    })
    expect(game.error).toBeUndefined()
    let s: FzState = unwrap(ruleset.start(setup, 'fz-words'))
    const lines: string[] = []
    const labels: string[] = []
    for (const d of game.decisions ?? []) {
      // Every choice the player is offered here has words of its own: no two buttons alike.
      // (Dice are assigned by dragging, not by buttons.)
      const offered = shownChoices(
        s,
        ruleset.legal(s).filter((x) => x.kind !== 'assign'),
      ).map((c) => c.text)
      const twice = offered.filter((l, i) => offered.indexOf(l) !== i)
      expect(twice).toEqual([])
      labels.push(...offered)
      const r = unwrap(ruleset.apply(s, d))
      s = r.state
      for (const e of r.events as FzEvent[]) {
        const line = describe(s, e)
        if (line) lines.push(line)
      }
    }
    const all = [...lines, ...labels]
    // Engine codes: cover cases, band letters, system letters, ids.
    expect(all.filter((l) => /\((none|structure|frame|is-cover|melee|h|d|a)\)/.test(l))).toEqual([])
    expect(all.filter((l) => /\b(its|Lose) (B|G|Y|Rh|Rd|Ra|E|Sdh|Sah|Sad)\b/.test(l))).toEqual([])
    expect(all.filter((l) => /\b(station|frame|cover):/.test(l))).toEqual([])
    // Distances to a tenth of a unit at most.
    expect(lines.filter((l) => /moves \d+\.\d\d/.test(l))).toEqual([])
    expect(lines.some((l) => /moves \d+\.\d u$/.test(l))).toBe(true)
    expect(lines.some((l) => /damage dice \((target|the structure|hand-to-hand)/.test(l))).toBe(true)
    // Both sides have a "Soldier 1": the log says whose.
    const twins = s.frames.filter((f) => s.frames.some((g) => g.id !== f.id && g.name === f.name))
    expect(twins.length).toBeGreaterThan(0)
    for (const f of twins) expect(frameName(s, f.id)).toMatch(/^(Blue|Red)'s /)
    expect(
      lines.some((l) =>
        /^(Blue|Red)'s \S+.* targets (Blue|Red)'s .* at (hand-to-hand|direct fire|artillery)$/.test(l),
      ),
    ).toBe(true)
  })
})
