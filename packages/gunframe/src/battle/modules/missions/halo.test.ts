/**
 * GF-MIS-HALO played through the prompts (MISSIONS › RESERVES › HALO DEPLOYMENT): p2 calls a unit
 * from reserve in the End phase of turn 1, places the drop, p1 names the direction, the drop
 * drifts the die's inches and lands. The table is the real battlefield rules (terrain matters).
 */
import type { Vec } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import type { TerrainFeature } from '../../../table/contract.ts'
import type { BattleState } from '../../core/types.ts'
import { B2 as R, S } from '../../testkit/fixtures.ts'
import { missionScenario } from '../../testkit/missions.ts'
import { feature, realPlay, realReject, realRuleset } from '../../testkit/optional.ts'
import { eventsOf, promptAs, type Unseated, unitOf } from '../../testkit/testing.ts'

const EAST = 0
const ups = (...ids: string[]) => ({ upgrades: ids.map((id) => ({ id })) }) as never

/** Turn 1's End phase: p2's reserve R passes its roll (4) and waits to be placed. */
function calling(
  upgrades: string[],
  terrain: TerrainFeature[] = [],
  others: Vec[] = [],
  flying = false,
): BattleState {
  const s = missionScenario(
    [
      { side: 'p1', pos: { x: 4, y: 3 } },
      { side: 'p2', pos: { x: 4, y: 33 }, set: { activated: true } },
      {
        side: 'p2',
        pos: { x: 0, y: 0 },
        profile: ups(...upgrades),
        set: { status: 'undeployed', ...(flying ? { flying: true } : {}) },
      },
      ...others.map((pos) => ({ side: 'p1' as const, pos, set: { activated: true } })),
    ],
    { id: 'domination' },
  )
  s.field = { name: 'test', width: 36, depth: 36, terrain }
  s.mission.reserves = { [R]: 'halo' }
  const ended = realPlay(s, [{ kind: 'activate', unit: 'unit:p1:0' }, { kind: 'end-activation' }]).state
  expect(realRuleset.prompt(ended)).toMatchObject({ seat: 'p2', kind: 'call-reserves' })
  return realPlay(ended, [{ kind: 'call-reserves', units: [R] }], [4]).state
}

const drop = (pos: Vec): Unseated => ({ kind: 'arrive', unit: R, pos, facing: S })
const scatter = (pos: Vec, way: { scatter?: number; to?: Vec }): Unseated => ({
  kind: 'arrive',
  unit: R,
  pos,
  facing: S,
  ...way,
})

/** Places the drop at `at` (scatter die `roll`), then p1 scatters it; initiative dice follow. */
function dropAndScatter(s: BattleState, at: Vec, roll: number, way: { scatter?: number; to?: Vec }) {
  const placed = realPlay(s, [drop(at)], [roll]).state
  expect(realRuleset.prompt(placed)).toMatchObject({ seat: 'p1', kind: 'scatter', unit: R })
  return realPlay(placed, [scatter(at, way)], [6, 1])
}

describe('GF-MIS-HALO in play', () => {
  test('GF-MIS-HALO: the drop goes anywhere outside the enemy zone, clear of other bases', () => {
    const s = calling(['halo'])
    expect(realRuleset.prompt(s)).toMatchObject({ seat: 'p2', kind: 'arrive', unit: R, halo: true })
    // p1's (south) zone is the 6" strip along its edge.
    expect(realReject(s, drop({ x: 18, y: 5 }))).toBe('gunframe/bad_arrival')
    // Touching p2's own unit at (4, 33).
    expect(realReject(s, drop({ x: 6, y: 33 }))).toBe('gunframe/bad_arrival')
    const placed = realPlay(s, [drop({ x: 18, y: 8 })], [2]).state
    expect(realRuleset.prompt(placed)).toMatchObject({ seat: 'p1', kind: 'scatter', inches: 1 })
    // Bots get the eight compass steps.
    expect(realRuleset.legal(placed).map((d) => (d.kind === 'arrive' ? d.scatter : -1))).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7,
    ])
  })

  test('GF-MIS-HALO: a clean landing — the opponent may point any way, the drop drifts the full roll and stands', () => {
    // HALO upgrade: D3, the scripted 4 reads as 2". p1 points north-north-east.
    const to = { x: 19, y: 22 }
    const { state, events } = dropAndScatter(calling(['halo']), { x: 18, y: 20 }, 4, { to })
    const u = unitOf(state, R)
    const k = 2 / Math.hypot(1, 2)
    expect(u.pos.x).toBeCloseTo(18 + k)
    expect(u.pos.y).toBeCloseTo(20 + 2 * k)
    expect(u).toMatchObject({ status: 'table', armour: 8, counters: { knockedDown: false } })
    expect(eventsOf(events, 'HaloScatter')[0]).toMatchObject({ unit: R, inches: 2, stopped: null })
    expect(state.turn).toBe(2)
  })

  test('GF-MIS-HALO: drifting into blocking terrain stops the drop against it, knocked down', () => {
    const wall = feature('block', 20, 15, 6, 10)
    const { state } = dropAndScatter(calling(['jump'], [wall]), { x: 16, y: 20 }, 6, { scatter: EAST })
    const u = unitOf(state, R)
    // The base (radius 1) stops touching the wall at x = 20.
    expect(u.pos.x).toBeCloseTo(19, 1)
    expect(u.pos.x).toBeLessThanOrEqual(19.0001)
    expect(u.pos.y).toBeCloseTo(20)
    expect(u.counters.knockedDown).toBe(true)
    expect(u.armour).toBe(8)
  })

  test('GF-MIS-HALO: drifting off the table stops it at the edge, knocked down', () => {
    const { state, events } = dropAndScatter(calling(['jump']), { x: 32, y: 20 }, 6, { scatter: EAST })
    const u = unitOf(state, R)
    expect(u.pos.x).toBeCloseTo(35, 1)
    expect(u.counters.knockedDown).toBe(true)
    expect(eventsOf(events, 'KnockedDown')[0]).toMatchObject({ unit: R, cause: 'halo' })
    expect(eventsOf(events, 'HaloScatter')[0]).toMatchObject({ stopped: 'edge' })
  })

  test('GF-MIS-HALO / GF-RULING-PROPOSED-HALO-FLYER-DOWN: a flyer stopped at the edge comes down knocked down, on the ground, and stands up on the spot', () => {
    const s = calling(['jump', 'fast-flyer'], [], [], true)
    const { state, events } = dropAndScatter(s, { x: 32, y: 20 }, 6, { scatter: EAST })
    const u = unitOf(state, R)
    expect(u.pos.x).toBeCloseTo(35, 1)
    expect(u).toMatchObject({ flying: false, armour: 8, counters: { knockedDown: true } })
    expect(eventsOf(events, 'KnockedDown')).toHaveLength(1)
    // Turn 2 (p2 holds the initiative): the unit stands up with the one move it is offered.
    let t = state
    while (realRuleset.prompt(t)?.kind !== 'activate' || realRuleset.prompt(t)?.seat !== 'p2')
      t = realPlay(t, [realRuleset.legal(t)[0] as Unseated]).state
    t = realPlay(t, [{ kind: 'activate', unit: R }]).state
    const moves = realRuleset.legal(t).filter((d) => d.kind === 'move')
    expect(moves).toHaveLength(1)
    const stood = realPlay(t, [moves[0] as Unseated])
    expect(unitOf(stood.state, R).counters.knockedDown).toBe(false)
  })

  test('GF-MIS-HALO: ending in difficult terrain costs 1 damage; the unit stays on its feet', () => {
    const mud = feature('mud', 20, 15, 6, 10, { qualities: ['difficult'], height: 0 })
    const { state, events } = dropAndScatter(calling(['jump'], [mud]), { x: 16, y: 20 }, 6, {
      scatter: EAST,
    })
    const u = unitOf(state, R)
    expect(u.pos.x).toBeCloseTo(22)
    expect(u).toMatchObject({ armour: 7, counters: { knockedDown: false } })
    expect(eventsOf(events, 'DamageDealt')[0]).toMatchObject({ unit: R })
  })

  test('GF-MIS-HALO: D3" with the HALO upgrade (even with Jump too), D6" with Jump or Reckless alone', () => {
    const inches = (upgrades: string[]) =>
      promptAs(
        realRuleset.prompt(realPlay(calling(upgrades), [drop({ x: 18, y: 20 })], [6]).state),
        'scatter',
      )?.inches
    expect(inches(['halo'])).toBe(3)
    expect(inches(['jump', 'halo'])).toBe(3)
    expect(inches(['jump'])).toBe(6)
    expect(inches(['reckless'])).toBe(6)
    const { state } = dropAndScatter(calling(['halo']), { x: 18, y: 20 }, 6, { scatter: 2 })
    expect(unitOf(state, R).pos.y).toBeCloseTo(23)
  })

  test('GF-MIS-HALO / GF-RULING-PROPOSED-HALO-AIRBORNE: a drift ending on another base comes down just short of it, standing', () => {
    const s = calling(['jump'], [], [{ x: 22, y: 20 }])
    const { state } = dropAndScatter(s, { x: 16, y: 20 }, 6, { scatter: EAST })
    const u = unitOf(state, R)
    expect(u.pos.x).toBeLessThanOrEqual(20.05)
    expect(u.pos.x).toBeGreaterThan(19.8)
    expect(u.counters.knockedDown).toBe(false)
  })

  test('GF-MIS-HALO: the direction must be a compass step or a point away from the drop', () => {
    const placed = realPlay(calling(['halo']), [drop({ x: 18, y: 20 })], [6]).state
    expect(realReject(placed, scatter({ x: 18, y: 20 }, { scatter: 8 }))).toBe('gunframe/bad_scatter')
    expect(realReject(placed, scatter({ x: 18, y: 20 }, { to: { x: 18, y: 20 } }))).toBe(
      'gunframe/bad_scatter',
    )
    expect(realReject(placed, scatter({ x: 18, y: 20 }, {}))).toBe('gunframe/bad_scatter')
  })
})
