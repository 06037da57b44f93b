/**
 * The engine keeps each GUNFRAME unit's profile from one state to the next instead of copying it
 * (`shared: ['field', 'units.*.profile']` in core/ruleset.ts): sound only while no rule edits a
 * profile in place (core/reprofile.ts replaces it). Whole bot games where profiles do change
 * (units enter and leave buildings, fly and land in space) check that apply leaves every state
 * it is given exactly as it was — a profile edited in place would show there first.
 */
import { expect, test } from 'vitest'
import type { GunframeRuleset } from '../battle/core/ruleset.ts'
import { createGunframeRuleset } from '../battle/index.ts'
import { tableRules } from '../table/index.ts'
import type { SimOptions } from './quick-setup.ts'
import { playWatchedGames } from './watched-games.testkit.ts'

function watchedGames(o: SimOptions): { edited: number; replaced: number } {
  const ruleset = createGunframeRuleset({ table: tableRules })
  let edited = 0
  let replaced = 0
  const settled = new WeakSet<object>()
  const watched: GunframeRuleset = Object.assign(Object.create(ruleset), {
    apply: (s: Parameters<GunframeRuleset['apply']>[0], d: Parameters<GunframeRuleset['apply']>[1]) => {
      const before = JSON.stringify(s)
      const r = ruleset.apply(s, d)
      if (JSON.stringify(s) !== before) edited++
      if (r.ok && settled.has(s)) {
        // Both states came out of apply: a profile the rules changed is a new object.
        const was = new Map(s.units.map((u) => [u.id, u.profile]))
        for (const u of r.value.state.units) if (was.has(u.id) && was.get(u.id) !== u.profile) replaced++
      }
      if (r.ok) settled.add(r.value.state)
      return r
    },
  })
  playWatchedGames(watched, o)
  return { edited, replaced }
}

test('ENG-APPLY-SHARED: bot games where profiles change never edit a kept unit profile in place', () => {
  const r = watchedGames({
    games: 1,
    seed: 'shared-profile',
    bots: ['greedy', 'greedy'],
    optional: ['structures'],
  })
  expect(r.edited).toBe(0)
  const space = watchedGames({
    games: 1,
    seed: 'shared-profile',
    bots: ['greedy', 'greedy'],
    optional: ['space'],
  })
  expect(space.edited).toBe(0)
  // Profiles did change during these games, so the check saw rules that replace them.
  expect(r.replaced + space.replaced).toBeGreaterThan(0)
}, 120_000)
