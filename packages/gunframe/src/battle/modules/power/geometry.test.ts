/**
 * The geometry of power attacks and panic played through the engine: the swing walked
 * along its arc, shoves that would end on an obstacle, and panicked units running home round
 * blocking terrain.
 */
import { describe, expect, test } from 'vitest'
import { box } from '../../../table/build.ts'
import { DEFAULT_BATTLEFIELD } from '../../core/setup.ts'
import type { BattleState } from '../../core/types.ts'
import { activateAttack } from '../../testkit/decisions.ts'
import { A, B, N, OWL_BEAR, S } from '../../testkit/fixtures.ts'
import type { Placed, Unseated } from '../../testkit/testing.ts'
import { eventsOf, NO_CLOSE, play, reject, scenario, testRuleset, unitOf } from '../../testkit/testing.ts'

const dist = (p: { x: number; y: number }, q: { x: number; y: number }) => Math.hypot(p.x - q.x, p.y - q.y)

/** The Owl Bear A at (10, 10) facing north, B 2.75" north of its centre (0.5" between bases). */
function duel(terrain = DEFAULT_BATTLEFIELD.terrain, more: Placed[] = []): BattleState {
  return scenario(
    [
      { side: 'p1', pos: { x: 10, y: 10 }, facing: N, profile: OWL_BEAR },
      { side: 'p2', pos: { x: 10, y: 12.75 }, facing: S, profile: { loadout: NO_CLOSE } },
      ...more,
    ],
    { field: { ...DEFAULT_BATTLEFIELD, terrain } },
  )
}

/** Close attack: 6, 4, 4 are three hits with one six; B's 1, 1, 1 block none (3 damage, 1 point). */
const hit = (s: BattleState) => play(s, activateAttack(A, B), [6, 4, 4, 1, 1, 1, 1, 1, 1]).state

describe('swing along the arc', () => {
  // POWER ATTACKS › SWING: an about-face carries B round A to the far side.
  test('GF-POW-SWING: an about-face carries the target half way round, past the attacker, to the far side', () => {
    const r = play(hit(duel()), [{ kind: 'power', spend: [{ id: 'swing' }] }])
    const b = unitOf(r.state, B)
    // The chord would run B through A's base; the arc goes round it.
    expect(b.pos.x).toBeCloseTo(10)
    expect(b.pos.y).toBeCloseTo(10 - 2.75)
    expect(b.counters.knockedDown).toBe(false)
    expect(unitOf(r.state, A).facing).toBeCloseTo(N + Math.PI)
    expect(b.facing).toBeCloseTo(S + Math.PI)
    expect(eventsOf(r.events, 'Swung')[0]).toMatchObject({ stoppedBy: null })
  })

  test('GF-POW-SWING: the power prompt offers a quarter turn either way and an about-face; the player picks one', () => {
    const s = hit(duel())
    expect(testRuleset.prompt(s)).toMatchObject({ seat: 'p1', kind: 'power', points: 1 })
    const swings = testRuleset
      .legal(s)
      .flatMap((d) => (d.kind === 'power' && d.spend[0]?.id === 'swing' ? [d] : []))
    const facings = swings.map((d) => d.spend[0]?.facing ?? Number.NaN)
    expect(facings).toHaveLength(3)
    const want = [N + Math.PI, N + Math.PI / 2, N - Math.PI / 2]
    for (const [k, f] of want.entries()) expect(facings[k]).toBeCloseTo(f)
    // A quarter turn left (to face west) carries B from A's north to its west.
    const left = play(s, [swings[1] as Unseated]).state
    expect(unitOf(left, B).pos.x).toBeCloseTo(10 - 2.75)
    expect(unitOf(left, B).pos.y).toBeCloseTo(10)
    expect(unitOf(left, A).facing).toBeCloseTo(Math.PI)
    // A quarter turn right carries it to the east.
    const right = play(s, [swings[2] as Unseated]).state
    expect(unitOf(right, B).pos.x).toBeCloseTo(12.75)
    expect(unitOf(right, A).facing).toBeCloseTo(0)
    // Any other finite facing may still be declared; a non-finite one is refused.
    const slant = play(s, [{ kind: 'power', spend: [{ id: 'swing', facing: N + 0.5 }] }]).state
    expect(dist(unitOf(slant, B).pos, { x: 10, y: 10 })).toBeCloseTo(2.75)
    expect(reject(s, { kind: 'power', spend: [{ id: 'swing', facing: Number.NaN }] })).toBe(
      'gunframe/power_bad_option',
    )
  })

  test('GF-POW-SWING: a block on the arc (clear of the chord) stops the target there, knocked down', () => {
    const post = box('post', 12.4, 12.4, 1, 1, { qualities: ['blocking'], height: 4 })
    const s = hit(duel([post]))
    const r = play(s, [{ kind: 'power', spend: [{ id: 'swing', facing: 0 }] }])
    const b = unitOf(r.state, B)
    expect(b.counters.knockedDown).toBe(true)
    // Still the same distance from A's centre, short of the quarter turn asked for.
    expect(dist(b.pos, { x: 10, y: 10 })).toBeCloseTo(2.75)
    expect(b.pos.x).toBeLessThan(12.75 - 0.5)
    expect(eventsOf(r.events, 'KnockedBack')[0]).toMatchObject({
      unit: B,
      stoppedBy: 'terrain',
      cause: 'swing',
    })
    // A turned only as far as B went, so their bases still meet at the same point.
    const a = unitOf(r.state, A)
    const bearing = Math.atan2(b.pos.y - 10, b.pos.x - 10)
    expect(bearing - a.facing).toBeCloseTo(0)
  })

  test('GF-POW-SWING: a unit on the arc stops it; both go down unless the other passes its Pilot Skill', () => {
    const s = hit(
      duel(DEFAULT_BATTLEFIELD.terrain, [
        { side: 'p2', pos: { x: 12.9, y: 12.9 }, facing: S, profile: { frame: 'scout' } },
      ]),
    )
    // The swing's collision roll for the unit struck: 1 fails.
    const r = play(s, [{ kind: 'power', spend: [{ id: 'swing', facing: 0 }] }], [1])
    expect(eventsOf(r.events, 'KnockedBack')[0]).toMatchObject({ stoppedBy: 'figure' })
    expect(unitOf(r.state, B).counters.knockedDown).toBe(true)
    expect(unitOf(r.state, 'unit:p2:1').counters.knockedDown).toBe(true)
    expect(dist(unitOf(r.state, B).pos, { x: 12.9, y: 12.9 })).toBeCloseTo(1.75, 3)
  })
})

describe('shoves and obstacles', () => {
  // OBSTACLES: no base ends on one (project ruling, proposed).
  test('GF-RULING-PROPOSED-SHOVE-OBSTACLE: a recoil that would end on crates stops short of them, standing', () => {
    // B recoils 3" north from y 12.75; crates at y 14.5..15.5 would be under its base at 15.75.
    const crates = box('crates', 5, 14.5, 10, 1, { category: 'obstacle', height: 1 })
    const r = play(hit(duel([crates])), [{ kind: 'power', spend: [{ id: 'recoil' }] }])
    const b = unitOf(r.state, B)
    expect(b.pos.y).toBeCloseTo(13.5, 3)
    expect(b.counters.knockedDown).toBe(false)
    expect(eventsOf(r.events, 'KnockedBack')[0]).toMatchObject({ stoppedBy: 'obstacle' })
    expect(testRuleset.prompt(r.state)).not.toBeNull()
  })
})

describe('involuntary moves through the battle', () => {
  /** The duel moved next to the north edge (B's base 1.25" from it). */
  const nearEdge = (terrain = DEFAULT_BATTLEFIELD.terrain) =>
    scenario(
      [
        { side: 'p1', pos: { x: 10, y: 31 }, facing: N, profile: OWL_BEAR },
        { side: 'p2', pos: { x: 10, y: 33.75 }, facing: S, profile: { loadout: NO_CLOSE } },
      ],
      { field: { ...DEFAULT_BATTLEFIELD, terrain } },
    )

  // MOVEMENT › INVOLUNTARY MOVEMENT: shoved off the table, it stops at the edge and goes down.
  test('GF-MOVE-INVOLUNTARY: a 3" recoil against the table edge stops there, knocked down', () => {
    const r = play(hit(nearEdge()), [{ kind: 'power', spend: [{ id: 'recoil' }] }])
    const b = unitOf(r.state, B)
    expect(b.pos.y).toBeCloseTo(35, 3)
    expect(b.counters.knockedDown).toBe(true)
    expect(eventsOf(r.events, 'KnockedBack')[0]).toMatchObject({ stoppedBy: 'edge' })
  })

  // SPECIAL MOVEMENT › FALLING: recoiled off a 3" deck, 3 hits against bare Defense; damage knocks down.
  test('GF-SPM-FALLING: recoiled off a ledge, the fall hits once per inch and any damage knocks the unit down', () => {
    const deck = box('deck', 0, 30, 36, 4, { qualities: ['elevated'], height: 3 })
    const s = nearEdge([deck])
    unitOf(s, A).elevation = 3
    unitOf(s, B).elevation = 3
    unitOf(s, B).pos = { x: 10, y: 32.75 }
    // Attack as before; the fall's 3 hits against Defense 3: 1, 1, 5 (2 damage).
    const r = play(hit(s), [{ kind: 'power', spend: [{ id: 'recoil' }] }], [1, 1, 5])
    expect(eventsOf(r.events, 'Fell')[0]).toMatchObject({ unit: B, inches: 3 })
    const b = unitOf(r.state, B)
    expect(b.elevation).toBe(0)
    expect(b.armour).toBe(8 - 3 - 2)
    expect(b.counters.knockedDown).toBe(true)
  })
})

describe('panic: dramatic cry or run for cover', () => {
  /**
   * A (p1) shoots B (p2, 1 Armour) dead: 4, 1, 1 is one hit, B's 1, 1, 1 block nothing; W (p2)
   * saw it and rolls 2 for panic (Pilot Skill 4+): it panics.
   */
  function panicked(w: Partial<Placed> = {}, terrain = DEFAULT_BATTLEFIELD.terrain): BattleState {
    const s = scenario(
      [
        { side: 'p1', pos: { x: 10, y: 10 }, facing: N },
        { side: 'p2', pos: { x: 10, y: 15 }, facing: S, profile: { loadout: NO_CLOSE }, set: { armour: 1 } },
        { side: 'p2', pos: { x: 16, y: 18 }, facing: S, ...w },
      ],
      { field: { ...DEFAULT_BATTLEFIELD, terrain } },
    )
    s.settings = { panic: true }
    return play(s, activateAttack(A, B), [4, 1, 1, 1, 1, 1, 2]).state
  }
  const W = 'unit:p2:1'
  const choices = (s: BattleState) =>
    testRuleset
      .legal(s)
      .filter((d) => d.kind === 'choose')
      .map((d) => (d as { option: string }).option)

  test('GF-PANIC-CRY: a Focus Point buys the cry: the unit holds its ground and the point is spent', () => {
    const s = panicked()
    expect(testRuleset.prompt(s)).toMatchObject({ kind: 'choose', id: 'panic', unit: W })
    expect(choices(s)).toEqual(['dramatic-cry', 'run-for-cover'])
    const r = play(s, [{ kind: 'choose', option: 'dramatic-cry' }])
    expect(r.state.focus.p2).toBe(0)
    expect(unitOf(r.state, W).pos).toEqual({ x: 16, y: 18 })
    expect(eventsOf(r.events, 'FocusSpent')[0]).toMatchObject({ unit: W, for: 'dramatic-cry' })
    expect(eventsOf(r.events, 'DramaticCry')).toHaveLength(1)
  })

  test('GF-PANIC-CRY: a unit that already had its Focus Point this turn must run (Ace lets it cry)', () => {
    const spent = panicked({ set: { focusSpent: true } })
    expect(testRuleset.prompt(spent)).toMatchObject({ id: 'panic', options: ['run-for-cover'] })
    expect(choices(spent)).toEqual(['run-for-cover'])
    const ace = panicked({ set: { focusSpent: true }, profile: { upgrades: [{ id: 'ace' }] } })
    expect(choices(ace)).toEqual(['dramatic-cry', 'run-for-cover'])
    expect(play(ace, [{ kind: 'choose', option: 'dramatic-cry' }]).state.focus.p2).toBe(0)
  })

  test('GF-PANIC-CRY: with the side out of Focus Points only the run is offered', () => {
    const s = panicked()
    s.focus.p2 = 0
    expect(choices(s)).toEqual(['run-for-cover'])
  })

  // PANIC › RUN FOR COVER: straight for home, but round blocking terrain.
  test('GF-PANIC-RUN: with a wall between it and its zone, the unit runs round the wall, never through it', () => {
    const wall = box('wall', 13, 20, 10, 1, { qualities: ['blocking'], height: 4 })
    const s = panicked({}, [wall])
    const r = play(s, [{ kind: 'choose', option: 'run-for-cover' }], [6])
    const w = unitOf(r.state, W)
    // Round the nearer (west) end: its base clear of the wall's end, already past its far face.
    expect(w.pos.x).toBeLessThanOrEqual(12 + 1e-6)
    expect(w.pos.y).toBeGreaterThan(20)
    expect(w.facing).toBeGreaterThan(0)
    expect(w.counters.knockedDown).toBe(false)
    expect(eventsOf(r.events, 'RanForCover')[0]).toMatchObject({ unit: W, inches: 6, stoppedBy: null })
    // Without the wall it goes straight north the full 6".
    const open = play(panicked(), [{ kind: 'choose', option: 'run-for-cover' }], [6]).state
    expect(unitOf(open, W).pos.x).toBeCloseTo(16)
    expect(unitOf(open, W).pos.y).toBeCloseTo(24)
    expect(unitOf(open, W).facing).toBeCloseTo(N)
  })

  test('GF-PANIC-RUN: difficult ground on the way costs double; a knocked-down unit stays put', () => {
    const mud = box('mud', 0, 20, 36, 10, { qualities: ['difficult'] })
    const r = play(panicked({}, [mud]), [{ kind: 'choose', option: 'run-for-cover' }], [6])
    // 1" until the base touches the mud, then 5" of Speed is 2" through it (a part-inch is whole).
    expect(unitOf(r.state, W).pos.y).toBeCloseTo(21, 3)
    const down = play(
      panicked({ set: { knockedDown: true } }),
      [{ kind: 'choose', option: 'run-for-cover' }],
      [6],
    )
    expect(unitOf(down.state, W).pos).toEqual({ x: 16, y: 18 })
    expect(eventsOf(down.events, 'RanForCover')[0]).toMatchObject({ inches: 0 })
  })

  test('GF-PANIC-RUN: dangerous ground on the way asks for a Pilot Skill roll; a failure deals its value', () => {
    const mines = box('mines', 0, 21, 36, 1, { qualities: ['dangerous'] })
    const r = play(panicked({}, [mines]), [{ kind: 'choose', option: 'run-for-cover' }], [6, 2])
    expect(eventsOf(r.events, 'PilotSkillRoll').at(-1)).toMatchObject({
      unit: W,
      why: 'dangerous:terrain:mines',
    })
    expect(unitOf(r.state, W).armour).toBe(8 - 2)
  })
})
