/** The sides place the Versus control points before the game (MS-VS-SETUP, ruling MS-RULING-CP-PLACE). */
import { playBots } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { greedyBot } from '../bots/greedy.ts'
import { randomBot } from '../bots/random.ts'
import { playAll, reject, ruleset } from '../testkit/index.ts'
import { CP_SPACING } from './core/cp-place.ts'
import type { Decision } from './core/messages.ts'
import { MsSetupSchema, standardCps, startBattle } from './core/setup.ts'
import type { MsSetup, MsState } from './core/types.ts'
import { other } from './core/types.ts'
import { quickSetup } from './quick.ts'

const placing = (): MsSetup => ({ ...quickSetup(), placeCps: true })
const start = (setup: MsSetup): MsState => {
  const r = startBattle(setup, 'cps')
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}
const place = (seat: string, pair: { x: number; y: number }[]): Decision => ({
  seat,
  kind: 'place-cps',
  pair,
})

describe('placing control points', () => {
  test('MS-VS-SETUP: the centre point stands first; each side then places one pair equidistant from it, the first deployer first', () => {
    let s = start(placing())
    expect(s.phase).toBe('cps')
    expect(s.versus.cps).toEqual([{ x: 24, y: 24 }])
    const first = s.deployer
    expect(ruleset.prompt(s)).toEqual({ seat: first, kind: 'place-cps', pairsLeft: 2 })
    // the buttons: plus-sign and quadrant pairs, all of them valid
    const offered = ruleset.legal(s)
    expect(offered.length).toBeGreaterThanOrEqual(6)
    expect(offered).toContainEqual(
      place(first, [
        { x: 12, y: 24 },
        { x: 36, y: 24 },
      ]),
    )
    const a = playAll(
      s,
      place(first, [
        { x: 12, y: 24 },
        { x: 36, y: 24 },
      ]),
    )
    expect(a.events).toEqual([
      {
        type: 'ControlPointsPlaced',
        side: first,
        points: [
          { x: 12, y: 24 },
          { x: 36, y: 24 },
        ],
      },
    ])
    s = a.state
    expect(ruleset.prompt(s)).toEqual({ seat: other(first), kind: 'place-cps', pairsLeft: 1 })
    // the second side's choices respect the first pair (nothing within 6" of it)
    const next = ruleset.legal(s)
    expect(next.length).toBeGreaterThan(0)
    for (const d of next)
      for (const p of d.kind === 'place-cps' ? d.pair : [])
        for (const q of s.versus.cps)
          expect(Math.hypot(p.x - q.x, p.y - q.y)).toBeGreaterThanOrEqual(CP_SPACING)
    // a pair need not be a plus sign: any two points the same distance out
    s = playAll(
      s,
      place(other(first), [
        { x: 14, y: 14 },
        { x: 34, y: 34 },
      ]),
    ).state
    expect(s.versus.cps).toEqual([
      { x: 24, y: 24 },
      { x: 12, y: 24 },
      { x: 36, y: 24 },
      { x: 14, y: 14 },
      { x: 34, y: 34 },
    ])
    expect(s.versus.owner).toEqual([null, null, null, null, null])
    // then the commanders are named (this setup has the pre-game steps)
    expect(s.phase).toBe('command')
    expect(ruleset.prompt(s)?.kind).toBe('commander')
  })

  test('MS-VS-SETUP / MS-RULING-CP-PLACE: pairs off the table, unequal, crowded, on cover or placed out of turn are refused with nothing changed', () => {
    const s = start(placing())
    const me = s.deployer
    const bad = (pair: { x: number; y: number }[], seat = me) => reject(s, place(seat, pair))
    expect(
      bad([
        { x: -2, y: 24 },
        { x: 50, y: 24 },
      ]).message,
    ).toMatch(/off the 48"×48" table/)
    expect(
      bad([
        { x: 12, y: 24 },
        { x: 24, y: 34 },
      ]).message,
    ).toMatch(/same distance from the centre \(12\.0" vs 10\.0"\)/)
    expect(
      bad([
        { x: 20, y: 24 },
        { x: 28, y: 24 },
      ]).message,
    ).toMatch(new RegExp(`${CP_SPACING}" apart`))
    expect(
      bad([
        { x: 26, y: 16 },
        { x: 22, y: 32 },
      ]).message,
    ).toMatch(/cover or sight-blocking terrain \(terrain:debris-s\)/)
    expect(bad([{ x: 12, y: 24 }]).code).toBe('mechastellar/bad_cps')
    expect(
      reject(
        s,
        place(other(me), [
          { x: 12, y: 24 },
          { x: 36, y: 24 },
        ]),
      ).code,
    ).toBe('engine/not_your_turn')
    expect(s.versus.cps).toHaveLength(1)
    // a setup cannot both list its points and have them placed
    const both = startBattle({ ...placing(), cps: standardCps(48, 48) }, 'x')
    expect(both.ok ? null : both.error.code).toBe('mechastellar/bad_cps')
    expect(MsSetupSchema.safeParse(placing()).success).toBe(true)
  })

  test('MS-VS-SETUP: setups without `placeCps` keep the standard plus sign and start as before, so saved games replay', () => {
    const s = start(quickSetup())
    expect(s.phase).toBe('command')
    expect(s.cpPlacing).toBeUndefined()
    expect(s.versus.cps).toEqual(standardCps(48, 48))
  })

  test('MS-VS-SETUP: greedy and random bots place their pairs and play the game out', () => {
    for (const bots of [
      { p1: greedyBot, p2: randomBot },
      { p1: randomBot, p2: greedyBot },
    ]) {
      const g = playBots({ ruleset: ruleset, setup: placing(), seed: 'cp', bots, record: true })
      expect(g.error).toBeUndefined()
      expect(g.outcome).not.toBeNull()
      expect(g.decisions.slice(0, 2).map((d) => d.kind)).toEqual(['place-cps', 'place-cps'])
      expect(g.state?.versus.cps).toHaveLength(5)
    }
    // greedy takes the 12" ring
    const g = playBots({
      ruleset,
      setup: placing(),
      seed: 'cp',
      bots: { p1: greedyBot, p2: greedyBot },
      record: true,
      maxDecisions: 2,
    })
    for (const d of g.decisions.slice(0, 2))
      if (d.kind === 'place-cps')
        expect(Math.hypot((d.pair[0]?.x ?? 0) - 24, (d.pair[0]?.y ?? 0) - 24)).toBeCloseTo(12, 5)
  })
})
