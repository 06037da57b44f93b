import { unwrap } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { quickBattle } from '../quick.ts'
import { battle, frame, play, reject, ruleset, script } from '../testkit/index.ts'
import { formatNotation, frameDice, hasSprint, parseNotation, passesCover } from '../units/index.ts'
import { hitsToRaze } from './actions/damage-table.ts'
import { setupSchema } from './core/schema.ts'
import { stationDistance, structureCover } from './geo.ts'
import { asg, ready } from './testing.ts'

const A = 'frame:a'
const B = 'frame:b'
const tgt = (id: string) => ({ kind: 'frame' as const, id })

describe('project rulings (shared/rulings/framezero-open.md)', () => {
  test('MF-RULING-LOST-MOVE: a frame that lost its movement system keeps its rolled green die but must go round cover', () => {
    const s0 = battle({
      frames: [
        { seat: 'p1', id: A, systems: ['Rd'], at: { x: 5, y: 5 } },
        { seat: 'p2', id: B, systems: ['Rd', 'G'], at: { x: 10, y: 5 } },
      ],
      cover: [{ id: 'cover:w', x: 11, y: 0, w: 1, h: 12, bricks: 8, perLayer: 1 }],
    })
    let s = ready(s0, A, tgt(B), 'd', [1, 1, 6, 1], { attack: 2 })
    s = play(s, { seat: 'p1', kind: 'attack', frame: A, useSpot: false }).state
    // B rolls W W G Rd Rd (green 6), defence from a white 1; the attack (6 − 1 = 5 dice) takes its G
    s = play(script(s, [1, 1, 6, 1, 1, 5, 1, 1, 1, 1]), {
      seat: 'p2',
      kind: 'declare',
      frame: B,
      target: null,
      band: null,
    }).state
    s = play(s, { seat: 'p2', kind: 'assign', frame: B, assignment: asg({ defence: 0, move: 2 }) }).state
    s = play(s, { seat: 'p2', kind: 'loseSystem', frame: B, system: 'G' }).state
    s = play(s, { seat: 'p1', kind: 'endTurn', frame: A }).state
    expect(frame(s, B).systems).toEqual(['Rd'])
    expect(reject(s, { seat: 'p2', kind: 'move', frame: B, to: { x: 14, y: 5 } })).toBe(
      'framezero/through_cover',
    )
    play(s, { seat: 'p2', kind: 'move', frame: B, to: { x: 10, y: 11 } })
  })
  test('MF-RULING-SSR-SPENT: a rocket is spent when assigned to the attack, even if the attack is then forgone', () => {
    const s0 = battle({
      frames: [
        { seat: 'p1', id: A, systems: ['Rd'], ssr: 2, at: { x: 5, y: 5 } },
        { seat: 'p2', id: B, systems: ['Rd'], at: { x: 20, y: 5 }, activated: true },
      ],
    })
    // W W Rd Rd R8r R8r
    const s = ready(s0, A, tgt(B), 'd', [1, 1, 1, 1, 7, 3], { attack: 4 })
    expect(frame(s, A).ssr).toBe(1)
    const e = play(s, { seat: 'p1', kind: 'attack', frame: A, useSpot: false })
    expect(e.events.map((x) => x.type)).toContain('AttackForgone')
    expect(formatNotation(frame(e.state, A))).toBe('WWRdRdR8r')
  })
  test('MF-RULING-SSR-COUNT: companies may agree on another rocket count (setup option ssrCount)', () => {
    const setup = unwrap(quickBattle(2))
    expect(ruleset.start({ ...setup, options: { ssrCount: 2 } }, 'x').ok).toBe(false)
    for (const p of setup.players) p.company.frames[0]!.ssr = 1
    expect(unwrap(ruleset.start({ ...setup, options: { ssrCount: 2 } }, 'x')).ssrCount).toBe(2)
  })
  test('MF-RULING-DICE-COUNT: each frame rolls dice generated from its current loadout (no physical dice count)', () => {
    const s = ready(
      battle({
        frames: [
          { seat: 'p1', id: A, systems: ['Rd', 'B', 'G', 'Y'], ssr: 1, at: { x: 5, y: 5 } },
          { seat: 'p2', id: B, systems: ['Rd'], at: { x: 20, y: 5 } },
        ],
      }),
      A,
      null,
      null,
      [1, 2, 3, 4, 5, 6, 1, 2],
      { defence: 2 },
    )
    expect(s.turns.at(-1)?.pool?.length).toBe(frameDice(frame(s, A)).length)
  })
  test('MF-RULING-STATION-SIZE: a station is a 0.8 u square (4×4 studs); distance is measured from its edge', () => {
    expect(stationDistance({ x: 1.4, y: 0 }, { x: 0, y: 0 })).toBeCloseTo(1, 9)
  })
  test('MF-RULING-SPOT-FRIENDLY: only hostile frames are spotted', () => {
    const s = ready(
      battle({
        frames: [
          { seat: 'p1', id: A, systems: ['Y', 'Y'], at: { x: 5, y: 5 } },
          { seat: 'p1', id: 'frame:f', systems: [], at: { x: 8, y: 5 } },
          { seat: 'p2', id: B, systems: ['Rd'], at: { x: 20, y: 5 } },
        ],
      }),
      A,
      null,
      null,
      [1, 1, 6, 6, 1],
      { spot: 2 },
    )
    expect(reject(s, { seat: 'p1', kind: 'spot', frame: A, target: 'frame:f' })).toBe(
      'framezero/friendly_spot',
    )
  })
  test('MF-RULING-ON-COVER: a frame standing on top of a structure is not in cover from it', () => {
    const s = battle({
      frames: [
        { seat: 'p1', id: A, systems: ['Rd'], at: { x: 2, y: 5 } },
        { seat: 'p2', id: B, systems: ['G'], at: { x: 8.5, y: 5 } },
      ],
      cover: [{ id: 'cover:w', x: 8, y: 3, w: 1, h: 4, bricks: 8, perLayer: 1 }],
    })
    expect(structureCover(s, { x: 2, y: 5 }, { x: 8.5, y: 5 })).toBeUndefined()
    expect(structureCover(s, { x: 2, y: 5 }, { x: 9.5, y: 5 })?.id).toBe('cover:w')
  })
  test('MF-RULING-BRICKS: the attacker takes its 6 bricks from the top, so every hit lowers the structure', () => {
    const s0 = battle({
      frames: [
        { seat: 'p1', id: A, systems: ['Rd'], at: { x: 2, y: 5 } },
        { seat: 'p2', id: B, systems: ['Rd'], at: { x: 20, y: 5 }, activated: true },
      ],
      cover: [{ id: 'cover:w', x: 5, y: 3, w: 1, h: 4, bricks: 24, perLayer: 3 }],
    })
    const s = ready(s0, A, { kind: 'cover', id: 'cover:w' }, 'd', [1, 1, 1, 1, 4, 1, 1, 1], { attack: 2 })
    const r = play(s, { seat: 'p1', kind: 'attack', frame: A, useSpot: false })
    expect(r.events.find((e) => e.type === 'CoverHit')).toMatchObject({
      bricksLeft: 18,
      height: 6,
      razed: false,
    })
  })
  test('MF-RULING-BRICKS: a hit lowers the height only by the layers its 6 bricks empty (4 and 8 bricks a layer)', () => {
    const wall = (bricks: number, perLayer: number) =>
      battle({
        frames: [
          { seat: 'p1', id: A, systems: ['Rd'], at: { x: 2, y: 5 } },
          { seat: 'p2', id: B, systems: ['Rd'], at: { x: 20, y: 5 }, activated: true },
        ],
        cover: [{ id: 'cover:w', x: 5, y: 3, w: 1, h: 4, bricks, perLayer }],
      })
    const hit = (s0: ReturnType<typeof wall>, attack: number, rolls: number[]) => {
      const s = ready(s0, A, { kind: 'cover', id: 'cover:w' }, 'd', [1, 1, attack, 1, ...rolls], {
        attack: 2,
      })
      return play(s, { seat: 'p1', kind: 'attack', frame: A, useSpot: false })
    }
    // 16 bricks, 4 a layer (4 high): one hit leaves 10 bricks, still 3 high (a part-filled layer stands)
    expect(hit(wall(16, 4), 1, [4]).events.find((e) => e.type === 'CoverHit')).toMatchObject({
      bricksLeft: 10,
      height: 3,
      razed: false,
    })
    // the second hit razes it: 4 bricks, 1 high
    expect(hit(wall(16, 4), 2, [4, 5]).events.find((e) => e.type === 'CoverHit')).toMatchObject({
      bricksLeft: 4,
      height: 1,
      razed: true,
    })
    // 32 bricks, 8 a layer: 6 bricks never empty a layer, so two hits leave it 3 high and the third razes
    expect(hit(wall(32, 8), 2, [4, 6]).events.find((e) => e.type === 'CoverHit')).toMatchObject({
      bricksLeft: 20,
      height: 3,
      razed: false,
    })
    expect(hit(wall(32, 8), 3, [4, 4, 6]).events.find((e) => e.type === 'CoverHit')).toMatchObject({
      bricksLeft: 14,
      height: 2,
      razed: true,
    })
    // the table the odds use counts the same hits
    expect(hitsToRaze(16, 4)).toBe(2)
    expect(hitsToRaze(32, 8)).toBe(3)
    expect(hitsToRaze(24, 3)).toBe(3)
  })
  test('MF-RULING-SPLIT-3: three half-systems at one band roll 2 d6 (the d8 needs four)', () => {
    expect(formatNotation({ systems: ['Rd', 'Sad'], ssr: 0 })).toBe('WWRdRdRa')
  })
  test('MF-RULING-ALT-OFF: climbing, per-frame initiative, dropping whites and hazards are not offered (setup refuses them)', () => {
    const setup = unwrap(quickBattle(2))
    for (const key of ['climbing', 'initiative', 'dropWhites']) {
      const r = ruleset.start({ ...setup, options: { [key]: true } }, 'x')
      expect(r.ok || r.error.code).toBe('framezero/alt_undefined')
    }
    expect(setupSchema.safeParse({ ...setup, options: { flying: true } }).success).toBe(false)
    expect(setupSchema.safeParse({ ...setup, options: { ssrCount: 3 } }).success).toBe(true)
  })
  test('MF-RULING-DEPLOY-FALLBACK: when no spot meets the distance rule, any spot outside the perimeter will do', () => {
    const s = battle({
      frames: [
        { seat: 'p1', id: 'frame:d', systems: ['Rd'], at: { x: 16, y: 12 } },
        { seat: 'p2', id: 'frame:p', systems: ['Rd'], at: { x: 0, y: 0 } },
      ],
      // four stations round the defender: every spot 7–8 u from its footprint is inside the perimeter
      stations: [
        { id: 'station:a', at: { x: 12, y: 12 }, placedBy: 'p1' },
        { id: 'station:b', at: { x: 20, y: 12 }, placedBy: 'p1' },
        { id: 'station:c', at: { x: 16, y: 8 }, placedBy: 'p1' },
        { id: 'station:d', at: { x: 16, y: 16 }, placedBy: 'p1' },
      ],
    })
    s.phase = 'deploy'
    s.frames[1]!.pos = null
    s.deploy = [{ kind: 'frame', seat: 'p2', rule: 'point' }]
    expect(reject(s, { seat: 'p2', kind: 'place', id: 'frame:p', at: { x: 20, y: 12 } })).toBe(
      'framezero/inside_perimeter',
    )
    play(s, { seat: 'p2', kind: 'place', id: 'frame:p', at: { x: 30, y: 2 } })
  })

  test('MF-RULING-BARE-FRAME: a frame with no systems rolls only its two whites and goes round cover', () => {
    expect(frameDice({ systems: [], ssr: 0 }).map((d) => d.colour)).toEqual(['W', 'W'])
    expect(parseNotation('WWG8').ok).toBe(false)
    // any system without a direct-fire or artillery weapon still brings the sprint
    expect(hasSprint(['B'])).toBe(true)
    expect(passesCover([])).toBe(false)
    const s0 = battle({
      frames: [
        { seat: 'p1', id: A, systems: [], at: { x: 5, y: 5 } },
        { seat: 'p2', id: B, systems: ['Rd'], at: { x: 25, y: 5 }, activated: true },
      ],
      cover: [{ id: 'cover:w', x: 7, y: 3, w: 1, h: 4, bricks: 8, perLayer: 1 }],
    })
    const s = ready(s0, A, null, null, [6, 1], { move: 0 })
    expect(reject(s, { seat: 'p1', kind: 'move', frame: A, to: { x: 10, y: 5 } })).toBe(
      'framezero/through_cover',
    )
    // the way round the wall's end is open to it
    play(s, { seat: 'p1', kind: 'move', frame: A, to: { x: 8.5, y: 2.4 }, via: [{ x: 6.4, y: 2.4 }] })
  })
  test('MF-RULING-RAZED-TARGET: cover razed below 3 bricks before the attack is no longer a target', () => {
    const s0 = battle({
      frames: [
        { seat: 'p1', id: A, systems: ['Rd'], at: { x: 5, y: 5 } },
        { seat: 'p2', id: B, systems: ['Rd'], at: { x: 10, y: 5 } },
      ],
      // 6 bricks, 6 high: B stands 0.3 u behind it, so it covers B from A; one hit razes it
      cover: [{ id: 'cover:c', x: 8.8, y: 3, w: 0.4, h: 4, bricks: 6, perLayer: 1 }],
    })
    // A: W W Rd Rd, attack with the red 3
    let s = ready(s0, A, tgt(B), 'd', [1, 1, 3, 1], { attack: 2 })
    s = play(s, { seat: 'p1', kind: 'attack', frame: A, useSpot: false }).state
    // combat order: B names the structure as its own target (at 1 u, with a white), rolls W W Rd Rd
    s = play(script(s, [1, 4, 1, 1, 4, 1]), {
      seat: 'p2',
      kind: 'declare',
      frame: B,
      target: { kind: 'cover', id: 'cover:c' },
      band: 'h',
    }).state
    // A's 3 − 1 = 2 damage dice roll 4 and 1: the 4 strikes the structure and razes it
    const r = play(s, { seat: 'p2', kind: 'assign', frame: B, assignment: asg({ defence: 0, attack: 1 }) })
    expect(r.events.find((e) => e.type === 'CoverHit')).toMatchObject({ razed: true })
    s = play(r.state, { seat: 'p1', kind: 'endTurn', frame: A }).state
    expect(ruleset.prompt(s)).toMatchObject({ kind: 'act', frame: B })
    expect(ruleset.legal(s).some((d) => d.kind === 'attack')).toBe(false)
    expect(reject(s, { seat: 'p2', kind: 'attack', frame: B, useSpot: false })).toBe('framezero/no_target')
    // with nothing left to attack, the assigned die no longer holds the turn open
    play(s, { seat: 'p2', kind: 'endTurn', frame: B })
  })
})
