// Rules a careful player still caught — each test carries the rule's id.
import { unwrap } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { startEnvironment } from '../../missions/environment.ts'
import { box } from '../../table/build.ts'
import { tableRules } from '../../table/index.ts'
import { battleTable } from '../actions/attack-odds.ts'
import { battleModules } from '../modules/index.ts'
import { missionLegal, missionPrompt } from '../modules/missions/prompt.ts'
import { optState } from '../modules/optional/rules.ts'
import { activateAttack, moveTo } from '../testkit/decisions.ts'
import { A, B, CLIMB_ONTO_BLOCK, climbScene, S } from '../testkit/fixtures.ts'
import { missionScenario, startMission } from '../testkit/missions.ts'
import type { Unseated } from '../testkit/testing.ts'
import { NO_CLOSE, play, reject, scenario, testRuleset, two, unitOf, ups } from '../testkit/testing.ts'
import { figures } from './geo.ts'
import { battlePrompt } from './prompt.ts'
import { createGunframeRuleset } from './ruleset.ts'
import { DEFAULT_BATTLEFIELD } from './setup.ts'
import type { BattleState } from './types.ts'

const real = createGunframeRuleset()

const inEnvironment = (s: BattleState, id: 'space-structure' | 'underwater'): BattleState => {
  s.mission.environment = unwrap(startEnvironment({ id }))
  return s
}

describe('environments', () => {
  test('GF-ENV-SPACE: inside a space structure Indirect Fire is refused, and not offered', () => {
    const hid = () =>
      two(
        { profile: { upgrades: [{ id: 'indirect-fire', on: 'short' }] }, facing: S },
        { set: { lock: true } },
      )
    // Out of a space structure the same shot is indirect (GF-UPG-INDIRECT-FIRE).
    expect(
      play(hid(), activateAttack(A, B), [1, 1, 1, 1, 1, 1, 1]).events.some(
        (e) => e.type === 'AttackDeclared',
      ),
    ).toBe(true)
    const { state } = play(inEnvironment(hid(), 'space-structure'), [{ kind: 'activate', unit: A }])
    expect(reject(state, { kind: 'attack', target: B })).toBe('gunframe/no_indirect_fire')
    const offered = testRuleset.legal(state)
    expect(offered.some((d) => d.kind === 'attack')).toBe(false)
  })

  test('GF-ENV-UNDERWATER: every unit counts as having Climb, so climbing costs inch for inch', () => {
    const at = () => climbScene({ speed: 7 })
    const climb = CLIMB_ONTO_BLOCK
    // On land: 4" across and 2" up at double cost is 8", more than Speed 7.
    expect(
      reject(
        play(at(), [climb[0] as Unseated], undefined, real).state,
        climb[1] as Unseated,
        undefined,
        real,
      ),
    ).toBe('gunframe/too_far')
    // Underwater Speed drops to 6, but the climb costs 4 + 2 = 6.
    const wet = play(inEnvironment(at(), 'underwater'), climb, undefined, real).state
    expect(unitOf(wet, A).elevation).toBe(2)
  })
})

describe('panic', () => {
  const W = 'unit:p2:1'
  /** W (p2, at 16,18) carries a loot counter and an object; its friend B dies and W fails its panic test. */
  function panicking(): BattleState {
    const s = missionScenario(
      [
        { side: 'p1', pos: { x: 10, y: 10 }, facing: Math.PI / 2 },
        { side: 'p2', pos: { x: 10, y: 15 }, facing: S, profile: { loadout: NO_CLOSE }, set: { armour: 1 } },
        { side: 'p2', pos: { x: 16, y: 18 }, facing: S },
      ],
      { id: 'carnage' },
    )
    s.settings = { panic: true }
    s.mission.state?.counters.push({ id: 'loot:prize', kind: 'loot', pos: { x: 16, y: 18 }, carrier: W })
    optState(s).objects.push({
      id: 'object:crate',
      size: 'small',
      pos: { x: 16, y: 18 },
      radius: 0.5,
      carrier: W,
    })
    return play(s, activateAttack(A, B), [4, 1, 1, 1, 1, 1, 2]).state
  }

  test('GF-PANIC-RUN: running for cover drops loot and objects where the unit stood, before it runs', () => {
    const s = panicking()
    const { state, events } = play(s, [{ kind: 'choose', option: 'run-for-cover' }], [6])
    const w = unitOf(state, W)
    expect(w.pos.y).toBeGreaterThan(18 + 5)
    const loot = state.mission.state?.counters.find((x) => x.id === 'loot:prize')
    expect(loot?.carrier).toBeUndefined()
    // Dropped beside where it stood (touching its back), not where it ran to.
    expect(Math.hypot((loot?.pos.x ?? 0) - 16, (loot?.pos.y ?? 0) - 18)).toBeLessThanOrEqual(1 + 1e-6)
    const crate = state.opt?.objects.find((x) => x.id === 'object:crate')
    expect(crate?.carrier).toBeNull()
    expect(Math.hypot((crate?.pos.x ?? 0) - 16, (crate?.pos.y ?? 0) - 18)).toBeLessThan(3)
    // The drops come before the run in the replay.
    const types = events.map((e) => e.type)
    expect(types.indexOf('DroppedToRun')).toBeGreaterThanOrEqual(0)
    expect(types.indexOf('LootDropped')).toBeLessThan(types.indexOf('RanForCover'))
    expect(types.indexOf('ObjectDropped')).toBeLessThan(types.indexOf('RanForCover'))
  })
})

describe('Heavy', () => {
  test('GF-UPG-HEAVY: an obstacle a Heavy unit moves across is crushed: off the table, out of sight lines, in the replay', () => {
    const crates = box('crates', 9, 13, 2, 1, { category: 'obstacle', height: 1 })
    const at = (profile = {}) =>
      scenario(
        [
          { side: 'p1', pos: { x: 10, y: 10 }, facing: Math.PI / 2, profile: { speed: 6, ...profile } },
          { side: 'p2', pos: { x: 30, y: 30 }, facing: S },
        ],
        { field: { ...DEFAULT_BATTLEFIELD, terrain: [crates] } },
      )
    const across: Unseated[] = [
      { kind: 'activate', unit: A },
      moveTo({ x: 10, y: 10 }, { x: 10, y: 16 }, Math.PI / 2),
    ]
    const heavy = play(at(ups('heavy')), across, undefined, real)
    expect(heavy.state.field.terrain.some((t) => t.id === 'terrain:crates')).toBe(false)
    expect(heavy.events.filter((e) => e.type === 'ObstacleCrushed')).toEqual([
      { type: 'ObstacleCrushed', unit: A, feature: 'terrain:crates' },
    ])
    // Sight and cover read the battlefield, so the crushed crates no longer give cover.
    const behind = heavy.state
    expect(tableRules.lineOfSight(behind.field, figures(behind), B, A).cover).toBe('none')
    // Any other unit walks over them and leaves them standing.
    const plain = play(at(), across, undefined, real)
    expect(plain.state.field.terrain.some((t) => t.id === 'terrain:crates')).toBe(true)
    expect(plain.events.some((e) => e.type === 'ObstacleCrushed')).toBe(false)
  })
})

describe('one rule in one place', () => {
  test('GF-MIS-DEPLOY: the half, deployment and who activates are asked and listed by the mission layer alone', () => {
    const s = startMission({ id: 'carnage' })
    const table = battleTable(s, battleModules())
    const modules = battleModules()
    // Deployment: the battle's prompt is the mission's, and so is the legal list.
    expect(s.phase).toBe('deploy')
    expect(battlePrompt(s, { table, modules })).toEqual(missionPrompt(s))
    const p = battlePrompt(s, { table, modules })
    expect(p && missionLegal(s, table, p)).toEqual(testRuleset.legal(s))
    // Play with an empty stack: the activation prompt is the mission's.
    let state = s
    for (let n = 0; n < 200 && state.phase !== 'play'; n++) {
      const d = testRuleset.legal(state)[0]
      if (!d) break
      const r = testRuleset.apply(state, d)
      if (!r.ok) break
      state = r.value.state
    }
    while (state.stack.length > 0) {
      const d = testRuleset.legal(state)[0]
      if (!d) break
      const r = testRuleset.apply(state, d)
      if (!r.ok) break
      state = r.value.state
    }
    expect(state.phase).toBe('play')
    expect(battlePrompt(state, { table, modules })).toEqual(missionPrompt(state))
  })
})
