import { describe, expect, test } from 'vitest'
import { battle, frame, play, playAll, reject, ruleset, script } from '../testkit/index.ts'
import { asg, ready } from './testing.ts'

const A = 'frame:a'
const B = 'frame:b'
const C = 'frame:c'
const tgt = (id: string) => ({ kind: 'frame' as const, id })

describe('combat order (F§9, seed)', () => {
  const three = () =>
    battle({
      frames: [
        { seat: 'p1', id: A, systems: ['Rd'], at: { x: 5, y: 5 } },
        { seat: 'p2', id: B, systems: ['Rd', 'B'], at: { x: 10, y: 5 } },
        { seat: 'p1', id: C, systems: ['Rd', 'B'], at: { x: 15, y: 5 } },
      ],
    })
  test('MF-ORDER-COMBAT: attacking a frame that has not acted makes it roll and set defence now; the attack resolves; the attacker finishes first', () => {
    let s = ready(three(), A, tgt(B), 'd', [1, 1, 6, 1], { attack: 2 })
    const r = play(s, { seat: 'p1', kind: 'attack', frame: A, useSpot: false })
    expect(r.events.map((e) => e.type)).toContain('CombatOrder')
    expect(ruleset.prompt(r.state)).toMatchObject({
      seat: 'p2',
      kind: 'declare',
      frame: B,
      cause: 'attacked',
    })
    s = r.state
    // B declares its own target now (MF-RULING-COMBAT-TARGET) and rolls: W W B Rd Rd
    s = play(script(s, [2, 1, 4, 6, 1, 6, 6]), {
      seat: 'p2',
      kind: 'declare',
      frame: B,
      target: tgt(C),
      band: 'd',
    }).state
    const a = play(s, {
      seat: 'p2',
      kind: 'assign',
      frame: B,
      assignment: asg({ defence: 2, attack: 3, move: 0 }),
    })
    // defence 4 against attack 6: 2 damage dice (6, 6) → 2 points on B
    expect(a.events.find((e) => e.type === 'AttackResolved')).toMatchObject({
      attack: 6,
      defence: 4,
      damageDice: 2,
    })
    s = a.state
    expect(ruleset.prompt(s)).toMatchObject({ seat: 'p2', kind: 'damage', frame: B, points: 2 })
    s = playAll(s, [{ seat: 'p2', kind: 'loseSystem', frame: B, system: 'B' }]).state
    // the last point takes the weapon (only one kind left) automatically; B keeps its rolled dice
    expect(frame(s, B).systems).toEqual([])
    expect(ruleset.prompt(s)).toMatchObject({ seat: 'p1', kind: 'act', frame: A })
    s = play(s, { seat: 'p1', kind: 'endTurn', frame: A }).state
    // now B finishes its own turn: move, then the attack on C (C has not acted: chain)
    expect(ruleset.prompt(s)).toMatchObject({ seat: 'p2', kind: 'act', frame: B })
    s = play(s, { seat: 'p2', kind: 'attack', frame: B, useSpot: false }).state
    expect(ruleset.prompt(s)).toMatchObject({ seat: 'p1', kind: 'declare', frame: C, cause: 'attacked' })
    s = play(script(s, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]), {
      seat: 'p1',
      kind: 'declare',
      frame: C,
      target: null,
      band: null,
    }).state
    s = play(s, {
      seat: 'p1',
      kind: 'assign',
      frame: C,
      assignment: asg({ defence: 2, move: 0, spot: 1 }),
    }).state
    // B's attack (6 vs 1) resolves, B ends, then C finishes, then tactical order again
    expect(ruleset.prompt(s)).toMatchObject({ kind: 'act', frame: B })
    s = play(s, { seat: 'p2', kind: 'endTurn', frame: B }).state
    expect(ruleset.prompt(s)).toMatchObject({ kind: 'act', frame: C })
    s = play(s, { seat: 'p1', kind: 'endTurn', frame: C }).state
    expect(ruleset.prompt(s)).toMatchObject({ kind: 'clock' })
  })
  test('MF-ORDER-COMBAT-DESTROYED: a target destroyed in combat order gets no move or attack', () => {
    let s = ready(
      battle({
        frames: [
          { seat: 'p1', id: A, systems: ['Rd'], at: { x: 5, y: 5 } },
          { seat: 'p2', id: B, systems: [], at: { x: 10, y: 5 } },
          { seat: 'p2', id: C, systems: ['Rd'], at: { x: 20, y: 5 } },
        ],
        ppa: { p1: 20, p2: 5 },
      }),
      A,
      tgt(B),
      'd',
      [1, 1, 6, 1],
      { attack: 2 },
    )
    s = play(s, { seat: 'p1', kind: 'attack', frame: A, useSpot: false }).state
    s = play(script(s, [1, 1, 1, 6, 6, 6, 6, 6]), {
      seat: 'p2',
      kind: 'declare',
      frame: B,
      target: null,
      band: null,
    }).state
    s = play(s, { seat: 'p2', kind: 'assign', frame: B, assignment: asg({ defence: 0, move: 1 }) }).state
    expect(frame(s, B).destroyed).toBe(true)
    s = play(s, { seat: 'p1', kind: 'endTurn', frame: A }).state
    expect(s.turns).toEqual([])
    expect(ruleset.prompt(s)).toMatchObject({ kind: 'activate', seat: 'p2' })
  })
  test('MF-RULING-COMBAT-TARGET: a frame activated by an attack declares its own target before it rolls', () => {
    let s = ready(three(), A, tgt(B), 'd', [1, 1, 6, 1], { attack: 2 })
    s = play(s, { seat: 'p1', kind: 'attack', frame: A, useSpot: false }).state
    expect(ruleset.legal(s).every((d) => d.kind === 'declare')).toBe(true)
    expect(ruleset.legal(s).some((d) => d.kind === 'declare' && d.target?.id === C)).toBe(true)
  })
})

describe('tactical order (F§9)', () => {
  test('MF-ORDER-TACTICAL: highest score acts or passes; the lowest cannot pass; restart from the top after each activation', () => {
    const s0 = battle({
      frames: [
        { seat: 'p1', id: A, systems: ['Rd'], at: { x: 5, y: 5 } },
        { seat: 'p1', id: 'frame:a2', systems: ['Rd'], at: { x: 5, y: 15 } },
        { seat: 'p2', id: B, systems: ['Rd'], at: { x: 25, y: 5 } },
      ],
      ppa: { p1: 5, p2: 4 },
    })
    expect(ruleset.prompt(s0)).toEqual({ seat: 'p1', kind: 'activate', canPass: true })
    const p = play(s0, { seat: 'p1', kind: 'pass' }).state
    expect(ruleset.prompt(p)).toEqual({ seat: 'p2', kind: 'activate', canPass: false })
    expect(reject(p, { seat: 'p2', kind: 'pass' })).toBe('framezero/cannot_pass')
    let s = ready(p, B, null, null, [1, 1, 1, 1], { defence: 0, move: 1 })
    s = play(s, { seat: 'p2', kind: 'endTurn', frame: B }).state
    // back to the top: p1 again; p2 has nothing left so p1 cannot pass now
    expect(ruleset.prompt(s)).toEqual({ seat: 'p1', kind: 'activate', canPass: false })
  })
  test('MF-RULING-SCORE-TIE: equal current scores act in tactical rank (defender first, point attacker last)', () => {
    const s0 = battle({
      frames: [
        { seat: 'p1', id: A, systems: ['Rd'], at: { x: 5, y: 5 } },
        { seat: 'p2', id: B, systems: ['Rd'], at: { x: 25, y: 5 } },
      ],
    })
    s0.rank = ['p2', 'p1']
    expect(ruleset.prompt(s0)).toMatchObject({ seat: 'p2', kind: 'activate' })
  })
})

describe('spotting (seed, "Spot")', () => {
  const field = (ySys: ('Y' | 'Rd')[]) =>
    battle({
      frames: [
        { seat: 'p1', id: A, systems: ['Rd', ...ySys], at: { x: 5, y: 5 } },
        { seat: 'p2', id: B, systems: ['Rd'], at: { x: 10, y: 5 }, activated: true },
        { seat: 'p2', id: C, systems: ['Rd'], at: { x: 25, y: 5 }, activated: true },
        { seat: 'p1', id: 'frame:f', systems: ['Rd'], at: { x: 5, y: 15 } },
      ],
      cover: [{ id: 'cover:w', x: 8.5, y: 3, w: 0.5, h: 4, bricks: 8, perLayer: 1 }],
    })
  test('MF-SPOT-NONE: without surveillance, a white spots a target in direct-fire range and out of cover', () => {
    const s = ready(field([]), A, null, null, [1, 4, 1, 1], { spot: 1 })
    expect(reject(s, { seat: 'p1', kind: 'spot', frame: A, target: B })).toBe('framezero/spot_cover')
    expect(reject(s, { seat: 'p1', kind: 'spot', frame: A, target: C })).toBe('framezero/spot_range')
    expect(reject(s, { seat: 'p1', kind: 'spot', frame: A, target: 'frame:f' })).toBe(
      'framezero/friendly_spot',
    )
  })
  test('MF-SPOT-ONE: one surveillance system spots in direct-fire range even in cover', () => {
    // W W Y Rd Rd
    const s = ready(field(['Y']), A, null, null, [1, 1, 5, 1, 1], { spot: 2 })
    const r = play(s, { seat: 'p1', kind: 'spot', frame: A, target: B })
    expect(r.state.spots[B]).toBe(5)
    expect(reject(s, { seat: 'p1', kind: 'spot', frame: A, target: C })).toBe('framezero/spot_range')
  })
  test('MF-SPOT-TWO: two surveillance systems spot anything', () => {
    const s = ready(field(['Y', 'Y']), A, null, null, [1, 1, 5, 1, 1, 1], { spot: 2 })
    expect(play(s, { seat: 'p1', kind: 'spot', frame: A, target: C }).state.spots[C]).toBe(5)
  })
  test('MF-SPOT-REPLACE: a spot only replaces a lower one; spotting ends the turn, after the attack', () => {
    const s1 = { ...field(['Y']), spots: { [B]: 5 } }
    const s = ready(s1, A, null, null, [1, 1, 5, 1, 1], { spot: 2 })
    expect(reject(s, { seat: 'p1', kind: 'spot', frame: A, target: B })).toBe('framezero/spot_not_higher')
    const s2 = ready(
      { ...field(['Y']), spots: { [B]: 3 } },
      A,
      tgt(B),
      'd',
      [1, 1, 5, 6, 1, 1, 1, 1, 1, 1, 1],
      { spot: 2, attack: 3 },
    )
    // the attack is due first
    expect(reject(s2, { seat: 'p1', kind: 'spot', frame: A, target: B })).toBe('framezero/attack_due')
    const after = play(s2, { seat: 'p1', kind: 'attack', frame: A, useSpot: false }).state
    const sp = play(after, { seat: 'p1', kind: 'spot', frame: A, target: B })
    expect(sp.state.spots[B]).toBe(5)
    expect(sp.events.map((e) => e.type)).toContain('TurnEnded')
  })
})
