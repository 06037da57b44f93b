// Optional Rules › Space Battles (Unit Selection, General Environmental Rules, Everything Is
// Flying, Floating Structures, Massive Surfaces, Debris, Drift, Drift Collisions, Off the Edge).
import type { Vec } from '@sortie/engine'
import { expect, test } from 'vitest'
import { tableRules } from '../../../table/rules.ts'
import { figureOf } from '../../core/geo.ts'
import type { BattleState } from '../../core/types.ts'
import { setTurnMarks } from '../../core/unit/write.ts'
import { at, feature, realPlay, realReject, realRuleset, tableGame } from '../../testkit/optional.ts'
import { eventsOf, type Placed, unitOf } from '../../testkit/testing.ts'
import { driftEdgeArrival } from './drift.ts'
import { spaceFallHits, spaceKnockBack } from './rules.ts'

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
  expect(unitOf(s, 'unit:p1:0')).toMatchObject({ flying: false, profile: { speed: 5 } })
  expect(unitOf(s, 'unit:p1:1')).toMatchObject({ flying: true, profile: { speed: 3 } })
  expect(unitOf(s, 'unit:p1:2')).toMatchObject({ flying: true, profile: { speed: 5 } })
  // Walking onto the surface: full Speed again, on foot.
  const { state } = realPlay(s, [
    { kind: 'activate', unit: 'unit:p1:1' },
    { kind: 'move', path: [at(10, 8.5), at(10, 5.6)], facing: 0 },
  ])
  expect(realPlay(state, [{ kind: 'pass' }]).state.units[1]).toMatchObject({
    flying: false,
    profile: { speed: 5 },
  })
  const off = space(
    [
      { side: 'p1', pos: at(10, 15) },
      { side: 'p2', pos: at(10, 33) },
    ],
    [FLOATING],
    [],
  )
  expect(unitOf(off, 'unit:p1:0')).toMatchObject({ flying: false, profile: { speed: 5 } })
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
  const figs = s.units.map(figureOf)
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

test('GF-OPT-SPACE-DRIFT / GF-OPT-SPACE-OFF-EDGE: in the End phase debris and downed units drift; collisions hurt; what crosses the edge leaves', () => {
  const s = space(
    [
      { side: 'p1', pos: at(20, 20), set: { knockedDown: true } },
      { side: 'p1', pos: at(30, 34), set: { shutDown: true } },
      { side: 'p2', pos: at(6, 24.5) },
    ],
    [FLOATING, obstacle('d1', 5, 20), obstacle('d2', 10, 33)],
  )
  for (const u of s.units) setTurnMarks(u, { activated: u.side === 'p1' })
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
  expect(k.pos.y).toBeGreaterThan(26 + k.profile.radius)
  // The p2 unit did not drift; the debris struck it and it was pushed clear.
  const n = unitOf(state, 'unit:p2:0')
  expect(n.armour).toBe(7)
  expect(n.pos.y).toBeGreaterThanOrEqual(25 + n.profile.radius)
  // Off the edge: the unit waits in reserve from the next turn; the debris is gone.
  expect(unitOf(state, 'unit:p1:1').status).toBe('undeployed')
  expect(state.mission.reserves?.['unit:p1:1']).toBe('reserve')
  expect(eventsOf(events, 'DebrisOffEdge')[0]).toMatchObject({ feature: 'terrain:d2', roll: 1, fate: 'gone' })
  expect(state.field.terrain.map((f) => f.id)).toEqual(['terrain:station', 'terrain:d1'])
  // GF-OPT-SPACE-OFF-EDGE: it comes back touching the drift edge (the reserves' edge check asks).
  const gone = unitOf(state, 'unit:p1:1')
  expect(driftEdgeArrival(state, gone, at(5, 36 - gone.profile.radius))).toBe(true)
  expect(driftEdgeArrival(state, gone, at(5, gone.profile.radius))).toBe(false)
  expect(driftEdgeArrival(state, unitOf(state, 'unit:p2:0'), at(5, gone.profile.radius))).toBeNull()
})

test('GF-OPT-SPACE-OFF-EDGE: the player with initiative places returning debris: at an edge 6" clear (3-4), anywhere 3" clear (5-6)', () => {
  for (const [roll, fate, good, bad, why] of [
    [3, 'new-object', at(35, 20), at(20, 20), 'not_at_edge'],
    [4, 'new-object', at(35, 20), at(1, 10), 'too_close'],
    [6, 'untracked-object', at(30, 20), at(21, 7), 'too_close'],
    [5, 'untracked-object', at(30, 20), at(35.5, 20), 'off_table'],
  ] as const) {
    const s = space(
      [
        { side: 'p1', pos: at(20, 5), set: { activated: true } },
        { side: 'p2', pos: at(6, 10) },
      ],
      [obstacle('d2', 10, 33)],
    )
    s.next = 'p2'
    // p1 had the initiative this turn; p2 ends the turn's last activation.
    const { state, events } = realPlay(
      s,
      [{ kind: 'activate', unit: 'unit:p2:0' }, { kind: 'end-activation' }],
      [3, roll, 5, 2],
    )
    expect(eventsOf(events, 'DebrisOffEdge')[0]).toMatchObject({ feature: 'terrain:d2', roll, fate })
    expect(realRuleset.prompt(state)).toMatchObject({
      seat: 'p1',
      kind: 'choose',
      id: 'debris-return',
      unit: 'terrain:d2',
    })
    expect(state.field.terrain.some((f) => f.id === 'terrain:d2')).toBe(false)
    // A spot breaking the rule is refused, with the reason; nothing changes.
    const r = realRuleset.apply(state, { seat: 'p1', kind: 'choose', option: 'place', to: bad })
    expect(r.ok ? null : [r.error.code, r.error.detail]).toEqual(['gunframe/bad_debris_spot', { why }])
    expect(realReject(state, { kind: 'choose', option: 'place' })).toBe('gunframe/bad_debris_spot')
    // The legal list holds a handful of valid spots, each of which plays.
    const offered = realRuleset.legal(state)
    expect(offered.length).toBeGreaterThan(1)
    expect(offered.length).toBeLessThanOrEqual(8)
    for (const d of offered) expect(realRuleset.apply(state, d).ok).toBe(true)
    // The player's spot: the End phase then carries on (initiative 5 v 2).
    const placed = realPlay(state, [{ kind: 'choose', option: 'place', to: good }])
    const back = placed.state.field.terrain.find((f) => f.id === 'terrain:d2')
    const xs = (back?.polygon ?? []).map((p) => p.x)
    expect([Math.min(...xs), Math.max(...xs)]).toEqual([good.x - 1, good.x + 1])
    expect(eventsOf(placed.events, 'DebrisReturned')[0]).toMatchObject({ fate, by: 'p1', pos: good })
    expect(placed.state.turn).toBe(2)
    expect(eventsOf(placed.events, 'Drift')).toHaveLength(0)
  }
})

test('GF-OPT-SPACE-OFF-EDGE: with no room to come back the debris is gone, and nobody is asked', () => {
  // A station over the whole table but a strip too narrow for the rock.
  const wide = feature('wide', 0, 0, 36, 33, { qualities: ['blocking'], height: 4 })
  const s = space(
    [
      { side: 'p1', pos: at(20, 34.5), set: { activated: true } },
      { side: 'p2', pos: at(6, 34.5) },
    ],
    [wide, obstacle('d2', 10, 34)],
  )
  s.next = 'p2'
  const { state, events } = realPlay(
    s,
    [{ kind: 'activate', unit: 'unit:p2:0' }, { kind: 'end-activation' }],
    [3, 6, 5, 2],
  )
  expect(eventsOf(events, 'DebrisGone')[0]).toMatchObject({ feature: 'terrain:d2', why: 'no-room' })
  expect(state.turn).toBe(2)
  expect(state.opt?.space?.debris).toEqual([])
})

test('GF-OPT-SPACE-OFF-EDGE: a unit that drifted off is called in from the drift edge, not its own', () => {
  const s = space(
    [
      { side: 'p1', pos: at(30, 34), set: { shutDown: true } },
      { side: 'p1', pos: at(20, 5) },
      { side: 'p2', pos: at(6, 10) },
    ],
    [FLOATING],
  )
  for (const u of s.units) setTurnMarks(u, { activated: u.side === 'p1' })
  s.next = 'p2'
  // Drift 3" north carries the shut-down unit off the far edge.
  let state = realPlay(
    s,
    [{ kind: 'activate', unit: 'unit:p2:0' }, { kind: 'end-activation' }],
    [3, 5, 2, ...Array(80).fill(4)],
  ).state
  expect(unitOf(state, 'unit:p1:0').status).toBe('undeployed')
  // Play on (every unit just ends its activation) until p1 may place the unit from reserve.
  for (let i = 0; i < 40; i++) {
    const p = realRuleset.prompt(state)
    if (p?.kind === 'arrive') break
    const legal = realRuleset.legal(state)
    const d =
      legal.find((x) => x.kind === 'call-reserves' && x.units.includes('unit:p1:0')) ??
      legal.find((x) => x.kind === 'end-activation') ??
      legal.find((x) => x.kind === 'activate') ??
      legal.find((x) => x.kind === 'pass') ??
      legal[0]
    if (!d) break
    const r = realRuleset.apply(state, d)
    if (!r.ok) throw new Error(r.error.code)
    state = r.value.state
  }
  const arrivals = realRuleset.legal(state).filter((d) => d.kind === 'arrive')
  expect(arrivals.length).toBeGreaterThan(0)
  const r = unitOf(state, 'unit:p1:0').profile.radius
  for (const d of arrivals) expect((d as { pos: Vec }).pos.y).toBeCloseTo(36 - r)
  const seat = realRuleset.prompt(state)?.seat ?? 'p1'
  const own = realRuleset.apply(state, { seat, kind: 'arrive', unit: 'unit:p1:0', pos: at(26, r), facing: 0 })
  expect(own.ok).toBe(false)
})
