/**
 * GF-MIS-REMEMBER-LOVE in play (ADVANCED MISSIONS › REMEMBER LOVE, disruption beacons): an
 * attacking unit within 8" of a standing beacon can have no Focus Points spent on it. The test
 * walks the prompts: the fast move (a Focus Point) is refused near the beacon and offered again
 * once the unit has walked out of range in the same activation.
 */
import type { Vec } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import type { MissionSettings } from '../../../missions/catalogue.ts'
import type { BattleDecision, BattleState } from '../../core/types.ts'
import { moveTo } from '../../testkit/decisions.ts'
import { A, N, S } from '../../testkit/fixtures.ts'
import { missionScenario } from '../../testkit/missions.ts'
import {
  eventsOf,
  type Placed,
  play,
  reject,
  testRuleset,
  type Unseated,
  unitOf,
} from '../../testkit/testing.ts'
import { pieceUnit } from './units.ts'

const BEACON = 'piece:beacon:1'

/** Remember Love (over Carnage unless told) with one beacon at `at`; p1 attacks. */
function withBeacon(
  placed: Placed[],
  mission: MissionSettings = { id: 'remember-love', base: 'carnage' },
  at: Vec = { x: 18, y: 10 },
): BattleState {
  const s = missionScenario(placed, mission)
  const ms = s.mission.state as NonNullable<typeof s.mission.state>
  const piece = ms.pieces.find((p) => p.id === BEACON)
  if (!piece) throw new Error('no beacon piece')
  piece.pos = at
  s.units.push(pieceUnit(BEACON, 'disruption-beacon', 'p2', piece.pos))
  return s
}

const fastMoves = (s: BattleState) =>
  testRuleset.legal(s).filter((d) => d.kind === 'move' && d.special === 'fast')

const step = (from: Vec, to: Vec, special?: 'fast'): Unseated => ({
  kind: 'move',
  path: [from, to],
  facing: N,
  ...(special ? { special } : {}),
})

describe('GF-MIS-REMEMBER-LOVE in play', () => {
  test('GF-MIS-REMEMBER-LOVE: no Focus Point goes on an attacker within 8" of a beacon; walking out frees it the same turn', () => {
    // A's base edge is 4" from the beacon's centre.
    const s = withBeacon([
      { side: 'p1', pos: { x: 18, y: 15 } },
      { side: 'p2', pos: { x: 18, y: 33 } },
    ])
    expect(s.focus.p1).toBe(1)
    const active = play(s, [{ kind: 'activate', unit: A }]).state
    expect(fastMoves(active)).toEqual([])
    expect(reject(active, step({ x: 18, y: 15 }, { x: 18, y: 20 }, 'fast'))).toBe('gunframe/no_focus')
    // 4" on, A's edge is exactly 8" from the beacon: still in reach. 5" on, it is 9" away.
    const edge = play(active, [step({ x: 18, y: 15 }, { x: 18, y: 19 }), { kind: 'pass' }]).state
    expect(fastMoves(edge)).toEqual([])
    const out = play(active, [step({ x: 18, y: 15 }, { x: 18, y: 20 }), { kind: 'pass' }]).state
    expect(fastMoves(out).length).toBeGreaterThan(0)
    const fast = play(out, [step({ x: 18, y: 20 }, { x: 18, y: 26 }, 'fast')])
    expect(fast.events.find((e) => e.type === 'FocusSpent')).toMatchObject({ unit: A, for: 'fast' })
    expect(fast.state.focus.p1).toBe(0)
    expect(unitOf(fast.state, A).pos).toEqual({ x: 18, y: 26 })
  })

  test('GF-MIS-REMEMBER-LOVE: the block leaves no mark — a unit that was cut off keeps its Focus Point allowance, Ace included', () => {
    const s = withBeacon([
      { side: 'p1', pos: { x: 18, y: 15 }, profile: { upgrades: [{ id: 'ace' }] } as never },
      { side: 'p2', pos: { x: 18, y: 33 } },
    ])
    s.focus.p1 = 3
    const active = play(s, [{ kind: 'activate', unit: A }]).state
    // Ace allows two points on the unit a turn: none while it stands by the beacon.
    expect(fastMoves(active)).toEqual([])
    expect(unitOf(active, A).turn.focusSpent).toBe(false)
    const moved = play(active, [step({ x: 18, y: 15 }, { x: 18, y: 20 }), { kind: 'pass' }]).state
    expect(unitOf(moved, A).turn.focusSpent).toBe(false)
    expect(fastMoves(moved).length).toBeGreaterThan(0)
  })

  test('GF-MIS-REMEMBER-LOVE: defenders near a beacon, and attackers once it is destroyed, spend as usual', () => {
    const s = withBeacon([
      { side: 'p1', pos: { x: 18, y: 15 } },
      { side: 'p2', pos: { x: 12, y: 12 }, facing: S },
    ])
    s.next = 'p2'
    s.initiative = 'p2'
    const def = play(s, [{ kind: 'activate', unit: 'unit:p2:0' }]).state
    expect(fastMoves(def).length).toBeGreaterThan(0)
    unitOf(s, BEACON).status = 'destroyed'
    s.next = 'p1'
    const att = play(s, [{ kind: 'activate', unit: A }]).state
    expect(fastMoves(att).length).toBeGreaterThan(0)
  })

  test('GF-MIS-REMEMBER-LOVE: an attacker by a beacon cannot pay to react', () => {
    /** A at (x, 15); p2's unit, first to act, steps 2" south-to-north towards it from (x, 26). */
    const p2StepsTowards = (x: number) => {
      const s = withBeacon([
        { side: 'p1', pos: { x, y: 15 } },
        { side: 'p2', pos: { x, y: 26 }, facing: S },
      ])
      s.next = 'p2'
      s.initiative = 'p2'
      return play(s, [{ kind: 'activate', unit: 'unit:p2:0' }, moveTo({ x, y: 26 }, { x, y: 24 }, S)]).state
    }
    const moved = p2StepsTowards(18)
    // The move came within reach of A, but A may not have a Focus Point spent on it.
    expect(testRuleset.prompt(moved)).toMatchObject({ kind: 'action', seat: 'p2' })
    const seen = p2StepsTowards(30)
    expect(testRuleset.prompt(seen)).toMatchObject({ kind: 'react', seat: 'p1' })
    const reacts = testRuleset.legal(seen) as BattleDecision[]
    expect(reacts.some((d) => d.kind === 'react' && d.unit === A)).toBe(true)
  })

  /** Remember Love over Investigate: A touches a point of interest at (10, 18), the beacon stands 2" east of it. */
  function overInvestigate(variant?: 'investigate-booby-trapped'): BattleState {
    const mission: MissionSettings = {
      id: 'remember-love',
      base: 'investigate',
      ...(variant ? { variant } : {}),
    }
    const s = withBeacon(
      [
        { side: 'p1', pos: { x: 10, y: 17 } },
        { side: 'p2', pos: { x: 27, y: 33 } },
      ],
      mission,
      { x: 12, y: 18 },
    )
    const ms = s.mission.state as NonNullable<typeof s.mission.state>
    for (const [i, x] of [10, 20, 30].entries())
      ms.counters.push({
        id: `target:${i + 1}`,
        kind: 'target',
        role: 'point-of-interest',
        pos: { x, y: 18 },
      })
    return s
  }

  test('GF-MIS-REMEMBER-LOVE: over Investigate the points of interest keep their special action', () => {
    const active = play(overInvestigate(), [{ kind: 'activate', unit: A }]).state
    const offered = testRuleset.legal(active).filter((d) => d.kind === 'mission-action')
    expect(offered).toEqual([
      { seat: 'p1', kind: 'mission-action', action: 'investigate', counter: 'target:1' },
    ])
    const r = play(active, [{ kind: 'mission-action', action: 'investigate', counter: 'target:1' }], [4])
    expect(eventsOf(r.events, 'Investigated')).toMatchObject([
      { unit: A, counter: 'target:1', result: 'intel' },
    ])
    expect(r.state.mission.objectives.map((o) => o.id)).toEqual(['objective:target:1'])
  })

  test('GF-MIS-REMEMBER-LOVE / GF-MIS-STRUCTURES / GF-MIS-INVESTIGATE-BOOBY: a booby trap hurts the searcher but never a beacon in reach (structures are terrain)', () => {
    const r = play(
      overInvestigate('investigate-booby-trapped'),
      [
        { kind: 'activate', unit: A },
        { kind: 'mission-action', action: 'investigate', counter: 'target:1' },
      ],
      [1, 6],
    )
    expect(eventsOf(r.events, 'Investigated')).toMatchObject([{ result: 'booby-trap' }])
    expect(eventsOf(r.events, 'DamageDealt').map((e) => e.unit)).toEqual([A])
    expect(unitOf(r.state, BEACON).armour).toBe(8)
  })
})
