/**
 * GF-MIS-STRUCTURES (ADVANCED MISSIONS › RAID and its BUNKER ASSAULT variant, REMEMBER LOVE,
 * DOMINATION's buildings; OPTIONAL RULES › ATTACKING STRUCTURES): the mission pieces the book
 * calls structures are attacked like units but with no standard modifiers, never in cover, and
 * power attacks do nothing to them, so no power step is offered.
 */
import { describe, expect, test } from 'vitest'
import type { TableRules } from '../../../table/contract.ts'
import { tableRules } from '../../../table/index.ts'
import { planAttack } from '../../actions/attack-plan.ts'
import { openGround } from '../../core/open-ground.ts'
import { createGunframeRuleset } from '../../core/ruleset.ts'
import type { ActivationFrame, BattleState } from '../../core/types.ts'
import { setTurnMarks } from '../../core/unit/write.ts'
import { activateAttack } from '../../testkit/decisions.ts'
import { A, N } from '../../testkit/fixtures.ts'
import { missionScenario } from '../../testkit/missions.ts'
import { feature } from '../../testkit/optional.ts'
import { eventsOf, play, testRuleset, unitOf } from '../../testkit/testing.ts'
import { standardModules } from '../index.ts'

const BUNKER = 'piece:bunker:2'
const real = createGunframeRuleset({ table: tableRules })

/**
 * Bunker 2 stands at (18, 30) facing north, away from A at (18, 24): A sees its rear. A friend
 * at (24, 30) sees its flank within 8" (crossfire).
 */
function assault(): BattleState {
  const s = missionScenario(
    [
      { side: 'p1', pos: { x: 18, y: 24 }, facing: N },
      { side: 'p2', pos: { x: 33, y: 34 } },
      { side: 'p1', pos: { x: 24, y: 30 }, facing: Math.PI },
    ],
    { id: 'raid', variant: 'raid-bunker-assault' },
  )
  unitOf(s, BUNKER).facing = N
  return s
}

/** The same table with the bunker's stat line on an ordinary enemy unit (the comparison). */
function asUnit(s: BattleState): BattleState {
  const copy = structuredClone(s)
  delete unitOf(copy, BUNKER).piece
  return copy
}

const charging = { usedBands: [], chargeTargets: [BUNKER] } as unknown as ActivationFrame

/** A's plan against the bunker as part of a charge (open ground unless the real table is asked). */
const plan = (s: BattleState, table: TableRules = openGround) => {
  const r = planAttack(s, { table, modules: standardModules() }, unitOf(s, A), BUNKER, {
    reaction: false,
    frame: charging,
  })
  if (!r.ok) throw new Error(r.error.code)
  return r.value
}

const crates = feature('crates', 15, 27.8, 6, 0.68, { category: 'obstacle', qualities: [], height: 1 })

describe('GF-MIS-STRUCTURES', () => {
  test('GF-MIS-STRUCTURES: no charge, crossfire, elevated or rear modifier against a bunker', () => {
    const s = assault()
    unitOf(s, A).flying = true
    // An ordinary unit in the bunker's place would give A all four.
    expect(plan(asUnit(s)).modifiers).toEqual(['charge', 'crossfire', 'elevated', 'rear'])
    expect(plan(s).modifiers).toEqual([])
  })

  test('GF-MIS-STRUCTURES: a bunker behind crates it touches gets no cover die', () => {
    const s = assault()
    s.field = { ...s.field, terrain: [...s.field.terrain, crates] }
    expect(plan(asUnit(s), tableRules).cover).toBe('cover')
    expect(plan(s, tableRules).cover).toBe('none')
    // Played: Defense 3 rolls 3 dice, not 4.
    const { events } = play(s, activateAttack(A, BUNKER), Array(12).fill(1), real)
    expect(eventsOf(events, 'DefenseRolled')[0]!.pool).toBe(3)
  })

  test('GF-MIS-STRUCTURES: hits with sixes on a bunker buy no power attack and no power step is offered', () => {
    const s = assault()
    setTurnMarks(unitOf(s, 'unit:p1:1'), { activated: true }) // no crossfire: A's 3 close dice only
    // Close 3: 6, 6, 6 are three hits and three sixes; the bunker's Defense 3 rolls 1, 1, 1.
    const dice = [6, 6, 6, 1, 1, 1]
    const moves = [
      { kind: 'activate' as const, unit: A },
      { kind: 'attack' as const, target: BUNKER },
    ]
    // An ordinary unit seen from the rear: 4 dice (6, 6, 6, 1), three damage, three power points.
    const vsUnit = play(asUnit(s), moves, [6, 6, 6, 1, 1, 1, 1])
    expect(eventsOf(vsUnit.events, 'PowerPoints')).toHaveLength(1)
    expect(testRuleset.prompt(vsUnit.state)).toMatchObject({ kind: 'power' })
    const vsBunker = play(s, moves, dice)
    expect(eventsOf(vsBunker.events, 'FirepowerRolled')[0]).toMatchObject({ pool: 3, sixes: 3 })
    expect(eventsOf(vsBunker.events, 'PowerPoints')).toHaveLength(0)
    expect(eventsOf(vsBunker.events, 'AttackResolved')[0]).toMatchObject({ target: BUNKER, damage: 3 })
    expect(unitOf(vsBunker.state, BUNKER).armour).toBe(9)
    expect(testRuleset.prompt(vsBunker.state)).toMatchObject({ seat: 'p1', kind: 'action', unit: A })
  })

  test('GF-MIS-STRUCTURES: raid targets and beacons are structures too; convoy vehicles are not', () => {
    const s = assault()
    const b = unitOf(s, BUNKER)
    unitOf(s, A).flying = true
    for (const kind of [
      'raid-target',
      'disruption-beacon',
      'objective-building',
      'gun-emplacement',
    ] as const) {
      b.piece = kind
      expect(plan(s).modifiers).toEqual([])
    }
    b.piece = 'convoy-vehicle'
    expect(plan(s).modifiers).toContain('elevated')
  })

  test('GF-MIS-STRUCTURES: an Explode next to a bunker hurts the units around it, never the bunker', () => {
    const s = missionScenario(
      [
        { side: 'p1', pos: { x: 18, y: 24 }, facing: N },
        {
          side: 'p2',
          pos: { x: 18, y: 26.2 },
          profile: { armour: 2, loadout: { close: 0, short: 3, medium: 3, long: 3 } },
        },
      ],
      { id: 'raid', variant: 'raid-bunker-assault' },
    )
    // Close 3: 6, 6, 6 against Defense 3 rolling 1, 1, 1 destroys the enemy with three points; Explode 3 deals 1 to every base within 3".
    const { state } = play(s, activateAttack(A, 'unit:p2:0'), [6, 6, 6, 1, 1, 1])
    expect(unitOf(state, 'unit:p2:0').status).toBe('destroyed')
    // The bunker's base is 2.5" from the wreck's centre, A's 1.2".
    const after = play(state, [{ kind: 'power', spend: [{ id: 'explode', x: 3 }] }])
    expect(unitOf(after.state, A).armour).toBe(7)
    expect(unitOf(after.state, BUNKER).armour).toBe(12)
    expect(eventsOf(after.events, 'DamageDealt').some((e) => e.unit === BUNKER)).toBe(false)
  })
})
