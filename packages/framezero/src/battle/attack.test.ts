import { describe, expect, test } from 'vitest'
import { battle, frame, play, playAll, reject, ruleset } from '../testkit/index.ts'
import { applyDamageTable, damageDieFates, hitsToRaze } from './actions/damage-table.ts'
import { ready } from './testing.ts'
import type { FzDecision } from './types.ts'

const A = 'frame:a'
const B = 'frame:b'
const C = 'frame:c'
const tgt = (id: string) => ({ kind: 'frame' as const, id })

describe('moving', () => {
  const s0 = () =>
    battle({
      frames: [
        { seat: 'p1', id: A, systems: ['Rd', 'B'], at: { x: 5, y: 5 } },
        { seat: 'p1', id: C, systems: ['Rd', 'G'], at: { x: 5, y: 12 } },
        { seat: 'p2', id: B, systems: ['Rd'], at: { x: 25, y: 5 }, activated: true, defence: 1 },
      ],
      cover: [{ id: 'cover:w', x: 7, y: 3, w: 1, h: 12, bricks: 8, perLayer: 1 }],
    })
  test('MF-MOVE-UNITS: move up to the movement die in ruler units', () => {
    // A (no green): whites W W, B, Rd Rd → move with a white 4
    const s = ready(s0(), A, null, null, [4, 1, 1, 1, 1], { move: 0 })
    expect(reject(s, { seat: 'p1', kind: 'move', frame: A, to: { x: 5, y: 9.5 } })).toBe('framezero/too_far')
    const r = play(s, { seat: 'p1', kind: 'move', frame: A, to: { x: 5, y: 9 } })
    expect(r.events.find((e) => e.type === 'Moved')).toMatchObject({ distance: 4 })
  })
  test('MF-MOVE-COVER: without a movement system go round cover; with one pass through and stand on it', () => {
    const s = ready(s0(), A, null, null, [6, 1, 1, 1, 1], { move: 0 })
    expect(reject(s, { seat: 'p1', kind: 'move', frame: A, to: { x: 10, y: 5 } })).toBe(
      'framezero/through_cover',
    )
    expect(reject(s, { seat: 'p1', kind: 'move', frame: A, to: { x: 7.5, y: 5 } })).toBe(
      'framezero/through_cover',
    )
    // round the end of the wall with waypoints: too long for a 6
    expect(
      reject(s, { seat: 'p1', kind: 'move', frame: A, to: { x: 11, y: 2 }, via: [{ x: 6.5, y: 2.5 }] }),
    ).toBe('framezero/too_far')
    play(s, { seat: 'p1', kind: 'move', frame: A, to: { x: 8.5, y: 2.5 }, via: [{ x: 6.5, y: 2.5 }] })
    // C has a movement system: through, and on top
    const c = ready(s0(), C, null, null, [1, 1, 6, 1, 1], { move: 2 })
    play(c, { seat: 'p1', kind: 'move', frame: C, to: { x: 10, y: 12 } })
    play(c, { seat: 'p1', kind: 'move', frame: C, to: { x: 7.5, y: 12 } })
  })
  test('MF-MOVE-SPRINT: a frame with no direct-fire or artillery weapon passes through cover (sprint d8)', () => {
    const s = battle({
      frames: [
        { seat: 'p1', id: A, systems: ['Rh', 'B'], at: { x: 5, y: 5 } },
        { seat: 'p2', id: B, systems: ['Rd'], at: { x: 25, y: 5 }, activated: true },
      ],
      cover: [{ id: 'cover:w', x: 7, y: 3, w: 1, h: 12, bricks: 8, perLayer: 1 }],
    })
    // W W B G8 Rh Rh: sprint die rolls 8
    const r = ready(s, A, null, null, [1, 1, 1, 8, 1, 1], { move: 3 })
    play(r, { seat: 'p1', kind: 'move', frame: A, to: { x: 13, y: 5 } })
    // but it may not stand on top (no movement system)
    expect(reject(r, { seat: 'p1', kind: 'move', frame: A, to: { x: 7.5, y: 5 } })).toBe('framezero/on_cover')
  })
  test('MF-RULING-ONE-MOVE: one move per turn, before or after the attack, not split around it', () => {
    const s = ready(s0(), A, null, null, [6, 1, 1, 1, 1], { move: 0 })
    const m = play(s, { seat: 'p1', kind: 'move', frame: A, to: { x: 5, y: 7 } }).state
    expect(reject(m, { seat: 'p1', kind: 'move', frame: A, to: { x: 5, y: 8 } })).toBe(
      'framezero/already_moved',
    )
  })
})

describe('attacking', () => {
  test('MF-ATK-RANGE-FORGONE: out of the declared range at attack time, the attack is forgone', () => {
    const s0 = battle({
      frames: [
        { seat: 'p1', id: A, systems: ['Rd'], at: { x: 2, y: 5 } },
        { seat: 'p2', id: B, systems: ['Rd'], at: { x: 14, y: 5 }, activated: true, defence: 2 },
      ],
    })
    // W W Rd Rd: move 2 (white), attack 6 — 12 u away, 10 after moving: still out of DF range
    const s = ready(s0, A, tgt(B), 'd', [2, 1, 6, 1], { move: 0, attack: 2 })
    expect(ruleset.legal(s).some((d) => d.kind === 'attack')).toBe(false)
    const m = play(s, { seat: 'p1', kind: 'move', frame: A, to: { x: 4, y: 5 } }).state
    const r = play(m, { seat: 'p1', kind: 'attack', frame: A, useSpot: false })
    expect(r.events.map((e) => e.type)).toContain('AttackForgone')
    // bands are exclusive: a DF weapon cannot strike at 1 u
    const near = battle({
      frames: [
        { seat: 'p1', id: A, systems: ['Rd'], at: { x: 5, y: 5 } },
        { seat: 'p2', id: B, systems: ['Rd'], at: { x: 5.9, y: 5 }, activated: true },
      ],
    })
    const n = ready(near, A, tgt(B), 'd', [1, 1, 6, 1], { attack: 2 })
    expect(
      play(n, { seat: 'p1', kind: 'attack', frame: A, useSpot: false }).events.map((e) => e.type),
    ).toContain('AttackForgone')
  })
  test('MF-ATK-ABORT: no attack die assigned means no attack, and the target is not activated', () => {
    const s0 = battle({
      frames: [
        { seat: 'p1', id: A, systems: ['Rd'], at: { x: 5, y: 5 } },
        { seat: 'p2', id: B, systems: ['Rd'], at: { x: 10, y: 5 } },
      ],
    })
    const s = ready(s0, A, tgt(B), 'd', [1, 1, 6, 1], { defence: 0 })
    expect(reject(s, { seat: 'p1', kind: 'attack', frame: A, useSpot: false })).toBe(
      'framezero/no_attack_die',
    )
    const e = play(s, { seat: 'p1', kind: 'endTurn', frame: A }).state
    expect(frame(e, B).activated).toBe(false)
    // once assigned and in range, it can no longer be dropped
    const s2 = ready(s0, A, tgt(B), 'd', [1, 1, 6, 1], { attack: 2 })
    expect(reject(s2, { seat: 'p1', kind: 'endTurn', frame: A })).toBe('framezero/attack_due')
  })
  test('MF-ATK-DAMAGE-DICE: damage dice = spot + attack − defence; a spot from anyone may be used and is then removed', () => {
    const s0 = battle({
      frames: [
        { seat: 'p1', id: A, systems: ['Rd'], at: { x: 5, y: 5 } },
        {
          seat: 'p2',
          id: B,
          systems: ['Rd', 'B', 'Y', 'G'],
          at: { x: 10, y: 5 },
          activated: true,
          defence: 4,
        },
      ],
    })
    const s1 = { ...s0, spots: { [B]: 3 } }
    const s = ready(s1, A, tgt(B), 'd', [1, 1, 6, 1, 1, 1, 1, 1, 1], { attack: 2 })
    const r = play(s, { seat: 'p1', kind: 'attack', frame: A, useSpot: true })
    expect(r.events.find((e) => e.type === 'AttackResolved')).toMatchObject({
      spot: 3,
      attack: 6,
      defence: 4,
      damageDice: 5,
    })
    expect(r.state.spots[B]).toBeUndefined()
    // without the spot: 6 − 4 = 2 dice; attack below defence rolls nothing
    const r2 = play(ready(s1, A, tgt(B), 'd', [1, 1, 6, 1, 1, 1], { attack: 2 }), {
      seat: 'p1',
      kind: 'attack',
      frame: A,
      useSpot: false,
    })
    expect(r2.events.find((e) => e.type === 'AttackResolved')).toMatchObject({ damageDice: 2 })
    expect(r2.state.spots[B]).toBe(3)
  })
})

describe('the damage table', () => {
  test('MF-DMG-TABLE: melee 4–6; ranged out of cover 5–6; attacking cover 4–6 hit the cover', () => {
    const rolls = [1, 2, 3, 4, 5, 6]
    expect(applyDamageTable(rolls, { case: 'melee' })).toEqual({
      target: 3,
      coverHits: 0,
      coverFrame: 0,
      passedOn: 0,
    })
    expect(applyDamageTable(rolls, { case: 'none' })).toEqual({
      target: 2,
      coverHits: 0,
      coverFrame: 0,
      passedOn: 0,
    })
    expect(applyDamageTable(rolls, { case: 'is-cover' })).toEqual({
      target: 0,
      coverHits: 3,
      coverFrame: 0,
      passedOn: 0,
    })
  })
  test('MF-DMG-COVER-ORDER: in cover, 4s then 5s strike the structure; once it falls the rest of the 5s go through; 6s always hit', () => {
    expect(applyDamageTable([5, 4, 6, 5], { case: 'structure', coverHitsToRaze: 5 })).toEqual({
      target: 1,
      coverHits: 3,
      coverFrame: 0,
      passedOn: 0,
    })
    // an 8-brick pillar falls after one hit (8 → 2 bricks)
    expect(hitsToRaze(8, 1)).toBe(1)
    expect(applyDamageTable([5, 4, 5, 6], { case: 'structure', coverHitsToRaze: 1 })).toEqual({
      target: 3,
      coverHits: 1,
      coverFrame: 0,
      passedOn: 0,
    })
    // 4s after the fall are lost (out of cover, a 4 does nothing)
    expect(applyDamageTable([4, 4, 6], { case: 'structure', coverHitsToRaze: 1 })).toEqual({
      target: 1,
      coverHits: 1,
      coverFrame: 0,
      passedOn: 0,
    })
  })
  test('MF-DMG-FRAME-COVER: covered by a frame, 5s hit the covering frame until it is destroyed, then go through', () => {
    expect(applyDamageTable([5, 5, 5, 6], { case: 'frame', coverFrameHp: 2 })).toEqual({
      target: 2,
      coverHits: 0,
      coverFrame: 2,
      passedOn: 1,
    })
  })
  test('MF-DMG-TWO-DEF: a covering frame with two defensive systems takes no stray shots', () => {
    expect(applyDamageTable([5, 5, 5, 6], { case: 'frame', coverFrameHp: 2, coverFrameSafe: true })).toEqual({
      target: 1,
      coverHits: 0,
      coverFrame: 0,
      passedOn: 0,
    })
  })
  test('MF-DMG-COVER-ORDER: each die’s fate in roll order: the 4 strikes the structure before the 5s, whatever order they were rolled in', () => {
    expect(damageDieFates([5, 4, 5, 6, 3], { case: 'structure', coverHitsToRaze: 2 })).toEqual([
      'cover',
      'cover',
      'target',
      'target',
      'miss',
    ])
    expect(damageDieFates([5, 5, 5, 6], { case: 'frame', coverFrameHp: 2 })).toEqual([
      'cover-frame',
      'cover-frame',
      'passed-on',
      'target',
    ])
    expect(damageDieFates([5, 6], { case: 'frame', coverFrameHp: 2, coverFrameSafe: true })).toEqual([
      'miss',
      'target',
    ])
    expect(damageDieFates([4, 5], { case: 'none' })).toEqual(['miss', 'target'])
    expect(damageDieFates([4, 5], { case: 'melee' })).toEqual(['target', 'target'])
  })
  test('MF-DMG-BRICKS: each hit on cover removes 6 bricks; under 3 bricks it is no longer cover', () => {
    const s0 = battle({
      frames: [
        { seat: 'p1', id: A, systems: ['Rd'], at: { x: 2, y: 5 } },
        { seat: 'p2', id: B, systems: ['Rd', 'B'], at: { x: 10, y: 5 }, activated: true, defence: 0 },
      ],
      cover: [{ id: 'cover:w', x: 8.5, y: 3, w: 1, h: 4, bricks: 16, perLayer: 2 }],
    })
    // target B is within 1 u of the wall and behind it: 4,4 strike the wall (16 → 4 → ... ), 6 hits B
    const s = ready(s0, A, tgt(B), 'd', [1, 1, 4, 1, 4, 4, 6, 1], { attack: 2 })
    const r = play(s, { seat: 'p1', kind: 'attack', frame: A, useSpot: false })
    expect(r.events.find((e) => e.type === 'AttackResolved')).toMatchObject({
      cover: 'structure',
      rolls: [4, 4, 6, 1],
    })
    expect(r.events.find((e) => e.type === 'CoverHit')).toMatchObject({
      bricksLeft: 4,
      height: 2,
      razed: true,
    })
    expect(r.state.damage[0]).toMatchObject({ frame: B, points: 1 })
    // attacking cover directly: defence 0, 4–6 hit it
    const c = ready(s0, A, { kind: 'cover', id: 'cover:w' }, 'd', [1, 1, 3, 1, 4, 1, 1], { attack: 2 })
    const rc = play(c, { seat: 'p1', kind: 'attack', frame: A, useSpot: false })
    expect(rc.events.find((e) => e.type === 'AttackResolved')).toMatchObject({
      defence: 0,
      damageDice: 3,
      cover: 'is-cover',
    })
    expect(rc.state.cover[0]?.bricks).toBe(10)
  })
})

describe('damage to frames', () => {
  const s0 = () =>
    battle({
      frames: [
        { seat: 'p1', id: A, systems: ['Rd', 'Rd'], at: { x: 5, y: 5 } },
        { seat: 'p2', id: B, systems: ['Rd', 'B', 'Y'], at: { x: 10, y: 5 }, activated: true, defence: 0 },
      ],
      stations: [{ id: 'station:s', at: { x: 10.8, y: 5 }, controller: 'p2' }],
    })
  test('MF-DMG-LOSE-SYSTEM: each point costs a system the owner chooses, then whites; both whites gone = destroyed', () => {
    const s = ready({ ...s0(), stations: [] }, A, tgt(B), 'd', [1, 1, 2, 1, 1, 5, 5], { attack: 2 })
    const r = play(s, { seat: 'p1', kind: 'attack', frame: A, useSpot: false })
    expect(ruleset.prompt(r.state)).toMatchObject({ seat: 'p2', kind: 'damage', frame: B, points: 2 })
    expect(
      ruleset.legal(r.state).map((d) => (d as Extract<FzDecision, { kind: 'loseSystem' }>).system),
    ).toEqual(['Rd', 'B', 'Y'])
    const after = playAll(r.state, [
      { seat: 'p2', kind: 'loseSystem', frame: B, system: 'Y' },
      { seat: 'p2', kind: 'loseSystem', frame: B, system: 'Rd' },
    ]).state
    expect(frame(after, B).systems).toEqual(['B'])
    // with no systems left, the whites go, then the frame
    const bare = battle({
      frames: [
        { seat: 'p1', id: A, systems: ['Rd'], at: { x: 5, y: 5 } },
        { seat: 'p2', id: B, systems: [], at: { x: 10, y: 5 }, activated: true, defence: 0 },
        { seat: 'p2', id: C, systems: [], at: { x: 20, y: 5 }, activated: true },
      ],
    })
    const k = play(ready(bare, A, tgt(B), 'd', [1, 1, 3, 1, 6, 6, 6], { attack: 2 }), {
      seat: 'p1',
      kind: 'attack',
      frame: A,
      useSpot: false,
    })
    expect(
      k.events.filter((e) => e.type === 'SystemLost').map((e) => (e as { system: string }).system),
    ).toEqual(['W', 'W'])
    expect(frame(k.state, B).destroyed).toBe(true)
    expect(k.events.find((e) => e.type === 'Scores')).toMatchObject({ scores: { p1: 5, p2: 5 } })
  })
  test('MF-DMG-RETREAT: within 1 u of a station the owner may retreat 1 u away to ignore 1 damage', () => {
    const s = ready(s0(), A, tgt(B), 'd', [1, 1, 2, 1, 1, 5, 5], { attack: 2 })
    const r = play(s, { seat: 'p1', kind: 'attack', frame: A, useSpot: false })
    expect(ruleset.legal(r.state).map((d) => d.kind)).toContain('retreat')
    const q = play(r.state, { seat: 'p2', kind: 'retreat', frame: B })
    expect(q.events.find((e) => e.type === 'Retreated')).toBeDefined()
    expect(q.state.damage[0]).toMatchObject({ points: 1, retreatable: false })
  })
  test('MF-RULING-RETREAT: the retreat ends more than 1 u from the station, out of contesting range', () => {
    const s = ready(s0(), A, tgt(B), 'd', [1, 1, 2, 1, 1, 5, 5], { attack: 2 })
    const q = play(play(s, { seat: 'p1', kind: 'attack', frame: A, useSpot: false }).state, {
      seat: 'p2',
      kind: 'retreat',
      frame: B,
    })
    const pos = frame(q.state, B).pos!
    // station at 10.8 (half-size 0.4): B stood at 0.4 u from its edge; now beyond 1 u
    expect(pos.x).toBeLessThan(10.8 - 0.4 - 1)
  })
  test('MF-DMG-DICE-STAY: damage does not take away dice already rolled this turn', () => {
    // B acts (rolls, keeps its dice), then A hits B in combat… here B already rolled; its red die still attacks
    const s = battle({
      frames: [
        { seat: 'p1', id: A, systems: ['Rd'], at: { x: 5, y: 5 }, activated: true, defence: 0 },
        { seat: 'p2', id: B, systems: ['Rd', 'B'], at: { x: 10, y: 5 } },
      ],
    })
    const b = ready(s, B, tgt(A), 'd', [1, 1, 1, 6, 1, 1, 1, 1, 1, 1, 1], { attack: 3 })
    // B loses its weapon mid-turn (forced here), yet the rolled 6 still attacks
    b.frames[1]!.systems = ['B']
    const r = play(b, { seat: 'p2', kind: 'attack', frame: B, useSpot: false })
    expect(r.events.find((e) => e.type === 'AttackResolved')).toMatchObject({ attack: 6 })
  })
})

test('MF-DMG-RETREAT: the retreat is a choice even when only whites are left to lose', () => {
  const s0 = battle({
    frames: [
      { seat: 'p1', id: A, systems: ['Rd'], at: { x: 5, y: 5 } },
      { seat: 'p2', id: B, systems: [], at: { x: 10, y: 5 }, activated: true, defence: 0 },
    ],
    stations: [{ id: 'station:s', at: { x: 10.8, y: 5 }, controller: 'p2' }],
  })
  const s = ready(s0, A, tgt(B), 'd', [1, 1, 6, 1, 5, 1, 1, 1, 1, 1], { attack: 2 })
  const r = play(s, { seat: 'p1', kind: 'attack', frame: A, useSpot: false }).state
  expect(ruleset.legal(r).map((d) => d.kind)).toEqual(['loseSystem', 'retreat'])
  const w = play(r, { seat: 'p2', kind: 'loseSystem', frame: B, system: 'W' }).state
  expect(frame(w, B).whites).toBe(1)
})
