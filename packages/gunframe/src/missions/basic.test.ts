import { unwrap } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { missionForRoll } from './catalogue.ts'
import { investigate } from './counters.ts'
import { deploymentRule } from './deployment.ts'
import { mission, place, scripted, unit, view } from './missions.testkit.ts'
import { answerStep, checkPlacement, placementCandidates } from './placement.ts'
import { scoreEndOfGame, scoreEndOfTurn } from './scoring.ts'
import { setupMission } from './setup.ts'
import { decideWinner, missionEndPhase } from './victory.ts'

describe('basic missions', () => {
  test('GF-MIS-ROLL: a D6 picks the basic or advanced mission', () => {
    expect([1, 2, 3, 4, 5, 6].map((r) => missionForRoll('basic', r))).toEqual([
      'carnage',
      'domination',
      'engagement',
      'investigate',
      'loot',
      'take-and-hold',
    ])
    expect(missionForRoll('advanced', 3)).toBe('doomsday')
    expect(missionForRoll('basic', 7)).toBeNull()
  })

  test('GF-MIS-CARNAGE: three markers evenly along the centre line, no reserves', () => {
    const ms = mission({ id: 'carnage' })
    expect(ms.markers.map((m) => m.pos)).toEqual([
      { x: 9, y: 18 },
      { x: 18, y: 18 },
      { x: 27, y: 18 },
    ])
    expect(ms.steps).toEqual([])
    expect(ms.lastTurn).toBe(5)
    expect(deploymentRule(ms, 'p1', 4).reserves).toEqual({ reserves: false, halo: false, ambush: false })
    const east = mission({ id: 'carnage' }, 'east')
    expect(east.markers.map((m) => m.pos.x)).toEqual([18, 18, 18])
  })

  test('GF-MIS-CARNAGE: 1 VP per marker held in each End phase; winner after turn five with attrition', () => {
    const ms = mission({ id: 'carnage' })
    const units = [
      unit('p1', 9, 20),
      unit('p1', 18, 20),
      unit('p2', 18, 16),
      unit('p2', 27, 16, { points: 30 }),
    ]
    expect(scoreEndOfTurn(ms, view(1, units))).toEqual({ p1: 1, p2: 1 })
    const end = missionEndPhase(ms, view(5, units), scripted([]))
    expect(end.end).toEqual({ reason: 'turns', turn: 5 })
    // p2 keeps 40 points against 20: double, +2 VP.
    const v = decideWinner(end.state, view(5, units), { p1: 5, p2: 5 })
    expect(v.attrition).toEqual({ p1: 0, p2: 2 })
    expect(v.vp).toEqual({ p1: 5, p2: 7 })
    expect(v.winners).toEqual(['p2'])
  })

  test('GF-MIS-SUDDEN-DEATH: the End phase ends the game when a side has nothing running', () => {
    const ms = mission({ id: 'carnage' })
    const units = [unit('p1', 9, 20), unit('p2', 18, 16, { status: 'destroyed' })]
    const r = missionEndPhase(ms, view(2, units), scripted([]))
    expect(r.end?.reason).toBe('sudden-death')
    expect(r.gained).toEqual({ p1: 1, p2: 0 })
    expect(decideWinner(r.state, view(2, units), { p1: 1, p2: 0 }).winners).toEqual(['p1'])
  })

  test('GF-MIS-DOMINATION: a marker in each quarter and one in the centre', () => {
    const ms = mission({ id: 'domination' })
    expect(ms.markers.map((m) => m.pos)).toEqual([
      { x: 9, y: 9 },
      { x: 27, y: 9 },
      { x: 9, y: 27 },
      { x: 27, y: 27 },
      { x: 18, y: 18 },
    ])
    const units = [unit('p1', 9, 11), unit('p1', 27, 11), unit('p2', 18, 20)]
    expect(scoreEndOfTurn(ms, view(1, units))).toEqual({ p1: 2, p2: 1 })
  })

  test('GF-MIS-DOMINATION-BUILDINGS: each marker stands on a Defense 3 / Armour 6 building; destroyed ones score nothing', () => {
    const ms = mission({ id: 'domination', variant: 'domination-buildings' })
    expect(ms.pieces).toHaveLength(5)
    expect(ms.pieces.every((p) => p.kind === 'objective-building')).toBe(true)
    const b = ms.markers[0]?.building as string
    const ruin = unit('neutral', 9, 9, { id: b, piece: 'objective-building', status: 'destroyed' })
    expect(scoreEndOfTurn(ms, view(1, [ruin, unit('p1', 9, 11)]))).toEqual({ p1: 0, p2: 0 })
    const up = { ...ruin, status: 'table' as const }
    expect(scoreEndOfTurn(ms, view(1, [up, unit('p1', 9, 11)]))).toEqual({ p1: 1, p2: 0 })
  })

  test('GF-MIS-ENGAGEMENT: each side places two markers in its half, more than 8" from the edges', () => {
    const ms = mission({ id: 'engagement' })
    expect(ms.steps.map((s) => s.seat)).toEqual(['p2', 'p1', 'p2', 'p1'])
    const step = ms.steps[0]
    if (!step) throw new Error('no step')
    expect(checkPlacement(ms, step, { x: 10, y: 10 }).ok).toBe(true)
    expect(checkPlacement(ms, step, { x: 8, y: 10 }).ok).toBe(false) // exactly 8" from the edge
    expect(checkPlacement(ms, step, { x: 10, y: 20 }).ok).toBe(false) // enemy half
    expect(placementCandidates(ms, step).length).toBeGreaterThan(0)
    const done = place(ms, [
      { x: 10, y: 10 },
      { x: 10, y: 26 },
      { x: 26, y: 10 },
      { x: 26, y: 26 },
    ])
    expect(done.markers.map((m) => m.owner)).toEqual(['p2', 'p1', 'p2', 'p1'])
    // p1 holds one of its own (1) and one of p2's (2); p2 holds nothing.
    const units = [unit('p1', 10, 28), unit('p1', 10, 12)]
    expect(scoreEndOfTurn(done, view(1, units))).toEqual({ p1: 3, p2: 0 })
  })

  test('GF-MIS-MARKERS: objective markers stay 6" apart', () => {
    const ms = place(mission({ id: 'engagement' }), [
      { x: 10, y: 10 },
      { x: 10, y: 26 },
    ])
    const step = ms.steps[0]
    if (!step) throw new Error('no step')
    expect(checkPlacement(ms, step, { x: 15, y: 10 }).ok).toBe(false)
    expect(checkPlacement(ms, step, { x: 16, y: 10 }).ok).toBe(true)
    expect(answerStep(ms, 'objective:9', { pos: { x: 16, y: 10 } }).ok).toBe(false)
  })

  test('GF-MIS-INVESTIGATE / GF-MIS-COUNTERS: six target counters at least 6" from both zones, 3" apart; random length, no ambush', () => {
    const ms = mission({ id: 'investigate' })
    expect(ms.steps).toHaveLength(6)
    expect(ms.lastTurn).toBeNull()
    expect(deploymentRule(ms, 'p1', 4).reserves).toEqual({ reserves: true, halo: true, ambush: false })
    const step = ms.steps[0]
    if (!step) throw new Error('no step')
    expect(checkPlacement(ms, step, { x: 5, y: 11.9 }).ok).toBe(false) // 5.9" from the south zone
    expect(checkPlacement(ms, step, { x: 5, y: 12 }).ok).toBe(true)
    const one = place(ms, [{ x: 5, y: 12 }])
    const next = one.steps[0]
    if (!next) throw new Error('no step')
    expect(checkPlacement(one, next, { x: 7.9, y: 12 }).ok).toBe(false)
    expect(checkPlacement(one, next, { x: 8, y: 12 }).ok).toBe(true)
  })

  const sixCounters = () =>
    place(
      mission({ id: 'investigate' }),
      [4, 10, 16, 22, 28, 34].map((x) => ({ x, y: 18 })),
    )

  test('GF-MIS-INVESTIGATE: 1-2 false lead, 3-5 intel becomes a marker, 6 the prize and the rest become markers', () => {
    const ms = sixCounters()
    const u = unit('p1', 4, 16)
    const a = investigate(ms, 'target:1', u, scripted([2]))
    expect(a?.result).toBe('false-lead')
    expect(a?.state.counters).toHaveLength(5)
    const b = investigate(ms, 'target:1', u, scripted([4]))
    expect(b?.result).toBe('intel')
    expect(b?.state.markers.map((m) => m.pos)).toEqual([{ x: 4, y: 18 }])
    const c = investigate(ms, 'target:1', u, scripted([6]))
    expect(c?.result).toBe('prize')
    expect(c?.mayPickUp).toBe(u.id)
    expect(c?.state.counters).toEqual([{ id: 'loot:prize', kind: 'loot', pos: { x: 4, y: 18 } }])
    expect(c?.state.markers).toHaveLength(5)
  })

  test('GF-MIS-INVESTIGATE: the last counter left becomes the prize by itself', () => {
    let ms = sixCounters()
    const u = unit('p1', 4, 16)
    for (const id of ['target:1', 'target:2', 'target:3', 'target:4']) {
      const r = investigate(ms, id, u, scripted([1]))
      if (!r) throw new Error('no counter')
      ms = r.state
    }
    const r = investigate(ms, 'target:5', u, scripted([2]))
    expect(r?.autoPrize).toBe('target:6')
    expect(r?.state.prizeFound).toBe(true)
    expect(r?.state.counters.map((c) => c.kind)).toEqual(['loot'])
  })

  test('GF-MIS-INVESTIGATE: scored at the end, 1 VP per marker and +3 for the loot', () => {
    const ms = sixCounters()
    const u = unit('p1', 4, 16)
    const r = investigate(ms, 'target:1', u, scripted([6]))
    if (!r) throw new Error('no counter')
    const carrier = { ...u }
    const state = { ...r.state, counters: r.state.counters.map((c) => ({ ...c, carrier: carrier.id })) }
    const units = [carrier, unit('p2', 10, 16), unit('p2', 16, 16)]
    expect(scoreEndOfTurn(state, view(4, units))).toEqual({ p1: 0, p2: 0 })
    expect(scoreEndOfGame(state, view(4, units))).toEqual({ p1: 3, p2: 2 })
  })

  test('GF-MIS-INVESTIGATE-BOOBY: a 1 damages every unit within D6" and removes the counter', () => {
    const ms = place(
      mission({ id: 'investigate', variant: 'investigate-booby-trapped' }),
      [4, 10, 16, 22, 28, 34].map((x) => ({ x, y: 18 })),
    )
    const near = unit('p1', 4, 16) // 1" from the counter
    const far = unit('p2', 4, 24) // 5"
    const r = investigate(ms, 'target:1', near, scripted([1, 3]), [near, far])
    expect(r?.result).toBe('booby-trap')
    expect(r?.trap).toEqual({ radius: 3, victims: [near.id] })
    expect(r?.state.counters).toHaveLength(5)
  })

  test('GF-MIS-RANDOM-LENGTH: Investigate ends on a failed roll from turn 4 (scripted)', () => {
    const ms = sixCounters()
    const units = [unit('p1', 1, 1), unit('p2', 30, 30)]
    expect(missionEndPhase(ms, view(3, units), scripted([])).end).toBeNull()
    const go = missionEndPhase(ms, view(4, units), scripted([4]))
    expect(go.end).toBeNull()
    expect(go.rolls).toEqual([{ what: 'random-length', value: 4 }])
    expect(missionEndPhase(ms, view(5, units), scripted([4])).end?.reason).toBe('turns')
    expect(missionEndPhase(ms, view(7, units), scripted([])).end?.reason).toBe('turns')
  })

  test('GF-MIS-LOOT: each side places an HQ in its zone, then six loot counters 6" from both zones', () => {
    const ms = mission({ id: 'loot' })
    expect(ms.steps.map((s) => s.id)).toEqual([
      'hq:p2',
      'hq:p1',
      'loot:1',
      'loot:2',
      'loot:3',
      'loot:4',
      'loot:5',
      'loot:6',
    ])
    const hq = ms.steps[0]
    if (!hq) throw new Error('no step')
    expect(checkPlacement(ms, hq, { x: 18, y: 3 }).ok).toBe(true)
    expect(checkPlacement(ms, hq, { x: 18, y: 33 }).ok).toBe(false)
  })

  const lootGame = (variant?: 'loot-sabotage') =>
    place(mission(variant ? { id: 'loot', variant } : { id: 'loot' }), [
      { x: 18, y: 3 },
      { x: 18, y: 33 },
      ...[4, 10, 16, 22, 28, 34].map((x) => ({ x, y: 18 })),
    ])

  test('GF-MIS-LOOT: 1 VP per loot counter within 3" of your HQ, none while the enemy holds it', () => {
    const ms = lootGame()
    // Two counters brought home to p2's HQ (south), one carried by a p2 unit standing by it.
    const carrier = unit('p2', 18, 6)
    const state = {
      ...ms,
      counters: ms.counters.map((c, i) =>
        i === 0
          ? { ...c, pos: { x: 17, y: 3 } }
          : i === 1
            ? { ...c, carrier: carrier.id, pos: carrier.pos }
            : c,
      ),
    }
    expect(scoreEndOfTurn(state, view(2, [carrier]))).toEqual({ p1: 0, p2: 2 })
    // An attacker at the HQ contests it (no VP); alone, the attacker controls it: still none for p2.
    const raider = unit('p1', 20, 3)
    expect(scoreEndOfTurn(state, view(2, [raider]))).toEqual({ p1: 0, p2: 0 })
  })

  test('GF-MIS-LOOT-SABOTAGE: VP for loot counters in the opponent HQ', () => {
    const ms = lootGame('loot-sabotage')
    const state = {
      ...ms,
      counters: ms.counters.map((c, i) => (i < 3 ? { ...c, pos: { x: 17, y: 33 } } : c)),
    }
    expect(scoreEndOfTurn(state, view(2, []))).toEqual({ p1: 0, p2: 3 })
  })

  test('GF-MIS-TAKE-AND-HOLD: the central marker is worth the turn number; random length', () => {
    const ms = mission({ id: 'take-and-hold' })
    expect(ms.markers.map((m) => m.pos)).toEqual([{ x: 18, y: 18 }])
    expect(ms.lastTurn).toBeNull()
    const units = [unit('p1', 18, 20)]
    expect([1, 2, 3, 6].map((t) => scoreEndOfTurn(ms, view(t, units)).p1)).toEqual([1, 2, 3, 6])
    const r = missionEndPhase(ms, view(6, [...units, unit('p2', 1, 1)]), scripted([6]))
    expect(r.end).toBeNull()
    expect(r.gained).toEqual({ p1: 6, p2: 0 })
  })

  test('GF-MIS-SETUP: unknown variants, foreign bases and same-side roles are refused', () => {
    const t = { width: 36, depth: 36 }
    const roles = { attacker: 'p1', defender: 'p2' }
    expect(setupMission({ id: 'carnage', variant: 'loot-sabotage' }, t, roles, 'south').ok).toBe(false)
    expect(setupMission({ id: 'carnage', base: 'loot' }, t, roles, 'south').ok).toBe(false)
    expect(setupMission({ id: 'carnage' }, t, { attacker: 'p1', defender: 'p1' }, 'south').ok).toBe(false)
    expect(setupMission({ id: 'carnage' }, { width: 20, depth: 20 }, roles, 'south').ok).toBe(false)
    expect(unwrap(setupMission({ id: 'carnage' }, t, roles, 'southwest')).markers).toHaveLength(3)
  })
})
