// Optional Rules › Structures › Occupying Structures (defending from buildings: pushed or scared
// out by the far wall, area power attacks on every occupant) and group attacks on structures.
import { Dice } from '@sortie/engine'
import { expect, test } from 'vitest'
import { suppressionZone, zoneTerrain } from '../../../power/suppression.ts'
import { tableRules } from '../../../table/rules.ts'
import type { BattleCtx } from '../../core/context.ts'
import type { BattleState } from '../../core/types.ts'
import { setTurnMarks } from '../../core/unit/write.ts'
import { activateAttack } from '../../testkit/decisions.ts'
import { A } from '../../testkit/fixtures.ts'
import { at, feature, INFANTRY, realPlay, realRuleset, tableGame } from '../../testkit/optional.ts'
import { eventsOf, type Placed, unitOf } from '../../testkit/testing.ts'
import { battleModules } from '../index.ts'
import { farCrossing } from './exit.ts'
import { enter, exitSpots } from './occupy.ts'

const B1 = feature('b1', 14, 14, 4, 4)
const TROOPER = { ...INFANTRY, armour: 10 }
const P2 = 'unit:p2:0'

/** Puts infantry touching a building inside it (set-up only: entering is played elsewhere). */
function putInside(s: BattleState, unit: string, structure: string): void {
  const c = {
    table: tableRules,
    dice: new Dice(s.rng),
    emit: () => undefined,
    modules: battleModules(),
  } as BattleCtx
  const e = enter(s, c, unitOf(s, unit), structure)
  if (e) throw new Error(e.code)
  const own = s.opt?.buildingTurn
  if (own) own[unit] = 0
}

/** p1's trooper inside B1 (entered before this turn); p2 to act from the north; more units after. */
function inB1(optional: string[], more: Placed[] = [], p2: Placed['profile'] = {}): BattleState {
  const s = tableGame(
    optional,
    [
      { side: 'p1', pos: at(16, 13.22), profile: TROOPER },
      { side: 'p2', pos: at(16, 27), profile: p2 },
      ...more,
    ],
    [B1],
  )
  putInside(s, A, 'structure:b1')
  s.next = 'p2'
  return s
}

test('GF-OPT-STRUCTURES-OCCUPY: the far wall is where a line through the middle comes out', () => {
  const square = B1.polygon
  expect(farCrossing(square, at(16, 16), { x: 0, y: -1 })).toEqual(at(16, 14))
  expect(farCrossing(square, at(16, 16), { x: 1, y: 0 })).toEqual(at(18, 16))
})

test('GF-OPT-STRUCTURES-OCCUPY: a recoiled trooper leaves by the wall furthest from the attacker, then is knocked back', () => {
  const s = inB1(['structures'])
  expect(unitOf(s, A)).toMatchObject({ pos: at(16, 16), profile: { defense: 3 } })
  const { state } = realPlay(
    s,
    activateAttack(P2, A),
    // Short 3: three hits, two sixes; Defense 2+1: one block → 2 damage.
    [6, 6, 5, 4, 1, 1],
  )
  expect(realRuleset.prompt(state)).toMatchObject({ kind: 'power' })
  const { state: after, events } = realPlay(state, [{ kind: 'power', spend: [{ id: 'recoil' }] }])
  // Out of the south wall (y = 14) on its own 0.75" base, then 2" further south.
  expect(eventsOf(events, 'BuildingLeft')[0]).toMatchObject({ unit: A, pos: at(16, 13.23) })
  const knocked = eventsOf(events, 'KnockedBack')[0] as unknown as {
    from: unknown
    to: { x: number; y: number }
  }
  expect(knocked.from).toEqual(at(16, 13.23))
  expect(knocked.to.x).toBeCloseTo(16)
  expect(knocked.to.y).toBeCloseTo(11.23)
  expect(unitOf(after, A)).toMatchObject({
    elevation: 0,
    profile: { defense: 2, radius: 0.75 },
    counters: { knockedDown: false },
  })
  expect(after.opt?.structures[0]?.occupants).toEqual([])
})

test('GF-OPT-STRUCTURES-OCCUPY: a trooper running for cover leaves by the wall away from the loss that scared it', () => {
  // A p1 gunframe north of the building dies in sight of the trooper, who fails its panic roll.
  const s = inB1(['structures', 'panic'], [{ side: 'p1', pos: at(16, 21), profile: { armour: 1 } }])
  const { state } = realPlay(
    s,
    activateAttack(P2, 'unit:p1:1'),
    // Short 3: three hits; Defense 3: no blocks → destroyed; the trooper's panic roll fails.
    [5, 5, 5, 1, 1, 1, 1],
  )
  expect(unitOf(state, 'unit:p1:1').status).toBe('destroyed')
  expect(realRuleset.prompt(state)).toMatchObject({ kind: 'choose', id: 'panic', unit: A })
  const { state: after, events } = realPlay(state, [{ kind: 'choose', option: 'run-for-cover' }], [3])
  expect(eventsOf(events, 'BuildingLeft')[0]).toMatchObject({ unit: A, pos: at(16, 13.23) })
  const ran = eventsOf(events, 'RanForCover')[0] as unknown as { from: unknown; inches: number }
  expect(ran).toMatchObject({ inches: 3, from: at(16, 13.23) })
  // Home is south: the run carries on from the south wall, 3" on.
  expect(unitOf(after, A).pos.y).toBeCloseTo(10.23)
  expect(after.opt?.structures[0]?.occupants).toEqual([])
})

test('GF-OPT-STRUCTURES-OCCUPY: a blast that reaches the building hits every trooper inside', () => {
  // A long building: its middle (where the troopers' discs sit) is far from the blast, its wall near.
  const long = feature('long', 2, 13, 22, 2)
  const s = tableGame(
    ['structures'],
    [
      { side: 'p1', pos: at(8, 12.2), profile: TROOPER },
      { side: 'p1', pos: at(18, 12.2), profile: TROOPER },
      { side: 'p1', pos: at(22, 17.6) },
      { side: 'p2', pos: at(22, 26), profile: { upgrades: [{ id: 'blast', on: 'short' }] } },
    ],
    [long],
  )
  putInside(s, A, 'structure:long')
  putInside(s, 'unit:p1:1', 'structure:long')
  s.next = 'p2'
  const { state } = realPlay(s, activateAttack(P2, 'unit:p1:2'), [6, 6, 4, 1, 1, 1])
  const { state: after, events } = realPlay(
    state,
    [{ kind: 'power', spend: [{ id: 'blast', x: 2 }] }],
    Array.from({ length: 12 }, () => 1),
  )
  const hit = eventsOf(events, 'PowerHits').map((e) => e.unit)
  expect(hit).toEqual(expect.arrayContaining([A, 'unit:p1:1']))
  // Two hits each, no blocks: both troopers inside take 2.
  for (const id of [A, 'unit:p1:1']) expect(unitOf(after, id).armour).toBe(8)
})

test('GF-OPT-STRUCTURES-OCCUPY / GF-RULING-PROPOSED-SUPPRESSED-BUILDING: under a suppression zone, stepping out of the building asks for a dangerous-terrain roll', () => {
  const s = inB1(['structures'])
  s.next = 'p1'
  // A 1" suppression zone touching the building's north wall, placed earlier this turn.
  const z = suppressionZone('sz:1:0', at(16, 18.5), 1, 1)
  s.zones = [z]
  s.field = { ...s.field, terrain: [...s.field.terrain, zoneTerrain(z)] }
  const trooper = s.units.find((u) => u.id === A)
  if (trooper) setTurnMarks(trooper, { activated: false })
  const spot = exitSpots(s, tableRules, unitOf(s, A))[0]
  const { state, events } = realPlay(
    s,
    [
      { kind: 'activate', unit: A },
      { kind: 'optional', action: 'exit', to: spot },
    ],
    [2],
  )
  expect(eventsOf(events, 'PilotSkillRoll')[0]).toMatchObject({
    unit: A,
    why: 'dangerous:terrain:sz:1:0',
    roll: 2,
    success: false,
  })
  expect(unitOf(state, A).armour).toBe(8)
  // Away from any zone the same step out rolls nothing.
  const calm = inB1(['structures'])
  calm.next = 'p1'
  const r = realPlay(calm, [
    { kind: 'activate', unit: A },
    { kind: 'optional', action: 'exit', to: spot },
  ])
  expect(eventsOf(r.events, 'PilotSkillRoll')).toEqual([])
})

test("GF-OPT-GROUPS-ATTACK: a group attacking a structure adds each follower's dice (GF-OPT-STRUCTURES-ATTACK)", () => {
  const tank = {
    frame: 'tank' as const,
    conventional: true,
    speed: 5,
    loadout: { close: 0, short: 2, medium: 2, long: 0 },
  }
  const s = tableGame(
    ['structures', 'groups'],
    [
      { side: 'p1', pos: at(14, 8), profile: tank },
      { side: 'p1', pos: at(17, 8), profile: tank },
      { side: 'p2', pos: at(30, 33) },
    ],
    [B1],
  )
  const { state, events } = realPlay(
    s,
    [
      { kind: 'activate', unit: A },
      { kind: 'choose', option: 'unit:p1:1' },
      { kind: 'optional', action: 'attack-structure', target: 'structure:b1' },
    ],
    [5, 5, 5, 5, 1, 1],
  )
  expect(eventsOf(events, 'GroupAttack')[0]).toMatchObject({ leader: A, bonus: 2, structure: 'structure:b1' })
  expect(eventsOf(events, 'StructureAttacked')[0]).toMatchObject({ pool: 4, hits: 4, damage: 4 })
  expect(state.opt?.structures[0]?.armour).toBe(1)
  // Alone, the same tank rolls its own two dice.
  const alone = realPlay(
    s,
    [
      { kind: 'activate', unit: A },
      { kind: 'choose', option: 'done' },
      { kind: 'optional', action: 'attack-structure', target: 'structure:b1' },
    ],
    [5, 5, 1, 1],
  )
  expect(eventsOf(alone.events, 'StructureAttacked')[0]).toMatchObject({ pool: 2 })
})
