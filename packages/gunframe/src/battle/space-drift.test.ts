// Optional Rules › Space Battles (Unit Selection, General Environmental Rules, Everything Is
// Flying, Floating Structures, Massive Surfaces, Debris, Drift, Drift Collisions, Off the Edge).
import { expect, test } from 'vitest'
import { tableRules } from '../table/rules.ts'
import { at, feature, realPlay, realReject, tableGame } from './optional-testkit.ts'
import { spaceFallHits, spaceKnockBack } from './space-rules.ts'
import { eventsOf, type Placed, unitOf } from './testing.ts'
import type { BattleState } from './types.ts'

const FLOATING = feature('station', 18, 24, 4, 2, { qualities: ['blocking'], height: 4 })
const obstacle = (id: string, x: number, y: number) =>
  feature(id, x, y, 2, 2, { category: 'obstacle', qualities: [], height: 1 })

function space(placed: Placed[], terrain = [FLOATING], optional = ['space']): BattleState {
  return tableGame(optional, placed, terrain)
}

test('GF-OPT-SPACE-FLYING: off the massive surface everyone flies, at half Speed without a flight upgrade', () => {
  const s = space([
    { side: 'p1', pos: at(10, 3) },
    { side: 'p1', pos: at(10, 8.5) },
    { side: 'p1', pos: at(30, 15), profile: { upgrades: [{ id: 'fly' }] } },
    { side: 'p2', pos: at(10, 33) },
  ])
  expect(unitOf(s, 'unit:p1:0')).toMatchObject({ flying: false, speed: 5 })
  expect(unitOf(s, 'unit:p1:1')).toMatchObject({ flying: true, speed: 3 })
  expect(unitOf(s, 'unit:p1:2')).toMatchObject({ flying: true, speed: 5 })
  // Walking onto the surface: full Speed again, on foot.
  const { state } = realPlay(s, [
    { kind: 'activate', unit: 'unit:p1:1' },
    { kind: 'move', path: [at(10, 8.5), at(10, 5.6)], facing: 0 },
  ])
  expect(realPlay(state, [{ kind: 'pass' }]).state.units[1]).toMatchObject({ flying: false, speed: 5 })
  const off = space(
    [
      { side: 'p1', pos: at(10, 15) },
      { side: 'p2', pos: at(10, 33) },
    ],
    [FLOATING],
    [],
  )
  expect(unitOf(off, 'unit:p1:0')).toMatchObject({ flying: false, speed: 5 })
})

test('GF-OPT-SPACE-MASSIVE: flyers land only on the massive surface', () => {
  const s = space([
    { side: 'p1', pos: at(30, 15), profile: { upgrades: [{ id: 'fly' }] } },
    { side: 'p1', pos: at(30, 4), profile: { upgrades: [{ id: 'fly' }] } },
    { side: 'p2', pos: at(10, 33) },
  ])
  const a = realPlay(s, [{ kind: 'activate', unit: 'unit:p1:0' }]).state
  expect(realReject(a, { kind: 'move', path: [at(30, 15)], facing: 0, special: 'land' })).toBe(
    'gunframe/no_surface',
  )
  const { state } = realPlay(s, [
    { kind: 'activate', unit: 'unit:p1:1' },
    { kind: 'move', path: [at(30, 4)], facing: 0, special: 'land' },
  ])
  expect(unitOf(state, 'unit:p1:1').flying).toBe(false)
})

test('GF-OPT-SPACE-FLOATING: floating structures stop flyers and their sight', () => {
  const s = space([
    { side: 'p1', pos: at(20, 21) },
    { side: 'p2', pos: at(20, 29) },
  ])
  const a = realPlay(s, [{ kind: 'activate', unit: 'unit:p1:0' }]).state
  expect(realReject(a, { kind: 'move', path: [at(20, 21), at(20, 23.5)], facing: 0 })).toBe(
    'gunframe/floating_structure',
  )
  const figs = s.units.map((u) => ({ ...u, frame: u.frame as string }))
  expect(tableRules.lineOfSight(s.field, figs, 'unit:p1:0', 'unit:p2:0').visible).toBe(false)
})

test('GF-OPT-SPACE-DEBRIS: flyers cross debris but may not stop on it; it obscures', () => {
  const s = space(
    [
      { side: 'p1', pos: at(10, 15.5), profile: { upgrades: [{ id: 'fly' }] } },
      { side: 'p2', pos: at(10, 33) },
    ],
    [obstacle('rock', 9, 17)],
  )
  expect(s.field.terrain[0]?.qualities).toContain('obscuring')
  const a = realPlay(s, [{ kind: 'activate', unit: 'unit:p1:0' }]).state
  expect(realReject(a, { kind: 'move', path: [at(10, 15.5), at(10, 18)], facing: 0 })).toBe(
    'gunframe/ends_on_debris',
  )
  const { state } = realPlay(a, [{ kind: 'move', path: [at(10, 15.5), at(10, 20.1)], facing: 0 }])
  expect(unitOf(state, 'unit:p1:0').pos).toEqual(at(10, 20.1))
})

test('GF-OPT-SPACE-GENERAL: falls do no damage and knock-backs go 2" further', () => {
  const s = space([
    { side: 'p1', pos: at(10, 15) },
    { side: 'p2', pos: at(10, 33) },
  ])
  expect(spaceKnockBack(s, 3)).toBe(5)
  expect(spaceFallHits(s, 8)).toBe(0)
  const ground = space(
    [
      { side: 'p1', pos: at(10, 15) },
      { side: 'p2', pos: at(10, 33) },
    ],
    [],
    [],
  )
  expect(spaceKnockBack(ground, 3)).toBe(3)
  expect(spaceFallHits(ground, 8)).toBe(8)
})

test('GF-OPT-SPACE-DRIFT: in the End phase debris and downed units drift; collisions hurt; what crosses the edge leaves', () => {
  const s = space(
    [
      { side: 'p1', pos: at(20, 20), set: { knockedDown: true } },
      { side: 'p1', pos: at(30, 34), set: { shutDown: true } },
      { side: 'p2', pos: at(6, 24.5) },
    ],
    [FLOATING, obstacle('d1', 5, 20), obstacle('d2', 10, 33)],
  )
  for (const u of s.units) u.activated = u.side === 'p1'
  s.next = 'p2'
  // Drift 3"; the debris off the edge rolls 1 (gone); then the next turn's initiative.
  const { state, events } = realPlay(
    s,
    [{ kind: 'activate', unit: 'unit:p2:0' }, { kind: 'end-activation' }],
    [3, 1, 5, 2],
  )
  expect(eventsOf(events, 'Drift')[0]).toMatchObject({ roll: 3, edge: 'north' })
  // The downed unit ended on the station: 1 damage, carried on past it.
  const k = unitOf(state, 'unit:p1:0')
  expect(k.armour).toBe(7)
  expect(k.pos.y).toBeGreaterThan(26 + k.radius)
  // The p2 unit did not drift; the debris struck it and it was pushed clear.
  const n = unitOf(state, 'unit:p2:0')
  expect(n.armour).toBe(7)
  expect(n.pos.y).toBeGreaterThanOrEqual(25 + n.radius)
  // Off the edge: the unit waits in reserve from the next turn; the debris is gone.
  expect(unitOf(state, 'unit:p1:1').status).toBe('undeployed')
  expect(state.mission.reserves?.['unit:p1:1']).toBe('reserve')
  expect(eventsOf(events, 'DebrisOffEdge')[0]).toMatchObject({ feature: 'terrain:d2', roll: 1, fate: 'gone' })
  expect(state.field.terrain.map((f) => f.id)).toEqual(['terrain:station', 'terrain:d1'])
})

test('GF-OPT-SPACE-OFF-EDGE: debris that drifts off may come back at an edge (3-4) or anywhere (5-6)', () => {
  for (const [roll, fate] of [
    [3, 'new-object'],
    [6, 'untracked-object'],
  ] as const) {
    const s = space(
      [
        { side: 'p1', pos: at(20, 5), set: { activated: true } },
        { side: 'p2', pos: at(6, 10) },
      ],
      [obstacle('d2', 10, 33)],
    )
    s.next = 'p2'
    const { state, events } = realPlay(
      s,
      [{ kind: 'activate', unit: 'unit:p2:0' }, { kind: 'end-activation' }],
      [3, roll, 5, 2],
    )
    expect(eventsOf(events, 'DebrisOffEdge')[0]).toMatchObject({ fate })
    const back = state.field.terrain.find((f) => f.id === 'terrain:d2')
    expect(back).toBeDefined()
    for (const u of state.units) {
      const gap =
        Math.min(...(back?.polygon ?? []).map((p) => Math.hypot(p.x - u.pos.x, p.y - u.pos.y))) - u.radius
      expect(gap).toBeGreaterThan(fate === 'new-object' ? 6 : 3)
    }
  }
})
