import { playBots, unwrap } from '@sortie/engine'
import { type FzPrompt, type FzState, greedyBot, quickBattle } from '@sortie/framezero'
import { ruleset } from '@sortie/framezero/testkit'
import { expect, test } from 'vitest'
import { promptTitle } from './prompt-title.ts'

test('MF-WEB-PROMPT: every prompt of whole bot games is headed in words, naming the frame it is about', () => {
  const seen = new Map<string, string>()
  for (const players of [2, 3]) {
    const setup = unwrap(quickBattle(players, 'skirmish', { pairing: 'mirror' }))
    const seed = `fz-title-${players}`
    const bots = Object.fromEntries(Array.from({ length: players }, (_, i) => [`p${i + 1}`, greedyBot]))
    const game = playBots({ ruleset, setup, seed, bots, record: true })
    expect(game.error).toBeUndefined()
    let s: FzState = unwrap(ruleset.start(setup, seed))
    for (const d of game.decisions ?? []) {
      const p = ruleset.prompt(s) as FzPrompt
      const title = promptTitle(s, p)
      // No engine name (tieBreak, frame ids) and, where the prompt is about a frame, its name.
      expect(title).not.toContain(p.kind === 'tieBreak' ? 'tieBreak' : ':p')
      expect(title).not.toMatch(/\bp\d\b|frame:|undefined/)
      if ('frame' in p) expect(title).toContain(s.frames.find((f) => f.id === p.frame)?.name)
      if (!seen.has(p.kind)) seen.set(p.kind, title)
      s = unwrap(ruleset.apply(s, d)).state
    }
  }
  expect([...seen.keys()].sort()).toEqual(
    expect.arrayContaining(['act', 'activate', 'assign', 'clock', 'damage', 'declare', 'place', 'tieBreak']),
  )
  expect(seen.get('tieBreak')).toMatch(/^Blue|^Red|^Green/)
})
