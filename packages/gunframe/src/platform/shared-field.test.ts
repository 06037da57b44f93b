/**
 * The engine keeps GUNFRAME's battlefield from one state to the next instead of copying it
 * (`shared: ['field']` in core/ruleset.ts), which is only sound while no rule edits the table in
 * place — a rule that changes it must hand the state a new one. Nothing in the types enforces
 * that, so whole bot games where the table does change (structures fall, objects are thrown)
 * check that every earlier state's table is left exactly as it was.
 */
import { expect, test } from 'vitest'
import type { GunframeRuleset } from '../battle/core/ruleset.ts'
import { createGunframeRuleset } from '../battle/index.ts'
import { tableRules } from '../table/index.ts'
import { playWatchedGames } from './watched-games.testkit.ts'

test('ENG-APPLY-SHARED: bot games with structures and throwing never edit a kept battlefield in place', () => {
  const ruleset = createGunframeRuleset({ table: tableRules })
  const fields = new Set<unknown>()
  let edited = 0
  const watched: GunframeRuleset = Object.assign(Object.create(ruleset), {
    apply: (s: Parameters<GunframeRuleset['apply']>[0], d: Parameters<GunframeRuleset['apply']>[1]) => {
      const before = JSON.stringify(s.field)
      const r = ruleset.apply(s, d)
      if (JSON.stringify(s.field) !== before) edited++
      if (r.ok) fields.add(r.value.state.field)
      return r
    },
  })
  const o = {
    games: 2,
    seed: 'shared-field',
    bots: ['greedy', 'greedy'],
    optional: ['structures', 'throwing'],
  }
  playWatchedGames(watched, o)
  expect(edited).toBe(0)
  // The tables did change during these games, so the check saw rules that replace the table.
  expect(fields.size).toBeGreaterThan(1)
})
