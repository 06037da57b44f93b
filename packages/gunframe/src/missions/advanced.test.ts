import { unwrap } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { focusBlocked } from './beacons.ts'
import { flatDistance } from './control.ts'
import { dropLoot, missionActions, pickUp } from './counters.ts'
import { deploymentArea, deploymentRule } from './deployment.ts'
import { attemptDeactivation, doomsdayStartOfTurn } from './doomsday.ts'
import { mission, place, ROLES, scripted, T36, unit, view } from './missions.testkit.ts'
import { PIECES } from './pieces.ts'
import { answerStep, checkPlacement, targetCandidates } from './placement.ts'
import { scoreEndOfGame, scoreEndOfTurn } from './scoring.ts'
import { setupMission } from './setup.ts'
import { decideWinner, limitLastTurn, missionEndPhase } from './victory.ts'

describe('advanced missions', () => {
  test('GF-MIS-AMBUSH: loot in the centre; half the defenders within 4" of it, the rest in reserve; attackers 8" away', () => {
    const ms = mission({ id: 'ambush' })
    expect(ms.counters).toEqual([{ id: 'loot:1', kind: 'loot', pos: { x: 18, y: 18 } }])
    expect(ms.lastTurn).toBeNull()
    const d = deploymentRule(ms, 'p2', 4)
    expect(d.restInReserve).toBe(true)
    expect(d.areas[0]?.maxUnits).toBe(2)
    expect(d.reserves.ambush).toBe(false)
    expect(deploymentArea(ms, d, { x: 18, y: 23 }, 1, [], [])).toBe('near-loot')
    expect(deploymentArea(ms, d, { x: 18, y: 23.5 }, 1, [], [])).toBeNull()
    expect(
      deploymentArea(ms, d, { x: 18, y: 23 }, 1, [{ area: 'near-loot' }, { area: 'near-loot' }], []),
    ).toBeNull()
    const a = deploymentRule(ms, 'p1', 5)
    expect(a.reserves.ambush).toBe(true)
    const guard = unit('p2', 18, 20)
    expect(deploymentArea(ms, a, { x: 18, y: 30 }, 1, [], [guard])).toBeNull() // exactly 8" edge to edge
    expect(deploymentArea(ms, a, { x: 18, y: 30.5 }, 1, [], [guard])).toBe('table')
  })

  test('GF-MIS-AMBUSH: 3 VP for holding the loot at the end; 1 VP to the defender when nobody does', () => {
    const ms = mission({ id: 'ambush' })
    expect(scoreEndOfGame(ms, view(5, []))).toEqual({ p1: 0, p2: 1 })
    const runner = unit('p1', 18, 17)
    const held = pickUp(ms, 'loot:1', runner.id)
    expect(scoreEndOfGame(held, view(5, [runner]))).toEqual({ p1: 3, p2: 0 })
    const v = decideWinner(held, view(5, [runner, unit('p2', 2, 2)]), { p1: 0, p2: 0 })
    expect(v.winners).toEqual(['p1'])
  })

  test('GF-MIS-LOOT-DROP: a carrier knocked down or destroyed drops the loot beside it; pick-up needs contact', () => {
    const ms = mission({ id: 'ambush' })
    const u = unit('p1', 19, 18) // base edge touches the counter's centre
    expect(missionActions(ms, u, flatDistance)).toEqual([{ kind: 'pick-up', counter: 'loot:1' }])
    expect(missionActions(ms, unit('p1', 21, 18), flatDistance)).toEqual([])
    const held = pickUp(ms, 'loot:1', u.id)
    expect(held.counters[0]?.carrier).toBe(u.id)
    const dropped = dropLoot(held, u, { x: 20.5, y: 18 })
    expect(dropped.counters[0]).toEqual({ id: 'loot:1', kind: 'loot', pos: { x: 20.5, y: 18 } })
  })

  test('GF-MIS-BREAKTHROUGH: edge split only; both sides place a marker in the defender zone', () => {
    expect(setupMission({ id: 'breakthrough' }, T36, ROLES, 'southwest').ok).toBe(false)
    const ms = mission({ id: 'breakthrough' })
    expect(ms.steps.map((s) => s.seat)).toEqual(['p2', 'p1'])
    const step = ms.steps[0]
    if (!step) throw new Error('no step')
    expect(checkPlacement(ms, step, { x: 10, y: 4 }).ok).toBe(true)
    expect(checkPlacement(ms, step, { x: 10, y: 8 }).ok).toBe(false)
    const d = deploymentRule(ms, 'p2', 4)
    expect(d.areas[0]?.label).toBe('half')
    expect(d.reserves).toEqual({ reserves: false, halo: false, ambush: true })
    expect(deploymentRule(ms, 'p1', 4).reserves).toEqual({ reserves: true, halo: true, ambush: false })
  })

  test('GF-MIS-BREAKTHROUGH: the attacker holding a marker in an End phase wins at once; else the defender after turn 5', () => {
    const ms = place(mission({ id: 'breakthrough' }), [
      { x: 10, y: 4 },
      { x: 26, y: 4 },
    ])
    const held = missionEndPhase(ms, view(3, [unit('p1', 26, 6), unit('p2', 2, 30)]), scripted([]))
    expect(held.end).toEqual({ reason: 'mission', winner: 'p1', turn: 3 })
    const units = [unit('p1', 26, 12), unit('p2', 2, 30)]
    const last = missionEndPhase(ms, view(5, units), scripted([]))
    expect(last.end?.reason).toBe('turns')
    expect(decideWinner(last.state, view(5, units), { p1: 0, p2: 0 }).winners).toEqual(['p2'])
  })

  test('GF-MIS-AMBUSH: the defenders’ half by the loot rounds up (5 units: 3; 3 units: 2; 1 unit: 1)', () => {
    const ms = mission({ id: 'ambush' })
    expect(deploymentRule(ms, 'p2', 5).areas[0]?.maxUnits).toBe(3)
    expect(deploymentRule(ms, 'p2', 3).areas[0]?.maxUnits).toBe(2)
    expect(deploymentRule(ms, 'p2', 1).areas[0]?.maxUnits).toBe(1)
    const d = deploymentRule(ms, 'p2', 5)
    const two = [{ area: 'near-loot' }, { area: 'near-loot' }] as const
    expect(deploymentArea(ms, d, { x: 18, y: 23 }, 1, [...two], [])).toBe('near-loot')
    expect(deploymentArea(ms, d, { x: 18, y: 23 }, 1, [...two, { area: 'near-loot' }], [])).toBeNull()
  })

  test('GF-MIS-DOOMSDAY: the quarter by the device rounds up (2 units: 1; 5 units: 2)', () => {
    const ms = mission({ id: 'doomsday' })
    expect(deploymentRule(ms, 'p2', 2).areas[0]?.maxUnits).toBe(1)
    expect(deploymentRule(ms, 'p2', 5).areas[0]?.maxUnits).toBe(2)
    expect(deploymentRule(ms, 'p2', 8).areas[0]?.maxUnits).toBe(2)
  })

  test('GF-MIS-DOOMSDAY: the device sits in the centre of the defender half; a quarter of the defenders may start by it', () => {
    const ms = mission({ id: 'doomsday' })
    expect(ms.counters).toEqual([
      { id: 'target:device', kind: 'target', role: 'doomsday-device', pos: { x: 18, y: 9 } },
    ])
    expect(ms.lastTurn).toBeNull()
    const d = deploymentRule(ms, 'p2', 8)
    expect(d.areas.map((a) => [a.label, a.maxUnits])).toEqual([
      ['near-device', 2],
      ['zone', undefined],
    ])
    expect(deploymentArea(ms, d, { x: 18, y: 12 }, 1, [], [])).toBe('near-device')
    expect(
      deploymentArea(ms, d, { x: 18, y: 12 }, 1, [{ area: 'near-device' }, { area: 'near-device' }], []),
    ).toBeNull()
    expect(deploymentArea(ms, d, { x: 18, y: 3 }, 1, [], [])).toBe('zone')
    expect(deploymentArea(ms, d, { x: 18, y: 15 }, 1, [], [])).toBeNull()
  })

  test('GF-MIS-DOOMSDAY-CLOCK: a D3 each turn start; at 12 the defender wins in the End phase', () => {
    let ms = mission({ id: 'doomsday' })
    const units = [unit('p1', 1, 30), unit('p2', 1, 1)]
    for (const r of [3, 3, 3]) ms = doomsdayStartOfTurn(ms, scripted([r])).state
    expect(ms.clock).toBe(9)
    expect(missionEndPhase(ms, view(3, units), scripted([])).end).toBeNull()
    ms = doomsdayStartOfTurn(ms, scripted([3])).state
    const end = missionEndPhase(ms, view(4, units), scripted([]))
    expect(end.end).toEqual({ reason: 'mission', winner: 'p2', turn: 4 })
    expect(decideWinner(end.state, view(4, units), { p1: 0, p2: 0 }).winners).toEqual(['p2'])
    // No turn limit: turn 9 with a low clock goes on.
    expect(missionEndPhase({ ...ms, clock: 5 }, view(9, units), scripted([])).end).toBeNull()
  })

  test('GF-MIS-DOOMSDAY-DEACTIVATE: beat the clock (+1 Mechanic/Tactician, -1 per engaged defender); a failed 1 adds to the clock', () => {
    const ms = { ...mission({ id: 'doomsday' }), clock: 4 }
    const plain = unit('p1', 18, 11)
    const mech = unit('p1', 18, 11, { upgrades: ['mechanic'] })
    const base = { engagedDefenders: 0, twoDice: false, turn: 2 }
    expect(attemptDeactivation(ms, { ...base, unit: plain }, scripted([5])).outcome).toBe('deactivated')
    expect(attemptDeactivation(ms, { ...base, unit: plain }, scripted([4])).outcome).toBe('failed')
    expect(attemptDeactivation(ms, { ...base, unit: mech }, scripted([4])).outcome).toBe('deactivated')
    expect(attemptDeactivation(ms, { ...base, unit: mech, engagedDefenders: 1 }, scripted([4])).outcome).toBe(
      'failed',
    )
    const up = attemptDeactivation(ms, { ...base, unit: plain }, scripted([1]))
    expect(up.outcome).toBe('clock-up')
    expect(up.state.clock).toBe(5)
    const win = attemptDeactivation(ms, { ...base, unit: plain }, scripted([6]))
    expect(win.state.end).toEqual({ reason: 'mission', winner: 'p1', turn: 2 })
  })

  test('GF-RULING-7: with two dice the dice add up, a single 1 changes nothing, a double 1 sets the device off', () => {
    const ms = { ...mission({ id: 'doomsday' }), clock: 8 }
    const u = unit('p1', 18, 11)
    const two = { engagedDefenders: 0, twoDice: true, turn: 3, unit: u }
    expect(attemptDeactivation(ms, two, scripted([4, 5])).outcome).toBe('deactivated')
    const miss = attemptDeactivation(ms, two, scripted([1, 5]))
    expect(miss.outcome).toBe('failed')
    expect(miss.state.clock).toBe(8)
    const boom = attemptDeactivation(ms, two, scripted([1, 1]))
    expect(boom.outcome).toBe('activated')
    expect(boom.state.end?.winner).toBe('p2')
    // The two-dice attempt is offered only to a unit that began its activation in contact.
    const touching = unit('p1', 18, 10)
    expect(missionActions(ms, touching, flatDistance, true)).toEqual([
      { kind: 'deactivate', twoDice: false },
      { kind: 'deactivate', twoDice: true },
    ])
    expect(missionActions(ms, { ...touching, side: 'p2' }, flatDistance, true)).toEqual([])
  })

  test('GF-MIS-ESCORT: three convoy vehicles (Speed 6, Defense 3, Armour 5, 4+, no weapons) placed in the defender zone', () => {
    expect(PIECES['convoy-vehicle']).toMatchObject({
      speed: 6,
      defense: 3,
      armour: 5,
      skill: 4,
      acts: 'unit',
      upgrades: [],
    })
    const ms = mission({ id: 'escort' })
    expect(ms.pieces.map((p) => p.kind)).toEqual(['convoy-vehicle', 'convoy-vehicle', 'convoy-vehicle'])
    expect(ms.steps.every((s) => s.when === 'deployment' && s.seat === 'p2')).toBe(true)
    const step = ms.steps[0]
    if (!step) throw new Error('no step')
    expect(checkPlacement(ms, step, { x: 5, y: 5 }, 1).ok).toBe(true)
    expect(checkPlacement(ms, step, { x: 5, y: 5.5 }, 1).ok).toBe(false)
    const placed = unwrap(answerStep(ms, step.id, { pos: { x: 5, y: 5 }, radius: 1 }))
    expect(placed.pieces[0]?.pos).toEqual({ x: 5, y: 5 })
  })

  test('GF-MIS-ESCORT / GF-RULING-6: 2 VP per destroyed vehicle to the attacker; 2 VP home and 1 VP otherwise to the defender (ruling 6)', () => {
    const ms = mission({ id: 'escort' })
    const [a, b, c] = ms.pieces.map((p) => p.id)
    const units = [
      unit('p2', 5, 34, { id: a as string, piece: 'convoy-vehicle' }), // wholly in p1's zone (north)
      unit('p2', 5, 20, { id: b as string, piece: 'convoy-vehicle' }),
      unit('p2', 5, 5, { id: c as string, piece: 'convoy-vehicle', status: 'destroyed' }),
    ]
    expect(scoreEndOfGame(ms, view(5, units))).toEqual({ p1: 2, p2: 3 })
    const edge = [{ ...units[0], pos: { x: 5, y: 30.5 } }, units[1], units[2]] as typeof units
    expect(scoreEndOfGame(ms, view(5, edge))).toEqual({ p1: 2, p2: 2 })
  })

  test('GF-MIS-ESCORT-SCRAPPY: each side picks a defending unit as target; 3 VP destroyed / 3 VP home / 2 VP alive', () => {
    const ms = mission({ id: 'escort', variant: 'escort-scrappy-survivors' })
    expect(ms.pieces).toEqual([])
    expect(ms.steps.map((s) => [s.kind, s.seat, s.when])).toEqual([
      ['choose-target', 'p2', 'after-deployment'],
      ['choose-target', 'p1', 'after-deployment'],
    ])
    const d1 = unit('p2', 5, 34)
    const d2 = unit('p2', 5, 5)
    const enemy = unit('p1', 20, 20)
    const squad = [d1, d2, enemy]
    expect(answerStep(ms, 'survivor:1', { unit: enemy.id }, squad).ok).toBe(false)
    const one = unwrap(answerStep(ms, 'survivor:1', { unit: d1.id }, squad))
    const step2 = one.steps[0]
    if (!step2) throw new Error('no step')
    expect(targetCandidates(one, step2, squad)).toEqual([d2.id])
    expect(answerStep(one, 'survivor:2', { unit: d1.id }, squad).ok).toBe(false)
    const both = unwrap(answerStep(one, 'survivor:2', { unit: d2.id }, squad))
    expect(both.targets).toEqual([d1.id, d2.id])
    expect(scoreEndOfGame(both, view(5, squad))).toEqual({ p1: 0, p2: 5 })
    expect(scoreEndOfGame(both, view(5, [d1, { ...d2, status: 'destroyed' }]))).toEqual({ p1: 3, p2: 3 })
  })

  test('GF-MIS-RAID: six targets (Defense 2, Armour 5) placed in the defender half; 1 VP each way', () => {
    expect(PIECES['raid-target']).toMatchObject({ defense: 2, armour: 5, acts: 'never' })
    const ms = mission({ id: 'raid' })
    expect(ms.lastTurn).toBeNull()
    expect(ms.steps).toHaveLength(6)
    const step = ms.steps[0]
    if (!step) throw new Error('no step')
    expect(checkPlacement(ms, step, { x: 5, y: 17 }).ok).toBe(true)
    expect(checkPlacement(ms, step, { x: 5, y: 19 }).ok).toBe(false)
    const done = place(
      ms,
      [4, 10, 16, 22, 28, 34].map((x) => ({ x, y: 12 })),
    )
    const units = done.pieces.map((p, i) =>
      unit('p2', p.pos?.x ?? 0, 12, {
        id: p.id,
        piece: 'raid-target',
        status: i < 2 ? 'destroyed' : 'table',
      }),
    )
    expect(scoreEndOfGame(done, view(5, units))).toEqual({ p1: 2, p2: 4 })
  })

  test('GF-MIS-RAID-BUNKER / GF-MIS-RAID-GUN: three bunkers evenly along the zone front; the defender picks gun emplacements', () => {
    expect(PIECES.bunker).toMatchObject({ defense: 3, armour: 12 })
    expect(PIECES['gun-emplacement']).toMatchObject({
      defense: 3,
      armour: 8,
      loadout: { close: 0, short: 3, medium: 0, long: 0 },
      upgrades: ['turreted@short'],
      acts: 'react-attack-only',
    })
    const ms = mission({ id: 'raid', variant: 'raid-bunker-assault' })
    expect(ms.pieces.map((p) => p.pos)).toEqual([
      { x: 9, y: 6 },
      { x: 18, y: 6 },
      { x: 27, y: 6 },
    ])
    expect(answerStep(ms, 'gun-emplacements', { emplacements: ['piece:nope'] }).ok).toBe(false)
    const guns = unwrap(answerStep(ms, 'gun-emplacements', { emplacements: ['piece:bunker:2'] }))
    expect(guns.pieces.map((p) => p.kind)).toEqual(['bunker', 'gun-emplacement', 'bunker'])
    const units = [
      unit('p2', 9, 6, { id: 'piece:bunker:1', piece: 'bunker', status: 'destroyed' }),
      unit('p2', 18, 6, { id: 'piece:bunker:2', piece: 'gun-emplacement', armour: 5 }),
      unit('p2', 27, 6, { id: 'piece:bunker:3', piece: 'bunker', armour: 4 }),
    ]
    expect(scoreEndOfGame(guns, view(5, units))).toEqual({ p1: 2, p2: 3 })
  })

  test('GF-MIS-REMEMBER-LOVE: a basic mission plus two beacons 8" from the edges; +2 VP per destroyed beacon', () => {
    expect(PIECES['disruption-beacon']).toMatchObject({ defense: 2, armour: 8 })
    const ms = mission({ id: 'remember-love', base: 'take-and-hold' })
    expect(ms.markers).toHaveLength(1)
    expect(ms.lastTurn).toBeNull() // Take and Hold's random length
    expect(ms.steps.map((s) => s.seat)).toEqual(['p2', 'p1'])
    const step = ms.steps[0]
    if (!step) throw new Error('no step')
    expect(checkPlacement(ms, step, { x: 7.9, y: 18 }).ok).toBe(false)
    expect(checkPlacement(ms, step, { x: 8, y: 18 }).ok).toBe(true)
    const done = place(ms, [
      { x: 10, y: 10 },
      { x: 26, y: 26 },
    ])
    const holder = unit('p1', 18, 20)
    expect(scoreEndOfTurn(done, view(3, [holder])).p1).toBe(3)
    const beacons = [
      unit('p2', 10, 10, { id: 'piece:beacon:1', piece: 'disruption-beacon', status: 'destroyed' }),
      unit('p2', 26, 26, { id: 'piece:beacon:2', piece: 'disruption-beacon' }),
    ]
    expect(scoreEndOfGame(done, view(5, beacons))).toEqual({ p1: 2, p2: 0 })
    // Attackers within 8" of a standing beacon cannot use Focus Points; defenders can.
    const near = unit('p1', 26, 18)
    expect(focusBlocked(done, near, beacons, flatDistance)).toBe(true)
    expect(focusBlocked(done, unit('p1', 10, 18), beacons, flatDistance)).toBe(false)
    expect(focusBlocked(done, { ...near, side: 'p2' }, beacons, flatDistance)).toBe(false)
  })

  test('GF-ENV-DECOMPRESSION: the mission honours a nearer last turn', () => {
    const ms = limitLastTurn(mission({ id: 'carnage' }), 3)
    const units = [unit('p1', 1, 30), unit('p2', 1, 1)]
    expect(missionEndPhase(ms, view(3, units), scripted([])).end?.reason).toBe('turns')
    expect(limitLastTurn(ms, 9).lastTurn).toBe(3)
  })
})
