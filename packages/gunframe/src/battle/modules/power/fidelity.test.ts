/**
 * Rules-fidelity review: conditions and falls as the book has them (PLAYING GUNFRAME › FLY,
 * FALLING, KNOCKED BACK), whatever put the unit down.
 */
import { describe, expect, test } from 'vitest'
import { A, B, N, S } from '../../testkit/fixtures.ts'
import { eventsOf, NO_CLOSE, play, scenario, unitOf } from '../../testkit/testing.ts'

const FLYER = { upgrades: [{ id: 'fly' }] }

describe('review: downed flyers and falls', () => {
  test('GF-SPM-FLY-DOWNED / GF-SPM-FALL: a flyer knocked down by running into another flyer lands and takes an 8" fall', () => {
    // A and B duel in the air; B is recoiled 2" into p1's flyer C and is knocked down.
    const s = scenario([
      { side: 'p1', pos: { x: 10, y: 10 }, facing: N, profile: FLYER },
      {
        side: 'p2',
        pos: { x: 10, y: 12 },
        facing: S,
        profile: { ...FLYER, armour: 20 },
        set: { activated: true },
      },
      { side: 'p1', pos: { x: 10, y: 15 }, facing: S, profile: FLYER, set: { activated: true } },
    ])
    const { state, events } = play(
      s,
      [
        { kind: 'activate', unit: A },
        { kind: 'attack', target: B },
        { kind: 'defend', pool: 'defense', evade: false },
        { kind: 'power', spend: [{ id: 'recoil' }] },
      ],
      // Close 3: 6, 6, 4 (three hits, two points); Defense 3: 1, 1, 4 (2 damage);
      // the fall's 8 hits against Defense 3: 1, 1, 4 (7 damage); C's collision roll: 6.
      [6, 6, 4, 1, 1, 4, 1, 1, 4, 6],
    )
    const b = unitOf(state, B)
    expect(eventsOf(events, 'KnockedBack')[0]).toMatchObject({ stoppedBy: 'figure' })
    expect(b.counters.knockedDown).toBe(true)
    expect(b.flying).toBe(false)
    expect(eventsOf(events, 'Fell')[0]).toMatchObject({ unit: B, inches: 8 })
    expect(b.armour).toBe(20 - 2 - 7)
  })

  test('GF-SPM-FALL / GF-SPM-FLY-DOWNED: a flyer shut down falls 8" and rolls its whole Defense against the fall, not the halved pool of a shut-down unit under attack', () => {
    // Book: a fall allows an unmodified defense roll; the shut-down halving is for being attacked.
    const downed = (power: 'knock-down' | 'shut-down') => {
      const s = scenario([
        { side: 'p1', pos: { x: 10, y: 10 }, facing: N, profile: FLYER },
        {
          side: 'p2',
          pos: { x: 10, y: 12.5 },
          facing: S,
          profile: { ...FLYER, defense: 4, armour: 20, loadout: NO_CLOSE },
        },
      ])
      // Close 3: 6, 6, 6 (three hits, three points); Defense 4: 1, 1, 1, 1 (3 damage). The fall's
      // 8 hits against Defense 4: 1, 1, 4, 4 (6 damage; two dice alone, 1, 1, would block none).
      const hit = play(
        s,
        [
          { kind: 'activate', unit: A },
          { kind: 'attack', target: B },
        ],
        [6, 6, 6, 1, 1, 1, 1],
      )
      return play(hit.state, [{ kind: 'power', spend: [{ id: power }] }], [1, 1, 4, 4])
    }
    for (const power of ['knock-down', 'shut-down'] as const) {
      const { state, events } = downed(power)
      expect(eventsOf(events, 'Fell')[0]).toMatchObject({ unit: B, inches: 8 })
      expect(eventsOf(events, 'PowerHits')[0]).toMatchObject({ unit: B, hits: 8, pool: 4, damage: 6 })
      expect(unitOf(state, B)).toMatchObject({
        armour: 20 - 3 - 6,
        flying: false,
        counters: { knockedDown: true },
      })
    }
  })
})
