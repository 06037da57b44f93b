import { Dice, seedRng, unwrap, withScript } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { openGround } from '../../core/open-ground.ts'
import type { BattleDecision } from '../../core/types.ts'
import { activateAttack, moveTo } from '../../testkit/decisions.ts'
import { N, S } from '../../testkit/fixtures.ts'
import { missionScenario, startMission } from '../../testkit/missions.ts'
import { play, profile, promptAs, reject, testRuleset, unitOf } from '../../testkit/testing.ts'
import { battleModules } from '../index.ts'
import { missionEvent } from './events.ts'
import { makeGunEmplacement } from './units.ts'

const kinds = (ds: BattleDecision[]) => [...new Set(ds.map((d) => d.kind))]

describe('missions in play: setup', () => {
  test('GF-MIS-SETUP: the mission, variant, environment and optional rules are checked at start', () => {
    const sq = { p1: [profile()], p2: [profile()] }
    const code = (setup: object) => {
      const r = testRuleset.start({ squadrons: sq, ...setup }, 's')
      return r.ok ? 'ok' : r.error.code
    }
    expect(code({ mission: { id: 'nope' } })).toBe('gunframe/unknown_mission')
    expect(code({ mission: { id: 'loot', variant: 'raid-bunker-assault' } })).toBe('gunframe/unknown_variant')
    expect(code({ environment: 'acid-rain' })).toBe('gunframe/unknown_environment')
    expect(code({ optional: ['flying-cars'] })).toBe('gunframe/unknown_optional_rule')
    expect(code({ mission: 'raid', environment: { id: 'storm', storm: 'snow', eye: true } })).toBe('ok')
  })

  test('GF-MIS-DEPLOY: the defender may split the table diagonally where the mission allows', () => {
    const s = unwrap(
      testRuleset.start({ squadrons: { p1: [profile()], p2: [profile()] }, attacker: 'p1' }, 'd'),
    )
    expect(testRuleset.legal(s)).toHaveLength(8)
    const st = play(s, [{ kind: 'choose-half', half: 'southwest' }]).state
    expect(st.halves).toEqual({ p2: 'southwest', p1: 'northeast' })
    // Carnage's markers lie on the diagonal centre line.
    for (const o of st.mission.objectives) expect(o.pos.x + o.pos.y).toBeCloseTo(36)
    const spots = testRuleset.legal(st).filter((d) => d.kind === 'deploy')
    expect(spots.length).toBeGreaterThan(0)
    for (const d of spots) if (d.kind === 'deploy') expect(d.pos.x + d.pos.y).toBeLessThan(18)
    const b = unwrap(
      testRuleset.start(
        { squadrons: { p1: [profile()], p2: [profile()] }, attacker: 'p1', mission: 'breakthrough' },
        'd',
      ),
    )
    expect(testRuleset.legal(b)).toHaveLength(4)
    expect(reject(b, { kind: 'choose-half', half: 'southwest' })).toBe('gunframe/bad_half')
  })

  test('GF-MIS-MARKERS: Engagement markers are placed by the players in turn, defender first, in their own half', () => {
    let s = startMission({ id: 'engagement' })
    expect(s.phase).toBe('setup')
    expect(testRuleset.prompt(s)).toMatchObject({ seat: 'p2', kind: 'mission-setup', item: 'objective' })
    const legal = testRuleset.legal(s)
    expect(legal.length).toBeGreaterThan(0)
    for (const d of legal) if (d.kind === 'mission-setup') expect(d.pos?.y).toBeGreaterThan(18)
    expect(reject(s, { kind: 'mission-setup', step: 'objective:1', pos: { x: 18, y: 12 } })).toBe(
      'gunframe/outside_region',
    )
    for (let i = 0; i < 4; i++) {
      const seat = testRuleset.prompt(s)?.seat
      expect(seat).toBe(i % 2 === 0 ? 'p2' : 'p1')
      s = unwrap(testRuleset.apply(s, testRuleset.legal(s)[0] as BattleDecision)).state
    }
    expect(s.phase).toBe('deploy')
    expect(s.mission.objectives).toHaveLength(4)
  })

  test('GF-MIS-RAID-BUNKER: the defender picks which bunkers are gun emplacements (a prompt)', () => {
    const s = startMission({ id: 'raid', variant: 'raid-bunker-assault' })
    expect(testRuleset.prompt(s)).toMatchObject({
      seat: 'p2',
      kind: 'mission-setup',
      what: 'choose-gun-emplacements',
    })
    expect(testRuleset.legal(s)).toHaveLength(8)
    const st = play(s, [
      { kind: 'mission-setup', step: 'gun-emplacements', emplacements: ['piece:bunker:2'] },
    ]).state
    expect(unitOf(st, 'piece:bunker:2')).toMatchObject({
      piece: 'gun-emplacement',
      armour: 8,
      profile: { loadout: { short: 3 } },
    })
    expect(unitOf(st, 'piece:bunker:1')).toMatchObject({
      piece: 'bunker',
      armour: 12,
      status: 'table',
      profile: { defense: 3 },
    })
    expect(st.phase).toBe('deploy')
  })

  test('GF-MIS-ESCORT: convoy vehicles deploy with the defender and act like units (6/3/5, 4+)', () => {
    const s = startMission({ id: 'escort' })
    const p = testRuleset.prompt(s)
    expect(p).toMatchObject({ seat: 'p2', kind: 'deploy' })
    expect(promptAs(p, 'deploy')?.units).toEqual(
      expect.arrayContaining(['piece:convoy:1', 'piece:convoy:2', 'piece:convoy:3']),
    )
    expect(unitOf(s, 'piece:convoy:1')).toMatchObject({
      armour: 5,
      side: 'p2',
      profile: { speed: 6, defense: 3, skill: 4 },
    })
  })
})

describe('missions in play: reserves', () => {
  test('GF-MIS-RESERVES: up to half the points may wait in reserve; Carnage allows none', () => {
    const s = startMission({ id: 'domination' })
    // p2: 13 + 10 points; the 13-point unit is more than half.
    expect(reject(s, { kind: 'reserve', unit: 'unit:p2:0', mode: 'reserve' })).toBe('gunframe/no_reserve')
    const dep = testRuleset.legal(s).find((d) => d.kind === 'deploy') as BattleDecision
    const st = play(s, [dep as never, { kind: 'reserve', unit: 'unit:p2:1', mode: 'reserve' }]).state
    expect(st.mission.reserves).toEqual({ 'unit:p2:1': 'reserve' })
    expect(testRuleset.prompt(st)).toMatchObject({ seat: 'p1', kind: 'deploy' })
    const c = startMission({ id: 'carnage' })
    const d0 = testRuleset.legal(c).find((d) => d.kind === 'deploy') as BattleDecision
    const c1 = play(c, [d0 as never]).state
    expect(reject(c1, { kind: 'reserve', unit: 'unit:p2:1', mode: 'reserve' })).toBe('gunframe/no_reserve')
  })

  const withReserve = () => {
    const s = missionScenario(
      [
        { side: 'p1', pos: { x: 10, y: 3 } },
        { side: 'p2', pos: { x: 27, y: 33 }, set: { activated: true } },
        { side: 'p2', pos: { x: 0, y: 0 }, set: { status: 'undeployed' } },
      ],
      { id: 'domination' },
    )
    s.mission.reserves = { 'unit:p2:1': 'reserve' }
    return play(s, [{ kind: 'activate', unit: 'unit:p1:0' }, { kind: 'end-activation' }]).state
  }

  test('GF-MIS-RESERVES-CALL / GF-TURN-END: in the End phase the defender names reserves; a pass arrives touching its edge', () => {
    const s = withReserve()
    expect(testRuleset.prompt(s)).toMatchObject({ seat: 'p2', kind: 'call-reserves', units: ['unit:p2:1'] })
    const called = play(s, [{ kind: 'call-reserves', units: ['unit:p2:1'] }], [4]).state
    expect(testRuleset.prompt(called)).toMatchObject({ seat: 'p2', kind: 'arrive', unit: 'unit:p2:1' })
    for (const d of testRuleset.legal(called)) if (d.kind === 'arrive') expect(d.pos.y).toBeGreaterThan(18)
    expect(reject(called, { kind: 'arrive', unit: 'unit:p2:1', pos: { x: 9, y: 30 }, facing: S })).toBe(
      'gunframe/bad_arrival',
    )
    const st = play(
      called,
      [{ kind: 'arrive', unit: 'unit:p2:1', pos: { x: 9, y: 35 }, facing: S }],
      [6, 1],
    ).state
    expect(unitOf(st, 'unit:p2:1')).toMatchObject({ status: 'table', pos: { x: 9, y: 35 } })
    expect(st.turn).toBe(2)
  })

  test('GF-MIS-RESERVES-CALL: a failed Pilot Skill roll keeps the unit in reserve', () => {
    const st = play(withReserve(), [{ kind: 'call-reserves', units: ['unit:p2:1'] }], [3, 6, 1]).state
    expect(unitOf(st, 'unit:p2:1').status).toBe('undeployed')
    expect(st.mission.reserves).toEqual({ 'unit:p2:1': 'reserve' })
    expect(st.turn).toBe(2)
  })
})

describe('missions in play: special actions and victory', () => {
  const doomsday = () => {
    // The device sits in the middle of the defender (north) half: (18, 27).
    const s = missionScenario(
      [
        { side: 'p1', pos: { x: 18, y: 26 } },
        { side: 'p2', pos: { x: 5, y: 33 } },
      ],
      { id: 'doomsday' },
    )
    ;(s.mission.state as { clock: number }).clock = 3
    return play(s, [{ kind: 'activate', unit: 'unit:p1:0' }]).state
  }

  test('GF-MIS-DOOMSDAY-DEACTIVATE: an attacker touching the device beats the clock and wins at once', () => {
    const s = doomsday()
    const acts = testRuleset.legal(s).filter((d) => d.kind === 'mission-action')
    expect(acts).toEqual([
      expect.objectContaining({ action: 'deactivate', twoDice: false }),
      expect.objectContaining({ action: 'deactivate', twoDice: true }),
    ])
    const st = play(s, [{ kind: 'mission-action', action: 'deactivate', twoDice: false }], [5]).state
    expect(st.result).toMatchObject({ winners: ['p1'], reason: 'mission' })
    expect(testRuleset.prompt(st)).toBeNull()
  })

  test('GF-MIS-DOOMSDAY-DEACTIVATE: a failed single die showing 1 adds 1 to the clock', () => {
    const st = play(doomsday(), [{ kind: 'mission-action', action: 'deactivate', twoDice: false }], [1]).state
    expect(st.mission.state?.clock).toBe(4)
    expect(st.result).toBeNull()
  })

  test('GF-RULING-7 / GF-MIS-DOOMSDAY-DEACTIVATE: two dice showing a double 1 set the device off — the defender wins', () => {
    const st = play(
      doomsday(),
      [{ kind: 'mission-action', action: 'deactivate', twoDice: true }],
      [1, 1],
    ).state
    expect(st.result).toMatchObject({ winners: ['p2'], reason: 'mission' })
  })

  test('GF-MIS-DOOMSDAY-CLOCK: a D3 goes on the clock at the start of each turn', () => {
    const s = missionScenario(
      [
        { side: 'p1', pos: { x: 10, y: 3 } },
        { side: 'p2', pos: { x: 27, y: 33 }, set: { activated: true } },
      ],
      { id: 'doomsday' },
    )
    const st = play(s, [{ kind: 'activate', unit: 'unit:p1:0' }, { kind: 'end-activation' }], [6, 4, 2]).state
    expect(st.turn).toBe(2)
    expect(st.mission.state?.clock).toBe(3)
  })

  test('GF-MIS-LOOT-DROP: loot is picked up with a special action, carried, and dropped by a destroyed carrier', () => {
    const s = missionScenario(
      [
        { side: 'p1', pos: { x: 18, y: 17 } },
        { side: 'p2', pos: { x: 27, y: 33 } },
      ],
      { id: 'ambush' },
    )
    const st = play(s, [
      { kind: 'activate', unit: 'unit:p1:0' },
      { kind: 'mission-action', action: 'pick-up', counter: 'loot:1' },
      moveTo({ x: 18, y: 17 }, { x: 18, y: 14 }, N),
    ]).state
    const loot = st.mission.state?.counters[0]
    expect(loot).toMatchObject({ carrier: 'unit:p1:0', pos: { x: 18, y: 14 } })
    const u = unitOf(st, 'unit:p1:0')
    u.status = 'destroyed'
    missionEvent(
      st,
      { table: openGround, dice: new Dice(seedRng('x')), emit: () => {}, modules: battleModules() },
      { type: 'UnitDestroyed', unit: u.id, turn: st.turn },
    )
    expect(st.mission.state?.counters[0]?.carrier).toBeUndefined()
  })

  test('GF-MIS-INVESTIGATE: a 6 finds the prize — the finder carries it and the other counters become markers', () => {
    const s = missionScenario(
      [
        { side: 'p1', pos: { x: 10, y: 17 } },
        { side: 'p2', pos: { x: 27, y: 33 } },
      ],
      { id: 'investigate' },
    )
    const ms = s.mission.state as NonNullable<typeof s.mission.state>
    ms.counters.push(
      { id: 'target:1', kind: 'target', role: 'point-of-interest', pos: { x: 10, y: 18 } },
      { id: 'target:2', kind: 'target', role: 'point-of-interest', pos: { x: 20, y: 18 } },
      { id: 'target:3', kind: 'target', role: 'point-of-interest', pos: { x: 30, y: 18 } },
    )
    const st = play(
      s,
      [
        { kind: 'activate', unit: 'unit:p1:0' },
        { kind: 'mission-action', action: 'investigate', counter: 'target:1' },
      ],
      [6],
    ).state
    expect(st.mission.state?.counters).toEqual([
      { id: 'loot:prize', kind: 'loot', pos: { x: 10, y: 18 }, carrier: 'unit:p1:0' },
    ])
    expect(st.mission.objectives.map((o) => o.id)).toEqual(['objective:target:2', 'objective:target:3'])
  })

  test('GF-MIS-BREAKTHROUGH: the attacker holding a marker in an End phase wins at once', () => {
    const s = missionScenario(
      [
        { side: 'p1', pos: { x: 10, y: 31 } },
        { side: 'p2', pos: { x: 30, y: 20 }, set: { activated: true } },
      ],
      { id: 'breakthrough' },
    )
    s.mission.state?.markers.push({ id: 'objective:1', kind: 'objective', pos: { x: 10, y: 33 } })
    const st = play(s, [{ kind: 'activate', unit: 'unit:p1:0' }, { kind: 'end-activation' }]).state
    expect(st.result).toMatchObject({ winners: ['p1'], reason: 'mission' })
  })

  test('GF-MIS-RANDOM-LENGTH / GF-MIS-WIN: from turn 4 a die below the turn number ends the game', () => {
    const make = () => {
      const s = missionScenario(
        [
          { side: 'p1', pos: { x: 18, y: 17 }, profile: { points: 40 } },
          { side: 'p2', pos: { x: 27, y: 33 }, set: { activated: true } },
        ],
        { id: 'take-and-hold' },
      )
      s.turn = 4
      return s
    }
    const done = play(
      make(),
      [{ kind: 'activate', unit: 'unit:p1:0' }, { kind: 'end-activation' }],
      [3],
    ).state
    // p1 holds the centre in turn 4 (4 VP) and triples p2's points (+3 attrition).
    expect(done.result).toMatchObject({ reason: 'turns', winners: ['p1'], vp: { p1: 7, p2: 0 } })
    const more = play(
      make(),
      [{ kind: 'activate', unit: 'unit:p1:0' }, { kind: 'end-activation' }],
      [4, 6, 1],
    ).state
    expect(more.result).toBeNull()
    expect(more.turn).toBe(5)
  })

  test('GF-MIS-RAID-GUN: structures never activate; a gun emplacement reacts, and only by attacking', () => {
    const s = missionScenario(
      [
        { side: 'p1', pos: { x: 22, y: 30 }, facing: Math.PI },
        { side: 'p2', pos: { x: 30, y: 20 } },
      ],
      { id: 'raid', variant: 'raid-bunker-assault' },
    )
    makeGunEmplacement(unitOf(s, 'piece:bunker:2'))
    s.next = 'p2'
    expect(promptAs(testRuleset.prompt(s), 'activate')?.units).toEqual(['unit:p2:0'])
    s.stack.push({
      t: 'react',
      trigger: { type: 'attacked', by: 'unit:p1:0', unit: 'piece:bunker:2' },
      seat: 'p2',
    })
    const reacts = testRuleset.legal(s).filter((d) => d.kind === 'react')
    expect(reacts.length).toBeGreaterThan(0)
    expect(reacts.every((d) => d.kind === 'react' && d.action === 'attack')).toBe(true)
    expect(reject(s, { kind: 'react', unit: 'piece:bunker:2', action: 'evade' })).toBe(
      'gunframe/cannot_react',
    )
  })
})

describe('environments in play', () => {
  test('GF-ENV-SNOW: every unit loses 1" of Speed for the whole battle', () => {
    const s = startMission({ id: 'carnage' }, { environment: { id: 'storm', storm: 'snow' } })
    expect(s.units.map((u) => u.profile.speed)).toEqual([4, 4, 4, 4])
  })

  test('GF-ENV-STORM: medium and long range targets are obscured while the storm rages', () => {
    const s = missionScenario(
      [
        { side: 'p1', pos: { x: 10, y: 3 } },
        { side: 'p2', pos: { x: 10, y: 15 } },
        { side: 'p2', pos: { x: 16, y: 7 } },
      ],
      { id: 'carnage' },
      { id: 'storm', eye: true },
    )
    const far = play(s, activateAttack('unit:p1:0', 'unit:p2:0'), [6, 6, 6, 1, 1, 1, 1]).events
    expect(far.find((e) => e.type === 'DefenseRolled')).toMatchObject({ pool: 4 })
    const near = play(s, activateAttack('unit:p1:0', 'unit:p2:1'), [6, 6, 6, 1, 1, 1]).events
    expect(near.find((e) => e.type === 'DefenseRolled')).toMatchObject({ pool: 3 })
    s.mission.environment = {
      ...(s.mission.environment as NonNullable<typeof s.mission.environment>),
      stormActive: false,
    }
    const calm = play(s, activateAttack('unit:p1:0', 'unit:p2:0'), [6, 6, 6, 1, 1, 1]).events
    expect(calm.find((e) => e.type === 'DefenseRolled')).toMatchObject({ pool: 3 })
  })

  test('GF-ENV-DARKNESS: nobody may react to movement in the dark', () => {
    const placed = [
      { side: 'p1' as const, pos: { x: 10, y: 5 } },
      { side: 'p2' as const, pos: { x: 10, y: 20 } },
    ]
    const moved = (env: 'none' | 'darkness') =>
      play(missionScenario(placed, { id: 'carnage' }, { id: env }), [
        { kind: 'activate', unit: 'unit:p1:0' },
        moveTo({ x: 10, y: 5 }, { x: 10, y: 8 }, N),
      ]).state
    expect(testRuleset.prompt(moved('none'))).toMatchObject({ kind: 'react', seat: 'p2' })
    expect(testRuleset.prompt(moved('darkness'))).toMatchObject({ kind: 'action', seat: 'p1' })
  })

  test('GF-ENV-BOMBARDMENT / GF-TURN-END: in the End phase each exposed unit takes 1 damage on a 1', () => {
    const s = missionScenario(
      [
        { side: 'p1', pos: { x: 10, y: 3 } },
        { side: 'p2', pos: { x: 27, y: 33 }, set: { activated: true } },
      ],
      { id: 'carnage' },
      { id: 'bombardment' },
    )
    const st = play(
      s,
      [{ kind: 'activate', unit: 'unit:p1:0' }, { kind: 'end-activation' }],
      [1, 4, 6, 2],
    ).state
    expect(unitOf(st, 'unit:p1:0').armour).toBe(7)
    expect(unitOf(st, 'unit:p2:0').armour).toBe(8)
  })

  test('GF-ENV-HULL-BREACH: a roll of 1-2 after explode or blast tears a 2" hazard into the table', async () => {
    const { hullBreach } = await import('./environment.ts')
    const s = missionScenario(
      [{ side: 'p1', pos: { x: 10, y: 3 } }],
      { id: 'carnage' },
      { id: 'space-structure' },
    )
    const ctx = (dice: number[]) => ({
      table: openGround,
      dice: new Dice(withScript(seedRng('x'), dice)),
      emit: () => {},
      modules: battleModules(),
    })
    hullBreach(s, ctx([3]), { x: 18, y: 18 })
    expect(s.field.terrain).toHaveLength(0)
    hullBreach(s, ctx([2]), { x: 18, y: 18 })
    expect(s.field.terrain.map((t) => t.id)).toEqual(['terrain:hull-breach:1'])
    expect(s.mission.environment?.breaches).toEqual([{ x: 18, y: 18 }])
  })
})

describe('multi-player battles', () => {
  test('GF-MULTI-FFA: players pick edges in roll order, deploy within 8" of the edge centre and go clockwise', () => {
    const sq = { p1: [profile()], p2: [profile()], p3: [profile()] }
    const field = { width: 48, depth: 48, terrain: [] }
    let s = unwrap(testRuleset.start({ squadrons: sq, battlefield: field }, 'ffa'))
    expect(s.mission.ffa).toBe(true)
    const order = s.mission.ffaOrder as string[]
    expect([...order].sort()).toEqual(['p1', 'p2', 'p3'])
    for (const [i, half] of (['south', 'north', 'east'] as const).entries()) {
      expect(testRuleset.prompt(s)?.seat).toBe(order[i])
      s = play(s, [{ kind: 'choose-half', half }]).state
    }
    expect(s.phase).toBe('deploy')
    for (const seat of order) {
      expect(testRuleset.prompt(s)).toMatchObject({ kind: 'deploy', seat })
      const ds = testRuleset.legal(s)
      for (const d of ds)
        if (d.kind === 'deploy') {
          const c = { south: { x: 24, y: 0 }, north: { x: 24, y: 48 }, east: { x: 48, y: 24 } }[
            s.halves?.[seat] as 'south'
          ]
          expect(Math.hypot(d.pos.x - c.x, d.pos.y - c.y)).toBeLessThanOrEqual(8)
        }
      s = play(s, [ds[0] as never]).state
    }
    // The last to deploy has the first initiative; then clockwise (south → north → east).
    expect(testRuleset.prompt(s)).toMatchObject({ kind: 'activate', seat: order[2] })
    expect(s.seats).toEqual(
      ['south', 'north', 'east'].map((h) => order[['south', 'north', 'east'].indexOf(h)]),
    )
    const first = order[2] as string
    s = play(s, [{ kind: 'activate', unit: `unit:${first}:0` }, { kind: 'end-activation' }]).state
    const i = s.seats.indexOf(first)
    expect(testRuleset.prompt(s)?.seat).toBe(s.seats[(i + 1) % 3])
  })

  test('GF-MULTI-TEAMS: team battles play as two sides, each unit keeping its player', () => {
    const s = unwrap(
      testRuleset.start(
        {
          squadrons: { p1: [profile()], p2: [profile()], p3: [profile()], p4: [profile()] },
          teams: { red: ['p1', 'p2'], blue: ['p3', 'p4'] },
          attacker: 'red',
          defenderHalf: 'north',
        },
        'teams',
      ),
    )
    expect(s.seats).toEqual(['red', 'blue'])
    expect(s.units.map((u) => [u.id, u.side, u.owner])).toEqual([
      ['unit:p1:0', 'red', 'p1'],
      ['unit:p2:0', 'red', 'p2'],
      ['unit:p3:0', 'blue', 'p3'],
      ['unit:p4:0', 'blue', 'p4'],
    ])
    expect(testRuleset.prompt(s)).toMatchObject({ kind: 'deploy', seat: 'blue' })
    expect(kinds(testRuleset.legal(s))).toEqual(['deploy'])
  })
})
