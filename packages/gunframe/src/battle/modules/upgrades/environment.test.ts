import { rect, unwrap } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { type EnvironmentSettings, startEnvironment } from '../../../missions/environment.ts'
import type { TerrainFeature } from '../../../table/contract.ts'
import { DEFAULT_BATTLEFIELD } from '../../core/setup.ts'
import type { BattleState } from '../../core/types.ts'
import { activateAttack } from '../../testkit/decisions.ts'
import { A, B, N, OWL_BEAR, B2 as R, S } from '../../testkit/fixtures.ts'
import { missionScenario } from '../../testkit/missions.ts'
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
import { environmentSpeedChange } from './environment.ts'

const withEnv = (s: BattleState, env: EnvironmentSettings): BattleState => {
  s.mission.environment = unwrap(startEnvironment(env))
  return s
}
const move = (
  from: { x: number; y: number },
  to: { x: number; y: number },
  special?: 'fast' | 'jump',
): Unseated => ({
  kind: 'move',
  path: [from, to],
  facing: Math.atan2(to.y - from.y, to.x - from.x),
  ...(special ? { special } : {}),
})

const feature = (id: string, name: string, poly: TerrainFeature['polygon'], more: Partial<TerrainFeature>) =>
  ({
    id: `terrain:${id}`,
    name,
    category: 'area',
    qualities: [],
    height: 0,
    polygon: poly,
    ...more,
  }) as TerrainFeature

describe('gravity', () => {
  const alone = (profile = {}) =>
    scenario([
      { side: 'p1', pos: { x: 10, y: 10 }, facing: N, profile },
      { side: 'p2', pos: { x: 30, y: 30 }, facing: S },
    ])

  test('GF-ENV-HIGH-GRAVITY: only Fast units move fast, and it costs them a focus point; jumping costs one', () => {
    const s = withEnv(alone(), { id: 'high-gravity' })
    const act = play(s, [{ kind: 'activate', unit: A }]).state
    expect(reject(act, move({ x: 10, y: 10 }, { x: 10, y: 18 }, 'fast'))).toBe('gunframe/no_fast')
    const f = withEnv(alone(ups('fast')), { id: 'high-gravity' })
    const fast = play(f, [
      { kind: 'activate', unit: A },
      move({ x: 10, y: 10 }, { x: 10, y: 18 }, 'fast'),
    ]).state
    expect(fast.focus.p1).toBe(0)
    const j = withEnv(alone(ups('jump')), { id: 'high-gravity' })
    const jumped = play(j, [{ kind: 'activate', unit: A }, move({ x: 10, y: 10 }, { x: 10, y: 14 }, 'jump')])
    expect(jumped.state.focus.p1).toBe(0)
    expect(eventsOf(jumped.events, 'FocusSpent')[0]).toMatchObject({ for: 'jump' })
    // Without gravity the Fast unit moves fast for nothing.
    const free = play(alone(ups('fast')), [
      { kind: 'activate', unit: A },
      move({ x: 10, y: 10 }, { x: 10, y: 18 }, 'fast'),
    ])
    expect(free.state.focus.p1).toBe(1)
  })

  test('GF-ENV-LOW-GRAVITY: any unit may jump for a focus point', () => {
    const s = withEnv(alone(), { id: 'low-gravity' })
    const act = play(s, [{ kind: 'activate', unit: A }]).state
    expect(testRuleset.legal(act).some((d) => d.kind === 'move' && d.special === 'jump')).toBe(true)
    const jumped = play(act, [move({ x: 10, y: 10 }, { x: 10, y: 14 }, 'jump')]).state
    expect(jumped.focus.p1).toBe(0)
    expect(
      reject(
        play(alone(), [{ kind: 'activate', unit: A }]).state,
        move({ x: 10, y: 10 }, { x: 10, y: 14 }, 'jump'),
      ),
    ).toBe('gunframe/no_jump')
  })

  /** The Owl Bear throws B with 2 damage (power-attacks.test.ts's GF-POW-THROW dice). */
  const thrown = (env?: EnvironmentSettings) => {
    const s = scenario([
      { side: 'p1', pos: { x: 10, y: 10 }, facing: N, profile: OWL_BEAR },
      { side: 'p2', pos: { x: 10, y: 12.75 }, facing: S, profile: { loadout: NO_CLOSE } },
    ])
    if (env) withEnv(s, env)
    const { state } = play(s, activateAttack(A, B), [6, 6, 4, 1, 1, 1, 1, 1, 4])
    const x0 = unitOf(state, B).pos.x
    return unitOf(play(state, [{ kind: 'power', spend: [{ id: 'throw', heading: 0 }] }]).state, B).pos.x - x0
  }

  test('GF-ENV-HIGH-GRAVITY / GF-ENV-LOW-GRAVITY: throws go half as far (rounding up), or 1" further (ruling 5)', () => {
    expect(thrown()).toBeCloseTo(2)
    expect(thrown({ id: 'high-gravity' })).toBeCloseTo(1)
    expect(thrown({ id: 'low-gravity' })).toBeCloseTo(3)
  })

  /** A flyer knocked down falls 8": the hits it takes. */
  const fallHits = (env?: EnvironmentSettings): number => {
    const fly = { ...OWL_BEAR, ...ups('fly') }
    const s = scenario([
      { side: 'p1', pos: { x: 10, y: 10 }, facing: N, profile: fly },
      {
        side: 'p2',
        pos: { x: 10, y: 12.75 },
        facing: S,
        profile: { loadout: NO_CLOSE, ...ups('fly') },
        set: { armour: 30 },
      },
    ])
    if (env) withEnv(s, env)
    const { state } = play(s, activateAttack(A, B), [6, 6, 4, 1, 1, 1, 1, 1, 1])
    const rolls = new Array(3).fill(1)
    const r = play(state, [{ kind: 'power', spend: [{ id: 'knock-down' }] }], rolls)
    return eventsOf(r.events, 'PowerHits')[0]!.hits
  }

  test('GF-ENV-HIGH-GRAVITY / GF-ENV-LOW-GRAVITY: a fall is 2 hits an inch in high gravity, half a hit in low (1 normally)', () => {
    expect(fallHits()).toBe(8)
    expect(fallHits({ id: 'high-gravity' })).toBe(16)
    expect(fallHits({ id: 'low-gravity' })).toBe(4)
  })
})

describe('environment upgrades', () => {
  test('GF-ENV-UNDERWATER: +1 defense die at long range, which Eagle Eyes does not take away', () => {
    const s = withEnv(
      scenario([
        { side: 'p1', pos: { x: 10, y: 5 }, facing: N, profile: ups('eagle-eyes') },
        { side: 'p2', pos: { x: 10, y: 25 }, facing: S, profile: { loadout: NO_CLOSE } },
      ]),
      { id: 'underwater' },
    )
    const { events } = play(s, activateAttack(A, B), [1, 1, 1, 1, 1, 1, 1])
    expect(eventsOf(events, 'DefenseRolled')[0]).toMatchObject({ pool: 4 })
  })

  test('GF-UPG-AQUATIC: water is open ground to it, a base wholly in water is obscured, no underwater slowdown', () => {
    const river = feature('river', 'River', rect(0, 12, 36, 2), { qualities: ['difficult'] })
    const field = { ...DEFAULT_BATTLEFIELD, terrain: [river] }
    const at = (profile = {}) =>
      scenario(
        [
          { side: 'p1', pos: { x: 10, y: 10 }, facing: N, profile },
          { side: 'p2', pos: { x: 30, y: 30 }, facing: S },
        ],
        { field },
      )
    const wade = [{ kind: 'activate', unit: A }, move({ x: 10, y: 10 }, { x: 10, y: 15 })] as Unseated[]
    expect(realTryPlay(at(), wade).error).toBeDefined()
    expect(realTryPlay(at(ups('aquatic')), wade).error).toBeUndefined()
    // A base wholly inside a 4" pool: one more defense die.
    const pool = feature('pool', 'Pond', rect(8, 13, 4, 4), {})
    const s = scenario(
      [
        { side: 'p1', pos: { x: 10, y: 5 }, facing: N },
        { side: 'p2', pos: { x: 10, y: 15 }, facing: S, profile: { loadout: NO_CLOSE, ...ups('aquatic') } },
      ],
      { field: { ...DEFAULT_BATTLEFIELD, terrain: [pool] } },
    )
    const { events } = play(s, activateAttack(A, B), [1, 1, 1, 1, 1, 1, 1])
    expect(eventsOf(events, 'DefenseRolled')[0]).toMatchObject({ pool: 4 })
    const under = unwrap(startEnvironment({ id: 'underwater' }))
    expect(environmentSpeedChange(under, { upgrades: ['aquatic'] })).toBe(0)
    expect(environmentSpeedChange(under, { upgrades: [] })).toBe(-1)
  })

  test('GF-UPG-ENVIRONMENT-ENHANCEMENT: no dust damage and no snow slowdown', () => {
    const s = missionScenario(
      [
        { side: 'p1', pos: { x: 10, y: 3 }, profile: ups('environment-enhancement') },
        { side: 'p2', pos: { x: 27, y: 33 }, set: { activated: true } },
      ],
      { id: 'domination' },
      { id: 'storm', storm: 'dust' },
    )
    const { state, events } = play(
      s,
      [{ kind: 'activate', unit: A }, { kind: 'end-activation' }],
      [6, 1, 6, 1],
    )
    expect(eventsOf(events, 'DamageDealt').map((e) => e.unit)).toEqual([B])
    expect(unitOf(state, A).armour).toBe(8)
    const snow = unwrap(startEnvironment({ id: 'storm', storm: 'snow' }))
    expect(environmentSpeedChange(snow, { upgrades: ['environment-enhancement'] })).toBe(0)
    expect(environmentSpeedChange(snow, { upgrades: [] })).toBe(-1)
  })

  /** p2 (north) has a unit in reserve; p1's only unit ends turn 1 and p2 calls it (a pass on 4). */
  const calling = (profile: Placed['profile'], mode: 'reserve' | 'halo') => {
    const s = missionScenario(
      [
        { side: 'p1', pos: { x: 10, y: 3 } },
        { side: 'p2', pos: { x: 27, y: 33 }, set: { activated: true } },
        { side: 'p2', pos: { x: 0, y: 0 }, profile, set: { status: 'undeployed' } },
      ],
      { id: 'domination' },
    )
    s.mission.reserves = { [R]: mode }
    const ended = play(s, [{ kind: 'activate', unit: A }, { kind: 'end-activation' }]).state
    return play(ended, [{ kind: 'call-reserves', units: [R] }], [4]).state
  }

  test('GF-UPG-GUERRILLA: reserves may come on at any edge outside the enemy deployment zone', () => {
    const g = calling(ups('guerrilla'), 'reserve')
    const r = unitOf(g, R).profile.radius
    // West edge, in p1's (south) half but outside its 6"-deep zone.
    const spot = { kind: 'arrive', unit: R, pos: { x: r, y: 12 }, facing: 0 } as Unseated
    expect(unitOf(play(g, [spot], [6, 1]).state, R).status).toBe('table')
    expect(reject(g, { kind: 'arrive', unit: R, pos: { x: r, y: 3 }, facing: 0 })).toBe(
      'gunframe/bad_arrival',
    )
    expect(reject(calling({}, 'reserve'), spot)).toBe('gunframe/bad_arrival')
  })

  test('GF-UPG-HALO: a HALO drop scatters D3" (D6" for a jumper without the upgrade)', () => {
    const drop = { kind: 'arrive', unit: R, pos: { x: 20, y: 20 }, facing: S } as Unseated
    const halo = play(calling(ups('halo'), 'halo'), [drop], [6]).state
    expect(testRuleset.prompt(halo)).toMatchObject({ seat: 'p1', kind: 'scatter', unit: R, inches: 3 })
    const jump = play(calling(ups('jump'), 'halo'), [drop], [6]).state
    expect(testRuleset.prompt(jump)).toMatchObject({ kind: 'scatter', inches: 6 })
    const landed = play(
      halo,
      [{ kind: 'arrive', unit: R, pos: { x: 20, y: 20 }, facing: S, scatter: 0 }],
      [6, 1],
    ).state
    expect(unitOf(landed, R).pos.x).toBeCloseTo(23)
  })
})
