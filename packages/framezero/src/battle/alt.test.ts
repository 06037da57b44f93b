/** Alternative rules (F§12), each a setup option. */
import { playBots, unwrap } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { greedyBot, randomBot } from '../bots/index.ts'
import { quickBattle } from '../quick.ts'
import { battle, frame, play, reject, ruleset } from '../testkit/index.ts'
import { companySystems, formatNotation, parseNotation } from '../units/index.ts'
import { isCover, structureCover } from './geo.ts'
import { moveAlongRoute } from './route.ts'
import { ready } from './testing.ts'
import type { CoverSpec } from './types.ts'

const A = 'frame:a'
const B = 'frame:b'
const marsh: CoverSpec = {
  id: 'cover:marsh',
  x: 8,
  y: 2,
  w: 2,
  h: 8,
  bricks: 8,
  perLayer: 1,
  difficult: true,
}

describe('MF-ALT-DIFFICULT', () => {
  test('MF-ALT-DIFFICULT: an option of the setup; without it a difficult piece is refused', () => {
    const setup = unwrap(quickBattle(2, 'skirmish', { difficult: true }))
    expect(setup.options?.difficult).toBe(true)
    expect(setup.table.cover.some((c) => c.difficult)).toBe(true)
    expect(ruleset.start(setup, 'x').ok).toBe(true)
    const off = { ...setup, options: {} }
    const r = ruleset.start(off, 'x')
    expect(r.ok || r.error.code).toBe('framezero/alt_off')
  })

  test('MF-ALT-DIFFICULT: difficult terrain is never cover, however tall', () => {
    const s = battle({
      frames: [
        { seat: 'p1', id: A, systems: ['Rd'], at: { x: 2, y: 5 } },
        { seat: 'p2', id: B, systems: ['Rd'], at: { x: 10.8, y: 5 } },
      ],
      cover: [marsh],
    })
    expect(isCover(marsh)).toBe(false)
    expect(structureCover(s, frame(s, A).pos!, frame(s, B).pos!)).toBeUndefined()
  })

  test('MF-ALT-DIFFICULT: only a frame with a movement system crosses it; others go round', () => {
    const s = battle({
      frames: [
        { seat: 'p1', id: A, systems: ['Rd', 'B'], at: { x: 6, y: 5 } },
        { seat: 'p1', id: 'frame:g', systems: ['Rd', 'G'], at: { x: 6, y: 12 } },
        { seat: 'p2', id: B, systems: ['Rd'], at: { x: 25, y: 5 }, activated: true },
      ],
      cover: [{ ...marsh, h: 14 }],
    })
    const a = ready(s, A, null, null, [6, 1, 1, 1, 1], { move: 0 })
    expect(reject(a, { seat: 'p1', kind: 'move', frame: A, to: { x: 11.5, y: 5 } })).toBe(
      'framezero/difficult_terrain',
    )
    // the way round (over the top end) is a legal path with waypoints
    const mv = moveAlongRoute(a, frame(a, A), { x: 11.5, y: 5 }, 6)!
    expect(mv.via.length).toBeGreaterThan(0)
    play(a, { seat: 'p1', kind: 'move', frame: A, to: mv.to, via: mv.via })
    // W W G Rd Rd: the movement system crosses
    const g = ready(s, 'frame:g', null, null, [1, 1, 5, 1, 1], { move: 2 })
    play(g, { seat: 'p1', kind: 'move', frame: 'frame:g', to: { x: 11, y: 12 } })
  })

  test('MF-RULING-DIFFICULT-SPRINT: sprint passes cover but is no movement system, so it does not cross difficult terrain', () => {
    const s = battle({
      frames: [
        { seat: 'p1', id: A, systems: ['Rh', 'B'], at: { x: 6, y: 5 } },
        { seat: 'p2', id: B, systems: ['Rd'], at: { x: 25, y: 5 }, activated: true },
      ],
      cover: [marsh, { id: 'cover:wall', x: 3, y: 2, w: 1, h: 6, bricks: 8, perLayer: 1 }],
    })
    // W W B G8 Rh Rh: sprint die 8
    const r = ready(s, A, null, null, [1, 1, 1, 8, 1, 1], { move: 3 })
    expect(reject(r, { seat: 'p1', kind: 'move', frame: A, to: { x: 12, y: 5 } })).toBe(
      'framezero/difficult_terrain',
    )
    // ...while it still passes through ordinary cover
    play(r, { seat: 'p1', kind: 'move', frame: A, to: { x: 1, y: 5 } })
  })

  test('MF-ALT-DIFFICULT: bots play whole games with difficult terrain on the table', () => {
    const game = playBots({
      ruleset,
      setup: unwrap(quickBattle(2, 'skirmish', { difficult: true })),
      seed: 'alt-difficult',
      bots: { p1: greedyBot, p2: randomBot },
    })
    expect(game.error).toBeUndefined()
    expect(game.outcome).not.toBeNull()
  })
})

describe('MF-ALT-HAZARD', () => {
  const toxic: CoverSpec = { id: 'cover:toxic', x: 4, y: 4, w: 4, h: 4, bricks: 0, perLayer: 1, hazard: true }
  const s0 = () =>
    battle({
      frames: [
        { seat: 'p1', id: A, systems: ['Rd', 'B'], at: { x: 6, y: 6 } },
        { seat: 'p1', id: 'frame:e', systems: ['Rd', 'B', 'E'], at: { x: 7, y: 7.5 } },
        { seat: 'p1', id: 'frame:out', systems: ['Rd', 'B'], at: { x: 12, y: 6 } },
        { seat: 'p2', id: B, systems: ['Rd'], at: { x: 25, y: 5 }, activated: true },
      ],
      cover: [toxic],
    })
  const roll = (s: ReturnType<typeof s0>, id: string) => {
    const a = play(s, { seat: 'p1', kind: 'activate', frame: id }).state
    return play(a, { seat: 'p1', kind: 'declare', frame: id, target: null, band: null })
  }

  test('MF-ALT-HAZARD: a frame starting its turn in a hazard area rolls one white die fewer', () => {
    const r = roll(s0(), A)
    const pool = r.events.find((e) => e.type === 'PoolRolled')
    expect(pool).toMatchObject({ hazard: true })
    expect(r.state.turns[0]!.pool!.filter((d) => d.colour === 'W')).toHaveLength(1)
    // outside the area: both whites
    const out = roll(s0(), 'frame:out')
    expect(out.state.turns[0]!.pool!.filter((d) => d.colour === 'W')).toHaveLength(2)
  })

  test('MF-ALT-HAZARD, MF-RULING-HAZARD-NOTATION: environment protection keeps both whites; written E; a counted system', () => {
    const r = roll(s0(), 'frame:e')
    expect(r.state.turns[0]!.pool!.filter((d) => d.colour === 'W')).toHaveLength(2)
    expect(formatNotation({ systems: ['Rd', 'B', 'E'], ssr: 0 })).toBe('WWBRdRdE')
    expect(unwrap(parseNotation('WWBRdRdE')).systems.sort()).toEqual(['B', 'E', 'Rd'])
    expect(companySystems({ name: 'x', frames: [{ name: 'e', systems: ['Rd', 'B', 'E'], ssr: 0 }] })).toBe(3)
    expect(isCover(toxic)).toBe(false)
  })

  test('MF-ALT-HAZARD: moving through a hazard does nothing; hazard areas and protection need the option', () => {
    const s = s0()
    // frame:out rolls outside the area and may then cross it freely (W W B Rd Rd, a white 6 moves)
    const a = ready(s, 'frame:out', null, null, [6, 1, 1, 1, 1], { move: 0 })
    play(a, { seat: 'p1', kind: 'move', frame: 'frame:out', to: { x: 6.5, y: 4.5 } })
    const setup = unwrap(quickBattle(2, 'skirmish', { hazards: true }))
    expect(setup.table.cover.filter((c) => c.hazard)).toHaveLength(2)
    expect(ruleset.start(setup, 'x').ok).toBe(true)
    const off = ruleset.start({ ...setup, options: {} }, 'x')
    expect(off.ok || off.error.code).toBe('framezero/alt_off')
    const plain = unwrap(quickBattle(2))
    plain.players[0]!.company.frames[0]!.systems = ['Rd', 'B', 'E']
    const e = ruleset.start(plain, 'x')
    expect(e.ok || e.error.code).toBe('framezero/alt_off')
  })

  test('MF-ALT-HAZARD: bots play whole games with hazard areas on the table', () => {
    const game = playBots({
      ruleset,
      setup: unwrap(quickBattle(2, 'battle', { hazards: true, difficult: true })),
      seed: 'alt-hazard',
      bots: { p1: randomBot, p2: greedyBot },
    })
    expect(game.error).toBeUndefined()
    expect(game.outcome).not.toBeNull()
  })
})

describe('MF-RULING-ALT-OFF: alternative rules named without their text', () => {
  const base = unwrap(quickBattle(2, 'skirmish'))
  const cases = [
    ['MF-ALT-CLIMB', 'climbing'],
    ['MF-ALT-INITIATIVE', 'initiative'],
    ['MF-ALT-DROP-WHITES', 'dropWhites'],
  ] as const
  for (const [id, key] of cases)
    test(`${id}, MF-RULING-ALT-OFF: options.${key} is refused with a coded, readable error; the game plays without it`, () => {
      const r = ruleset.start({ ...base, options: { ...base.options, [key]: true } }, 'x')
      expect(r.ok).toBe(false)
      if (r.ok) return
      expect(r.error.code).toBe('framezero/alt_undefined')
      expect(r.error.message).toContain('MF-RULING-ALT-OFF')
      expect(ruleset.start({ ...base, options: { ...base.options, [key]: false } }, 'x').ok).toBe(true)
    })
})
