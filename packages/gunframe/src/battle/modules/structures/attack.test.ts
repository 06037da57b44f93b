// Optional Rules › Structures (Structure Integrity, Massive Structures, Attacking Structures,
// Occupying Structures: attacking from and defending in buildings).
import { expect, test } from 'vitest'
import { tableRules } from '../../../table/rules.ts'
import { planAttack } from '../../actions/attack.ts'
import type { BattleState } from '../../core/types.ts'
import { at } from '../../testkit/fixtures.ts'
import { feature, INFANTRY, realPlay, realReject, realRuleset, tableGame } from '../../testkit/optional.ts'
import { eventsOf, unitOf } from '../../testkit/testing.ts'
import { standardModules } from '../index.ts'
import { exitSpots } from './occupy.ts'

const B1 = feature('b1', 14, 14, 4, 4)
/** p2's unit far off in the north-east corner, out of the way. */
const FAR_P2 = { side: 'p2' as const, pos: at(30, 33) }

const structure = (s: BattleState, id = 'structure:b1') => s.opt?.structures.find((x) => x.id === id)

test('GF-OPT-STRUCTURES-INTEGRITY: the chart gives Defense and Armour; players may set their own', () => {
  const terrain = ['a', 'b', 'c', 'd', 'e'].map((id, i) => feature(id, 2 + 6 * i, 20, 4, 4))
  const s = tableGame(['structures'], [{ side: 'p1', pos: at(3, 3) }, FAR_P2], terrain, {
    table: {
      structures: [
        { feature: 'terrain:a', class: 'typical-civilian' },
        { feature: 'terrain:b', class: 'hard-civilian' },
        { feature: 'terrain:c', class: 'typical-military' },
        { feature: 'terrain:d', class: 'hard-military' },
        { feature: 'terrain:e', defense: 4, armour: 20 },
      ],
    },
  })
  expect(s.opt?.structures.map((x) => [x.defense, x.armour])).toEqual([
    [2, 5],
    [2, 10],
    [3, 6],
    [3, 12],
    [4, 20],
  ])
})

test('GF-OPT-STRUCTURES-ATTACK: attacked with the weapon alone — no modifiers, no cover, no dodge, no power — Defense dice block', () => {
  const s = tableGame(
    ['structures'],
    [{ side: 'p1', pos: at(16, 10), profile: { upgrades: [{ id: 'fly' }] } }, FAR_P2],
    [B1],
  )
  expect(unitOf(s, 'unit:p1:0').flying).toBe(true)
  const { state, events } = realPlay(
    s,
    [
      { kind: 'activate', unit: 'unit:p1:0' },
      { kind: 'optional', action: 'attack-structure', target: 'structure:b1' },
    ],
    // Short 3: two hits (one of them a six, no power points); Defense 2: one block.
    [6, 5, 2, 1, 5],
  )
  // A flyer over a ground target would be elevated (+1D): not against a structure.
  expect(eventsOf(events, 'StructureAttacked')[0]).toMatchObject({
    band: 'short',
    pool: 3,
    defensePool: 2,
    damage: 1,
    armour: 4,
  })
  expect(eventsOf(events, 'PowerPoints')).toEqual([])
  expect(structure(state)?.armour).toBe(4)
  // The weapon system is used: a second short attack needs rapid fire.
  expect(realReject(state, { kind: 'optional', action: 'attack-structure', target: 'structure:b1' })).toBe(
    'gunframe/weapon_used',
  )
})

test('GF-OPT-STRUCTURES: without the optional rule buildings cannot be attacked', () => {
  const s = tableGame([], [{ side: 'p1', pos: at(16, 10) }, FAR_P2], [B1])
  const active = realPlay(s, [{ kind: 'activate', unit: 'unit:p1:0' }]).state
  expect(realReject(active, { kind: 'optional', action: 'attack-structure', target: 'structure:b1' })).toBe(
    'gunframe/bad_target',
  )
})

test('GF-OPT-STRUCTURES-MASSIVE: each section has its own Armour and falls alone', () => {
  const wings = [feature('west', 10, 14, 4, 4), feature('east', 14, 14, 4, 4)]
  const s = tableGame(['structures'], [{ side: 'p1', pos: at(12, 10) }, FAR_P2], wings, {
    table: {
      structures: [
        { feature: 'terrain:west', class: 'typical-military', of: 'factory' },
        { feature: 'terrain:east', class: 'typical-military', of: 'factory' },
      ],
    },
  })
  ;(structure(s, 'structure:west') as { armour: number }).armour = 1
  const { state, events } = realPlay(
    s,
    [
      { kind: 'activate', unit: 'unit:p1:0' },
      { kind: 'optional', action: 'attack-structure', target: 'structure:west' },
    ],
    [5, 5, 5, 1, 1, 1],
  )
  expect(eventsOf(events, 'StructureDestroyed')[0]).toMatchObject({
    structure: 'structure:west',
    of: 'factory',
  })
  expect(state.field.terrain.map((f) => f.id)).toEqual(['terrain:east'])
  expect(structure(state, 'structure:east')).toMatchObject({ destroyed: false, armour: 6 })
})

function occupied(): BattleState {
  const s = tableGame(
    ['structures'],
    [
      { side: 'p1', pos: at(16, 12.5), profile: INFANTRY },
      { side: 'p2', pos: at(16, 27) },
    ],
    [B1],
  )
  const { state } = realPlay(s, [
    { kind: 'activate', unit: 'unit:p1:0' },
    { kind: 'move', path: [at(16, 12.5), at(16, 13.22)], facing: Math.PI / 2 },
  ])
  expect(realRuleset.prompt(state)).toMatchObject({ kind: 'choose', id: 'after-move' })
  return realPlay(state, [{ kind: 'choose', option: 'enter:structure:b1' }]).state
}

test('GF-OPT-STRUCTURES-OCCUPY: infantry that end a move touching a building may enter; +1 Defense; ranges run to the building edge', () => {
  const s = occupied()
  const inf = unitOf(s, 'unit:p1:0')
  expect(inf).toMatchObject({ elevation: 5, pos: { x: 16, y: 16 }, profile: { defense: 3 } })
  expect(structure(s)?.occupants.map((o) => o.unit)).toEqual(['unit:p1:0'])
  // The enemy's base edge is 8" from the building's north wall: Short range, not Medium.
  const enemy = unitOf(s, 'unit:p2:0')
  const plan = planAttack(s, { table: tableRules, modules: standardModules() }, enemy, inf.id, {
    reaction: false,
  })
  expect(plan.ok && plan.value.band).toBe('short')
  // And the infantry measures its own attacks from the building's edge.
  const back = planAttack(s, { table: tableRules, modules: standardModules() }, inf, enemy.id, {
    reaction: false,
  })
  expect(back.ok && back.value.band).toBe('short')
})

test('GF-OPT-STRUCTURES-OCCUPY: no moving about inside; not in and out in one turn; out next turn on its own base', () => {
  const s = occupied()
  expect(realReject(s, { kind: 'move', path: [at(16, 16), at(16, 17)], facing: 0 })).toBe(
    'gunframe/in_building',
  )
  const spot = exitSpots(s, tableRules, unitOf(s, 'unit:p1:0'))[0]
  expect(realReject(s, { kind: 'optional', action: 'exit', to: spot })).toBe('gunframe/in_and_out')
  const next = structuredClone(s)
  next.turn = 2
  const { state } = realPlay(next, [{ kind: 'optional', action: 'exit', to: spot }])
  expect(unitOf(state, 'unit:p1:0')).toMatchObject({
    elevation: 0,
    pos: spot,
    profile: { defense: 2, radius: 0.75 },
  })
  expect(structure(state)?.occupants).toEqual([])
})

test('GF-OPT-STRUCTURES-OCCUPY: never beside enemy infantry, three at most', () => {
  const s = tableGame(
    ['structures'],
    [
      { side: 'p1', pos: at(16, 12.5), profile: INFANTRY },
      { side: 'p2', pos: at(30, 33), profile: INFANTRY },
    ],
    [B1],
  )
  structure(s)?.occupants.push({ unit: 'unit:p2:0', radius: 0.75, defense: 2, elevation: 0 })
  const { state } = realPlay(s, [
    { kind: 'activate', unit: 'unit:p1:0' },
    { kind: 'move', path: [at(16, 12.5), at(16, 13.22)], facing: Math.PI / 2 },
  ])
  expect(realRuleset.prompt(state)).toMatchObject({ kind: 'action' })
  const full = structuredClone(s)
  const st = structure(full)
  if (st) st.occupants = ['a', 'b', 'c'].map((unit) => ({ unit, radius: 0.75, defense: 2, elevation: 0 }))
  const r = realPlay(full, [
    { kind: 'activate', unit: 'unit:p1:0' },
    { kind: 'move', path: [at(16, 12.5), at(16, 13.22)], facing: Math.PI / 2 },
  ])
  expect(realRuleset.prompt(r.state)).toMatchObject({ kind: 'action' })
})

test('GF-OPT-STRUCTURES-OCCUPY: a destroyed building takes the infantry inside with it', () => {
  const s = occupied()
  const st = structure(s)
  if (st) st.armour = 1
  const { state: p2turn } = realPlay(s, [{ kind: 'end-activation' }])
  const { state, events } = realPlay(
    p2turn,
    [
      { kind: 'activate', unit: 'unit:p2:0' },
      { kind: 'optional', action: 'attack-structure', target: 'structure:b1' },
    ],
    [5, 5, 5, 1, 1],
  )
  expect(eventsOf(events, 'StructureDestroyed')).toHaveLength(1)
  expect(unitOf(state, 'unit:p1:0').status).toBe('destroyed')
  expect(state.field.terrain).toEqual([])
})
