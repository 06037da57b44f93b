/**
 * GF-ENV-UNDERWATER in play (ENVIRONMENTAL CONDITIONS › UNDERWATER): targets roll one more defense
 * die against long-range attacks — on top of whatever obscurement and cover give, so a target
 * that is both obscured and in hard cover at long range rolls Defense + 1 + 2 + 1. Real table
 * rules, scripted dice.
 */
import { describe, expect, test } from 'vitest'
import type { EnvironmentSettings } from '../../../missions/environment.ts'
import { activateAttack } from '../../testkit/decisions.ts'
import { A, B, N, S } from '../../testkit/fixtures.ts'
import { missionScenario } from '../../testkit/missions.ts'
import { feature, realPlay } from '../../testkit/optional.ts'
import { eventsOf, NO_CLOSE } from '../../testkit/testing.ts'

/** A at the south edge shoots B (Defense 3) behind a forest and a bunker wall, `y` inches north. */
function shot(env: EnvironmentSettings, y: number, terrain = true): number {
  const s = missionScenario(
    [
      { side: 'p1', pos: { x: 18, y: 2 }, facing: N },
      { side: 'p2', pos: { x: 18, y }, facing: S, profile: { loadout: NO_CLOSE } },
    ],
    { id: 'carnage' },
    env,
  )
  const forest = feature('forest', 14, 8, 8, 3, { qualities: ['obscuring'], height: 4 })
  // A low fortified wall touching B's base on A's side: hard cover.
  const wall = feature('wall', 15, y - 1.5, 6, 0.5, {
    category: 'obstacle',
    qualities: [],
    height: 1,
    hardCover: true,
  })
  s.field = { name: 'test', width: 36, depth: 36, terrain: terrain ? [forest, wall] : [] }
  const { events } = realPlay(s, activateAttack(A, B), Array(12).fill(1))
  const rolled = eventsOf(events, 'DefenseRolled')[0]
  return Number(rolled?.pool)
}

describe('GF-ENV-UNDERWATER in play', () => {
  test('GF-ENV-UNDERWATER: +1 defense die at long range, stacking with obscured and hard cover', () => {
    // B 22" away (edge to edge): long range. Defense 3 + obscured 1 + hard cover 2.
    expect(shot({ id: 'none' }, 26)).toBe(6)
    expect(shot({ id: 'underwater' }, 26)).toBe(7)
    expect(shot({ id: 'underwater' }, 26, false)).toBe(4)
  })

  test('GF-ENV-UNDERWATER: nothing extra at medium range', () => {
    // 14" edge to edge: medium.
    expect(shot({ id: 'underwater' }, 18)).toBe(shot({ id: 'none' }, 18))
    expect(shot({ id: 'underwater' }, 18, false)).toBe(3)
  })
})
