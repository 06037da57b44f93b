/**
 * GF-UPG-HANDS with the missions' loot (UPGRADES › Hands; MISSIONS › loot counters): a unit with
 * Hands takes a loot counter for free at the start of a move (the move's `pickUp`) or at its end
 * (the after-move choice), with no special action spent. Ambush: the loot sits at (18, 18).
 */
import { describe, expect, test } from 'vitest'
import type { BattleState } from '../../core/types.ts'
import { A, N } from '../../testkit/fixtures.ts'
import { missionScenario } from '../../testkit/missions.ts'
import { play, reject, testRuleset, type Unseated, unitOf, ups } from '../../testkit/testing.ts'

const LOOT = 'loot:1'

const ambush = (at: { x: number; y: number }, hands = true): BattleState =>
  missionScenario(
    [
      { side: 'p1', pos: at, facing: N, profile: hands ? ups('hands') : {} },
      { side: 'p2', pos: { x: 33, y: 34 } },
    ],
    { id: 'ambush' },
  )

const actionsLeft = (s: BattleState) =>
  (s.stack.findLast((f) => f.t === 'activation') as { actionsLeft: number })?.actionsLeft
const loot = (s: BattleState) => s.mission.state?.counters.find((x) => x.id === LOOT)

describe('GF-UPG-HANDS: free loot pick-up', () => {
  test('GF-UPG-HANDS: a move ending touching the loot offers it for free; taking it spends no action', () => {
    const s = ambush({ x: 18, y: 12 })
    const r = unitOf(s, A).profile.radius
    const moved = play(s, [
      { kind: 'activate', unit: A },
      {
        kind: 'move',
        path: [
          { x: 18, y: 12 },
          { x: 18, y: 18 - r },
        ],
        facing: N,
      },
      { kind: 'pass' },
    ]).state
    expect(testRuleset.prompt(moved)).toMatchObject({
      kind: 'choose',
      id: 'after-move',
      options: [`pick-up:${LOOT}`, 'carry-on'],
    })
    const took = play(moved, [{ kind: 'choose', option: `pick-up:${LOOT}` }]).state
    expect(loot(took)?.carrier).toBe(A)
    expect(actionsLeft(took)).toBe(1)
    expect(testRuleset.prompt(took)).toMatchObject({ kind: 'action', unit: A })
  })

  test('GF-UPG-HANDS: a move may open by taking the loot it touches, which then goes along', () => {
    const s = ambush({ x: 18, y: 17 - 0.0001 })
    const at = unitOf(s, A).pos
    const start = play(s, [{ kind: 'activate', unit: A }]).state
    const opts = testRuleset.legal(start).filter((d) => d.kind === 'move' && d.pickUp === LOOT)
    expect(opts.length).toBeGreaterThan(0)
    const moved = play(start, [
      { kind: 'move', path: [at, { x: 18, y: 12 }], facing: N, pickUp: LOOT },
      { kind: 'pass' },
    ]).state
    expect(loot(moved)).toMatchObject({ carrier: A, pos: { x: 18, y: 12 } })
    expect(actionsLeft(moved)).toBe(1)
  })

  test('GF-UPG-HANDS: without Hands the loot still takes a special action', () => {
    const s = ambush({ x: 18, y: 12 }, false)
    const r = unitOf(s, A).profile.radius
    const moved = play(s, [
      { kind: 'activate', unit: A },
      {
        kind: 'move',
        path: [
          { x: 18, y: 12 },
          { x: 18, y: 18 - r },
        ],
        facing: N,
      },
      { kind: 'pass' },
    ]).state
    expect(testRuleset.prompt(moved)).toMatchObject({ kind: 'action', unit: A })
    const back: Unseated = {
      kind: 'move',
      path: [
        { x: 18, y: 18 - r },
        { x: 18, y: 12 },
      ],
      facing: N,
      pickUp: LOOT,
    }
    expect(reject(moved, back)).toBe('gunframe/no_hands')
  })
})
