/**
 * GF-ENV-SPACE in play (ENVIRONMENTAL CONDITIONS › SPACE STRUCTURE): when the players agree that
 * nothing flies inside the structure, every unit whose upgrades let it fly counts as having Jump
 * instead — it starts on the ground, cannot take off, may jump, and Anti-Aircraft finds nothing in
 * the air to shoot at. Scripted dice.
 */
import { describe, expect, test } from 'vitest'
import type { EnvironmentSettings } from '../../../missions/environment.ts'
import { A, B, N, S } from '../../testkit/fixtures.ts'
import { missionScenario, startMission } from '../../testkit/missions.ts'
import {
  eventsOf,
  NO_CLOSE,
  play,
  profile,
  reject,
  testRuleset,
  type Unseated,
  ups,
} from '../../testkit/testing.ts'

const NO_FLIGHT: EnvironmentSettings = { id: 'space-structure', flight: false }

/** A Fly unit of p1 at (10,10) as the setup leaves it in `env`, B 5" north (optionally with AA). */
function flyer(env: EnvironmentSettings, aa = false) {
  const grounded = env.id === 'space-structure' && env.flight === false
  return missionScenario(
    [
      { side: 'p1', pos: { x: 10, y: 10 }, facing: N, profile: ups('fly'), set: { flying: !grounded } },
      {
        side: 'p2',
        pos: { x: 10, y: 15 },
        facing: S,
        profile: aa
          ? { loadout: NO_CLOSE, upgrades: [{ id: 'anti-aircraft', on: 'short' }] }
          : { loadout: NO_CLOSE },
      },
    ],
    { id: 'carnage' },
    env,
  )
}

describe('GF-ENV-SPACE: flight ruled out', () => {
  test('GF-ENV-SPACE: a flyer starts on the ground where flight is ruled out, in the air otherwise', () => {
    const start = (environment: EnvironmentSettings) =>
      startMission(
        { id: 'carnage' },
        { squadrons: { p1: [profile(ups('fly'))], p2: [profile()] }, environment },
      )
    expect(start(NO_FLIGHT).units.find((u) => u.id === A)?.flying).toBe(false)
    expect(start({ id: 'space-structure' }).units.find((u) => u.id === A)?.flying).toBe(true)
    expect(start({ id: 'none' }).units.find((u) => u.id === A)?.flying).toBe(true)
  })

  test('GF-ENV-SPACE: the grounded flyer cannot take off but jumps as if it had Jump', () => {
    const act = play(flyer(NO_FLIGHT), [{ kind: 'activate', unit: A }]).state
    const legal = testRuleset.legal(act)
    expect(legal.some((d) => d.kind === 'move' && d.special === 'take-off')).toBe(false)
    expect(legal.some((d) => d.kind === 'move' && d.special === 'jump')).toBe(true)
    const west = (special: 'take-off' | 'jump'): Unseated => ({
      kind: 'move',
      path: [
        { x: 10, y: 10 },
        { x: 6, y: 10 },
      ],
      facing: N,
      special,
    })
    expect(reject(act, west('take-off'))).toBe('gunframe/cannot_fly')
    const jumped = play(act, [west('jump')]).state
    expect(jumped.units.find((u) => u.id === A)).toMatchObject({ flying: false, pos: { x: 6, y: 10 } })
    // Where flight is allowed, a Fly unit without Jump has no jump to make.
    const free = play(flyer({ id: 'space-structure' }), [{ kind: 'activate', unit: A }]).state
    expect(testRuleset.legal(free).some((d) => d.kind === 'move' && d.special === 'jump')).toBe(false)
  })

  test('GF-ENV-SPACE: Anti-Aircraft gets no bonus against a flyer grounded by the agreement', () => {
    const pool = (env: EnvironmentSettings) => {
      const s = flyer(env, true)
      s.next = 'p2'
      s.initiative = 'p2'
      const r = play(
        s,
        [
          { kind: 'activate', unit: B },
          { kind: 'attack', target: A },
        ],
        Array(30).fill(4),
      )
      return eventsOf(r.events, 'FirepowerRolled')[0]?.pool
    }
    expect(pool({ id: 'space-structure' })).toBe(5)
    expect(pool(NO_FLIGHT)).toBe(3)
  })
})
