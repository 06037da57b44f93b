// Optional Rules › Structures › Occupying Structures: Attacking From Buildings (ranges and sight
// from any edge of the building model) and Defending From Buildings (ranges to its edge).
import { expect, test } from 'vitest'
import { tableRules } from '../../../table/rules.ts'
import { planAttack } from '../../actions/attack.ts'
import { figureOf } from '../../core/geo.ts'
import type { BattleState } from '../../core/types.ts'
import { at, feature, INFANTRY, realPlay, realRuleset, tableGame } from '../../testkit/optional.ts'
import { eventsOf, unitOf } from '../../testkit/testing.ts'
import { standardModules } from '../index.ts'
import { edgeSpots, withBuildings } from './footprint.ts'

// A long thin building (22" by 2"): the largest disc inside it is 2" across, centred at (13, 14).
const LONG = feature('long', 2, 13, 22, 2)
// A tall wall between the building's middle and the enemy, clear of its east end.
const WALL = feature('wall', 14, 16.5, 6, 1, { qualities: ['blocking'], height: 10 })

/** The trooper has gone into the long building; p2's gunframe stands off its east end. */
function occupied(terrain = [LONG, WALL]): BattleState {
  const s = tableGame(
    ['structures'],
    [
      { side: 'p1', pos: at(20, 12), profile: INFANTRY },
      { side: 'p2', pos: at(23, 22), facing: -Math.PI / 2 },
    ],
    terrain,
  )
  const { state } = realPlay(s, [
    { kind: 'activate', unit: 'unit:p1:0' },
    { kind: 'move', path: [at(20, 12), at(20, 12.22)], facing: Math.PI / 2 },
  ])
  const inside = realPlay(state, [{ kind: 'choose', option: 'enter:structure:long' }]).state
  expect(inside.opt?.structures[0]?.occupants.map((o) => o.unit)).toEqual(['unit:p1:0'])
  return inside
}

test('GF-OPT-STRUCTURES-OCCUPY: ranges to infantry in a long building run to its nearest wall, not to a disc in its middle', () => {
  const s = occupied([LONG])
  const inf = unitOf(s, 'unit:p1:0')
  const enemy = unitOf(s, 'unit:p2:0')
  const table = withBuildings(tableRules, s)
  // The enemy's base is 6" from the north wall (7" less its 1" radius)…
  expect(table.edgeDistance(figureOf(enemy), figureOf(inf))).toBeCloseTo(6)
  const plan = planAttack(s, { table, modules: standardModules() }, enemy, inf.id, { reaction: false })
  expect(plan.ok && plan.value.band).toBe('short')
  // …where the disc stand-in alone would put it at Medium range.
  expect(tableRules.edgeDistance(figureOf(enemy), figureOf(inf))).toBeGreaterThan(8)
  const disc = planAttack(s, { table: tableRules, modules: standardModules() }, enemy, inf.id, {
    reaction: false,
  })
  expect(disc.ok && disc.value.band).toBe('medium')
  // The same measure works both ways: the infantry fires Short from the wall.
  const back = planAttack(s, { table, modules: standardModules() }, inf, enemy.id, { reaction: false })
  expect(back.ok && back.value.band).toBe('short')
})

test('GF-OPT-STRUCTURES-OCCUPY: sight runs from any edge of the building — a wall hiding its middle does not hide its end', () => {
  const s = occupied()
  const inf = unitOf(s, 'unit:p1:0')
  const enemy = unitOf(s, 'unit:p2:0')
  const table = withBuildings(tableRules, s)
  const seen = table.lineOfSight(s.field, s.units.map(figureOf), enemy.id, inf.id)
  expect(seen).toMatchObject({ visible: true, obscured: false, cover: 'none' })
  expect(seen.distance).toBeCloseTo(6)
  // From the disc in the middle the wall is in the way.
  expect(tableRules.lineOfSight(s.field, s.units.map(figureOf), enemy.id, inf.id).visible).toBe(false)
  expect(table.lineOfSight(s.field, s.units.map(figureOf), inf.id, enemy.id).visible).toBe(true)
})

test('GF-OPT-STRUCTURES-OCCUPY: played through the prompts — the enemy attacks the building at Short, the infantry defends with +1', () => {
  const s = occupied()
  const { state: p2 } = realPlay(s, [{ kind: 'end-activation' }])
  const { state: active } = realPlay(p2, [{ kind: 'activate', unit: 'unit:p2:0' }])
  const attack = realRuleset
    .legal(active)
    .find((d) => d.kind === 'attack' && d.target === 'unit:p1:0' && !d.rapidFire)
  expect(attack).toBeDefined()
  if (!attack) return
  const r = realRuleset.apply(active, attack)
  expect(r.ok).toBe(true)
  if (!r.ok) return
  expect(eventsOf(r.value.events, 'AttackDeclared')[0]).toMatchObject({ band: 'short' })
  expect(unitOf(r.value.state, 'unit:p1:0').profile.defense).toBe(INFANTRY.defense! + 1)
})

test('GF-OPT-STRUCTURES-OCCUPY: sight spots sit just inside every wall, nearest first', () => {
  const spots = edgeSpots(LONG.polygon, at(23, 22))
  expect(spots.length).toBeGreaterThan(20)
  const first = spots[0] as { x: number; y: number }
  expect(first.x).toBeCloseTo(23, 1)
  expect(first.y).toBeCloseTo(14.95, 2)
  for (const p of spots) expect(p.x > 2 && p.x < 24 && p.y > 13 && p.y < 15).toBe(true)
  // The same spots whichever way round the outline runs.
  const cw = edgeSpots([...LONG.polygon].reverse(), at(23, 22))
  expect(cw.every((p) => p.x > 2 && p.x < 24 && p.y > 13 && p.y < 15)).toBe(true)
})
