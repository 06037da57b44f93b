/**
 * GF-MIS-REMEMBER-LOVE in play (ADVANCED MISSIONS › REMEMBER LOVE, disruption beacons): an
 * attacking unit within 8" of a standing beacon can have no Focus Points spent on it. The test
 * walks the prompts: the fast move (a Focus Point) is refused near the beacon and offered again
 * once the unit has walked out of range in the same activation.
 */
import type { Vec } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import type { BattleDecision, BattleState } from '../../core/types.ts'
import { moveTo } from '../../testkit/decisions.ts'
import { A, N, S } from '../../testkit/fixtures.ts'
import { missionScenario } from '../../testkit/missions.ts'
import { type Placed, play, reject, testRuleset, type Unseated, unitOf } from '../../testkit/testing.ts'
import { pieceUnit } from './units.ts'

const BEACON = 'piece:beacon:1'

/** Remember Love over Carnage with one beacon at (18, 10); p1 attacks. */
function withBeacon(placed: Placed[]): BattleState {
  const s = missionScenario(placed, { id: 'remember-love', base: 'carnage' })
  const ms = s.mission.state as NonNullable<typeof s.mission.state>
  const piece = ms.pieces.find((p) => p.id === BEACON)
  if (!piece) throw new Error('no beacon piece')
  piece.pos = { x: 18, y: 10 }
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
})
