import { describe, expect, test } from 'vitest'
import { activateAttack, activateLock } from '../testkit/decisions.ts'
import { A, A2, B, N, S } from '../testkit/fixtures.ts'
import { eventsOf, play, reject, scenario, testRuleset, unitOf } from '../testkit/testing.ts'

const field = (bSet: object = {}, extra: Parameters<typeof scenario>[0] = []) =>
  scenario([
    { side: 'p1', pos: { x: 10, y: 10 }, facing: N },
    { side: 'p2', pos: { x: 10, y: 17 }, facing: S, set: bSet },
    { side: 'p1', pos: { x: 14, y: 10 }, facing: N },
    ...extra,
  ])

describe('target lock', () => {
  test('GF-LOCK-ON: a lock needs sight and places a Target Lock counter; the target may react', () => {
    const { state, events } = play(field(), activateLock(A, B))
    expect(unitOf(state, B).counters.lock).toBe(true)
    expect(eventsOf(events, 'TargetLocked')).toHaveLength(1)
    expect(testRuleset.prompt(state)).toMatchObject({
      kind: 'react',
      seat: 'p2',
      units: [B],
      trigger: { type: 'locked' },
    })
    const blind = play(
      scenario([
        { side: 'p1', pos: { x: 10, y: 10 }, facing: S },
        { side: 'p2', pos: { x: 10, y: 17 } },
      ]),
      [{ kind: 'activate', unit: A }],
    ).state
    expect(reject(blind, { kind: 'lock', target: B })).toBe('gunframe/no_line_of_sight')
  })

  test('GF-LOCK-EVADE: locking a unit with an Evade counter removes it and does nothing more', () => {
    const { state } = play(field({ evade: true }), activateLock(A, B))
    expect(unitOf(state, B)).toMatchObject({ counters: { evade: false, lock: false } })
    expect(testRuleset.prompt(state)).toMatchObject({ kind: 'action' })
  })

  test('GF-LOCK-ONCE: one target lock action per unit per turn', () => {
    const s = play(field({ activated: true }), activateLock(A, B)).state
    expect(reject(s, { kind: 'lock', target: B })).toBe('gunframe/lock_used')
  })

  test('GF-RULING-14: a second lock on a locked unit is legal, places nothing and offers no reaction', () => {
    const s = field({ lock: true })
    const { state, events } = play(s, activateLock(A, B))
    expect(eventsOf(events, 'LockWasted')).toHaveLength(1)
    expect(testRuleset.prompt(state)).toMatchObject({ kind: 'action' })
  })

  test('GF-LOCK-FOCUS: removing the lock adds +2D to the firepower pool', () => {
    const s = play(field({ lock: true, activated: true }), activateAttack(A, B)).state
    expect(testRuleset.prompt(s)).toMatchObject({ kind: 'use-lock', seat: 'p1' })
    const { state, events } = play(s, [{ kind: 'use-lock', effect: 'focus-fire' }], [1, 1, 1, 1, 1, 1, 1, 1])
    expect(eventsOf(events, 'FirepowerRolled')[0]!.pool).toBe(5)
    expect(unitOf(state, B).counters.lock).toBe(false)
  })

  test('GF-LOCK-PRECISE: removing the lock re-rolls firepower dice that missed', () => {
    const s = play(field({ lock: true, activated: true }), activateAttack(A, B)).state
    const { events } = play(s, [{ kind: 'use-lock', effect: 'precise-strike' }], [1, 2, 4, 4, 3, 1, 1, 1])
    expect(eventsOf(events, 'FirepowerRolled')[0]).toMatchObject({
      pool: 3,
      dice: [4, 3, 4],
      rerolled: [0, 1],
      hits: 2,
    })
  })

  test('GF-LOCK-KEEP: the attacker may leave the lock in place', () => {
    const s = play(field({ lock: true, activated: true }), activateAttack(A, B)).state
    const { state } = play(s, [{ kind: 'use-lock', effect: 'keep' }], [1, 1, 1, 1, 1, 1])
    expect(unitOf(state, B).counters.lock).toBe(true)
  })
})

describe('evade', () => {
  test('GF-EVADE-ACTION: an evade places an Evade counter (at most one)', () => {
    const { state } = play(field(), [{ kind: 'activate', unit: A }, { kind: 'evade' }])
    expect(unitOf(state, A).counters.evade).toBe(true)
  })

  test('GF-EVADE-SHAKE: an evade on a locked unit removes the lock and does nothing more', () => {
    const s = scenario([
      { side: 'p1', pos: { x: 10, y: 10 }, set: { lock: true } },
      { side: 'p2', pos: { x: 10, y: 17 } },
    ])
    const { state } = play(s, [{ kind: 'activate', unit: A }, { kind: 'evade' }])
    expect(unitOf(state, A)).toMatchObject({ counters: { lock: false, evade: false } })
  })

  test('GF-EVADE-ONCE: one evade action per unit per turn', () => {
    const s = play(field(), [{ kind: 'activate', unit: A }, { kind: 'evade' }]).state
    expect(reject(s, { kind: 'evade' })).toBe('gunframe/evade_used')
  })

  test('GF-SPM-SHUT-DOWN: a shut-down unit cannot spend its Evade counter', () => {
    const s = field({ evade: true, shutDown: true, activated: true })
    const { events } = play(s, activateAttack(A, B), [1, 1, 1, 1, 1, 1])
    expect(eventsOf(events, 'EvadeUsed')).toHaveLength(0)
    void A2
  })
})
