import { readFileSync } from 'node:fs'
import { unwrap } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { exampleTable } from '../../quick.ts'
import { battle, frame, play, playAll, reject, ruleset } from '../../testkit/index.ts'
import { archetypeFrame, type CompanySpec, readCompany } from '../../units/index.ts'
import { ready } from '../testing.ts'
import type { FzDecision, FzSetup, FzState } from '../types.ts'
import { deploymentSteps } from './bidding.ts'
import { inPerimeter } from './deploy.ts'
import { pointsPerAsset } from './scores.ts'
import { stationStatus } from './stations.ts'

const company = (f: string): CompanySpec => {
  const file = JSON.parse(
    readFileSync(new URL(`../../../../../examples/framezero/${f}`, import.meta.url), 'utf8'),
  )
  const r = readCompany(file)
  if (!r.company) throw new Error(JSON.stringify(r.problems))
  return r.company
}
const setupOf = (companies: CompanySpec[]): FzSetup => ({
  players: companies.map((company, i) => ({ seat: `p${i + 1}`, company })),
  size: 'skirmish',
  table: exampleTable(),
})
const soldiers = (n: number, name = 'S'): CompanySpec => {
  const frames = Array.from({ length: n }, (_, i) => archetypeFrame('Soldier', `${name}${i}`))
  frames[0]!.ssr = 3
  return { name, frames, spares: [archetypeFrame('Hammer', `${name}-spare`)] }
}

describe('bidding (F§7)', () => {
  test('MF-BID-EXAMPLE: 5×4 systems against 4×4 + 1×3: frames tie, A has most systems (ppa 4), B fewest (ppa 6)', () => {
    const s = unwrap(
      ruleset.start(setupOf([company('blue-lancers.json'), company('red-hammers.json')]), 'bid'),
    )
    expect(s.ppa).toEqual({ p1: 4, p2: 6 })
    expect(s.startScores).toEqual({ p1: 20, p2: 30 })
    expect(s.roles).toEqual({ defender: 'p2', point: 'p1', attackers: [] })
  })
  test('MF-BID-PPA: start at 5; most frames −1, fewest +1; most systems −1, fewest +1; ties take the modifier', () => {
    expect(
      pointsPerAsset([
        { seat: 'a', frames: 5, systems: 20 },
        { seat: 'b', frames: 4, systems: 16 },
        { seat: 'c', frames: 4, systems: 12 },
      ]),
    ).toEqual({ a: 3, b: 6, c: 7 })
    expect(
      pointsPerAsset([
        { seat: 'a', frames: 4, systems: 16 },
        { seat: 'b', frames: 4, systems: 16 },
      ]),
    ).toEqual({ a: 5, b: 5 })
  })
  test('MF-BID-ROLES: highest starting score defends, lowest is point attacker, the rest attack', () => {
    const s = unwrap(ruleset.start(setupOf([soldiers(5, 'A'), soldiers(4, 'B'), soldiers(3, 'C')]), 'r'))
    // ppa: A 3, B 5, C 7 → scores 15, 20, 21
    expect(s.startScores).toEqual({ p1: 15, p2: 20, p3: 21 })
    expect(s.roles).toEqual({ defender: 'p3', point: 'p1', attackers: ['p2'] })
    expect(s.rank).toEqual(['p3', 'p2', 'p1'])
  })
  test('MF-BID-TIE: a tie for the highest starting score: odd/even roll, the winner adds or removes a frame', () => {
    const s = unwrap(ruleset.start(setupOf([soldiers(5, 'A'), soldiers(5, 'B')]), 'tie'))
    expect(s.phase).toBe('tie')
    const p = ruleset.prompt(s)
    expect(p).toMatchObject({ kind: 'tieBreak', tied: ['p1', 'p2'] })
    const w = s.tie!.winner
    expect(w).toBe(s.tie!.roll % 2 === 1 ? 'p1' : 'p2')
    const opts = ruleset.legal(s).map((d) => (d as Extract<FzDecision, { kind: 'tieBreak' }>).option)
    expect(new Set(opts)).toEqual(new Set(['defend', 'remove', 'add']))
    const removed = play(s, {
      seat: w,
      kind: 'tieBreak',
      option: 'remove',
      frame: s.frames.find((f) => f.seat === w)!.id,
    }).state
    // 4 frames vs 5: fewer frames and systems → ppa 7 vs 3: 28 vs 15, the remover defends
    expect(removed.roles?.defender).toBe(w)
    expect(removed.phase).toBe('deploy')
  })
  test('MF-RULING-BID-TIE: the tie winner may instead simply take the Defender position', () => {
    const s = unwrap(ruleset.start(setupOf([soldiers(5, 'A'), soldiers(5, 'B')]), 'tie'))
    const w = s.tie!.winner
    const d = play(s, { seat: w, kind: 'tieBreak', option: 'defend' }).state
    expect(d.roles?.defender).toBe(w)
  })
  test('MF-RULING-START-STATIONS: starting scores count frames only (stations are not yet on the table)', () => {
    const s = unwrap(
      ruleset.start(setupOf([company('blue-lancers.json'), company('red-hammers.json')]), 'bid'),
    )
    expect(s.stations.every((x) => x.controller === null)).toBe(true)
    expect(s.startScores.p1).toBe(5 * s.ppa.p1!)
  })
  test('MF-RULING-POINT-TIE: equal lowest starting scores: the later seat is point attacker', () => {
    const s = unwrap(ruleset.start(setupOf([soldiers(3, 'A'), soldiers(4, 'B'), soldiers(4, 'C')]), 'r'))
    // A: ppa 7 → 21 (defender); B and C: ppa 4 → 16 each
    expect(s.roles).toEqual({ defender: 'p1', point: 'p3', attackers: ['p2'] })
  })
})

function deployed(): FzState {
  return unwrap(ruleset.start(setupOf([company('blue-lancers.json'), company('red-hammers.json')]), 'bid'))
}

describe('deployment (F§8)', () => {
  test('MF-DEPLOY-ORDER: defender stations, two defender frames, point frame, attackers by score, attacker stations, defender rest', () => {
    const s = deployed()
    const steps = deploymentSteps(s).map((x) => `${x.kind}:${x.seat}:${x.rule}`)
    expect(steps).toEqual([
      'station:p2:defender',
      'station:p2:defender',
      'station:p2:defender',
      'frame:p2:defender-first',
      'frame:p2:defender-first',
      'frame:p1:point',
      'frame:p1:attacker',
      'frame:p1:attacker',
      'frame:p1:attacker',
      'frame:p1:attacker',
      'station:p1:attacker',
      'station:p1:attacker',
      'station:p1:attacker',
      'frame:p2:defender-rest',
      'frame:p2:defender-rest',
      'frame:p2:defender-rest',
    ])
  })
  test('MF-DEPLOY-RULES: stations within a ruler of each other; perimeter; point frame; attackers out of range; defender rest in cover', () => {
    let s = deployed()
    const st = (i: number) => `station:p2:${i}`
    s = play(s, { seat: 'p2', kind: 'place', id: st(0), at: { x: 4, y: 12 } }).state
    expect(reject(s, { seat: 'p2', kind: 'place', id: st(1), at: { x: 20, y: 12 } })).toBe(
      'framezero/station_spread',
    )
    s = playAll(s, [
      { seat: 'p2', kind: 'place', id: st(1), at: { x: 10, y: 12 } },
      { seat: 'p2', kind: 'place', id: st(2), at: { x: 4, y: 4 } },
    ]).state
    expect(inPerimeter(s, { x: 17, y: 12 })).toBe(true)
    expect(inPerimeter(s, { x: 19, y: 12 })).toBe(false)
    expect(reject(s, { seat: 'p2', kind: 'place', id: 'frame:p2:0', at: { x: 25, y: 20 } })).toBe(
      'framezero/outside_perimeter',
    )
    s = playAll(s, [
      { seat: 'p2', kind: 'place', id: 'frame:p2:0', at: { x: 11, y: 14 } },
      { seat: 'p2', kind: 'place', id: 'frame:p2:1', at: { x: 6, y: 8 } },
    ]).state
    // point frame: outside perimeter, 7–8 u from a defender frame, out of cover
    expect(reject(s, { seat: 'p1', kind: 'place', id: 'frame:p1:0', at: { x: 22, y: 22 } })).toBe(
      'framezero/point_distance',
    )
    // distances run between the frames' footprints (MF-TABLE-MEASURE): 7.73 u here
    s = play(s, { seat: 'p1', kind: 'place', id: 'frame:p1:0', at: { x: 19.5, y: 16 } }).state
    // other attackers: outside perimeter and beyond 8 u of every defender frame
    expect(reject(s, { seat: 'p1', kind: 'place', id: 'frame:p1:1', at: { x: 18.5, y: 18 } })).toBe(
      'framezero/in_defender_range',
    )
    expect(ruleset.legal(s).length).toBeGreaterThan(0)
  })
  test('MF-RULING-POINT-EDGE: the point frame stands in the last unit of direct-fire range (7 < d ≤ 8)', () => {
    let s = deployed()
    s = playAll(s, [
      { seat: 'p2', kind: 'place', id: 'station:p2:0', at: { x: 4, y: 12 } },
      { seat: 'p2', kind: 'place', id: 'station:p2:1', at: { x: 10, y: 12 } },
      { seat: 'p2', kind: 'place', id: 'station:p2:2', at: { x: 4, y: 4 } },
      { seat: 'p2', kind: 'place', id: 'frame:p2:0', at: { x: 17, y: 13 } },
      { seat: 'p2', kind: 'place', id: 'frame:p2:1', at: { x: 6, y: 8 } },
    ]).state
    // footprints 5.5 u apart (centres 6.5 u) and outside the perimeter: too close for the far edge
    expect(reject(s, { seat: 'p1', kind: 'place', id: 'frame:p1:0', at: { x: 23.5, y: 13 } })).toBe(
      'framezero/point_distance',
    )
    // 8.5 u between footprints: beyond direct fire
    expect(reject(s, { seat: 'p1', kind: 'place', id: 'frame:p1:0', at: { x: 26.5, y: 13 } })).toBe(
      'framezero/point_distance',
    )
    play(s, { seat: 'p1', kind: 'place', id: 'frame:p1:0', at: { x: 25.5, y: 13 } })
  })
  test('MF-DEPLOY-RULES: the point frame may not stand in the cover of a frame (frames are cover too)', () => {
    const point = (d2: { x: number; y: number }) => {
      const s = battle({
        frames: [
          { seat: 'p1', id: 'frame:d1', systems: ['Rd'], at: { x: 2, y: 12 } },
          { seat: 'p1', id: 'frame:d2', systems: ['Rd'], at: d2 },
          { seat: 'p2', id: 'frame:pt', systems: ['Rd'], at: { x: 0, y: 0 } },
        ],
      })
      s.phase = 'deploy'
      s.frames[2]!.pos = null
      s.deploy = [{ kind: 'frame', seat: 'p2', rule: 'point' }]
      return s
    }
    // 7.5 u from d1, but d2 stands within 1 u of the spot, across the line from d1
    const covered = point({ x: 9.2, y: 12 })
    expect(reject(covered, { seat: 'p2', kind: 'place', id: 'frame:pt', at: { x: 10.5, y: 12 } })).toBe(
      'framezero/point_in_frame_cover',
    )
    const r = ruleset.apply(covered, { seat: 'p2', kind: 'place', id: 'frame:pt', at: { x: 10.5, y: 12 } })
    expect(!r.ok && r.error.message).toMatch(/out of cover/)
    // the same spot with d2 off that line is open
    play(point({ x: 9.2, y: 16 }), { seat: 'p2', kind: 'place', id: 'frame:pt', at: { x: 10.5, y: 12 } })
  })
  test('MF-RULING-DEPLOY-COVER: a late defender frame outside the perimeter must be within 1 u of a structure between it and an enemy', () => {
    const s = battle({
      frames: [
        { seat: 'p1', id: 'frame:d', systems: ['Rd'], at: { x: 3, y: 3 } },
        { seat: 'p1', id: 'frame:late', systems: ['Rd'], at: { x: 0, y: 0 } },
        { seat: 'p2', id: 'frame:e', systems: ['Rd'], at: { x: 28, y: 12 } },
      ],
      cover: [{ id: 'cover:w', x: 20, y: 10, w: 1, h: 4, bricks: 8, perLayer: 1 }],
      stations: [{ id: 'station:d', at: { x: 2, y: 2 }, placedBy: 'p1' }],
    })
    s.phase = 'deploy'
    s.frames[1]!.pos = null
    s.deploy = [{ kind: 'frame', seat: 'p1', rule: 'defender-rest' }]
    expect(reject(s, { seat: 'p1', kind: 'place', id: 'frame:late', at: { x: 22, y: 12 } })).toBe(
      'framezero/not_in_cover',
    )
    play(s, { seat: 'p1', kind: 'place', id: 'frame:late', at: { x: 19.5, y: 12 } })
  })
})

describe('stations (F§10)', () => {
  const field = () =>
    battle({
      frames: [
        { seat: 'p1', id: 'frame:a', systems: ['Rd', 'G'], at: { x: 5, y: 5 } },
        { seat: 'p2', id: 'frame:b', systems: ['Rd'], at: { x: 20, y: 5 } },
        { seat: 'p2', id: 'frame:c', systems: ['Rd'], at: { x: 20, y: 15 } },
      ],
      stations: [{ id: 'station:s', at: { x: 9, y: 5 } }],
      ppa: { p1: 7, p2: 3 },
    })
  test('MF-STATION-CAPTURE: a frame alone within 1 u captures at once; the score updates', () => {
    // W W G Rd Rd: green 4
    const s = ready(field(), 'frame:a', null, null, [1, 1, 4, 1, 1], { move: 2 })
    const r = play(s, { seat: 'p1', kind: 'move', frame: 'frame:a', to: { x: 8, y: 5 } })
    expect(r.events.find((e) => e.type === 'StationControl')).toMatchObject({ controller: 'p1' })
    expect(r.events.find((e) => e.type === 'Scores')).toMatchObject({ scores: { p1: 14, p2: 6 } })
  })
  test('MF-RULING-CONTEST: frames of two players within 1 u leave control unchanged', () => {
    const s = field()
    s.stations[0]!.controller = 'p2'
    s.ppa = { p1: 10, p2: 3 }
    s.frames[0]!.pos = { x: 8, y: 5 }
    s.frames[1]!.pos = { x: 10, y: 5 }
    expect(stationStatus(s, s.stations[0]!)).toBe('contested')
    const r = ready(s, 'frame:a', null, null, [1, 1, 1, 1, 1], { move: 2 })
    const m = play(r, { seat: 'p1', kind: 'move', frame: 'frame:a', to: { x: 8, y: 5.5 } }).state
    expect(m.stations[0]!.controller).toBe('p2')
  })
  test('MF-RULING-CAPTURE-PASSING: moving past a station does not capture it; only where the frame stops counts', () => {
    const s = ready(field(), 'frame:a', null, null, [1, 1, 6, 1, 1], { move: 2 })
    const m = play(s, { seat: 'p1', kind: 'move', frame: 'frame:a', to: { x: 11, y: 5 } }).state
    expect(m.stations[0]!.controller).toBeNull()
  })
  test('MF-STATION-CANNOT-TARGET: stations are not targets and not cover', () => {
    const s = ready(field(), 'frame:a', null, null, [1, 1, 1, 1, 1], { move: 2 })
    expect(frame(s, 'frame:a').activated).toBe(true)
    const t = field()
    const a = play(t, { seat: 'p1', kind: 'activate', frame: 'frame:a' }).state
    expect(
      reject(a, {
        seat: 'p1',
        kind: 'declare',
        frame: 'frame:a',
        target: { kind: 'cover', id: 'station:s' },
        band: 'd',
      }),
    ).toBe('framezero/not_cover')
  })
})

describe('round end and the doomsday clock (F§11)', () => {
  const field = () =>
    battle({
      frames: [
        { seat: 'p1', id: 'frame:a', systems: ['Rd'], at: { x: 5, y: 5 } },
        { seat: 'p2', id: 'frame:b', systems: ['Rd'], at: { x: 20, y: 5 }, activated: true, defence: 3 },
      ],
      ppa: { p1: 5, p2: 4 },
    })
  const endRound = (s: FzState) => {
    const r = ready(s, 'frame:a', null, null, [1, 1, 1, 1], { defence: 0 })
    return play({ ...r, spots: { 'frame:b': 2 } }, { seat: 'p1', kind: 'endTurn', frame: 'frame:a' })
  }
  test('MF-CLOCK-ROUND: at round end markers come off, the clock drops by 1, then each player from the top may take it down 1 more', () => {
    const r = endRound(field())
    expect(r.state.clock).toBe(10)
    expect(r.state.spots).toEqual({})
    expect(frame(r.state, 'frame:b').defence).toBeNull()
    expect(ruleset.prompt(r.state)).toEqual({ seat: 'p1', kind: 'clock', clock: 10 })
    const c = playAll(r.state, [
      { seat: 'p1', kind: 'clock', down: true },
      { seat: 'p2', kind: 'clock', down: false },
    ]).state
    expect(c.clock).toBe(9)
    expect(c.round).toBe(2)
    expect(ruleset.prompt(c)).toMatchObject({ kind: 'activate' })
  })
  test('MF-CLOCK-END: at 0 the battle ends and the highest score wins', () => {
    const s = field()
    s.clock = 2
    const r = endRound(s)
    const c = play(r.state, { seat: 'p1', kind: 'clock', down: true })
    expect(ruleset.outcome(c.state)).toMatchObject({ winners: ['p1'], draw: false, scores: { p1: 5, p2: 4 } })
    expect(ruleset.prompt(c.state)).toBeNull()
  })
  test('MF-RULING-END-TIE: a tied score goes to the most assets left; tied on that too is a draw', () => {
    const s = field()
    s.ppa = { p1: 4, p2: 2 }
    s.frames.push({ ...s.frames[1]!, id: 'frame:b2', pos: { x: 25, y: 20 } })
    s.clock = 1
    const r = endRound(s)
    expect(ruleset.outcome(r.state)).toMatchObject({
      winners: ['p2'],
      reason: 'tied score broken by most assets left',
    })
    const e = field()
    e.ppa = { p1: 4, p2: 4 }
    e.clock = 1
    expect(ruleset.outcome(endRound(e).state)).toMatchObject({ draw: true, winners: [] })
  })
})
