/**
 * The engine keeps each GUNFRAME unit's profile, position, counters, turn marks and upgrade marks,
 * and the mission's own state, from one state to the next instead of copying them (`shared` in
 * core/ruleset.ts): sound only while no rule edits one in place (core/reprofile.ts and
 * core/unit/write.ts replace a unit's parts; the missions' functions return a new state). Whole
 * bot games where they do change (units enter and leave buildings, fly and land in space) check
 * that apply leaves every state it is given exactly as it was — a part edited in place would show
 * there first — and that every kind of part was replaced along the way.
 */
import { expect, test } from 'vitest'
import type { GunframeRuleset } from '../battle/core/ruleset.ts'
import { createGunframeRuleset } from '../battle/index.ts'
import { tableRules } from '../table/index.ts'
import type { SimOptions } from './quick-setup.ts'
import { playWatchedGames } from './watched-games.testkit.ts'

const PARTS = ['profile', 'pos', 'counters', 'turn', 'upgradeState'] as const
type Part = (typeof PARTS)[number]

function watchedGames(o: SimOptions): { edited: number; replaced: Record<Part, number>; missions: number } {
  const ruleset = createGunframeRuleset({ table: tableRules })
  let edited = 0
  const replaced = Object.fromEntries(PARTS.map((p) => [p, 0])) as Record<Part, number>
  let missions = 0
  const settled = new WeakSet<object>()
  const watched: GunframeRuleset = Object.assign(Object.create(ruleset), {
    apply: (s: Parameters<GunframeRuleset['apply']>[0], d: Parameters<GunframeRuleset['apply']>[1]) => {
      const before = JSON.stringify(s)
      const r = ruleset.apply(s, d)
      if (JSON.stringify(s) !== before) edited++
      if (r.ok && settled.has(s)) {
        // Both states came out of apply: a part the rules changed is a new object.
        const was = new Map(s.units.map((u) => [u.id, u]))
        for (const u of r.value.state.units) {
          const old = was.get(u.id)
          if (old) for (const p of PARTS) if (old[p] !== u[p]) replaced[p]++
        }
        if (s.mission.state !== r.value.state.mission.state) missions++
      }
      if (r.ok) settled.add(r.value.state)
      return r
    },
  })
  playWatchedGames(watched, o)
  return { edited, replaced, missions }
}

test('ENG-APPLY-SHARED: bot games where units change never edit a kept unit part in place', () => {
  const replaced = Object.fromEntries(PARTS.map((p) => [p, 0])) as Record<Part, number>
  for (const optional of ['structures', 'space']) {
    const r = watchedGames({
      games: 1,
      seed: 'shared-profile',
      bots: ['greedy', 'greedy'],
      optional: [optional],
    })
    expect(r.edited, optional).toBe(0)
    for (const p of PARTS) replaced[p] += r.replaced[p]
  }
  // Each part but the upgrade marks (set before the first turn in these games) did change, so the
  // check saw rules that replace them; the types keep every part read-only as well.
  for (const p of PARTS) if (p !== 'upgradeState') expect(replaced[p], p).toBeGreaterThan(0)
}, 120_000)

test('ENG-APPLY-SHARED: mission games whose mission state changes never edit a kept one in place', () => {
  let missions = 0
  for (const mission of ['loot', 'investigate', 'doomsday', 'escort', 'raid']) {
    const r = watchedGames({ games: 1, seed: 'shared-mission', bots: ['greedy', 'greedy'], mission })
    expect(r.edited, mission).toBe(0)
    missions += r.missions
  }
  // Counters were carried, clocks ran and prizes were found: rules replaced the mission state.
  expect(missions).toBeGreaterThan(0)
}, 180_000)
