/**
 * Whole-upgrade play-throughs for the upgrades the power module serves (rulebook "Upgrades":
 * Guardian, Spiteful, Target Tracking, Reckless): each walks the decisions from the prompts and
 * checks every clause of the upgrade, not only the part the pure power module computes.
 */
import { describe, expect, test } from 'vitest'
import type { TerrainFeature } from '../../../table/contract.ts'
import { tableRules } from '../../../table/index.ts'
import { createGunframeRuleset } from '../../core/ruleset.ts'
import { activateAttack, activateLock } from '../../testkit/decisions.ts'
import { A, attackAB as attack, B, B2, N, S } from '../../testkit/fixtures.ts'
import { missionScenario } from '../../testkit/missions.ts'
import { feature } from '../../testkit/optional.ts'
import type { Placed, Unseated } from '../../testkit/testing.ts'
import {
  eventsOf,
  NO_CLOSE,
  play,
  reject,
  scenario,
  testRuleset,
  two,
  unitOf,
  ups,
} from '../../testkit/testing.ts'
import { reserveModes } from '../missions/deploy.ts'

describe('GF-UPG-GUARDIAN: the guardian takes the damage and the power attacks', () => {
  test('GF-UPG-GUARDIAN: the power attacks bought on the hit land on the guardian, not the friend', () => {
    const s = two({}, {}, [
      { side: 'p2', pos: { x: 12.5, y: 15 }, facing: S, profile: { loadout: NO_CLOSE, ...ups('guardian') } },
    ])
    // Short 3: 6, 6, 4 (three hits, two sixes); Defense 3: all blank.
    const { state } = attack(s, [6, 6, 4, 1, 1, 1])
    expect(testRuleset.prompt(state)).toMatchObject({ seat: 'p2', kind: 'choose', id: 'guardian' })
    const guarded = play(state, [{ kind: 'choose', option: `guard:${B2}` }]).state
    expect(unitOf(guarded, B2).armour).toBe(5)
    expect(unitOf(guarded, B).armour).toBe(8)
    expect(testRuleset.prompt(guarded)).toMatchObject({ seat: 'p1', kind: 'power', points: 2 })
    const { state: after, events } = play(guarded, [{ kind: 'power', spend: [{ id: 'knock-down' }] }])
    expect(eventsOf(events, 'PowerAttack')[0]).toMatchObject({ target: B2, id: 'knock-down' })
    expect(unitOf(after, B2).counters.knockedDown).toBe(true)
    expect(unitOf(after, B).counters.knockedDown).toBe(false)
  })

  test('GF-UPG-GUARDIAN: no guardian farther than 3", nor one whose focus point is spent', () => {
    const far = two({}, {}, [
      { side: 'p2', pos: { x: 16, y: 15 }, facing: S, profile: { loadout: NO_CLOSE, ...ups('guardian') } },
    ])
    expect(attack(far, [4, 4, 4, 1, 1, 1]).state.stack.some((f) => f.t === 'choice')).toBe(false)
    const spent = two({}, {}, [
      {
        side: 'p2',
        pos: { x: 12.5, y: 15 },
        facing: S,
        profile: { loadout: NO_CLOSE, ...ups('guardian') },
        set: { focusSpent: true },
      },
    ])
    expect(attack(spent, [4, 4, 4, 1, 1, 1]).state.stack.some((f) => f.t === 'choice')).toBe(false)
  })
})

describe('GF-UPG-SPITEFUL: a special action hurts a downed enemy in contact', () => {
  test('GF-UPG-SPITEFUL: 1 damage to a shut-down enemy in base contact, listed by legal()', () => {
    const s = two({ profile: ups('spiteful') }, { pos: { x: 10, y: 12.05 }, set: { shutDown: true } })
    const active = play(s, [{ kind: 'activate', unit: A }]).state
    expect(testRuleset.legal(active)).toContainEqual({
      seat: 'p1',
      kind: 'special',
      use: 'spiteful',
      target: B,
    })
    const after = play(active, [{ kind: 'special', use: 'spiteful', target: B }]).state
    expect(unitOf(after, B).armour).toBe(7)
  })

  test('GF-UPG-SPITEFUL: refused against a standing enemy, one out of contact, or without the upgrade', () => {
    const standing = play(two({ profile: ups('spiteful') }, { pos: { x: 10, y: 12.05 } }), [
      { kind: 'activate', unit: A },
    ]).state
    expect(reject(standing, { kind: 'special', use: 'spiteful', target: B })).toBe('gunframe/no_special')
    const apart = play(two({ profile: ups('spiteful') }, { set: { knockedDown: true } }), [
      { kind: 'activate', unit: A },
    ]).state
    expect(reject(apart, { kind: 'special', use: 'spiteful', target: B })).toBe('gunframe/no_special')
    const plain = play(two({}, { pos: { x: 10, y: 12.05 }, set: { knockedDown: true } }), [
      { kind: 'activate', unit: A },
    ]).state
    expect(reject(plain, { kind: 'special', use: 'spiteful', target: B })).toBe('gunframe/no_special')
  })
})

describe('GF-UPG-TARGET-TRACKING: clearing an Evade with a lock also locks', () => {
  test('GF-UPG-TARGET-TRACKING: Target Painting that strips an Evade also locks (as a lock action would)', () => {
    const painter = { upgrades: [{ id: 'target-painting', on: 'short' }] }
    const paint = (a: Placed['profile']) => {
      const { state } = attack(two({ profile: a }, { set: { evade: true } }), [6, 4, 4, 1, 1, 1])
      // B keeps its Evade counter for the painting to strip.
      const held = play(state, [{ kind: 'defend', pool: 'defense', evade: false }]).state
      expect(unitOf(held, B).counters.evade).toBe(true)
      return play(held, [{ kind: 'power', spend: [{ id: 'target-painting' }] }]).state
    }
    expect(unitOf(paint(painter), B)).toMatchObject({ counters: { evade: false, lock: false } })
    const tracked = { upgrades: [...painter.upgrades, { id: 'target-tracking' }] }
    expect(unitOf(paint(tracked), B)).toMatchObject({ counters: { evade: false, lock: true } })
  })

  test('GF-UPG-TARGET-TRACKING: without an Evade to clear, a lock action simply locks (nothing extra)', () => {
    const { state, events } = play(two({ profile: ups('target-tracking') }, {}), activateLock(A, B))
    expect(unitOf(state, B)).toMatchObject({ counters: { evade: false, lock: true } })
    expect(eventsOf(events, 'TargetLocked')).toHaveLength(1)
  })
})

describe('GF-UPG-RECKLESS: half the falling hits, and a HALO drop without Jump', () => {
  /** B, a flyer, is knocked down from the air and falls 8": the hits of the fall. */
  const fall = (bUps: string[]): number => {
    const s = two({}, { profile: { loadout: NO_CLOSE, ...ups('fly', ...bUps) }, set: { armour: 30 } })
    const { state } = attack(s, [6, 6, 4, 1, 1, 1])
    const r = play(state, [{ kind: 'power', spend: [{ id: 'knock-down' }] }], [1, 1, 1])
    expect(eventsOf(r.events, 'Fell')[0]).toMatchObject({ unit: B, inches: 8 })
    return eventsOf(r.events, 'PowerHits')[0]!.hits
  }

  test('GF-UPG-RECKLESS: a Reckless flyer knocked out of the air takes 4 hits for 8", not 8', () => {
    expect(fall([])).toBe(8)
    expect(fall(['reckless'])).toBe(4)
  })

  test('GF-UPG-RECKLESS: may be held for a HALO drop without Jump, and drops scattering D6"', () => {
    const R = 'unit:p2:1'
    const held = (profile: Placed['profile']) => {
      const s = missionScenario(
        [
          { side: 'p1', pos: { x: 10, y: 3 } },
          { side: 'p2', pos: { x: 27, y: 33 }, set: { activated: true } },
          { side: 'p2', pos: { x: 0, y: 0 }, profile, set: { status: 'undeployed' } },
        ],
        { id: 'domination' },
      )
      s.mission.reserves = {}
      return s
    }
    const reckless = held(ups('reckless'))
    expect(reserveModes(reckless, unitOf(reckless, R))).toContain('halo')
    const plain = held({})
    expect(reserveModes(plain, unitOf(plain, R))).not.toContain('halo')
    // Held as a HALO drop and called in turn 1's end: the drop scatters D6" (no HALO upgrade).
    reckless.mission.reserves = { [R]: 'halo' }
    const ended = play(reckless, [{ kind: 'activate', unit: A }, { kind: 'end-activation' }]).state
    const called = play(ended, [{ kind: 'call-reserves', units: [R] }], [4]).state
    const drop = { kind: 'arrive', unit: R, pos: { x: 20, y: 20 }, facing: S } as Unseated
    const dropped = play(called, [drop], [6]).state
    expect(testRuleset.prompt(dropped)).toMatchObject({ kind: 'scatter', unit: R, inches: 6 })
  })
})

describe('GF-UPG-LOVERS: a lover destroyed in sight frees the other for two actions', () => {
  const real = createGunframeRuleset({ table: tableRules })
  const wall = feature('wall', 12, 12, 2, 12, { qualities: ['blocking'], height: 6 })
  /** B (a lover, 1 Armour) dies to A; B2, the other lover, stands at (17, 18). */
  const killLover = (terrain: TerrainFeature[]) => {
    const s = scenario(
      [
        { side: 'p1', pos: { x: 10, y: 10 }, facing: N },
        {
          side: 'p2',
          pos: { x: 10, y: 15 },
          facing: S,
          profile: { loadout: NO_CLOSE, ...ups('lovers') },
          set: { armour: 1 },
        },
        { side: 'p2', pos: { x: 17, y: 18 }, facing: S, profile: { loadout: NO_CLOSE, ...ups('lovers') } },
      ],
      { field: { width: 36, depth: 36, terrain } },
    )
    return play(s, activateAttack(A, B), [4, 1, 1, 1, 1, 1], real).state
  }

  test('GF-UPG-LOVERS: in sight, the survivor takes a free two-action activation; behind a wall, nothing', () => {
    const seen = killLover([])
    expect(unitOf(seen, B).status).toBe('destroyed')
    expect(real.prompt(seen)).toMatchObject({ seat: 'p2', kind: 'choose', id: 'lovers', unit: B2 })
    const free = play(seen, [{ kind: 'choose', option: 'activate' }], undefined, real).state
    expect(free.stack.at(-1)).toMatchObject({
      t: 'activation',
      unit: B2,
      actionsLeft: 2,
      bonus: { reason: 'lovers' },
    })
    // Free: no focus point goes on it.
    expect(free.focus.p2).toBe(seen.focus.p2)
    const hidden = killLover([wall])
    expect(unitOf(hidden, B).status).toBe('destroyed')
    expect(hidden.stack.some((f) => f.t === 'choice' && f.id === 'lovers')).toBe(false)
  })
})
