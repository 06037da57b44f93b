import { describe, expect, test } from 'vitest'
import type { BattleState } from '../../core/types.ts'
import { activateAttack, moveTo } from '../../testkit/decisions.ts'
import {
  A,
  attackAB as attack,
  B,
  B2 as C,
  CLIMB_ONTO_BLOCK,
  climbScene,
  B3 as D,
  N,
  OWL_BEAR,
  S,
} from '../../testkit/fixtures.ts'
import { realTryPlay } from '../../testkit/optional.ts'
import type { Placed, Unseated } from '../../testkit/testing.ts'
import {
  eventsOf,
  NO_CLOSE,
  play,
  reject,
  scenario,
  testRuleset,
  unitOf,
  ups,
} from '../../testkit/testing.ts'
import { combinerMember, combinerOutsiders } from './combiner.ts'

/** The Owl Bear A (p1) in close range of B (p2, 0.5" apart), extra units after. */
function duel(a: Partial<Placed> = {}, b: Partial<Placed> = {}, more: Placed[] = []): BattleState {
  return scenario([
    { side: 'p1', pos: { x: 10, y: 10 }, facing: N, profile: OWL_BEAR, ...a },
    { side: 'p2', pos: { x: 10, y: 12.75 }, facing: S, profile: { loadout: NO_CLOSE }, ...b },
    ...more,
  ])
}

describe('loadout and frame upgrades with their own tests', () => {
  test('GF-POW-BLAST: X hits on every other unit within 3" of the target, the attacker too (ruling 8)', () => {
    const s = duel({ profile: { ...OWL_BEAR, upgrades: [{ id: 'blast', on: 'close' }] } }, {}, [
      { side: 'p2', pos: { x: 12.5, y: 13 }, facing: S, set: { activated: true } },
      { side: 'p2', pos: { x: 25, y: 25 }, facing: S, set: { activated: true } },
    ])
    // 3 hits with two sixes, none blocked: 3 damage and 2 power points.
    const { state } = attack(s, [6, 6, 4, 1, 1, 1, 1, 1, 1])
    const r = play(state, [{ kind: 'power', spend: [{ id: 'blast', x: 2 }] }], [1, 1, 1, 1, 1, 1])
    const hit = eventsOf(r.events, 'PowerHits').map((e) => [e.unit, e.hits])
    expect(hit).toEqual([
      [A, 2],
      [C, 2],
    ])
    expect(unitOf(r.state, C).armour).toBe(6)
    expect(unitOf(r.state, A).armour).toBe(8)
    expect(unitOf(r.state, D).armour).toBe(8)
    // Without the upgrade the weapon cannot blast.
    const plain = attack(duel(), [6, 6, 4, 1, 1, 1, 1, 1, 1]).state
    expect(reject(plain, { kind: 'power', spend: [{ id: 'blast', x: 2 }] })).toMatch(/^gunframe\//)
  })

  test('GF-POW-SWING: the attacker turns and carries the target round with it', () => {
    const { state } = attack(duel(), [6, 4, 4, 1, 1, 1, 1, 1, 1])
    const facing = Math.PI / 4
    const r = play(state, [{ kind: 'power', spend: [{ id: 'swing', facing }] }])
    expect(unitOf(r.state, A).facing).toBeCloseTo(facing)
    // B, 2.75" north of A's centre, swings 45° clockwise round it.
    const b = unitOf(r.state, B)
    expect(b.pos.x).toBeCloseTo(10 + 2.75 * Math.SQRT1_2)
    expect(b.pos.y).toBeCloseTo(10 + 2.75 * Math.SQRT1_2)
    expect(b.facing).toBeCloseTo(S - Math.PI / 4)
    expect(eventsOf(r.events, 'Swung')).toHaveLength(1)
  })

  test('GF-UPG-TURRETED: that weapon system sees through the back arc; others do not', () => {
    const behind = (on?: 'short') =>
      scenario([
        {
          side: 'p1',
          pos: { x: 10, y: 10 },
          facing: S,
          profile: on ? { upgrades: [{ id: 'turreted', on }] } : {},
        },
        { side: 'p2', pos: { x: 10, y: 15 }, facing: S, profile: { loadout: NO_CLOSE } },
      ])
    const fire: Unseated[] = activateAttack(A, B)
    const turret = realTryPlay(behind('short'), fire, [1, 1, 1, 1, 1, 1, 1])
    expect(turret.error).toBeUndefined()
    expect(unitOf(turret.state, A).facing).toBeCloseTo(S)
    expect(realTryPlay(behind(), fire, [1, 1, 1, 1, 1, 1, 1]).error).toBe('gunframe/no_line_of_sight')
  })

  test('GF-UPG-CLIMB / GF-SPM-CLIMB: climbing costs 1" of Speed per vertical inch instead of 2"', () => {
    const at = (profile = {}) => climbScene({ speed: 6, ...profile })
    const climb = CLIMB_ONTO_BLOCK
    // 4" across plus 2" up: 8" at the normal rate, 6" with Climb.
    expect(realTryPlay(at(), climb).error).toBe('gunframe/too_far')
    const up = realTryPlay(at(ups('climb')), climb)
    expect(up.error).toBeUndefined()
    expect(unitOf(up.state, A).elevation).toBe(2)
  })

  test('GF-UPG-HANDS: an enemy leaving contact with it must re-roll a successful disengage roll', () => {
    const s = scenario([
      { side: 'p1', pos: { x: 10, y: 10 }, facing: N },
      { side: 'p2', pos: { x: 10, y: 12.02 }, facing: S, profile: { loadout: NO_CLOSE, ...ups('hands') } },
    ])
    const away: Unseated[] = [{ kind: 'activate', unit: A }, moveTo({ x: 10, y: 10 }, { x: 10, y: 6 }, S)]
    const { state, events } = play(s, away, [5, 2])
    expect(eventsOf(events, 'PilotSkillRoll').map((e) => [e.why, e.success])).toEqual([
      ['disengage', true],
      ['disengage-hands', false],
    ])
    expect(testRuleset.prompt(state)).toMatchObject({ kind: 'disengage' })
    const plain = scenario([
      { side: 'p1', pos: { x: 10, y: 10 }, facing: N },
      { side: 'p2', pos: { x: 10, y: 12.02 }, facing: S, profile: { loadout: NO_CLOSE } },
    ])
    expect(unitOf(play(plain, away, [5]).state, A).pos.y).toBeCloseTo(6)
  })
})

describe('panic upgrades', () => {
  /** A kills B; W (p2) saw it from 4" away; an Inspiring friend stands 7" from W and 11" from B. */
  const witnessed = (inspiring: boolean) => {
    const s = scenario([
      { side: 'p1', pos: { x: 10, y: 10 }, facing: N },
      { side: 'p2', pos: { x: 10, y: 15 }, facing: S, profile: { loadout: NO_CLOSE }, set: { armour: 1 } },
      { side: 'p2', pos: { x: 14, y: 15 }, facing: S, set: { activated: true } },
      {
        side: 'p2',
        pos: { x: 21, y: 15 },
        facing: S,
        profile: inspiring ? ups('inspiring') : {},
        set: { activated: true },
      },
    ])
    s.settings = { panic: true }
    return s
  }

  test('GF-UPG-INSPIRING: friends within 8" of it re-roll a failed panic roll', () => {
    const { events } = attack(witnessed(true), [4, 1, 1, 1, 1, 1, 1, 5])
    const rolls = eventsOf(events, 'PanicRoll')
    expect(rolls.map((e) => [e.unit, e.roll, e.pass])).toEqual([[C, 5, true]])
    const plain = attack(witnessed(false), [4, 1, 1, 1, 1, 1, 1])
    expect(eventsOf(plain.events, 'PanicRoll').map((e) => e.pass)).toEqual([false])
    expect(testRuleset.prompt(plain.state)).toMatchObject({ kind: 'choose', id: 'panic', unit: C })
  })

  test('GF-UPG-TERRIFYING: moving into contact with it needs a panic roll; a failure stops outside close range', () => {
    const s = scenario([
      { side: 'p1', pos: { x: 10, y: 10 }, facing: N },
      { side: 'p2', pos: { x: 10, y: 15 }, facing: S, profile: { loadout: NO_CLOSE, ...ups('terrifying') } },
    ])
    s.settings = { panic: true }
    const charge: Unseated[] = [
      { kind: 'activate', unit: A },
      moveTo({ x: 10, y: 10 }, { x: 10, y: 12.98 }, N),
    ]
    const failed = play(s, charge, [1])
    expect(eventsOf(failed.events, 'PanicRoll')[0]).toMatchObject({ why: 'terrifying', pass: false })
    const gap = 15 - unitOf(failed.state, A).pos.y - 2
    expect(gap).toBeGreaterThan(1)
    const passed = play(s, charge, [5]).state
    expect(unitOf(passed, A).pos.y).toBeCloseTo(12.98)
  })
})

describe('combiner membership', () => {
  test('GF-UPG-COMBINER: only units with the Combiner upgrade can be part of a combiner team', () => {
    const s = scenario([
      { side: 'p1', pos: { x: 10, y: 10 }, profile: ups('combiner') },
      { side: 'p1', pos: { x: 14, y: 10 }, profile: ups('combiner') },
      { side: 'p1', pos: { x: 18, y: 10 } },
      { side: 'p2', pos: { x: 10, y: 30 } },
    ])
    expect(combinerMember(unitOf(s, A))).toBe(true)
    expect(combinerOutsiders(s, [A, 'unit:p1:1'])).toEqual([])
    expect(combinerOutsiders(s, [A, 'unit:p1:2'])).toEqual(['unit:p1:2'])
  })
})
