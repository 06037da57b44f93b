import { unwrap } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { exampleTable, quickBattle } from '../quick.ts'
import { battle, frame, play, playAll, reject, ruleset, script } from '../testkit/index.ts'
import { formatNotation, RULER, UNIT } from '../units/index.ts'
import { scores } from './core/scores.ts'
import { bandAt, structureCover } from './geo.ts'
import { asg, ready } from './testing.ts'

const A = 'frame:a'
const B = 'frame:b'
const tgt = (id: string) => ({ kind: 'frame' as const, id })

describe('rules coverage', () => {
  test('MF-BUILD-NO-SYSTEMS: a frame without systems defends, moves, spots and brawls with its whites', () => {
    const s0 = battle({
      frames: [
        { seat: 'p1', id: A, systems: [], at: { x: 5, y: 5 } },
        { seat: 'p2', id: B, systems: ['Rd'], at: { x: 5.8, y: 5 }, activated: true, defence: 0 },
      ],
    })
    // W W only (no sprint die without systems, MF-RULING-BARE-FRAME): brawl with one white,
    // defend with the other
    const s = ready(s0, A, tgt(B), 'h', [5, 3, 1, 1, 1, 1, 1], { attack: 0, defence: 1 })
    expect(frame(s, A).defence).toBe(3)
    const r = play(s, { seat: 'p1', kind: 'attack', frame: A, useSpot: false })
    expect(r.events.find((e) => e.type === 'AttackResolved')).toMatchObject({ attack: 5, cover: 'melee' })
  })
  test('MF-BID-SCORE: score = assets × ppa, with controlled stations counted', () => {
    const s = battle({
      frames: [
        { seat: 'p1', id: A, systems: ['Rd'], at: { x: 5, y: 5 } },
        { seat: 'p2', id: B, systems: ['Rd'], at: { x: 20, y: 5 } },
      ],
      stations: [{ at: { x: 10, y: 10 }, controller: 'p1' }],
      ppa: { p1: 4, p2: 6 },
    })
    expect(scores(s)).toEqual({ p1: 8, p2: 6 })
    s.frames[0]!.destroyed = true
    expect(scores(s)).toEqual({ p1: 4, p2: 6 })
  })
  test('MF-DEPLOY-TERRAIN: the setup’s terrain is on the table before any station or frame', () => {
    const s = unwrap(ruleset.start(unwrap(quickBattle(2)), 'x'))
    expect(s.cover.length).toBe(exampleTable().cover.length)
    expect(s.stations.every((x) => x.pos === null)).toBe(true)
  })
  test('MF-ORDER-ONE-TURN: a frame that has had its turn cannot be activated again this round', () => {
    const s0 = battle({
      frames: [
        { seat: 'p1', id: A, systems: ['Rd'], at: { x: 5, y: 5 } },
        { seat: 'p1', id: 'frame:a2', systems: ['Rd'], at: { x: 5, y: 15 } },
        { seat: 'p2', id: B, systems: ['Rd'], at: { x: 25, y: 5 }, activated: true },
      ],
    })
    const s = play(ready(s0, A, null, null, [1, 1, 1, 1], { defence: 0, move: 1 }), {
      seat: 'p1',
      kind: 'endTurn',
      frame: A,
    }).state
    expect(reject(s, { seat: 'p1', kind: 'activate', frame: A })).toBe('framezero/cannot_activate')
  })
  test('MF-ORDER-NO-FRAMES: a player with no frames left is skipped in tactical order but still takes the clock step', () => {
    const s0 = battle({
      frames: [
        { seat: 'p1', id: A, systems: ['Rd'], at: { x: 5, y: 5 } },
        { seat: 'p2', id: B, systems: ['Rd'], at: { x: 25, y: 5 } },
      ],
      ppa: { p1: 3, p2: 5 },
    })
    s0.frames[1]!.destroyed = true
    expect(ruleset.prompt(s0)).toMatchObject({ seat: 'p1', kind: 'activate', canPass: false })
    const s = play(ready(s0, A, null, null, [1, 1, 1, 1], { defence: 0, move: 1 }), {
      seat: 'p1',
      kind: 'endTurn',
      frame: A,
    }).state
    expect(s.clockQueue).toEqual(['p1', 'p2'])
    expect(
      ruleset.legal(play(s, { seat: 'p1', kind: 'clock', down: false }).state).map((d) => d.seat),
    ).toEqual(['p2', 'p2'])
  })
  test('MF-TURN-SEQUENCE: declare, roll, assign, then move/attack in either order, then spot', () => {
    const s0 = battle({
      frames: [
        { seat: 'p1', id: A, systems: ['Rd', 'Y'], at: { x: 5, y: 5 } },
        { seat: 'p2', id: B, systems: ['Rd'], at: { x: 10, y: 5 }, activated: true, defence: 6 },
      ],
    })
    let s = play(s0, { seat: 'p1', kind: 'activate', frame: A }).state
    expect(ruleset.prompt(s)).toMatchObject({ kind: 'declare' })
    s = play(script(s, [3, 2, 4, 5, 1]), {
      seat: 'p1',
      kind: 'declare',
      frame: A,
      target: tgt(B),
      band: 'd',
    }).state
    expect(ruleset.prompt(s)).toMatchObject({ kind: 'assign' })
    s = play(s, {
      seat: 'p1',
      kind: 'assign',
      frame: A,
      assignment: asg({ attack: 3, move: 0, spot: 2, defence: 1 }),
    }).state
    // attack first (5 vs 6: no dice), then move, then spot
    s = playAll(s, [
      { seat: 'p1', kind: 'attack', frame: A, useSpot: false },
      { seat: 'p1', kind: 'move', frame: A, to: { x: 5, y: 8 } },
    ]).state
    const r = play(s, { seat: 'p1', kind: 'spot', frame: A, target: B })
    expect(r.events.map((e) => e.type)).toEqual(expect.arrayContaining(['Spotted', 'TurnEnded']))
  })
  test('MF-MOVE-BULLETS: a target that moves away after the attack resolved keeps the damage', () => {
    const s0 = battle({
      frames: [
        { seat: 'p1', id: A, systems: ['Rd'], at: { x: 5, y: 5 } },
        { seat: 'p2', id: B, systems: ['Rd', 'G'], at: { x: 10, y: 5 } },
      ],
    })
    let s = ready(s0, A, tgt(B), 'd', [1, 1, 6, 1], { attack: 2 })
    s = play(s, { seat: 'p1', kind: 'attack', frame: A, useSpot: false }).state
    s = play(script(s, [1, 1, 6, 1, 1, 6, 1, 1, 1, 1]), {
      seat: 'p2',
      kind: 'declare',
      frame: B,
      target: null,
      band: null,
    }).state
    s = play(s, { seat: 'p2', kind: 'assign', frame: B, assignment: asg({ defence: 0, move: 2 }) }).state
    s = play(s, { seat: 'p2', kind: 'loseSystem', frame: B, system: 'G' }).state
    s = play(s, { seat: 'p1', kind: 'endTurn', frame: A }).state
    s = play(s, { seat: 'p2', kind: 'move', frame: B, to: { x: 16, y: 5 } }).state
    expect(frame(s, B).systems).toEqual(['Rd'])
  })
  test('MF-TABLE-UNITS: one unit is a hinge brick, a ruler is 8 units', () => {
    expect(UNIT).toBe(1)
    expect(RULER).toBe(8)
  })
  test('MF-TABLE-BANDS: exclusive bands: hand-to-hand to 1 u, direct fire to 8 u, artillery beyond', () => {
    expect([0.5, 1, 1.01, 8, 8.01, 40].map(bandAt)).toEqual(['h', 'h', 'd', 'd', 'a', 'a'])
  })
  test('MF-TABLE-COVER: in cover = within 1 u of a 3+ brick structure lying between attacker and target', () => {
    const s = battle({
      frames: [
        { seat: 'p1', id: A, at: { x: 0, y: 0 } },
        { seat: 'p2', id: B, at: { x: 20, y: 20 } },
      ],
      cover: [
        { id: 'cover:tall', x: 5, y: 4, w: 1, h: 2, bricks: 6, perLayer: 1 },
        { id: 'cover:low', x: 5, y: 10, w: 1, h: 2, bricks: 2, perLayer: 1 },
      ],
    })
    expect(structureCover(s, { x: 0, y: 5 }, { x: 6.5, y: 5 })?.id).toBe('cover:tall')
    expect(structureCover(s, { x: 0, y: 5 }, { x: 8, y: 5 })).toBeUndefined()
    expect(structureCover(s, { x: 10, y: 5 }, { x: 6.5, y: 5 })).toBeUndefined()
    expect(structureCover(s, { x: 0, y: 11 }, { x: 6.5, y: 11 })).toBeUndefined()
  })
  test('MF-TABLE-SIZE: the quick table is 32 × 24 u, five rulers across the diagonal', () => {
    const t = exampleTable()
    expect(Math.hypot(t.width, t.height) / RULER).toBe(5)
  })
  test('MF-ALT-SPLIT: split weapons play at both bands', () => {
    expect(formatNotation({ systems: ['Sdh'], ssr: 0 })).toBe('WWG8RhRd'.replace('G8', ''))
  })
  test('MF-ALT-SSR-COUNT: the agreed rocket count is a setup option', () => {
    const setup = unwrap(quickBattle(2))
    for (const p of setup.players) for (const f of p.company.frames) f.ssr = 0
    expect(ruleset.start({ ...setup, options: { ssrCount: 0 } }, 'x').ok).toBe(true)
  })
  test('MF-DEPLOY-THIRD: defender stations may not leave less than a third of the table outside the perimeter', () => {
    const s = battle({
      frames: [
        { seat: 'p1', id: A, systems: ['Rd'], at: { x: 1, y: 1 } },
        { seat: 'p2', id: B, systems: ['Rd'], at: { x: 19, y: 15 } },
      ],
      stations: [
        { id: 'station:0', at: { x: 0, y: 0 }, placedBy: 'p1' },
        { id: 'station:1', at: { x: 0, y: 0 }, placedBy: 'p1' },
      ],
      table: { width: 20, height: 16 },
    })
    s.phase = 'deploy'
    for (const x of s.stations) x.pos = null
    s.deploy = [
      { kind: 'station', seat: 'p1', rule: 'defender' },
      { kind: 'station', seat: 'p1', rule: 'defender' },
    ]
    const one = play(s, { seat: 'p1', kind: 'place', id: 'station:0', at: { x: 6, y: 8 } }).state
    expect(reject(one, { seat: 'p1', kind: 'place', id: 'station:1', at: { x: 13, y: 8 } })).toBe(
      'framezero/perimeter_too_large',
    )
  })
  test('MF-RULING-COVER-PRIORITY: when a structure and a frame could both cover, the structure counts', () => {
    const s0 = battle({
      frames: [
        { seat: 'p1', id: A, systems: ['Rd'], at: { x: 2, y: 5 } },
        { seat: 'p2', id: B, systems: ['Rd'], at: { x: 10, y: 5 }, activated: true, defence: 0 },
        { seat: 'p2', id: 'frame:c', systems: ['B'], at: { x: 9.5, y: 5 }, activated: true },
      ],
      cover: [{ id: 'cover:w', x: 8.6, y: 3, w: 0.4, h: 4, bricks: 8, perLayer: 1 }],
    })
    const s = ready(s0, A, tgt(B), 'd', [1, 1, 2, 1, 1, 1], { attack: 2 })
    const r = play(s, { seat: 'p1', kind: 'attack', frame: A, useSpot: false })
    expect(r.events.find((e) => e.type === 'AttackResolved')).toMatchObject({ cover: 'structure' })
  })
})
